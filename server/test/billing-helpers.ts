import { eq } from "drizzle-orm";
import type supertest from "supertest";
import { TEST_CARDS } from "@shared/billing";
import { payments, users } from "../src/db/schema";
import { createPromoCode, testCard, uniquePromoCode } from "./actors";
import type { TestContext } from "./app";

// Steps of the payment journeys, done through the API exactly as the SPA does them in test mode.

export type Agent = supertest.Agent;

export async function useUpFreeTrial(ctx: TestContext, userId: number) {
  await ctx.database.db.update(users).set({ freeTrialsUsed: 1 }).where(eq(users.id, userId));
}

export async function userRow(ctx: TestContext, userId: number) {
  return (await ctx.database.db.select().from(users).where(eq(users.id, userId)))[0]!;
}

export async function paymentRows(ctx: TestContext, userId: number) {
  return ctx.database.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id);
}

/** The browser's card form in test mode. */
export async function confirmWithCard(agent: Agent, clientSecret: string, cardNumber: string = TEST_CARDS.success) {
  const res = await agent
    .post("/api/test-payments/confirm")
    .send({ clientSecret, ...testCard(cardNumber) })
    .expect(200);
  return res.body as { status: string; intentId: string; message: string | null; declineCode: string | null };
}

/** Saves a card through setup-payment-method → the card form → confirm-payment-method. */
export async function saveCard(
  agent: Agent,
  userId: number,
  options: { cardNumber?: string; autoCharge?: boolean; isDefault?: boolean } = {},
) {
  const setup = await agent.post("/api/setup-payment-method").send({ userId }).expect(200);
  const outcome = await confirmWithCard(agent, setup.body.clientSecret, options.cardNumber);
  if (outcome.status === "requires_action") {
    await agent
      .post("/api/test-payments/authenticate")
      .send({ clientSecret: setup.body.clientSecret, approve: true })
      .expect(200);
  }
  return agent.post("/api/confirm-payment-method").send({
    userId,
    setupIntentId: setup.body.setupIntentId,
    isDefault: options.isDefault ?? true,
    autoCharge: options.autoCharge ?? false,
  });
}

/** A promo code with a unique code (the row itself is written by actors.ts's createPromoCode). */
export function createPromo(
  ctx: TestContext,
  values: { discountType: "percentage" | "fixed"; discountValue: number; maxUses?: number | null; code?: string },
) {
  return createPromoCode(ctx, { ...values, code: values.code ?? uniquePromoCode("SAVE") });
}

/** Subscribes to Pro through create-subscription → the card form → update-subscription-status. */
export async function subscribe(agent: Agent, userId: number, body: Record<string, unknown> = {}) {
  const created = await agent
    .post("/api/create-subscription")
    .send({ userId, ...body })
    .expect(200);
  if (created.body.clientSecret) await confirmWithCard(agent, created.body.clientSecret);
  const status = await agent
    .post("/api/update-subscription-status")
    .send({ userId, ...(created.body.paymentIntentId ? { paymentIntentId: created.body.paymentIntentId } : {}) })
    .expect(200);
  return { created: created.body, status: status.body };
}
