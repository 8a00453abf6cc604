import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "@shared/billing";
import { analyses, promoCodes, users } from "../../db/schema";
import arErrors from "../../locales/ar/errors.json";
import arMail from "../../locales/ar/mail.json";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import {
  confirmWithCard,
  createPromo,
  paymentRows,
  saveCard,
  subscribe,
  useUpFreeTrial,
  userRow,
} from "../../../test/billing-helpers";
import { testCard } from "../../../test/actors";
import { makeImage, makeMediaDir } from "../../../test/media";
import { decodeMail } from "../../../test/smtp";

// The payment journeys in test mode, through the API against a real database: pay $1, saved card and auto-charge,
// declines, authentication, promo codes, Pro, the flash offer, cancel and reactivate.

let ctx: TestContext;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let image: string;

beforeAll(async () => {
  ctx = await createTestContext({ models: false }); // the analyses here are a means, not the subject
  media = await makeMediaDir();
  image = await makeImage(path.join(media.dir, "billing.png"), "360x640");
});
afterAll(async () => {
  await ctx?.close();
  media?.cleanup();
});

async function paidUser(prefix: string) {
  const signed = await signUp(ctx, prefix);
  await useUpFreeTrial(ctx, signed.user.id);
  return signed;
}

describe("pay per analysis", () => {
  it("when a user with no trial left pays $1 with a test card, then one credit is granted, used by the next analysis, and a receipt is mailed", async () => {
    const { agent, user } = await paidUser("pay");
    await agent.post("/api/analyze").attach("file", image).expect(402);

    const intent = await agent.post("/api/create-payment-intent").send({ userId: user.id, amount: 0.01 }).expect(200);
    expect(intent.body).toMatchObject({ amount: 100, originalAmount: 100, granted: false });
    expect((await confirmWithCard(agent, intent.body.clientSecret)).status).toBe("succeeded");
    const mailsBefore = ctx.smtp.messages.length;
    const verified = await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: intent.body.paymentIntentId })
      .expect(200);
    expect(verified.body).toMatchObject({ hasValidPayment: true, analysisCredits: 1, autoCharged: false });
    // A creator who pays per analysis is on that plan (the profile says "Pay Per Analysis", not "Free").
    expect((await userRow(ctx, user.id)).subscriptionPlan).toBe("per_post");
    // Asking again grants nothing more.
    await agent.post("/api/verify-payment").send({ userId: user.id, paymentIntentId: intent.body.paymentIntentId });
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);

    await ctx.smtp.waitFor(mailsBefore + 1);
    expect(ctx.smtp.messages.at(-1)!.subject).toMatch(/receipt/i);
    expect(ctx.smtp.messages.at(-1)!.text).toContain("$1.00");

    const analysis = await agent.post("/api/analyze").attach("file", image).expect(201);
    expect(analysis.body.analysis.paymentType).toBe("per_post");
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
    await agent.post("/api/analyze").attach("file", image).expect(402);
    const rows = await paymentRows(ctx, user.id);
    expect(rows.map((r) => [r.amount, r.status, r.type, r.method])).toEqual([[100, "succeeded", "per_post", "card"]]);
  });

  it("when the payer's profile language is Arabic, then the receipt is in Arabic with the amount in Arabic's format", async () => {
    const { agent, user } = await paidUser("pay-ar");
    await ctx.database.db.update(users).set({ language: "ar" }).where(eq(users.id, user.id));
    const intent = await agent.post("/api/create-payment-intent").send({ userId: user.id }).expect(200);
    expect((await confirmWithCard(agent, intent.body.clientSecret)).status).toBe("succeeded");
    const mailsBefore = ctx.smtp.messages.length;
    await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: intent.body.paymentIntentId })
      .expect(200);
    await ctx.smtp.waitFor(mailsBefore + 1);
    const [payment] = await paymentRows(ctx, user.id);
    const mail = ctx.smtp.messages.slice(mailsBefore).find((m) => m.to.includes(user.email))!;
    const { subject, text } = decodeMail(mail.raw);
    expect(subject).toBe(
      `${arMail.receipt.subject.replace("{{id}}", String(payment!.id))}${arMail.common.testModeSuffix}`,
    );
    // Money in Arabic's format (from the cents), not English's "$1.00".
    expect(text).toContain(arMail.receipt.amount.replace("{{amount}}", "\u200f1.00\u00a0US$"));
    expect(text).toContain(arMail.common.itemAnalysis);
  });

  it("when the declined card is used, then no credit, no analysis, one failed attempt row and the checkout still open", async () => {
    const { agent, user } = await paidUser("declined");
    const intent = await agent.post("/api/create-payment-intent").send({ userId: user.id }).expect(200);
    const outcome = await confirmWithCard(agent, intent.body.clientSecret, TEST_CARDS.declined);
    expect(outcome).toMatchObject({ status: "failed", message: "Your card was declined." });
    const verified = await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: intent.body.paymentIntentId })
      .expect(200);
    expect(verified.body.hasValidPayment).toBe(false);
    await agent.post("/api/analyze").attach("file", image).expect(402);
    expect(await ctx.database.db.select().from(analyses).where(eq(analyses.userId, user.id))).toHaveLength(0);
    const rows = await paymentRows(ctx, user.id);
    expect(rows.map((r) => [r.status, r.declineCode])).toEqual([
      ["pending", null],
      ["failed", "generic_decline"],
    ]);
  });

  it("when a creator paid but the tab closed before it said so, then opening checkout again grants that payment and charges nothing more", async () => {
    const { agent, user } = await paidUser("closed");
    const first = await agent.post("/api/create-payment-intent").send({ userId: user.id }).expect(200);
    await confirmWithCard(agent, first.body.clientSecret);
    const again = await agent.post("/api/create-payment-intent").send({ userId: user.id }).expect(200);
    expect(again.body).toMatchObject({
      granted: true,
      clientSecret: null,
      paymentIntentId: first.body.paymentIntentId,
    });
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
    expect((await paymentRows(ctx, user.id)).map((r) => r.status)).toEqual(["succeeded"]);
  });

  it("when a card that is not a test card is typed in test mode, then it is refused and says why", async () => {
    const { agent, user } = await paidUser("live");
    const intent = await agent.post("/api/create-payment-intent").send({ userId: user.id }).expect(200);
    const outcome = await confirmWithCard(agent, intent.body.clientSecret, "4111111111111111");
    expect(outcome.status).toBe("failed");
    expect(outcome.message).toMatch(/TEST MODE accepts only test card numbers/);
  });

  it("when the authentication card is used and the user approves, then the payment succeeds", async () => {
    const { agent, user } = await paidUser("3ds");
    const intent = await agent.post("/api/create-payment-intent").send({ userId: user.id }).expect(200);
    expect((await confirmWithCard(agent, intent.body.clientSecret, TEST_CARDS.authenticationRequired)).status).toBe(
      "requires_action",
    );
    await agent
      .post("/api/test-payments/authenticate")
      .send({ clientSecret: intent.body.clientSecret, approve: true })
      .expect(200);
    const verified = await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: intent.body.paymentIntentId })
      .expect(200);
    expect(verified.body.hasValidPayment).toBe(true);
  });

  it("when another user's payment id is verified, then 403 and nothing is granted", async () => {
    const a = await paidUser("owner");
    const b = await paidUser("thief");
    const intent = await a.agent.post("/api/create-payment-intent").send({ userId: a.user.id }).expect(200);
    await confirmWithCard(a.agent, intent.body.clientSecret);
    await b.agent
      .post("/api/verify-payment")
      .send({ userId: b.user.id, paymentIntentId: intent.body.paymentIntentId })
      .expect(403);
    expect((await userRow(ctx, b.user.id)).analysisCredits).toBe(0);
  });
});

