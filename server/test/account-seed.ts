import { eq, sql } from "drizzle-orm";
import {
  analyses,
  passwordResetTokens,
  paymentMethods,
  payments,
  promoCodes,
  promoRedemptions,
  users,
} from "../src/db/schema";
import { hashToken, newToken } from "../src/lib/tokens";
import { signUp, type TestContext } from "./app";

// Accounts holding a bit of everything (for the privacy tests): a verified address, two sessions, analyses, a payment,
// a promo redemption, a saved card, contact messages sent signed in and signed out, a reset token. Every value that
// could leak into another user's export or survive a deletion carries the user's own tag.

export type SeededAccount = Awaited<ReturnType<typeof signUp>> & {
  tag: string;
  analysisIds: number[];
  paymentId: number;
  promoCode: string;
  cardId: string;
  contactMessageIds: number[];
};

/** An analysis row as the analyses service stores one, written directly (no upload needed). */
export function analysisValues(userId: number, tag: string, index: number, extra = ""): typeof analyses.$inferInsert {
  return {
    userId,
    fileName: `clip-${tag}-${index}.mp4`,
    fileSize: 1_000_000 + index,
    mediaType: "video",
    mimeType: "video/mp4",
    viralScore: 40 + (index % 60),
    confidence: 70,
    viralPotential: "Good",
    strengths: [`Strong hook ${tag}`],
    recommendations: [`Add captions ${tag}`],
    contentCompliance: { status: "ok" },
    visualAnalysis: { brightness: 0.5 },
    contentFactors: { hook: 0.7 },
    insights: [{ x: 0.5, y: 0.5, text: `insight ${tag}` }],
    caption: `caption-${tag}-${index}${extra}`,
    hashtags: `#tag${index}`,
    paymentType: "free",
    explanation: [{ signal: "hook", score: 70, weight: 0.2 }],
    signals: { durationSeconds: 12.5, note: `signals ${tag}` },
    engineVersion: "offline-test",
    uploadedAt: new Date(),
  };
}

/** Inserts `count` analyses of the user in chunks; `extra` pads each caption to make rows bigger. */
export async function insertAnalyses(ctx: TestContext, userId: number, tag: string, count: number, extra = "") {
  const ids: number[] = [];
  for (let start = 0; start < count; start += 250) {
    const values = Array.from({ length: Math.min(250, count - start) }, (_, i) =>
      analysisValues(userId, tag, start + i, extra),
    );
    const rows = await ctx.database.db.insert(analyses).values(values).returning({ id: analyses.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

let counter = 0;

/** Marks the account's address verified, as opening the mailed link does. */
export async function verifyAddress(ctx: TestContext, userId: number): Promise<void> {
  await ctx.database.db
    .update(users)
    .set({ emailVerified: true, emailVerifiedAt: ctx.clock.now() })
    .where(eq(users.id, userId));
}

export async function seedAccount(ctx: TestContext, prefix: string): Promise<SeededAccount> {
  counter += 1;
  const signed = await signUp(ctx, prefix);
  const { user } = signed;
  const tag = `${prefix}${process.pid}t${counter}`;
  const { db } = ctx.database;
  // Verified, so the messages sent signed out from its address are the account's (own-contact-messages.ts).
  await verifyAddress(ctx, user.id);
  // A second session, from a phone.
  await ctx
    .request()
    .post("/api/login")
    .set("User-Agent", `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) ${tag}`)
    .send({ email: user.email, password: signed.body.password })
    .expect(200);
  const analysisIds = await insertAnalyses(ctx, user.id, tag, 3);
  const [code] = await db
    .insert(promoCodes)
    .values({
      // Not derived from the tag: the code is the admin's, and stays after the user is deleted.
      code: `PRIV${process.pid}C${counter}`,
      discountType: "percentage",
      discountValue: 50,
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [payment] = await db
    .insert(payments)
    .values({
      userId: user.id,
      provider: "test",
      providerPaymentIntentId: `pi_${tag}`,
      amount: 50,
      type: "per_post",
      method: "card",
      status: "succeeded",
      promoCodeId: code!.id,
    })
    .returning();
  await db.insert(promoRedemptions).values({
    promoCodeId: code!.id,
    userId: user.id,
    paymentId: payment!.id,
    target: "analysis",
  });
  const cardId = `pm_${tag}`;
  await db.insert(paymentMethods).values({
    id: cardId,
    userId: user.id,
    brand: "visa",
    last4: "4242",
    expMonth: 12,
    expYear: 2030,
    fingerprint: `fp_${tag}`,
    isDefault: true,
  });
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(newToken()),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const signedIn = await signed.agent
    .post("/api/contact")
    .send({ name: `Name ${tag}`, email: user.email, subject: `Subject ${tag}`, message: `message-signed-in-${tag}` })
    .expect(201);
  const signedOut = await ctx
    .request()
    .post("/api/contact")
    .send({ name: `Name ${tag}`, email: user.email, subject: `Later ${tag}`, message: `message-signed-out-${tag}` })
    .expect(201);
  return {
    ...signed,
    tag,
    analysisIds,
    paymentId: payment!.id,
    promoCode: code!.code,
    cardId,
    contactMessageIds: [signedIn.body.id as number, signedOut.body.id as number],
  };
}

/** Raw SQL rows (both drivers answer { rows }). */
export async function query<T>(ctx: TestContext, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}
