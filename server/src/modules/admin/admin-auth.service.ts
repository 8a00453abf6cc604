import bcrypt from "bcrypt";
import type { AdminLoginBody, AdminProfile } from "@shared/schemas/admin";
import { ADMIN_PASSWORD_MIN } from "@shared/schemas/admin-records";
import { fitsBcrypt, hasControlCharacter, PASSWORD_TOO_LONG_MESSAGE } from "@shared/schemas/common";
import { AppError, controlCharacterError, escapeControlCharacters } from "../../errors";
import type { Clock } from "../../lib/clock";
import { hashToken, newToken } from "../../lib/tokens";
import type { LoginGuard } from "../account/sessions/login-guard";
import type { AdminAuthRepository, AdminRow, SignedInAdmin } from "./admin-auth.repository";

// Admin accounts and their sessions, checked on the server: bcrypt hashes, random opaque bearer tokens stored hashed
// with an expiry and an idle timeout, and every login attempt recorded.

/** A session lasts at most 12 hours, and ends after 30 minutes without a request. */
export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;
export const ADMIN_IDLE_MS = 30 * 60 * 1000;

type Context = { ip?: string; userAgent?: string; deviceToken?: string };

export function presentAdmin(admin: SignedInAdmin): AdminProfile {
  return {
    id: admin.id,
    username: admin.username,
    createdAt: admin.createdAt.toISOString(),
    lastLogin: admin.lastLogin ? admin.lastLogin.toISOString() : null,
  };
}

export function createAdminAuthService(deps: {
  repo: AdminAuthRepository;
  clock: Clock;
  bcryptCost: number;
  loginGuard: LoginGuard;
}) {
  const { repo, clock } = deps;
  // Unknown usernames cost a bcrypt comparison too, so timing does not tell which usernames exist.
  const dummyHash = bcrypt.hashSync("admin-timing-equaliser", deps.bcryptCost);

  return {
    /** Wrong passwords are slowed down per username and address (login-guard.ts), never a known device's. */
    async login(body: AdminLoginBody, context: Context) {
      if (hasControlCharacter(body.username)) {
        // Not a name anyone has: refused before the password is looked at, but on record like any attempt.
        await repo.recordAttempt({
          username: escapeControlCharacters(body.username).slice(0, 64),
          adminUserId: null,
          ip: context.ip ?? null,
          userAgent: context.userAgent?.slice(0, 300) ?? null,
          success: false,
          createdAt: clock.now(),
        });
        throw controlCharacterError("username");
      }
      const attempt = {
        scope: "admin" as const,
        identifier: body.username,
        ip: context.ip,
        deviceToken: context.deviceToken,
      };
      const admitted = await deps.loginGuard.admit(attempt);
      const admin = await repo.findByUsername(body.username);
      const matches = await bcrypt.compare(body.password, admin?.passwordHash ?? dummyHash);
      const success = Boolean(admin && matches);
      await repo.recordAttempt({
        username: body.username.slice(0, 64),
        adminUserId: admin?.id ?? null,
        ip: context.ip ?? null,
        userAgent: context.userAgent?.slice(0, 300) ?? null,
        success,
        createdAt: clock.now(),
      });
      if (!admin || !success) {
        await deps.loginGuard.failed(attempt, admitted);
        throw new AppError("INVALID_CREDENTIALS", "Invalid username or password.", { log: { adminId: admin?.id } });
      }
      const deviceToken = await deps.loginGuard.succeeded(attempt, admitted);
      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + ADMIN_SESSION_MS);
      await repo.startSession({ id: hashToken(token), adminUserId: admin.id, expiresAt, now, ip: context.ip ?? null });
      return { token, expiresAt, admin: { ...admin, lastLogin: now }, deviceToken };
    },

    /** The admin behind a bearer token, or null (unknown, expired or idle for too long). */
    async verify(token: string): Promise<SignedInAdmin | null> {
      const now = clock.now();
      return repo.useSession(hashToken(token), now, new Date(now.getTime() - ADMIN_IDLE_MS));
    },

    async logout(token: string): Promise<void> {
      await repo.endSession(hashToken(token));
    },

    /** Creates an admin (CLI, first start, or another admin); CONFLICT when the username is taken. */
    async createAdmin(input: { username: string; password: string; createdBy: number | null }): Promise<AdminRow> {
      const username = input.username.trim();
      if (!/^[A-Za-z0-9_.-]{3,64}$/.test(username)) {
        throw new AppError("VALIDATION_FAILED", "Username must be 3-64 letters, digits, dots, dashes or underscores.");
      }
      if (input.password.length < ADMIN_PASSWORD_MIN) {
        throw new AppError("VALIDATION_FAILED", `Password must be at least ${ADMIN_PASSWORD_MIN} characters.`);
      }
      if (!fitsBcrypt(input.password)) throw new AppError("VALIDATION_FAILED", PASSWORD_TOO_LONG_MESSAGE);
      const passwordHash = await bcrypt.hash(input.password, deps.bcryptCost);
      const admin = await repo.insertAdmin({ username, passwordHash, createdBy: input.createdBy });
      if (!admin) throw new AppError("CONFLICT", `An admin named ${username} already exists.`);
      return admin;
    },

    /** ADMIN_USERNAME/ADMIN_PASSWORD on first start: creates the first admin only when there is none. */
    async bootstrap(username: string | undefined, password: string | undefined): Promise<AdminRow | null> {
      if (!username || !password) return null;
      if ((await repo.countAdmins()) > 0) return null;
      return this.createAdmin({ username, password, createdBy: null }).catch((error: unknown) => {
        // Two processes starting at once: the other one created it.
        if (error instanceof AppError && error.code === "CONFLICT") return null;
        throw error;
      });
    },

    async sweep(): Promise<number> {
      const now = clock.now();
      return repo.deleteStaleSessions(now, new Date(now.getTime() - ADMIN_IDLE_MS));
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