describe("saved cards and auto-charge", () => {
  it("when a card is saved with auto-charge on, then the next analysis charges $1 by itself", async () => {
    const { agent, user } = await paidUser("auto");
    const saved = await saveCard(agent, user.id, { autoCharge: true });
    expect(saved.status).toBe(200);
    expect(saved.body.paymentMethod).toMatchObject({ isDefault: true, autoCharge: true, card: { last4: "4242" } });
    expect(saved.body.user).toMatchObject({ autoChargeEnabled: true });

    const analysis = await agent.post("/api/analyze").attach("file", image).expect(201);
    expect(analysis.body.analysis.paymentType).toBe("per_post");
    const rows = await paymentRows(ctx, user.id);
    expect(rows.map((r) => [r.amount, r.status, r.method])).toEqual([[100, "succeeded", "auto_charge"]]);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
  });

  it("when the same card is saved twice, then 409 names the duplicate and only one card is kept", async () => {
    const { agent, user } = await signUp(ctx, "dupcard");
    expect((await saveCard(agent, user.id)).status).toBe(200);
    const again = await saveCard(agent, user.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("already saved in your profile");
    const customerId = (await userRow(ctx, user.id)).providerCustomerId;
    const list = await agent.post("/api/get-payment-methods").send({ customerId }).expect(200);
    expect(list.body.paymentMethods).toHaveLength(1);
  });

  it("when an Arabic reader's card has insufficient funds, then the card form's answer and the auto-charge refusal are Arabic", async () => {
    const { agent, user } = await paidUser("arabicdecline");
    const intent = await agent.post("/api/create-payment-intent").send({ userId: user.id }).expect(200);
    const outcome = await agent
      .post("/api/test-payments/confirm")
      .set("Accept-Language", "ar")
      .send({ clientSecret: intent.body.clientSecret, ...testCard(TEST_CARDS.insufficientFunds) })
      .expect(200);
    expect(outcome.body).toMatchObject({ status: "failed", declineCode: "insufficient_funds" });
    expect(outcome.body.message).toBe(arErrors.billing.insufficientFunds);

    await saveCard(agent, user.id, { cardNumber: "4000000000000341", autoCharge: true });
    const refused = await agent.post("/api/analyze").set("Accept-Language", "ar").attach("file", image).expect(402);
    expect(refused.body.message).toBe(
      arErrors.billing.cardDeclinedAutoCharge.replace("{{reason}}", arErrors.billing.declined),
    );

    // The same refusal met by the plan dialog's check (verify-payment answers 200 with a message).
    const other = await paidUser("arabicverify");
    await saveCard(other.agent, other.user.id, { cardNumber: "4000000000000341", autoCharge: true });
    const verified = await other.agent
      .post("/api/verify-payment")
      .set("Accept-Language", "ar")
      .send({ userId: other.user.id })
      .expect(200);
    expect(verified.body).toMatchObject({ hasValidPayment: false, autoChargeEnabled: false });
    expect(verified.body.message).toBe(arErrors.billing.autoChargeOff.replace("{{reason}}", arErrors.billing.declined));
  });

  it("when the saved card is hard-declined on auto-charge, then 402 says why, auto-charge turns off, no analysis is stored", async () => {
    const { agent, user } = await paidUser("hard");
    expect((await saveCard(agent, user.id, { cardNumber: "4000000000000341", autoCharge: true })).status).toBe(200);
    const res = await agent.post("/api/analyze").attach("file", image).expect(402);
    expect(res.body.code).toBe("CARD_DECLINED");
    expect(res.body.message).toMatch(/^Card declined: Your card was declined/);
    const row = await userRow(ctx, user.id);
    expect(row.autoChargeEnabled).toBe(false);
    expect(row.analysisCredits).toBe(0);
    expect(await ctx.database.db.select().from(analyses).where(eq(analyses.userId, user.id))).toHaveLength(0);
    expect((await paymentRows(ctx, user.id)).map((r) => r.status)).toEqual(["failed"]);
  });

  it("when an auto-charge needs authentication, then verify-payment returns that payment to confirm, and confirming it grants the credit", async () => {
    const { agent, user } = await paidUser("sca");
    await saveCard(agent, user.id, { cardNumber: TEST_CARDS.authenticationRequired, autoCharge: true });
    const first = await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, requestId: "req-sca-00001" })
      .expect(200);
    expect(first.body).toMatchObject({ hasValidPayment: false, autoCharged: false });
    expect(first.body.requiresAction.clientSecret).toMatch(/^pi_/);
    await agent
      .post("/api/test-payments/authenticate")
      .send({ clientSecret: first.body.requiresAction.clientSecret, approve: true })
      .expect(200);
    const second = await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: first.body.requiresAction.paymentIntentId })
      .expect(200);
    expect(second.body).toMatchObject({ hasValidPayment: true, analysisCredits: 1 });
    expect((await paymentRows(ctx, user.id)).map((r) => r.status)).toEqual(["succeeded"]);
  });

  it("when charge-stored-payment is called without a saved card, then 402 'No stored payment method'", async () => {
    const { agent, user } = await paidUser("nocard");
    const res = await agent.post("/api/charge-stored-payment").send({ userId: user.id, amount: 1 }).expect(402);
    expect(res.body).toMatchObject({ code: "PAYMENT_METHOD_REQUIRED" });
    expect(res.body.message).toContain("No stored payment method");
  });

  it("when auto-charge is switched on without a saved card, then 400 and it stays off", async () => {
    const { agent, user } = await signUp(ctx, "toggle");
    const res = await agent.put(`/api/user/${user.id}`).send({ autoChargeEnabled: true }).expect(400);
    expect(res.body.message).toMatch(/Add a card first/);
    expect((await userRow(ctx, user.id)).autoChargeEnabled).toBe(false);
  });

  it("when the default card is removed, then auto-charge turns off and the card is gone", async () => {
    const { agent, user } = await signUp(ctx, "remove");
    const saved = await saveCard(agent, user.id, { autoCharge: true });
    const removed = await agent.delete(`/api/payment-method/${saved.body.paymentMethod.id}`).expect(200);
    expect(removed.body.message).toMatch(/Auto-charge is now off/);
    expect(removed.body.paymentMethods).toEqual([]);
    expect(removed.body.user).toMatchObject({ autoChargeEnabled: false, stripePaymentMethodId: null });
  });
});

