import { randomUUID } from "node:crypto";
import { FREE_SUBSCRIPTION_PREFIX, isPremium } from "@shared/billing";
import type { Tx } from "../../db/client";
import { AppError } from "../../errors";
import type { BillingContext } from "./billing-context";
import type { BillingUserRow, SubscriptionColumns } from "./billing.repository";
import { columnsFor } from "./subscriptions";

// What an operator does to a creator's Pro from the admin area: end it now, or give a month of it. Each change
// is written with the caller's audit entry in one transaction (the hook), after any provider call.

const CANCELLABLE_STATUSES = ["active", "trialing", "past_due", "unpaid", "incomplete"];
const isFree = (id: string | null) => Boolean(id?.startsWith(FREE_SUBSCRIPTION_PREFIX));

export type ProChange = { before: SubscriptionColumns; after: SubscriptionColumns };
type Hook = (tx: Tx, change: ProChange) => Promise<void>;

const columnsOf = (user: BillingUserRow): SubscriptionColumns => ({
  providerSubscriptionId: user.providerSubscriptionId,
  subscriptionStatus: user.subscriptionStatus,
  subscriptionPlan:
    user.subscriptionPlan === "monthly" ? "monthly" : user.subscriptionPlan === "per_post" ? "per_post" : "free",
  currentPeriodEnd: user.currentPeriodEnd,
  cancelAtPeriodEnd: user.cancelAtPeriodEnd,
});

export function createProOperations(ctx: BillingContext) {
  const { repo, provider, clock } = ctx;

  async function findUser(userId: number): Promise<BillingUserRow> {
    const user = await repo.findUser(userId);
    if (!user) throw new AppError("NOT_FOUND", "This user does not exist. It may have been deleted already.");
    return user;
  }

  async function write(user: BillingUserRow, after: SubscriptionColumns, hook: Hook): Promise<ProChange> {
    const change = { before: columnsOf(user), after };
    await repo.transaction(async (tx) => {
      await repo.setSubscription(user.id, after, tx);
      await hook(tx, change);
    });
    return change;
  }

  /** Ends the user's subscription now, at the provider too, so it never renews. No refund: that is its own action. */
  async function endPro(userId: number, hook: Hook): Promise<ProChange> {
    const user = await findUser(userId);
    if (!user.providerSubscriptionId || !CANCELLABLE_STATUSES.includes(user.subscriptionStatus ?? "")) {
      throw new AppError("CONFLICT", "This user has no Pro subscription to cancel.");
    }
    if (isFree(user.providerSubscriptionId)) {
      return write(
        user,
        { ...columnsOf(user), subscriptionStatus: "canceled", subscriptionPlan: "free", cancelAtPeriodEnd: false },
        hook,
      );
    }
    const sub = await ctx.callProvider("cancel the subscription", () =>
      provider.cancelSubscription(user.providerSubscriptionId!),
    );
    return write(user, columnsFor(sub), hook);
  }

  /**
   * A month of Pro at no charge, with no card: a user without Pro gets a free month (it ends by itself, as a
   * 100% promo month does); a free month in force is extended by a month. A paid subscription is billed by
   * the provider, which knows nothing of a free month: refused rather than half-done.
   */
  async function grantProMonth(userId: number, hook: Hook): Promise<ProChange> {
    const user = await findUser(userId);
    const premium = isPremium(user);
    if (premium && !isFree(user.providerSubscriptionId)) {
      throw new AppError(
        "CONFLICT",
        "This user pays for Pro through the payment provider; a free month cannot be added to a paid subscription.",
      );
    }
    const now = clock.now();
    const from = premium && user.currentPeriodEnd && user.currentPeriodEnd > now ? user.currentPeriodEnd : now;
    const end = new Date(from);
    end.setUTCMonth(end.getUTCMonth() + 1);
    return write(
      user,
      {
        providerSubscriptionId: premium ? user.providerSubscriptionId : `${FREE_SUBSCRIPTION_PREFIX}${randomUUID()}`,
        subscriptionStatus: "active",
        subscriptionPlan: "monthly",
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
      },
      hook,
    );
  }

  return { endPro, grantProMonth };
}
export type ProOperations = ReturnType<typeof createProOperations>;
