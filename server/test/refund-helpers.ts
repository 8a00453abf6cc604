import { desc, eq } from "drizzle-orm";
import { adminAuditLog, payments } from "../src/db/schema";
import type { TestContext } from "./app";
import { type Agent, confirmWithCard, subscribe, useUpFreeTrial } from "./billing-helpers";

// Steps of the money-back guarantee's journeys in test mode, through the API as the SPA does them.

/** A $1 analysis credit paid with a test card; returns the payments row. */
export async function paidAnalysis(ctx: TestContext, agent: Agent, userId: number) {
  await useUpFreeTrial(ctx, userId);
  const intent = await agent.post("/api/create-payment-intent").send({ userId }).expect(200);
  await confirmWithCard(agent, intent.body.clientSecret);
  await agent.post("/api/verify-payment").send({ userId, paymentIntentId: intent.body.paymentIntentId }).expect(200);
  return paymentByIntent(ctx, intent.body.paymentIntentId as string);
}

/** A paid Pro month; returns the payments row of its first invoice. */
export async function paidPro(ctx: TestContext, agent: Agent, userId: number) {
  const { created } = await subscribe(agent, userId);
  return paymentByIntent(ctx, created.paymentIntentId as string);
}

export async function paymentByIntent(ctx: TestContext, paymentIntentId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentIntentId, paymentIntentId));
  if (!row) throw new Error(`no payment for ${paymentIntentId}`);
  return row;
}

export async function paymentById(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

/** The audit entries about one target, newest first. */
export function auditEntries(ctx: TestContext, targetType: string, targetId: number) {
  return ctx.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, String(targetId)))
    .orderBy(desc(adminAuditLog.id))
    .then((rows) => rows.filter((row) => row.targetType === targetType));
}

/** The admin's refund, as the admin area sends it. */
export function adminRefund(ctx: TestContext, adminToken: string, paymentId: number) {
  return ctx.request().post(`/api/admin/payments/${paymentId}/refund`).set("Authorization", `Bearer ${adminToken}`);
}
