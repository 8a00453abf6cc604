import type { Language } from "@shared/constants";
import bcrypt from "bcrypt";
import type { LoginBody, RegisterBody } from "@shared/schemas/auth";
import type { Db } from "../../../db/client";
import { AppError, uniqueViolation } from "../../../errors";
import type { EmailVerificationService } from "../verification/email-verification.service";
import type { LoginGuard } from "./login-guard";
import type { SettingsService } from "../../settings/settings.service";
import type { AccountUser } from "../users/user-accounts";
import { createUsersRepository, type UserRow } from "../users/users.repository";
import type { SessionContext, SessionsService, StartedSession } from "./sessions.service";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

/** Where a sign-in comes from: the session's context and the device cookie, if the browser has one. */
export type SignInContext = SessionContext & { deviceToken?: string };
/** A started session and the device cookie to set, so the next sign-in from this browser is recognised. */
export type SignedIn = StartedSession & { deviceToken: string };

/** Explains which unique field clashed in a clear 409, so the person knows what to change. */
export function duplicateUserError(constraint: string): AppError {
  if (constraint.includes("username")) {
    return new AppError("CONFLICT", "That username is already taken. Please choose another.", {
      fieldErrors: { username: ["That username is already taken"] },
    });
  }
  return new AppError("CONFLICT", "An account with this email already exists. Try signing in instead.", {
    fieldErrors: { email: ["An account with this email already exists"] },
  });
}

export function createAuthService(deps: {
  db: Db;
  bcryptCost: number;
  settings: SettingsService;
  emailVerification: EmailVerificationService;
  sessions: SessionsService;
  loginGuard: LoginGuard;
}) {
  const users = createUsersRepository(deps.db);
  const { sessions, loginGuard } = deps;
  // Compared against when the e-mail is unknown, so both failures take the same time.
  const dummyHash = bcrypt.hashSync("timing-equaliser", deps.bcryptCost);

  return {
    /** `language`: the interface's language at sign-up, the account's from then on (e-mails, every device). */
    async register(body: RegisterBody, context: SignInContext, language: Language = "en"): Promise<SignedIn> {
      const current = await deps.settings.get();
      if (!current.allowNewRegistrations) {
        throw new AppError(
          "REGISTRATION_CLOSED",
          "New registrations are closed at the moment. Please try again later.",
        );
      }
      if (await users.findByEmail(body.email)) throw duplicateUserError("email");
      if (await users.findByUsername(body.username)) throw duplicateUserError("username");

      const passwordHash = await bcrypt.hash(body.password, deps.bcryptCost);
      let user: UserRow;
      try {
        user = await users.insert({ email: body.email, username: body.username, passwordHash, language });
      } catch (error) {
        const clash = uniqueViolation(error); // two sign-ups racing for the same name
        if (clash) throw duplicateUserError(clash.constraint);
        throw error;
      }
      await deps.emailVerification.sendVerification(user);
      // Signing up is signing in: this address and device are the account's own from now on.
      const deviceToken = await loginGuard.remember("user", user.email, context.ip, context.deviceToken);
      return { ...(await sessions.start(user, context)), deviceToken };
    },

    /** Wrong passwords are slowed down per account and address (login-guard.ts), never the owner's known ones. */
    async login(body: LoginBody, context: SignInContext, previousToken?: string): Promise<SignedIn> {
      const attempt = {
        scope: "user" as const,
        identifier: body.email,
        ip: context.ip,
        deviceToken: context.deviceToken,
      };
      const admitted = await loginGuard.admit(attempt);
      const user = await users.findByEmail(body.email);
      const matches = await bcrypt.compare(body.password, user?.passwordHash ?? dummyHash);
      if (!user || !matches) {
        await loginGuard.failed(attempt, admitted);
        throw new AppError("INVALID_CREDENTIALS", INVALID_CREDENTIALS_MESSAGE, { log: { userId: user?.id } });
      }
      const deviceToken = await loginGuard.succeeded(attempt, admitted);
      // A new session id at every login: a session fixed before login is worthless afterwards.
      if (previousToken) await sessions.end(previousToken);
      return { ...(await sessions.start(user, context)), deviceToken };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await sessions.end(token);
    },

    /**
     * The session check of every API request (http/auth.ts loadSession, whose SessionLookup this is); it also notes
     * the session's use.
     */
    async findUserBySessionToken(token: string): Promise<AccountUser | null> {
      return sessions.findUserByToken(token);
    },

    async sweepExpiredSessions(): Promise<number> {
      return sessions.sweepExpired();
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
