import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyses, paymentMethods, payments, sessions, users } from "../../../db/schema";
import { signUp, type TestContext } from "../../../../test/app";
import { insertAnalyses } from "../../../../test/account-seed";
import type { FakeStripe } from "../../../../test/fake-stripe";
import { createStripeContext, saveCard, type StripeContext, subscribe } from "../../../../test/stripe-helpers";
import { expectSignedIn } from "../../../../test/session-assertions";

// "Delete my account" in Stripe mode: the real Stripe SDK talks to the fake Stripe on 127.0.0.1. Pro is cancelled and
// the saved cards removed at Stripe (by deleting the customer) before any row of ours goes; if Stripe fails, nothing is
// deleted and the person is told so.

let stripe: StripeContext;
let ctx: TestContext;
let fake: FakeStripe;

beforeAll(async () => {
  stripe = await createStripeContext();
  ({ ctx, fake } = stripe);
});
afterAll(async () => {
  await stripe?.close();
});

async function proUserWithCard(prefix: string) {
  const signed = await signUp(ctx, prefix);
  await saveCard(fake, signed.agent, signed.user.id);
  await subscribe(fake, signed.agent, signed.user.id);
  await insertAnalyses(ctx, signed.user.id, prefix, 2);
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, signed.user.id));
  const cards = await ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, signed.user.id));
  const paid = await ctx.database.db.select().from(payments).where(eq(payments.userId, signed.user.id));
  return { ...signed, row: row!, cardIds: cards.map((card) => card.id), paymentIds: paid.map((p) => p.id) };
}

describe("deleting one's own Pro account in Stripe mode", () => {
  it("when the password is right, then Stripe's customer is deleted (Pro cancelled, cards detached), the rows go and payments stay detached", async () => {
    const pro = await proUserWithCard("selfdel");
    expect(pro.row).toMatchObject({ subscriptionStatus: "active", subscriptionPlan: "monthly" });
    expect(pro.cardIds).toHaveLength(1);
    expect(pro.paymentIds.length).toBeGreaterThan(0);

    await pro.agent.post("/api/account/delete").send({ password: pro.body.password }).expect(200);

    const customerId = pro.row.providerCustomerId!;
    expect(fake.requestsTo("DELETE", `/v1/customers/${customerId}`)).toHaveLength(1);
    expect(fake.customer(customerId)).toBeUndefined();
    expect(fake.subscription(pro.row.providerSubscriptionId!)).toMatchObject({ status: "canceled" });
    for (const id of pro.cardIds) expect(fake.paymentMethod(id)).toMatchObject({ customer: null });

    const { db } = ctx.database;
    expect(await db.select().from(users).where(eq(users.id, pro.user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, pro.user.id))).toEqual([]);
    expect(await db.select().from(analyses).where(eq(analyses.userId, pro.user.id))).toEqual([]);
    expect(await db.select().from(paymentMethods).where(eq(paymentMethods.userId, pro.user.id))).toEqual([]);
    for (const id of pro.paymentIds) {
      const [payment] = await db.select().from(payments).where(eq(payments.id, id));
      expect(payment).toMatchObject({ userId: null });
    }
  });

  it("when Stripe fails, then 502 with a clear message, and the account, its Pro and its card are intact", async () => {
    const pro = await proUserWithCard("selffail");
    // The SDK makes one attempt against the fake (no retries configured there).
    fake.failNextRequests(1, 500);
    const res = await pro.agent.post("/api/account/delete").send({ password: pro.body.password }).expect(502);
    expect(res.body).toMatchObject({
      code: "PAYMENT_PROVIDER_ERROR",
      message:
        "We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again.",
    });
    expect(res.headers["set-cookie"]).toBeUndefined();

    const { db } = ctx.database;
    const [row] = await db.select().from(users).where(eq(users.id, pro.user.id));
    expect(row).toMatchObject({
      id: pro.user.id,
      subscriptionStatus: "active",
      providerCustomerId: pro.row.providerCustomerId,
    });
    expect(fake.subscription(pro.row.providerSubscriptionId!)).toMatchObject({ status: "active" });
    expect(await db.select().from(paymentMethods).where(eq(paymentMethods.userId, pro.user.id))).toHaveLength(1);
    expect(await db.select().from(analyses).where(eq(analyses.userId, pro.user.id))).toHaveLength(2);
    await expectSignedIn(pro.agent.get("/api/user"));

    // Once Stripe answers again, the same request goes through.
    await pro.agent.post("/api/account/delete").send({ password: pro.body.password }).expect(200);
    expect(fake.subscription(pro.row.providerSubscriptionId!)).toMatchObject({ status: "canceled" });
  });

  it("when the Pro account is deleted twice at once, then one request deletes it and the other is told it is already gone, not that nothing was deleted", async () => {
    const pro = await proUserWithCard("selftwice");
    const customerId = pro.row.providerCustomerId!;
    const results = await Promise.all([
      pro.agent.post("/api/account/delete").send({ password: pro.body.password }),
      pro.agent.post("/api/account/delete").send({ password: pro.body.password }),
    ]);
    const statuses = results.map((res) => res.status).sort();
    expect([
      [200, 404],
      [200, 401],
    ]).toContainEqual(statuses);
    const loser = results.find((res) => res.status !== 200)!;
    expect(loser.body.code).not.toBe("PAYMENT_PROVIDER_ERROR");
    if (loser.status === 404) {
      expect(loser.body.message).toBe("Your account has already been deleted.");
      expect(String(loser.headers["set-cookie"])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
    }
    // When both reached Stripe, the second found the customer already deleted (404), which counts as done.
    expect(fake.requestsTo("DELETE", `/v1/customers/${customerId}`).length).toBeGreaterThanOrEqual(1);
    expect(fake.customer(customerId)).toBeUndefined();
    expect(await ctx.database.db.select().from(users).where(eq(users.id, pro.user.id))).toEqual([]);
  });

  it("when the customer is already gone at Stripe (deleted by a request a moment earlier), then the deletion goes through", async () => {
    const pro = await proUserWithCard("selfgone");
    const customerId = pro.row.providerCustomerId!;
    await ctx.services.paymentProvider.deleteCustomer(customerId);
    expect(fake.customer(customerId)).toBeUndefined();

    await pro.agent.post("/api/account/delete").send({ password: pro.body.password }).expect(200);
    expect(fake.requestsTo("DELETE", `/v1/customers/${customerId}`)).toHaveLength(2);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, pro.user.id))).toEqual([]);
  });
});
