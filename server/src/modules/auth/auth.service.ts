import bcrypt from "bcrypt";
import type { LoginBody, RegisterBody } from "@shared/schemas/auth";
import type { Db } from "../../db/client";
import { AppError, uniqueViolation } from "../../errors";
import type { EmailVerificationService } from "../email-verification/email-verification.service";
import type { SettingsService } from "../settings/settings.service";
import { createUsersRepository, type UserRow } from "../users/users.repository";
import type { SessionContext, SessionsService, StartedSession } from "./sessions.service";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

/** Explains which unique field clashed, so the person knows what to change (issue #2: a clear 409). */
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
}) {
  const users = createUsersRepository(deps.db);
  const { sessions } = deps;
  // Compared against when the e-mail is unknown, so both failures take the same time.
  const dummyHash = bcrypt.hashSync("timing-equaliser", deps.bcryptCost);

  return {
    async register(body: RegisterBody, context: SessionContext): Promise<StartedSession> {
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
        user = await users.insert({ email: body.email, username: body.username, passwordHash });
      } catch (error) {
        const clash = uniqueViolation(error); // two sign-ups racing for the same name
        if (clash) throw duplicateUserError(clash.constraint);
        throw error;
      }
      await deps.emailVerification.sendVerification(user);
      return sessions.start(user, context);
    },

    async login(body: LoginBody, context: SessionContext, previousToken?: string): Promise<StartedSession> {
      const user = await users.findByEmail(body.email);
      const matches = await bcrypt.compare(body.password, user?.passwordHash ?? dummyHash);
      if (!user || !matches) throw new AppError("INVALID_CREDENTIALS", INVALID_CREDENTIALS_MESSAGE);
      // A new session id at every login: a session fixed before login is worthless afterwards.
      if (previousToken) await sessions.end(previousToken);
      return sessions.start(user, context);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await sessions.end(token);
    },

    /** The session check of every API request (http/auth.ts loadSession); it also notes the session's use. */
    async findUserBySessionToken(token: string): Promise<UserRow | null> {
      return sessions.findUserByToken(token);
    },

    async sweepExpiredSessions(): Promise<number> {
      return sessions.sweepExpired();
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
