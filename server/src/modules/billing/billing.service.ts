import { analysisAccess, isPremium, PAID_WITHOUT_GRANT } from "@shared/billing";
import type { PaymentType } from "@shared/schemas/analysis";
import type { ApplyPromoCodeResponse, FlashOffer, PromoTarget, VerifyPaymentResponse } from "@shared/schemas/billing";
import type { Tx } from "../../db/client";
import { AppError } from "../../errors";
import { type BillingContext, type BillingDeps, createBillingContext, randomSecret } from "./billing-context";
import type { BillingUserRow } from "./billing.repository";
import { createCards } from "./cards";
import { actionOf, createCharges } from "./charges";
import { issueFlashOffer } from "./flash-offer";
import { createPromoService, priceOf } from "./promo.service";
import { createProOperations } from "./pro-operations";
import { createRefunds } from "./refunds";
import { createSubscriptions } from "./subscriptions";

// Billing owns "who may analyse, and what does it cost": plans, credits, promo codes, payments and subscriptions. The
// analyses module asks precheck() before an upload and consume() inside the transaction that stores the analysis.

const OFFER_SECRET_NAME = "flash_offer_signing_key";

export const PAYMENT_REQUIRED_MESSAGE =
  "You've used your free analysis. Please upgrade or purchase per-post analysis to continue.";

export const API_OVERAGE_CARD_MESSAGE =
  "This month's included API analyses are used up. Add a card in your profile to pay $1.00 for each further analysis.";
export const API_OVERAGE_ACTION_MESSAGE =
  "Your bank asks you to confirm this payment, which an API call cannot do. Pay for one analysis in the app once, then try again.";

export function paymentRequired(extra: Record<string, unknown> = {}): AppError {
  return new AppError("PAYMENT_REQUIRED", PAYMENT_REQUIRED_MESSAGE, { extra: { requiresPayment: true, ...extra } });
}

/** The 402 of a Pro feature for someone without Pro in force; `feature` names it for a person. */
export function proRequired(feature: string): AppError {
  return new AppError("PAYMENT_REQUIRED", `${feature} is part of Pro. Upgrade to Pro to use it.`, {
    extra: { requiresPayment: true, requiresPro: true },
  });
}

