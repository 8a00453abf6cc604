import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "@shared/billing";
import { startFakeStripe, type FakeStripe } from "../../../../test/fake-stripe";
import { errorHandler } from "../../../http/error-handler";
import type { ProviderBilling } from "./provider";
import { createStripeProvider } from "./stripe-provider";
import { createStripeWebhookRouter, type WebhookProvider } from "./webhook.router";

// The webhook route on its own, with a billing stub that records what it was asked to sync (billing's
// own tests cover what syncing does). Events are signed as Stripe signs them.

const SECRET = "whsec_router_test";
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake?.close();
});

type Call = [method: string, ...args: string[]];

function recordingBilling(options: { failSyncOnce?: boolean } = {}) {
  const claimed = new Set<string>();
  const calls: Call[] = [];
  const completed: string[] = [];
  let failNext = options.failSyncOnce ?? false;
  const sync = (method: string) => async (id: string) => {
    calls.push([method, id]);
    if (failNext) {
      failNext = false;
      throw new Error("database down");
    }
  };
  const billing: ProviderBilling = {
    async claimWebhookEvent(id, type) {
      calls.push(["claimWebhookEvent", id, type]);
      if (claimed.has(id)) return false;
      claimed.add(id);
      return true;
    },
    async releaseWebhookEvent(id) {
      calls.push(["releaseWebhookEvent", id]);
      claimed.delete(id);
    },
    async completeWebhookEvent(id) {
      completed.push(id);
    },
    syncPaymentIntent: sync("syncPaymentIntent"),
    syncSetupIntent: sync("syncSetupIntent"),
    syncSubscription: sync("syncSubscription"),
    syncRefunds: sync("syncRefunds"),
  };
  return { billing, calls, completed, syncs: () => calls.filter(([method]) => method.startsWith("sync")) };
}

function appWith(billing: ProviderBilling, provider?: WebhookProvider | null) {
  const stripeProvider =
    provider !== undefined
      ? provider
      : createStripeProvider({ secretKey: fake.secretKey, webhookSecret: SECRET, stripeOptions: fake.stripeOptions });
  const router = createStripeWebhookRouter({ provider: stripeProvider, billing });
  return express().use("/api", router).use(errorHandler);
}