describe("promo codes", () => {
  it("when a 50% code is applied to a $1 analysis, then the payment is $0.50 and the code is counted once paid", async () => {
    const { agent, user } = await paidUser("half");
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 50 });
    const validated = await agent
      .post("/api/validate-promo-code")
      .send({ code: `  ${promo.code.toLowerCase()} `, userId: user.id })
      .expect(200);
    expect(validated.body).toMatchObject({ valid: true, code: promo.code, discountedAmount: 50, isFree: false });
    const intent = await agent
      .post("/api/create-payment-intent")
      .send({ userId: user.id, promoCode: promo.code })
      .expect(200);
    expect(intent.body).toMatchObject({ amount: 50, promo: { code: promo.code, discountValue: 50 } });
    // Opening the checkout reserves the use (so a limit cannot be outrun by open checkouts); paying keeps it.
    const [before] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(before!.usedCount).toBe(1);
    await confirmWithCard(agent, intent.body.clientSecret);
    await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: intent.body.paymentIntentId })
      .expect(200);
    const [after] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(after!.usedCount).toBe(1);
    const again = await agent.post("/api/validate-promo-code").send({ code: promo.code, userId: user.id }).expect(200);
    expect(again.body).toMatchObject({ valid: false, message: "You have already used this promo code" });
  });

  it("when a 50% code with maxUses 2 is opened by 3 users, then the third is refused, and a declined checkout keeps its use while it can still be paid", async () => {
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 50, maxUses: 2 });
    const [a, b, c] = [await paidUser("lim-a"), await paidUser("lim-b"), await paidUser("lim-c")];
    const open = (p: typeof a) =>
      p.agent.post("/api/create-payment-intent").send({ userId: p.user.id, promoCode: promo.code });
    const first = await open(a).expect(200);
    await open(b).expect(200);
    const third = await open(c).expect(400);
    expect(third.body.message).toMatch(/usage limit/);
    // A's card is declined, but A may try another card on the same checkout: the use stays A's.
    await confirmWithCard(a.agent, first.body.clientSecret, TEST_CARDS.declined);
    await a.agent.post("/api/verify-payment").send({ userId: a.user.id, paymentIntentId: first.body.paymentIntentId });
    await open(c).expect(400);
    expect((await confirmWithCard(a.agent, first.body.clientSecret)).status).toBe("succeeded");
    await a.agent.post("/api/verify-payment").send({ userId: a.user.id, paymentIntentId: first.body.paymentIntentId });
    expect((await userRow(ctx, a.user.id)).analysisCredits).toBe(1);
    const [row] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row!.usedCount).toBe(2);
  });

  it("when a user abandons a checkout with a code and opens another, then the code is still theirs to use once", async () => {
    const { agent, user } = await paidUser("again");
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 50, maxUses: 1 });
    await agent.post("/api/create-payment-intent").send({ userId: user.id, promoCode: promo.code }).expect(200);
    ctx.clock.advance(2 * 3600_000);
    const second = await agent
      .post("/api/create-payment-intent")
      .send({ userId: user.id, promoCode: promo.code })
      .expect(200);
    ctx.clock.advance(-2 * 3600_000);
    await confirmWithCard(agent, second.body.clientSecret);
    await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: second.body.paymentIntentId })
      .expect(200);
    const [row] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row!.usedCount).toBe(1);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
  });

  it("when a 100% code is applied to an analysis, then a credit is granted at once with no charge and the analysis is a promo one, not a paid one", async () => {
    const { agent, user } = await paidUser("free");
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 100 });
    const res = await agent.post("/api/apply-promo-code").send({ code: promo.code, userId: user.id }).expect(200);
    expect(res.body).toMatchObject({ applied: true, granted: "analysis_credit", user: { analysisCredits: 1 } });
    expect((await paymentRows(ctx, user.id)).map((r) => [r.amount, r.method, r.status])).toEqual([
      [0, "promo", "succeeded"],
    ]);
    const analysis = await agent.post("/api/analyze").attach("file", image).expect(201);
    expect(analysis.body.analysis.paymentType).toBe("promo");
    expect(await userRow(ctx, user.id)).toMatchObject({ analysisCredits: 0, promoCredits: 0 });
  });

  it("when a fixed code is larger than the price, then the amount is floored at $0", async () => {
    const { agent, user } = await paidUser("fixed");
    const promo = await createPromo(ctx, { discountType: "fixed", discountValue: 500 });
    const res = await agent.post("/api/validate-promo-code").send({ code: promo.code, userId: user.id }).expect(200);
    expect(res.body).toMatchObject({ valid: true, discountedAmount: 0, isFree: true });
  });

  it("when a code is unknown, empty or expired, then the user is told why in words", async () => {
    const { agent, user } = await signUp(ctx, "badcode");
    const unknown = await agent.post("/api/validate-promo-code").send({ code: "NOPE", userId: user.id }).expect(200);
    expect(unknown.body).toMatchObject({ valid: false, message: "This promo code is not valid or has expired" });
    const empty = await agent.post("/api/validate-promo-code").send({ code: "   ", userId: user.id }).expect(400);
    expect(empty.body.message).toBe("Please enter a promo code to validate");
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 10 });
    // Its end date has passed.
    await ctx.database.db
      .update(promoCodes)
      .set({ endDate: new Date(ctx.clock.now().getTime() - 3600_000) })
      .where(eq(promoCodes.id, promo.id));
    const expired = await agent
      .post("/api/validate-promo-code")
      .send({ code: promo.code, userId: user.id })
      .expect(200);
    expect(expired.body.valid).toBe(false);
  });
});