export function createBillingService(deps: BillingDeps) {
  const ctx: BillingContext = createBillingContext(deps);
  const promos = createPromoService(ctx);
  const refunds = createRefunds(ctx, deps.refundsRepo);
  const charges = createCharges(ctx, promos, refunds.refundUngranted);
  let offerSecret: Promise<string> | null = null;
  /** The signing key: made on first issue; verifying never creates it (no offer issued → none is valid). */
  const getOfferSecret = (options: { create: boolean }): Promise<string | null> => {
    if (deps.sessionSecret) return Promise.resolve(deps.sessionSecret);
    if (offerSecret) return offerSecret;
    if (!options.create) return deps.repo.findSecret(OFFER_SECRET_NAME);
    offerSecret = deps.repo.getOrCreateSecret(OFFER_SECRET_NAME, randomSecret);
    return offerSecret;
  };
  const subscriptions = createSubscriptions(ctx, {
    promos,
    charges,
    offerSecret: () => getOfferSecret({ create: false }),
  });
  const cards = createCards(ctx);

  async function stateOf(user: BillingUserRow) {
    const { freeTrialLimit } = await deps.settings.get();
    return {
      isPremium: isPremium(user),
      freeTrialsUsed: user.freeTrialsUsed,
      freeTrialLimit,
      analysisCredits: user.analysisCredits,
      autoChargeEnabled: user.autoChargeEnabled,
      hasPaymentMethod: Boolean(user.providerPaymentMethodId),
    };
  }

  /**
   * May this user start an analysis? Pro, a free trial or a credit: yes. Auto-charge on: the saved card
   * is charged now (once per analysis request) and a credit granted. Else 402 requiresPayment. Not binding:
   * consume() decides inside the transaction.
   */
  async function precheck(userRow: BillingUserRow, options: { requestId?: string } = {}): Promise<void> {
    const user = await subscriptions.expireFreeMonth(await ctx.reloadUser(userRow.id));
    const access = analysisAccess(await stateOf(user));
    if (access !== "auto_charge" && access !== "payment_required") return;
    if (access === "payment_required") throw paymentRequired();
    const result = await charges.chargeSavedCard(user, { method: "auto_charge", requestId: options.requestId });
    if (result.outcome === "succeeded") return;
    if (result.outcome === "requires_action") {
      throw paymentRequired({ requiresAction: actionOf(result) });
    }
    throw new AppError(
      "CARD_DECLINED",
      `Card declined: ${result.message} Auto-charge is now off until you update your card.`,
      {
        extra: { requiresPayment: true },
      },
    );
  }

  /**
   * Pro features are for users with Pro in force, decided on the session's user row (which the session cache keeps
   * fresh when billing writes it); a free Pro month that has run out ends here first.
   */
  async function hasPro(user: BillingUserRow): Promise<boolean> {
    return isPremium(await subscriptions.expireFreeMonth(user));
  }

  async function requirePro(user: BillingUserRow, feature: string): Promise<void> {
    if (!(await hasPro(user))) throw proRequired(feature);
  }

  /** Consumes what pays for this analysis, atomically, in the caller's transaction. */
  async function consume(tx: Tx, userId: number): Promise<PaymentType> {
    const user = await deps.repo.findUser(userId, tx);
    if (!user) throw new AppError("UNAUTHENTICATED", "Your account no longer exists.");
    if (isPremium(user)) return "monthly";
    // Read through tx: on PGlite (one connection) a read through the pool inside this transaction would
    // wait for the transaction itself and hang the server.
    const freeTrialLimit = await deps.repo.freeTrialLimit(tx);
    if (await deps.repo.takeFreeTrial(tx, userId, freeTrialLimit)) return "free";
    // A credit a 100% code granted pays for a promo analysis, not a paid one.
    if (await deps.repo.takePromoCredit(tx, userId)) return "promo";
    if (await deps.repo.takeCredit(tx, userId)) return "per_post";
    throw paymentRequired();
  }

  /**
   * An analysis of the public API past the month's allowance: a credit already waiting pays for it, else the saved
   * card is charged off-session through the auto-charge path, its payment row keyed by `requestKey`, so a retry of
   * the same request never charges twice. The credit it grants is taken by takeApiOverageCredit in the transaction
   * that creates the job. Throws the 402 to answer when it cannot be paid.
   */
  async function payApiOverage(userId: number, requestKey: string): Promise<{ paymentId: number | null }> {
    const user = await ctx.reloadUser(userId);
    if (user.analysisCredits > 0) return { paymentId: null };
    if (!user.providerCustomerId || !user.providerPaymentMethodId) {
      throw new AppError("PAYMENT_METHOD_REQUIRED", API_OVERAGE_CARD_MESSAGE, { extra: { requiresPayment: true } });
    }
    const result = await charges.chargeSavedCard(user, { method: "auto_charge", requestId: requestKey });
    if (result.outcome === "succeeded") return { paymentId: result.payment?.id ?? null };
    if (result.outcome === "requires_action") {
      throw new AppError("PAYMENT_REQUIRED", API_OVERAGE_ACTION_MESSAGE, { extra: { requiresPayment: true } });
    }
    throw new AppError("CARD_DECLINED", `Your card was declined: ${result.message} No analysis was started.`, {
      extra: { requiresPayment: true },
    });
  }

  /**
   * Before an API upload past the allowance is read: the 402 payApiOverage would answer for lack of a card, when
   * there is neither a credit nor a saved card (null when something could pay).
   */
  async function apiOverageRefusal(userId: number): Promise<AppError | null> {
    const user = await ctx.reloadUser(userId);
    if (user.analysisCredits > 0 || (user.providerCustomerId && user.providerPaymentMethodId)) return null;
    return new AppError("PAYMENT_METHOD_REQUIRED", API_OVERAGE_CARD_MESSAGE, { extra: { requiresPayment: true } });
  }

  /** Takes the credit that pays for an API analysis past the allowance (a promo credit first, as consume does). */
  async function takeApiOverageCredit(tx: Tx, userId: number): Promise<boolean> {
    return (await deps.repo.takePromoCredit(tx, userId)) || (await deps.repo.takeCredit(tx, userId));
  }

  /** An API analysis past the allowance that failed: its credit is kept for the next one, as in the browser. */
  async function returnApiOverageCredit(tx: Tx, userId: number): Promise<void> {
    await deps.repo.grantCredit(tx, userId);
  }

  /** Said after an analysis that failed: what would have paid for it is still there. */
  async function keptEntitlementNote(userId: number): Promise<string> {
    const user = await deps.repo.findUser(userId);
    if (!user) return "";
    switch (analysisAccess(await stateOf(user))) {
      case "free":
        return " Your free analysis was not used.";
      case "credit":
        return " Your paid analysis was not used: it is still available.";
      default:
        return "";
    }
  }

  /** POST /api/verify-payment */
  async function verifyPayment(
    userRow: BillingUserRow,
    body: { paymentIntentId?: string; requestId?: string },
  ): Promise<VerifyPaymentResponse> {
    const payment = body.paymentIntentId ? await charges.finalizeForUser(userRow, body.paymentIntentId) : null;
    let user = await ctx.reloadUser(userRow.id);
    let autoCharged = false;
    let requiresAction: VerifyPaymentResponse["requiresAction"] = null;
    // A payment that bought nothing says why (declined, or paid on a replaced checkout and to be refunded).
    let message: string | null =
      payment && (payment.status === "failed" || payment.declineCode === PAID_WITHOUT_GRANT)
        ? payment.failureMessage
        : null;
    if (analysisAccess(await stateOf(user)) === "auto_charge") {
      const result = await charges.chargeSavedCard(user, { method: "auto_charge", requestId: body.requestId });
      if (result.outcome === "succeeded") autoCharged = true;
      else if (result.outcome === "requires_action") requiresAction = actionOf(result);
      else message = `${result.message} Auto-charge is now off until you update your card.`;
      user = await ctx.reloadUser(user.id);
    }
    return {
      hasValidPayment: user.analysisCredits > 0,
      hasStoredPaymentMethod: Boolean(user.providerPaymentMethodId),
      autoChargeEnabled: user.autoChargeEnabled,
      autoCharged,
      analysisCredits: user.analysisCredits,
      requiresAction,
      message,
    };
  }

  /** POST /api/apply-promo-code: a code worth the whole price grants at once; a payment id finalises it. */
  async function applyPromo(
    user: BillingUserRow,
    body: { code: string; type: PromoTarget; paymentIntentId?: string },
  ): Promise<ApplyPromoCodeResponse> {
    if (body.paymentIntentId) {
      const payment = await charges.finalizeForUser(user, body.paymentIntentId);
      if (payment.status !== "succeeded")
        throw new AppError("PAYMENT_REQUIRED", "This payment has not gone through yet.");
      return {
        applied: true,
        granted: "payment",
        message: "Payment confirmed.",
        user: await ctx.present(await ctx.reloadUser(user.id)),
      };
    }
    const promo = await promos.requireUsable(user, body.code);
    const left = (await promos.validate(user, body.code, body.type)).discountedAmount;
    if (left > 0) {
      throw new AppError(
        "PROMO_INVALID",
        `This code takes ${priceOf(body.type) - left} cents off: it is applied when you pay, not on its own.`,
      );
    }
    if (body.type === "subscription" && isPremium(await ctx.reloadUser(user.id))) {
      throw new AppError("CONFLICT", "You already have an active Pro subscription.");
    }
    await promos.grantFree(user, promo.row, body.type);
    return {
      applied: true,
      granted: body.type === "subscription" ? "subscription" : "analysis_credit",
      message:
        body.type === "subscription" ? "Pro is active: your first month is free." : "Your next analysis is free.",
      user: await ctx.present(await ctx.reloadUser(user.id)),
    };
  }

  return {
    mode: deps.provider.mode,
    provider: deps.provider,
    precheck,
    hasPro,
    requirePro,
    consume,
    payApiOverage,
    apiOverageRefusal,
    takeApiOverageCredit,
    returnApiOverageCredit,
    keptEntitlementNote,
    verifyPayment,
    createCheckout: (user: BillingUserRow, promoCode?: string) => charges.createCheckout(user, promoCode),
    chargeStoredPayment: charges.chargeStoredPayment,
    validatePromo: promos.validate,
    applyPromo,
    cards,
    subscriptions,
    refunds,
    /** The admin area's Pro actions (cancel now, grant a month). */
    pro: createProOperations(ctx),
    async issueFlashOffer(): Promise<FlashOffer> {
      return issueFlashOffer((await getOfferSecret({ create: true }))!, deps.clock.now());
    },
    presentUser: async (user: BillingUserRow) => ctx.present(await ctx.reloadUser(user.id)),
    // Webhooks (providers/webhook.router.ts): each re-reads the object from the provider.
    claimWebhookEvent: deps.repo.claimWebhookEvent,
    releaseWebhookEvent: deps.repo.releaseWebhookEvent,
    completeWebhookEvent: deps.repo.completeWebhookEvent,
    syncPaymentIntent: async (id: string) => {
      const payment = await charges.syncPaymentIntent(id);
      if (payment?.type === "subscription" && payment.providerSubscriptionId) {
        await subscriptions.syncSubscription(payment.providerSubscriptionId);
      }
    },
    syncSetupIntent: async (_id: string) => {
      // Cards are stored when the customer confirms them in our UI (confirm-payment-method), which also
      // checks for duplicates; a setup that was never confirmed there is not a saved card of ours.
    },
    syncSubscription: subscriptions.syncSubscription,
    syncRefunds: refunds.syncFromProvider,
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