let eventCount = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_test_${++eventCount}`) {
  return { id, object: "event", type, api_version: "2026-10-28.endive", created: 1, data: { object } };
}

function deliver(app: express.Express, body: Record<string, unknown>, secret = SECRET) {
  const { payload, signature } = fake.signedWebhook(body, secret);
  return request(app)
    .post("/api/stripe/webhook")
    .set("Content-Type", "application/json")
    .set("Stripe-Signature", signature)
    .send(payload);
}

describe("POST /api/stripe/webhook", () => {
  it("when a signed payment_intent.succeeded arrives, then the event is claimed and the intent synced", async () => {
    const { billing, calls, completed } = recordingBilling();
    const evt = event("payment_intent.succeeded", { id: "pi_1", object: "payment_intent" });
    const res = await deliver(appWith(billing), evt).expect(200);
    expect(res.body).toEqual({ received: true });
    expect(calls).toEqual([
      ["claimWebhookEvent", evt.id, "payment_intent.succeeded"],
      ["syncPaymentIntent", "pi_1"],
    ]);
    expect(completed).toEqual([evt.id]);
  });

  it.each([
    ["payment_intent.payment_failed", { id: "pi_2", object: "payment_intent" }, ["syncPaymentIntent", "pi_2"]],
    ["payment_intent.processing", { id: "pi_3", object: "payment_intent" }, ["syncPaymentIntent", "pi_3"]],
    ["payment_intent.canceled", { id: "pi_4", object: "payment_intent" }, ["syncPaymentIntent", "pi_4"]],
    ["setup_intent.succeeded", { id: "seti_1", object: "setup_intent" }, ["syncSetupIntent", "seti_1"]],
    ["customer.subscription.deleted", { id: "sub_1", object: "subscription" }, ["syncSubscription", "sub_1"]],
    [
      "invoice.payment_failed",
      { id: "in_1", object: "invoice", parent: { subscription_details: { subscription: "sub_2" } } },
      ["syncSubscription", "sub_2"],
    ],
    [
      "invoice.payment_action_required",
      { id: "in_2", object: "invoice", parent: { subscription_details: { subscription: "sub_3" } } },
      ["syncSubscription", "sub_3"],
    ],
  ])("when %s arrives, then billing syncs the object it names", async (type, object, expected) => {
    const { billing, syncs } = recordingBilling();
    await deliver(appWith(billing), event(type, object)).expect(200);
    expect(syncs()).toEqual([expected]);
  });

  it("when an invoice has no subscription or the type is not ours, then it is acknowledged and nothing syncs", async () => {
    const { billing, calls, syncs } = recordingBilling();
    const app = appWith(billing);
    await deliver(app, event("invoice.paid", { id: "in_3", object: "invoice", parent: null })).expect(200);
    await deliver(app, event("customer.created", { id: "cus_1", object: "customer" })).expect(200);
    expect(syncs()).toEqual([]);
    expect(calls.filter(([method]) => method === "claimWebhookEvent")).toHaveLength(2);
  });

  it("when the signature is wrong or missing, then the answer is 400 and nothing is claimed", async () => {
    const { billing, calls } = recordingBilling();
    const app = appWith(billing);
    const evt = event("payment_intent.succeeded", { id: "pi_1" });
    const res = await deliver(app, evt, "whsec_forged").expect(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_FAILED", message: "Invalid Stripe signature" });
    await request(app)
      .post("/api/stripe/webhook")
      .set("Content-Type", "application/json")
      .send(JSON.stringify(evt))
      .expect(400);
    expect(calls).toEqual([]);
  });

  it("when the body was altered after signing, then the answer is 400", async () => {
    const { billing } = recordingBilling();
    const { signature } = fake.signedWebhook(event("invoice.paid", { id: "in_1" }), SECRET);
    const tampered = JSON.stringify(event("invoice.paid", { id: "in_666" }));
    await request(appWith(billing))
      .post("/api/stripe/webhook")
      .set("Content-Type", "application/json")
      .set("Stripe-Signature", signature)
      .send(tampered)
      .expect(400);
  });

  it("when Stripe delivers the same event twice, then the second answers duplicate and syncs nothing", async () => {
    const { billing, syncs } = recordingBilling();
    const app = appWith(billing);
    const evt = event("customer.subscription.updated", { id: "sub_1", object: "subscription" });
    await deliver(app, evt).expect(200);
    const res = await deliver(app, evt).expect(200);
    expect(res.body).toEqual({ received: true, duplicate: true });
    expect(syncs()).toEqual([["syncSubscription", "sub_1"]]);
  });

  it("when subscription.updated arrives before subscription.created, then both sync the subscription", async () => {
    const { billing, syncs } = recordingBilling();
    const app = appWith(billing);
    await deliver(app, event("customer.subscription.updated", { id: "sub_9", status: "active" })).expect(200);
    await deliver(app, event("customer.subscription.created", { id: "sub_9", status: "incomplete" })).expect(200);
    expect(syncs()).toEqual([
      ["syncSubscription", "sub_9"],
      ["syncSubscription", "sub_9"],
    ]);
  });

  it("when syncing fails, then the answer is 500, the claim is released and Stripe's retry is processed", async () => {
    const { billing, calls } = recordingBilling({ failSyncOnce: true });
    const app = appWith(billing);
    const evt = event("payment_intent.succeeded", { id: "pi_7" });
    await deliver(app, evt).expect(500);
    expect(calls).toContainEqual(["releaseWebhookEvent", evt.id]);
    const retry = await deliver(app, evt).expect(200);
    expect(retry.body).toEqual({ received: true });
    expect(calls.filter(([method]) => method === "syncPaymentIntent")).toHaveLength(2);
  });

  it("when payments run in test mode or Stripe has no webhook secret, then the route answers 404", async () => {
    const { billing, calls } = recordingBilling();
    // In test mode the registry mounts the route with no Stripe provider behind it.
    const evt = event("payment_intent.succeeded", { id: "pi_1" });
    const res = await deliver(appWith(billing, null), evt).expect(404);
    expect(res.body).toMatchObject({ code: "NOT_FOUND", message: expect.stringMatching(/test mode/) });
    const noSecret = createStripeProvider({ secretKey: fake.secretKey, webhookSecret: null });
    await deliver(appWith(billing, noSecret), evt).expect(404);
    expect(calls).toEqual([]);
  });

  it("when the fake Stripe's own events for a paid subscription arrive newest first, then every one syncs the subscription", async () => {
    const provider = createStripeProvider({
      secretKey: fake.secretKey,
      webhookSecret: SECRET,
      stripeOptions: fake.stripeOptions,
    });
    const customerId = await provider.createCustomer({
      email: "a@example.com",
      name: "A",
      userId: 1,
      idempotencyKey: "c:1",
    });
    const since = fake.events.length;
    const sub = await provider.createSubscription({
      customerId,
      amount: 1000,
      currency: "usd",
      metadata: {},
      idempotencyKey: "s:1",
    });
    fake.confirmPaymentIntent(sub.latestPaymentIntentId!, TEST_CARDS.success);
    const delivered = fake.events.slice(since).reverse();
    expect(delivered.map((e) => e.type)).toEqual(
      expect.arrayContaining(["customer.subscription.created", "invoice.paid", "customer.subscription.updated"]),
    );

    const { billing, syncs } = recordingBilling();
    const app = appWith(billing, provider);
    for (const evt of delivered) await deliver(app, evt).expect(200);
    expect(syncs()).toEqual(
      expect.arrayContaining([
        ["syncSubscription", sub.id],
        ["syncPaymentIntent", sub.latestPaymentIntentId],
      ]),
    );
    expect(syncs().filter(([method, id]) => method === "syncSubscription" && id === sub.id)).toHaveLength(3);
  });
});
