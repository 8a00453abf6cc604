import express, { Router } from "express";
import type Stripe from "stripe";
import { AppError } from "../../../errors";
import type { ProviderBilling, ProviderRoutes } from "./provider";

// Stripe's webhook: verify the signature on the raw body, record the event id so a redelivery is a no-op, and tell
// billing which object changed. Billing re-fetches that object from Stripe, so deliveries that arrive out of order or
// late still leave the latest truth behind.

/** The Stripe provider's webhook side; null while payments run in test mode. */
export type WebhookProvider = {
  /** False when no webhook secret is configured: the route then answers 404. */
  webhooksEnabled?: boolean;
  constructEvent?(rawBody: Buffer, signature: string | undefined): Stripe.Event;
};

export type WebhookResponse = { received: true; duplicate?: true };

const WEBHOOK_PATH = "/stripe/webhook";

/** The Stripe provider's routes: its webhook, which reads the raw body. provider null: test mode's 404. */
export function stripeRoutes(provider: WebhookProvider | null, billing: ProviderBilling): ProviderRoutes {
  return { raw: createStripeWebhookRouter({ provider, billing }), rawPaths: [WEBHOOK_PATH], json: null };
}

export function createStripeWebhookRouter(deps: { provider: WebhookProvider | null; billing: ProviderBilling }) {
  const { provider, billing } = deps;
  const router = Router();

  // Mounted before express.json: the signature covers the exact bytes Stripe sent.
  router.post(WEBHOOK_PATH, express.raw({ type: "*/*", limit: "1mb" }), async (req, res) => {
    if (!provider?.constructEvent || provider.webhooksEnabled === false) {
      throw new AppError("NOT_FOUND", "Stripe webhooks are not enabled: payments run in test mode.");
    }
    let event: Stripe.Event;
    try {
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      event = provider.constructEvent(rawBody, req.get("stripe-signature"));
    } catch {
      throw new AppError("VALIDATION_FAILED", "Invalid Stripe signature");
    }

    if (!(await billing.claimWebhookEvent(event.id, event.type))) {
      const body: WebhookResponse = { received: true, duplicate: true };
      res.json(body);
      return;
    }
    try {
      await dispatch(event, billing);
    } catch (error) {
      // Give the id back so Stripe's retry (it retries on 5xx) processes the event again.
      await billing.releaseWebhookEvent(event.id).catch((releaseError: unknown) => {
        req.log?.error({ err: releaseError, eventId: event.id }, "could not release a failed webhook event");
      });
      throw error;
    }
    await billing.completeWebhookEvent(event.id);
    const body: WebhookResponse = { received: true };
    res.json(body);
  });

  return router;
}

/** Hands the changed object's id to billing; every other event type is acknowledged and ignored. */
async function dispatch(event: Stripe.Event, billing: ProviderBilling): Promise<void> {
  switch (event.type) {
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed":
    case "payment_intent.processing":
    case "payment_intent.canceled":
      return billing.syncPaymentIntent(event.data.object.id);
    case "charge.refunded": {
      const intent = event.data.object.payment_intent;
      const paymentIntentId = typeof intent === "string" ? intent : intent?.id;
      if (paymentIntentId) await billing.syncRefunds(paymentIntentId);
      return;
    }
    case "setup_intent.succeeded":
      return billing.syncSetupIntent(event.data.object.id);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return billing.syncSubscription(event.data.object.id);
    case "invoice.paid":
    case "invoice.payment_failed":
    case "invoice.payment_action_required": {
      // Since basil the invoice names its subscription under parent.subscription_details.
      const subscription = event.data.object.parent?.subscription_details?.subscription;
      const subscriptionId = typeof subscription === "string" ? subscription : subscription?.id;
      if (subscriptionId) await billing.syncSubscription(subscriptionId);
      return;
    }
    default:
      return;
  }
}
