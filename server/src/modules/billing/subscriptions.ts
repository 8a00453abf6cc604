import { applyDiscount, FREE_SUBSCRIPTION_PREFIX, isPremium, PRICES } from "@shared/billing";
import type {
  CreateSubscriptionResponse,
  SubscriptionActionResponse,
  SubscriptionStatusResponse,
} from "@shared/schemas/billing";
import { AppError, uniqueViolation } from "../../errors";
import type { ProviderSubscription } from "./providers/provider";
import type { BillingContext } from "./billing-context";
import { CURRENCY } from "./billing-context";
import type { BillingUserRow, SubscriptionColumns } from "./billing.repository";
import type { Charges } from "./charges";
import { checkFlashOffer } from "./flash-offer";
import type { PromoService } from "./promo.service";

// Pro at $10 a month ($5 with the flash offer, or less a promo code; 100% makes it active at once with no
// card). The server re-reads the subscription from the provider and never trusts the client's word.

/** Statuses in which a subscription is paid for or still being charged. */
const LIVE_STATUSES = ["active", "trialing"];
const CANCELLABLE_STATUSES = ["active", "trialing", "past_due", "unpaid", "incomplete"];

const isFreeSubscription = (id: string | null) => Boolean(id?.startsWith(FREE_SUBSCRIPTION_PREFIX));

/** Our columns for a provider subscription. Ended ones put the user back on the free plan. */
export function columnsFor(sub: ProviderSubscription): SubscriptionColumns {
  const ended = ["canceled", "incomplete_expired"].includes(sub.status);
  return {
    providerSubscriptionId: sub.id,
    subscriptionStatus: sub.status,
    subscriptionPlan: ended ? "free" : "monthly",
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: ended ? false : sub.cancelAtPeriodEnd,
  };
}

/** What create-subscription answers for a provider subscription: confirm its first payment, or it is active. */
function answerFor(sub: ProviderSubscription, amount: number): CreateSubscriptionResponse {
  return {
    status: sub.status,
    clientSecret: sub.clientSecret,
    subscriptionId: sub.id,
    paymentIntentId: sub.latestPaymentIntentId,
    amount,
    originalAmount: PRICES.proMonthly,
  };
}

