import type { PublicUser, UpdateUserBody } from "@shared/schemas/user";
import type { Db, Tx } from "../../../db/client";
import { AppError, uniqueViolation } from "../../../errors";
import { duplicateUserError } from "../sessions/auth.service";
import type { BillingService } from "../../billing/billing.service";
import type { EmailVerificationService } from "../verification/email-verification.service";
import type { SettingsService } from "../../settings/settings.service";
import { toPublicUser } from "./public-user";
import type { AccountUser } from "./user-accounts";
import { createUsersRepository, type NewUserRow, type UserRow } from "./users.repository";

type EmailChange = { kind: "none" } | { kind: "clear" } | { kind: "request"; address: string };

/** What an `email` in the profile form asks for: nothing, dropping the pending change, or a new address. */
function emailChange(user: AccountUser, email: string | undefined): EmailChange {
  if (email === undefined) return { kind: "none" };
  if (email === user.email) return user.pendingEmail ? { kind: "clear" } : { kind: "none" };
  return { kind: "request", address: email };
}

export function createUsersService(deps: {
  db: Db;
  settings: SettingsService;
  emailVerification: EmailVerificationService;
  billing: Pick<BillingService, "cards">;
}) {
  const users = createUsersRepository(deps.db);

  async function present(user: AccountUser): Promise<PublicUser> {
    const { freeTrialLimit } = await deps.settings.get();
    return toPublicUser(user, freeTrialLimit);
  }

  return {
    present,

    findById: (id: number, tx?: Tx): Promise<UserRow | null> => users.findById(id, tx),

    /**
     * The friendly 409 before a write: another user than `exceptId` has the e-mail or the username. The unique
     * indexes still decide a race; the caller turns that violation into the same 409.
     */
    async assertAvailable(values: { email: string; username: string }, exceptId: number | null): Promise<void> {
      const byEmail = await users.findByEmail(values.email);
      if (byEmail && byEmail.id !== exceptId) throw duplicateUserError("email");
      const byUsername = await users.findByUsername(values.username);
      if (byUsername && byUsername.id !== exceptId) throw duplicateUserError("username");
    },

    /** Plain writes for the admin area, inside its transaction; a unique index still decides a race. */
    insert: (values: NewUserRow, tx?: Tx): Promise<UserRow> => users.insert(values, tx),
    update: (id: number, values: Partial<NewUserRow>, tx?: Tx): Promise<UserRow | null> => users.update(id, values, tx),

    /**
     * PUT /api/user/:id. A new e-mail address is not applied at once: it waits in pending_email, the link goes to it
     * and a notice to the current address, which keeps signing in, verified as it was, until the link is opened
     * (email-verification.service.ts swaps it in). The current address again drops a pending change.
     */
    async updateProfile(user: AccountUser, input: UpdateUserBody): Promise<PublicUser> {
      // Auto-charge belongs to billing, which refuses it without a saved card.
      const { autoChargeEnabled, email, ...body } = input;
      const change = emailChange(user, email);
      if (change.kind === "request") {
        const owner = await users.findByEmail(change.address);
        if (owner && owner.id !== user.id) throw duplicateUserError("email");
      }
      if (body.username !== undefined && body.username.toLowerCase() !== user.username.toLowerCase()) {
        const owner = await users.findByUsername(body.username);
        if (owner && owner.id !== user.id) throw duplicateUserError("username");
      }
      if (autoChargeEnabled !== undefined) await deps.billing.cards.setAutoCharge(user, autoChargeEnabled);
      const values: Partial<NewUserRow> = { ...body };
      if (change.kind !== "none") values.pendingEmail = change.kind === "request" ? change.address : null;
      if (Object.keys(values).length === 0) return present((await users.findById(user.id)) ?? user);
      let updated: UserRow | null;
      try {
        updated = await users.update(user.id, values);
      } catch (error) {
        const clash = uniqueViolation(error);
        if (clash) throw duplicateUserError(clash.constraint);
        throw error;
      }
      if (!updated) throw new AppError("NOT_FOUND", "This account no longer exists.");
      if (change.kind === "request") await deps.emailVerification.sendEmailChange(updated, change.address);
      return present(updated);
    },

    /** POST /api/account/email/cancel: the pending address is dropped; its link stops working. */
    async cancelEmailChange(user: AccountUser): Promise<PublicUser> {
      const updated = await users.clearPendingEmail(user.id);
      if (!updated) throw new AppError("NOT_FOUND", "This account no longer exists.");
      return present(updated);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
