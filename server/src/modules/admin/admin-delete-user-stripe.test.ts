import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyses, paymentMethods, payments, sessions, users } from "../../db/schema";
import { signUp, type TestContext } from "../../../test/app";
import { asAdmin, createSignedInAdmin, type TestAdmin } from "../../../test/admin-writes";
import type { FakeStripe } from "../../../test/fake-stripe";
import { createStripeContext, saveCard, type StripeContext, subscribe } from "../../../test/stripe-helpers";

// Deleting a user in Stripe mode (from the admin area, and "Delete my account"): the real Stripe SDK talks to the fake
// Stripe on 127.0.0.1. The customer is deleted at Stripe, which ends Pro and removes the cards; only then are the
// user's rows deleted, and the payments stay, detached, for accounting.

let stripe: StripeContext;
let ctx: TestContext;
let fake: FakeStripe;
let admin: TestAdmin;

beforeAll(async () => {
  stripe = await createStripeContext();
  ({ ctx, fake } = stripe);
  admin = await createSignedInAdmin(ctx, "stripedel");
});
afterAll(async () => {
  await stripe?.close();
});

async function proUserWithCard(prefix: string) {
  const { agent, user } = await signUp(ctx, prefix);
  await saveCard(fake, agent, user.id);
  await subscribe(fake, agent, user.id);
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
  return row!;
}

describe("deleting a Pro user with a saved card in Stripe mode", () => {
  it("when an admin deletes the user, then Stripe's customer is deleted (Pro cancelled, cards detached) and payments stay detached", async () => {
    const user = await proUserWithCard("stripedel");
    expect(user.providerSubscriptionId).toBeTruthy();
    const cardIds = (await ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id))).map(
      (card) => card.id,
    );
    expect(cardIds.length).toBe(1);
    const paymentIds = (await ctx.database.db.select().from(payments).where(eq(payments.userId, user.id))).map(
      (payment) => payment.id,
    );
    expect(paymentIds.length).toBeGreaterThan(0);

    await asAdmin(ctx, admin.token, "delete", `/api/admin/users/${user.id}`).expect(200);

    expect(fake.requestsTo("DELETE", `/v1/customers/${user.providerCustomerId}`)).toHaveLength(1);
    expect(fake.customer(user.providerCustomerId!)).toBeUndefined();
    expect(fake.subscription(user.providerSubscriptionId!)).toMatchObject({ status: "canceled" });
    for (const id of cardIds) expect(fake.paymentMethod(id)).toMatchObject({ customer: null });

    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(analyses).where(eq(analyses.userId, user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id))).toEqual([]);
    for (const id of paymentIds) {
      const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.id, id));
      expect(payment).toMatchObject({ userId: null });
    }
  });

  it("when Stripe fails to delete the customer, then the answer says so and nothing of the user is deleted", async () => {
    const user = await proUserWithCard("stripefail");
    fake.failNextRequests(3, 500);
    const res = await asAdmin(ctx, admin.token, "delete", `/api/admin/users/${user.id}`);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.status).not.toBe(500);
    expect(res.body.message).toEqual(expect.any(String));

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ id: user.id, providerSubscriptionId: user.providerSubscriptionId });
    expect(fake.subscription(user.providerSubscriptionId!)).toMatchObject({ status: "active" });
    expect(await ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id))).toHaveLength(
      1,
    );
  });
});