export function createSubscriptions(
  ctx: BillingContext,
  deps: { promos: PromoService; charges: Charges; offerSecret: () => Promise<string | null> },
) {
  const { repo, provider, clock } = ctx;

  /** A free Pro month from a 100% code ends by itself: there is no provider to tell us. */
  async function expireFreeMonth(user: BillingUserRow): Promise<BillingUserRow> {
    if (!isFreeSubscription(user.providerSubscriptionId) || user.subscriptionStatus !== "active") return user;
    if (!user.currentPeriodEnd || user.currentPeriodEnd > clock.now()) return user;
    await repo.setSubscription(user.id, {
      ...columnsOf(user),
      subscriptionStatus: "canceled",
      subscriptionPlan: "free",
    });
    return ctx.reloadUser(user.id);
  }

  const columnsOf = (user: BillingUserRow): SubscriptionColumns => ({
    providerSubscriptionId: user.providerSubscriptionId,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan:
      user.subscriptionPlan === "monthly" ? "monthly" : user.subscriptionPlan === "per_post" ? "per_post" : "free",
    currentPeriodEnd: user.currentPeriodEnd,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
  });

  async function statusOf(userId: number): Promise<SubscriptionStatusResponse> {
    const user = await expireFreeMonth(await ctx.reloadUser(userId));
    const premium = isPremium(user);
    return {
      subscription: {
        isPremium: premium,
        plan: columnsOf(user).subscriptionPlan,
        status: user.subscriptionStatus ?? "inactive",
        subscriptionId: user.providerSubscriptionId,
      },
      user: await ctx.present(user),
      isActive: premium,
      cancelAtPeriodEnd: user.cancelAtPeriodEnd,
      subscriptionStatus: user.subscriptionStatus,
      currentPeriodEnd: user.currentPeriodEnd?.toISOString() ?? null,
      renewalAmount:
        premium && !isFreeSubscription(user.providerSubscriptionId) && user.providerSubscriptionId
          ? await repo.subscriptionPrice(user.providerSubscriptionId)
          : null,
    };
  }

  /** Re-reads a subscription from the provider and stores what it says (webhooks and the client both land here). */
  async function syncSubscription(subscriptionId: string): Promise<void> {
    if (isFreeSubscription(subscriptionId)) return;
    const sub = await ctx.callProvider("check the subscription", () => provider.retrieveSubscription(subscriptionId));
    if (!sub) return;
    const byId = await repo.findUserBySubscription(sub.id);
    const owner = byId ?? (await repo.findUserByCustomer(sub.customerId));
    if (!owner) return;
    // An event about a subscription that is not the user's current one changes nothing unless it is live
    // (then it is the one they paid for); a stale one must not overwrite the current subscription.
    const isCurrent = owner.providerSubscriptionId === sub.id;
    if (!isCurrent && (isPremium(owner) || !LIVE_STATUSES.includes(sub.status))) return;
    await repo.setSubscription(owner.id, columnsFor(sub));
    if (sub.latestPaymentIntentId) await recordInvoicePayment(owner.id, sub);
  }

  /** Renewals are charges too: each invoice's PaymentIntent gets its payments row. */
  async function recordInvoicePayment(userId: number, sub: ProviderSubscription) {
    const known = await repo.findPaymentByIntent(sub.latestPaymentIntentId!);
    if (!known) {
      const intent = await ctx.callProvider("check the payment", () =>
        provider.retrievePaymentIntent(sub.latestPaymentIntentId!),
      );
      if (!intent) return;
      await repo
        .insertPayment({
          userId,
          provider: provider.mode,
          providerPaymentIntentId: intent.id,
          providerInvoiceId: sub.latestInvoiceId,
          providerSubscriptionId: sub.id,
          amount: intent.amount,
          currency: intent.currency,
          type: "subscription",
          method: "card",
          status: "pending",
        })
        .catch(() => undefined); // a concurrent delivery inserted it first
    }
    await deps.charges.syncPaymentIntent(sub.latestPaymentIntentId!);
  }

  async function priceFor(user: BillingUserRow, body: { promoCode?: string; offerToken?: string }) {
    let amount: number = PRICES.proMonthly;
    if (body.offerToken) {
      const secret = await deps.offerSecret();
      const offer = secret
        ? checkFlashOffer(secret, body.offerToken, clock.now())
        : ({ valid: false, reason: "forged" } as const);
      if (!offer.valid) {
        throw new AppError(
          "OFFER_INVALID",
          offer.reason === "expired"
            ? "This flash offer has expired. Pro is $10/month at the normal price."
            : "This offer is not valid. Pro is $10/month at the normal price.",
        );
      }
      amount = PRICES.proFlash;
    }
    const promo = body.promoCode ? await deps.charges.usablePromo(user, body.promoCode) : null;
    if (promo) amount = Math.min(amount, applyDiscount(PRICES.proMonthly, promo.discount));
    return { amount, promo };
  }

  async function create(
    userRow: BillingUserRow,
    body: { promoCode?: string; offerToken?: string },
  ): Promise<CreateSubscriptionResponse> {
    const user = await expireFreeMonth(await ctx.reloadUser(userRow.id));
    if (isPremium(user)) throw new AppError("CONFLICT", "You already have an active Pro subscription.");
    const { amount, promo } = await priceFor(user, body);
    if (amount === 0) {
      await deps.promos.grantFree(user, promo!.row, "subscription");
      const fresh = await ctx.reloadUser(user.id);
      return {
        status: "active",
        clientSecret: null,
        subscriptionId: fresh.providerSubscriptionId!,
        paymentIntentId: null,
        amount,
        originalAmount: PRICES.proMonthly,
      };
    }
    const reused = await reuseIncomplete(user, amount);
    if (reused) return reused;
    const customerId = await ctx.ensureCustomer(user);
    // One subscription attempt per user at a time: the key is this user's Nth attempt, so a double click
    // collides on the unique index instead of opening two subscriptions.
    const key = `subscription:user:${user.id}:${await repo.countPayments(user.id, "card", "subscription")}`;
    await deps.charges.replacePendingSubscriptions(user.id);
    const row = await repo
      .insertPendingPayment(
        {
          userId: user.id,
          provider: provider.mode,
          amount,
          currency: CURRENCY,
          type: "subscription",
          method: "card",
          status: "pending",
          promoCodeId: promo?.row.id ?? null,
          idempotencyKey: key,
        },
        "subscription",
        clock.now(),
      )
      .catch((error: unknown) => {
        if (uniqueViolation(error))
          throw new AppError("CONFLICT", "Your subscription is already being set up. Please wait a moment.");
        throw error;
      });
    const sub = await ctx
      .callProvider("start the subscription", () =>
        provider.createSubscription({
          customerId,
          amount,
          currency: CURRENCY,
          metadata: { userId: String(user.id), paymentId: String(row.id) },
          idempotencyKey: `subscription:payment:${row.id}`,
        }),
      )
      .catch(async (error: unknown) => {
        // Stripe down (502): drop the attempt's pending row so nothing half-written stays; the retry reuses
        // this attempt's number (and so the double-click guard's key).
        await repo.deleteUnstartedPayment(row.id);
        throw error;
      });
    await repo.updatePayment(row.id, {
      providerPaymentIntentId: sub.latestPaymentIntentId,
      providerInvoiceId: sub.latestInvoiceId,
      providerSubscriptionId: sub.id,
    });
    await repo.setSubscription(user.id, columnsFor(sub));
    if (sub.status === "active" && sub.latestPaymentIntentId)
      await deps.charges.syncPaymentIntent(sub.latestPaymentIntentId);
    return answerFor(sub, amount);
  }

  /** An unpaid subscription of this user for the same price: give its payment back instead of opening another. */
  async function reuseIncomplete(user: BillingUserRow, amount: number): Promise<CreateSubscriptionResponse | null> {
    if (!user.providerSubscriptionId || user.subscriptionStatus !== "incomplete") return null;
    const sub = await ctx.callProvider("check the subscription", () =>
      provider.retrieveSubscription(user.providerSubscriptionId!),
    );
    if (!sub || sub.status !== "incomplete" || !sub.clientSecret || !sub.latestPaymentIntentId) return null;
    const payment = await repo.findPaymentByIntent(sub.latestPaymentIntentId);
    if (!payment || payment.amount !== amount || payment.status !== "pending") return null;
    return answerFor(sub, amount);
  }

  /** POST /api/update-subscription-status: after the browser confirmed, ask the provider what is true. */
  async function update(
    user: BillingUserRow,
    paymentIntentId: string | undefined,
  ): Promise<SubscriptionStatusResponse> {
    // The subscription the payment belongs to, not whichever the user started last.
    const payment = paymentIntentId ? await deps.charges.finalizeForUser(user, paymentIntentId) : null;
    const subscriptionId = payment?.providerSubscriptionId ?? (await ctx.reloadUser(user.id)).providerSubscriptionId;
    if (!subscriptionId) return statusOf(user.id);
    await syncSubscription(subscriptionId);
    // Stripe may mark the subscription active a moment after its first payment succeeds: look again briefly.
    for (let attempt = 0; attempt < 3 && payment?.status === "succeeded"; attempt += 1) {
      if ((await ctx.reloadUser(user.id)).subscriptionStatus === "active") break;
      await new Promise((resolve) => setTimeout(resolve, 700));
      await syncSubscription(subscriptionId);
    }
    return statusOf(user.id);
  }

  async function cancel(userRow: BillingUserRow): Promise<SubscriptionActionResponse> {
    const user = await ctx.reloadUser(userRow.id);
    // past_due and unpaid are cancellable too: Stripe keeps retrying those charges until told to stop.
    if (!user.providerSubscriptionId || !CANCELLABLE_STATUSES.includes(user.subscriptionStatus ?? "")) {
      throw new AppError("CONFLICT", "You don't have an active subscription to cancel.");
    }
    if (isFreeSubscription(user.providerSubscriptionId)) {
      await repo.setSubscription(user.id, {
        ...columnsOf(user),
        subscriptionStatus: "canceled",
        subscriptionPlan: "free",
        cancelAtPeriodEnd: false,
      });
    } else {
      const sub = await ctx.callProvider("cancel the subscription", () =>
        provider.cancelSubscription(user.providerSubscriptionId!),
      );
      await repo.setSubscription(user.id, columnsFor(sub));
    }
    return { ...(await statusOf(user.id)), message: "Your subscription has been successfully canceled." };
  }

  async function reactivate(userRow: BillingUserRow): Promise<SubscriptionActionResponse> {
    const user = await ctx.reloadUser(userRow.id);
    if (user.providerSubscriptionId) await syncSubscription(user.providerSubscriptionId);
    const fresh = await ctx.reloadUser(user.id);
    if (!fresh.providerSubscriptionId || fresh.subscriptionStatus !== "active" || !fresh.cancelAtPeriodEnd) {
      throw new AppError("CONFLICT", "There is no subscription waiting to end, so there is nothing to reactivate.");
    }
    if (isFreeSubscription(fresh.providerSubscriptionId)) {
      await repo.setSubscription(fresh.id, { ...columnsOf(fresh), cancelAtPeriodEnd: false });
    } else {
      const sub = await ctx.callProvider("reactivate the subscription", () =>
        provider.setCancelAtPeriodEnd(fresh.providerSubscriptionId!, false),
      );
      await repo.setSubscription(fresh.id, columnsFor(sub));
    }
    return { ...(await statusOf(fresh.id)), message: "Your subscription has been reactivated." };
  }

  return { statusOf, syncSubscription, create, update, cancel, reactivate, expireFreeMonth };
}
export type Subscriptions = ReturnType<typeof createSubscriptions>;
