import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { testProviderObjects } from "../../../db/schema";
import { uniqueViolation } from "../../../errors";
import { PaymentProviderError, type ProviderPaymentIntent, type ProviderRefund } from "./provider";

// Refunds of the embedded test mode, kept next to its intents in test_provider_objects. As at Stripe: only a
// succeeded payment can be refunded, never for more than was paid, and a repeated idempotency key answers the
// first refund again.

type StoredRefund = ProviderRefund & { kind: "refund" };

export function createTestRefunds(deps: { db: Db }) {
  const { db } = deps;

  async function listRefunds(paymentIntentId: string): Promise<ProviderRefund[]> {
    const rows = await db
      .select()
      .from(testProviderObjects)
      .where(
        and(
          eq(testProviderObjects.kind, "refund"),
          sql`${testProviderObjects.data}->>'paymentIntentId' = ${paymentIntentId}`,
        ),
      )
      .orderBy(sql`${testProviderObjects.createdAt} desc`, sql`${testProviderObjects.id} desc`);
    return rows.map(({ data }) => {
      const { kind: _kind, ...refund } = data as unknown as StoredRefund;
      return refund;
    });
  }

  async function byKey(idempotencyKey: string): Promise<ProviderRefund | null> {
    const [row] = await db
      .select()
      .from(testProviderObjects)
      .where(eq(testProviderObjects.idempotencyKey, idempotencyKey))
      .limit(1);
    if (!row) return null;
    const { kind: _kind, ...refund } = row.data as unknown as StoredRefund;
    return refund;
  }

  async function refundPayment(input: {
    paymentIntentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<ProviderRefund> {
    const replay = await byKey(input.idempotencyKey);
    if (replay) return replay;
    const [row] = await db
      .select()
      .from(testProviderObjects)
      .where(and(eq(testProviderObjects.id, input.paymentIntentId), eq(testProviderObjects.kind, "payment_intent")));
    const intent = row?.data as unknown as ProviderPaymentIntent | undefined;
    if (!intent || intent.status !== "succeeded") {
      throw new PaymentProviderError(`Test mode cannot refund ${input.paymentIntentId}: it was not paid.`);
    }
    const earlier = await listRefunds(input.paymentIntentId);
    const given = earlier.reduce((sum, refund) => sum + refund.amount, 0);
    if (given >= intent.amount) return { ...earlier[0]!, amount: given };
    if (input.amount < 1 || given + input.amount > intent.amount) {
      throw new PaymentProviderError(`Test mode cannot refund ${input.amount} cents: more than is left to refund.`);
    }
    const refund: StoredRefund = {
      kind: "refund",
      id: `re_test_${randomBytes(12).toString("hex")}`,
      paymentIntentId: input.paymentIntentId,
      amount: input.amount,
      status: "succeeded",
    };
    try {
      await db.insert(testProviderObjects).values({
        id: refund.id,
        kind: "refund",
        data: refund as unknown as Record<string, unknown>,
        idempotencyKey: input.idempotencyKey,
      });
    } catch (error) {
      // The same key from a concurrent request won the insert: answer its refund, as Stripe replays.
      const winner = uniqueViolation(error) ? await byKey(input.idempotencyKey) : null;
      if (!winner) throw error;
      return winner;
    }
    const { kind: _kind, ...created } = refund;
    return created;
  }

  return { refundPayment, listRefunds };
}
