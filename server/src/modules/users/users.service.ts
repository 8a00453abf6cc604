import type { PublicUser, UpdateUserBody } from "@shared/schemas/user";
import type { Db, Tx } from "../../db/client";
import { AppError, uniqueViolation } from "../../errors";
import { duplicateUserError } from "../auth/auth.service";
import type { BillingService } from "../billing/billing.service";
import type { EmailVerificationService } from "../email-verification/email-verification.service";
import type { SettingsService } from "../settings/settings.service";
import { toPublicUser } from "./public-user";
import { createUsersRepository, type NewUserRow, type UserRow } from "./users.repository";

export function createUsersService(deps: {
  db: Db;
  settings: SettingsService;
  emailVerification: EmailVerificationService;
  billing: Pick<BillingService, "cards">;
}) {
  const users = createUsersRepository(deps.db);

  async function present(user: UserRow): Promise<PublicUser> {
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

    async updateProfile(user: UserRow, input: UpdateUserBody): Promise<PublicUser> {
      // Auto-charge belongs to billing, which refuses it without a saved card (issue #6).
      const { autoChargeEnabled, ...body } = input;
      const emailChanged = body.email !== undefined && body.email !== user.email;
      if (emailChanged) {
        const owner = await users.findByEmail(body.email!);
        if (owner && owner.id !== user.id) throw duplicateUserError("email");
      }
      if (body.username !== undefined && body.username.toLowerCase() !== user.username.toLowerCase()) {
        const owner = await users.findByUsername(body.username);
        if (owner && owner.id !== user.id) throw duplicateUserError("username");
      }
      if (autoChargeEnabled !== undefined) await deps.billing.cards.setAutoCharge(user, autoChargeEnabled);
      let updated: UserRow | null = user;
      if (Object.keys(body).length === 0) return present((await users.findById(user.id)) ?? user);
      try {
        updated = await users.update(user.id, {
          ...body,
          // A new address must be proven again before it counts as verified.
          ...(emailChanged ? { emailVerified: false, emailVerifiedAt: null } : {}),
        });
      } catch (error) {
        const clash = uniqueViolation(error);
        if (clash) throw duplicateUserError(clash.constraint);
        throw error;
      }
      if (!updated) throw new AppError("NOT_FOUND", "This account no longer exists.");
      if (emailChanged) await deps.emailVerification.sendVerification(updated);
      return present(updated);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