describe("Pro subscription", () => {
  it("when a user subscribes at $10, then Pro is active, analyses are unlimited, and cancel ends Pro at once", async () => {
    const { agent, user } = await paidUser("pro");
    const { created, status } = await subscribe(agent, user.id, { amount: 9.99 });
    expect(created).toMatchObject({ status: "incomplete", amount: 1000 });
    expect(status).toMatchObject({
      isActive: true,
      subscription: { isPremium: true, plan: "monthly", status: "active" },
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await agent.post("/api/analyze").attach("file", image).expect(201);
      expect(res.body.analysis.paymentType).toBe("monthly");
    }
    const rows = await paymentRows(ctx, user.id);
    expect(rows.map((r) => [r.amount, r.type, r.status])).toEqual([[1000, "subscription", "succeeded"]]);

    const cancelled = await agent.post("/api/cancel-subscription").send({ userId: user.id }).expect(200);
    expect(cancelled.body).toMatchObject({ isActive: false, subscription: { isPremium: false, status: "canceled" } });
    await agent.post("/api/analyze").attach("file", image).expect(402);
    await agent.post("/api/cancel-subscription").send({ userId: user.id }).expect(409);
  });

  it("when the flash offer is used within 5 minutes, then Pro costs $5; forged or expired, then 400 and the normal price stays", async () => {
    const { agent, user } = await signUp(ctx, "flash");
    const offer = (await ctx.request().post("/api/flash-offer").expect(200)).body;
    expect(offer).toMatchObject({ code: "FLASH50", discount: 50, type: "percentage" });
    expect(offer.expires - ctx.clock.now().getTime()).toBe(300_000);

    const forged = offer.token.replace(/\.\d+\./, `.${offer.expires + 3_600_000}.`);
    const bad = await agent.post("/api/create-subscription").send({ userId: user.id, offerToken: forged }).expect(400);
    expect(bad.body.code).toBe("OFFER_INVALID");
    ctx.clock.advance(301_000);
    const late = await agent
      .post("/api/create-subscription")
      .send({ userId: user.id, offerToken: offer.token })
      .expect(400);
    expect(late.body.message).toMatch(/expired/);
    ctx.clock.advance(-301_000);
    const { created, status } = await subscribe(agent, user.id, { offerToken: offer.token });
    expect(created.amount).toBe(500);
    expect(status.isActive).toBe(true);
    // It renews at the price it was bought at, and the profile says so.
    expect(status.renewalAmount).toBe(500);
  });

  it("when a 100% code is used for Pro, then it is active at once with no card", async () => {
    const { agent, user } = await signUp(ctx, "freepro");
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 100 });
    const created = await agent
      .post("/api/create-subscription")
      .send({ userId: user.id, promoCode: promo.code })
      .expect(200);
    expect(created.body).toMatchObject({ status: "active", clientSecret: null, amount: 0 });
    const status = await agent.get(`/api/user/${user.id}/subscription-status`).expect(200);
    expect(status.body.isActive).toBe(true);
    expect(status.body.subscription.subscriptionId).toMatch(/^free_subscription_/);
    // No card is on file: nothing renews by itself.
    expect(status.body.renewalAmount).toBeNull();
  });

  it("when a subscription is set to cancel at period end, then reactivate keeps it; with nothing pending, 409", async () => {
    const { agent, user } = await signUp(ctx, "react");
    const { created } = await subscribe(agent, user.id);
    await agent.post("/api/reactivate-subscription").send({ userId: user.id }).expect(409);
    await ctx.services.paymentProvider.setCancelAtPeriodEnd(created.subscriptionId, true);
    await ctx.services.billing.syncSubscription(created.subscriptionId);
    const pending = await agent.get(`/api/user/${user.id}/subscription-status`).expect(200);
    expect(pending.body).toMatchObject({ isActive: true, cancelAtPeriodEnd: true });
    const res = await agent.post("/api/reactivate-subscription").send({ userId: user.id }).expect(200);
    expect(res.body).toMatchObject({ isActive: true, cancelAtPeriodEnd: false });
  });
});
