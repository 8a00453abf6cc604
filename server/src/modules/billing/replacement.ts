import { AppError } from "../../errors";
import type { ProviderPaymentIntent } from "./providers/provider";
import type { BillingContext } from "./billing-context";
import type { PaymentRow } from "./billing.repository";

// A newer checkout replaces an unpaid older one (the same promo code again, another Pro price). The older
// one is made unpayable at the provider first, and only then marked failed and its promo use given back:
// otherwise its PaymentIntent, still open in another tab, could be paid later at the discount while the
// code's one use is already held by the newer checkout.

/** A checkout row with no PaymentIntent this old belongs to a request that died: no browser can pay it. */
const UNSTARTED_GRACE_MS = 2 * 60 * 1000;
const ENDED_SUBSCRIPTION = ["canceled", "incomplete_expired"];
const LIVE_SUBSCRIPTION = ["active", "trialing", "past_due"];

export const REPLACED_MESSAGE = "Replaced by a newer checkout.";

export function createReplacement(ctx: BillingContext, syncPaymentIntent: (id: string) => Promise<unknown>) {
  const { repo, provider, clock } = ctx;

  /**
   * The intent made unpayable at the provider, answered as it stands afterwards. A subscription's first
   * invoice goes with its subscription; a subscription that went live was paid and is left alone.
   */
  async function cancelAtProvider(row: PaymentRow): Promise<ProviderPaymentIntent | null | "live"> {
    const intentId = row.providerPaymentIntentId!;
    if (!row.providerSubscriptionId) {
      return ctx.callProvider("replace your earlier checkout", () => provider.cancelPaymentIntent(intentId));
    }
    const sub = await ctx.callProvider("check your earlier checkout", () =>
      provider.retrieveSubscription(row.providerSubscriptionId!),
    );
    if (sub && LIVE_SUBSCRIPTION.includes(sub.status)) return "live";
    if (sub && !ENDED_SUBSCRIPTION.includes(sub.status)) {
      await ctx.callProvider("replace your earlier checkout", () => provider.cancelSubscription(sub.id));
    }
    return ctx.callProvider("check your earlier checkout", () => provider.retrievePaymentIntent(intentId));
  }

  /**
   * Ends one unpaid checkout. If the customer paid it in the meantime it is granted instead (it still holds
   * its promo use) and "paid" is answered, so the caller refuses the newer checkout.
   */
  async function abandon(row: PaymentRow, message = REPLACED_MESSAGE): Promise<"paid" | "ended" | "in_flight"> {
    if (!row.providerPaymentIntentId) {
      const age = clock.now().getTime() - row.createdAt.getTime();
      // Its request is still asking the provider for an intent: leave it; the newer checkout is refused.
      if (age < UNSTARTED_GRACE_MS) return "in_flight";
      await repo.markPaymentFailed(row.id, message, null);
      return "ended";
    }
    const intent = await cancelAtProvider(row);
    if (intent === "live" || intent?.status === "succeeded") {
      await syncPaymentIntent(row.providerPaymentIntentId);
      return "paid";
    }
    if (intent && intent.status !== "canceled" && !row.providerSubscriptionId) {
      throw new AppError("CONFLICT", "Your earlier checkout is being paid right now. Please try again in a moment.");
    }
    await repo.markPaymentFailed(row.id, message, null);
    return "ended";
  }

  /** Before a new payment with a code: this user's unpaid payments holding it end (their use is given back). */
  async function replacePendingWithPromo(userId: number, promoCodeId: number): Promise<void> {
    for (const row of await repo.listPendingWithPromo(userId, promoCodeId)) await abandon(row);
  }

  /** Before a new Pro checkout: the user's unpaid ones end, so one Pro month can never be paid twice. */
  async function replacePendingSubscriptions(userId: number): Promise<void> {
    for (const row of await repo.listPendingSubscriptionCheckouts(userId)) {
      if ((await abandon(row)) === "paid") {
        throw new AppError("CONFLICT", "Your earlier Pro checkout has just been paid: Pro is already yours.");
      }
    }
  }

  return { abandon, replacePendingWithPromo, replacePendingSubscriptions };
}
export type Replacement = ReturnType<typeof createReplacement>;
