import type { Db, Tx } from "../../../db/client";
import { AppError } from "../../../errors";
import type { Logger } from "../../../logger";
import type { PaymentProvider } from "../../billing/providers/provider";
import { createAccountDeletionRepository, type DeletableUser } from "./account-deletion.repository";

// Deleting an account (from the admin area; the profile's "Delete my account" reuses it): Pro is cancelled and the
// saved cards are removed at the payment provider, then the user, their sessions, analyses and cards go in one
// transaction, while their payments stay for accounting with the user detached.
//
// The provider comes first: if it cannot be reached nothing is deleted and the person can retry, whereas
// deleting our rows first could leave a subscription billing every month with no account to cancel it from.

export type DeletedAccount = {
  user: DeletableUser;
  removed: { analyses: number; cards: number; sessions: number };
};

export const ACCOUNT_PROVIDER_FAILURE_MESSAGE =
  "The payment system could not cancel the subscription and remove the saved cards right now, so the account was not deleted. Please try again in a minute.";

export function createAccountDeletion(deps: { db: Db; provider: PaymentProvider; logger: Logger }) {
  const repo = createAccountDeletionRepository(deps.db);

  /**
   * Deleting the provider's customer ends its subscriptions at once and removes every card saved on it,
   * including the one Stripe keeps from a subscription's first invoice, which has no payment_methods row.
   */
  async function removeCustomer(user: DeletableUser, failureMessage: string): Promise<void> {
    if (!user.providerCustomerId) return; // no customer: no card and no paid subscription at the provider
    try {
      await deps.provider.deleteCustomer(user.providerCustomerId);
    } catch (error) {
      deps.logger.error({ err: error, userId: user.id }, "account deletion: the provider customer was not deleted");
      throw new AppError("PAYMENT_PROVIDER_ERROR", failureMessage);
    }
  }

  return {
    /**
     * Deletes the account; null when there is no such user. `inTransaction` runs inside the transaction that
     * deletes the rows, with the user row locked and just before it is deleted (the admin area writes its audit
     * entry there; "Delete my account" removes the user's contact messages while those sent signed in still
     * carry the user's id), so both happen or neither does. `providerFailureMessage` is the 502's text, worded
     * for whoever asked (an admin, or the account's owner).
     */
    async deleteAccount(
      userId: number,
      options: {
        inTransaction?: (tx: Tx, deleted: DeletedAccount) => Promise<void>;
        providerFailureMessage?: string;
      } = {},
    ): Promise<DeletedAccount | null> {
      const user = await repo.findUser(userId);
      if (!user) return null;
      await removeCustomer(user, options.providerFailureMessage ?? ACCOUNT_PROVIDER_FAILURE_MESSAGE);
      return deps.db.transaction(async (tx) => {
        const locked = await repo.lockUser(tx, userId);
        if (!locked) return null; // deleted meanwhile by another request
        if (locked.providerCustomerId !== user.providerCustomerId) {
          // A card or a subscription was started between the provider call and now: that customer is live.
          throw new AppError("CONFLICT", "The account changed while it was being deleted. Please try again.");
        }
        const deleted: DeletedAccount = { user: locked, removed: await repo.countOwned(tx, userId) };
        await options.inTransaction?.(tx, deleted);
        await repo.deleteUser(tx, userId);
        return deleted;
      });
    },
  };
}
export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
