import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentHistoryItem } from "@shared/schemas/refunds";
import { payments, users } from "../../db/schema";
import arMail from "../../locales/ar/mail.json";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { type Actors, createActors } from "../../../test/actors";
import { paymentRows, userRow } from "../../../test/billing-helpers";
import { decodeMail } from "../../../test/smtp";
import { adminRefund, auditEntries, paidAnalysis, paidPro, paymentById } from "../../../test/refund-helpers";

// The 30-day money-back guarantee in test mode, through the API against a real database: the creator's
// request and payment history, the admin's refund through the embedded provider, and what a refund takes
// back (the unused credit, or Pro), shows (refunded everywhere) and mails.

let ctx: TestContext;
let actors: Actors;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const admin = () => actors.adminToken;
const asAdmin = (method: "get" | "post", path: string) =>
  ctx.request()[method](path).set("Authorization", `Bearer ${admin()}`);

async function history(agent: ReturnType<TestContext["request"]>): Promise<PaymentHistoryItem[]> {
  return (await agent.get("/api/payments").expect(200)).body.payments;
}

describe("the creator's refund request", () => {
  it("when a creator asks for a refund of a $1 payment within 30 days, then it is stored, shown in their payment history, and the support address is e-mailed", async () => {
    const { agent, user } = await signUp(ctx, "ask");
    const payment = await paidAnalysis(ctx, agent, user.id);
    const [before] = await history(agent);
    expect(before).toMatchObject({ id: payment.id, status: "succeeded", amount: 100, canRequestRefund: true });

    const mails = ctx.smtp.messages.length;
    const res = await agent
      .post(`/api/payments/${payment.id}/refund-request`)
      .send({ reason: "The score did not help me." })
      .expect(200);
    expect(res.body.payment).toMatchObject({ id: payment.id, canRequestRefund: false, status: "succeeded" });
    expect(res.body.payment.refundRequestedAt).toEqual(expect.any(String));
    const [after] = await history(agent);
    expect(after).toMatchObject({ refundRequestedAt: expect.any(String), canRequestRefund: false });
    expect((await paymentById(ctx, payment.id)).refundReason).toBe("The score did not help me.");

    await ctx.smtp.waitFor(mails + 1);
    const notice = ctx.smtp.messages.slice(mails).find((m) => /Refund requested/.test(m.subject));
    expect(notice?.to).toEqual([ctx.config.supportEmail]);
    expect(notice?.text).toContain(`Payment: #${payment.id}`);
    expect(notice?.text).toContain("The score did not help me.");
  });

  it("when the creator asks twice, then the second answer is 409 and one notice was sent", async () => {
    const { agent, user } = await signUp(ctx, "twice");
    const payment = await paidAnalysis(ctx, agent, user.id);
    await agent.post(`/api/payments/${payment.id}/refund-request`).send({}).expect(200);
    const again = await agent.post(`/api/payments/${payment.id}/refund-request`).send({}).expect(409);
    expect(again.body.message).toMatch(/already asked/);
  });

  it("when the payment is more than 30 days old, then the request is refused with 409 and nothing is stored", async () => {
    const { agent, user } = await signUp(ctx, "late");
    const payment = await paidAnalysis(ctx, agent, user.id);
    // Paid 31 days ago (the session would not live that long if the clock moved instead).
    await ctx.database.db
      .update(payments)
      .set({ createdAt: new Date(ctx.clock.now().getTime() - 31 * DAY_MS) })
      .where(eq(payments.id, payment.id));
    const [item] = await history(agent);
    expect(item).toMatchObject({ id: payment.id, canRequestRefund: false });
    const res = await agent.post(`/api/payments/${payment.id}/refund-request`).send({}).expect(409);
    expect(res.body.message).toMatch(/30 days/);
    expect((await paymentById(ctx, payment.id)).refundRequestedAt).toBeNull();
  });

  it("when another user asks for a refund of someone's payment, then 404 and nothing is stored", async () => {
    const owner = await signUp(ctx, "owner");
    const payment = await paidAnalysis(ctx, owner.agent, owner.user.id);
    const other = await signUp(ctx, "other");
    await other.agent.post(`/api/payments/${payment.id}/refund-request`).send({}).expect(404);
    expect(await history(other.agent)).toEqual([]);
    expect((await paymentById(ctx, payment.id)).refundRequestedAt).toBeNull();
  });

  it("when a 100% promo code paid for it, then nothing can be claimed back (409)", async () => {
    const { agent, user } = await signUp(ctx, "free");
    const code = `FREE${process.pid}${Date.now() % 100000}`;
    await asAdmin("post", "/api/admin/promo-codes")
      .send({
        code,
        discountType: "percentage",
        discountValue: 100,
        maxUses: null,
        startDate: new Date(ctx.clock.now().getTime() - 3600_000).toISOString(),
        endDate: new Date(ctx.clock.now().getTime() + DAY_MS).toISOString(),
        isActive: true,
      })
      .expect(201);
    await agent.post("/api/apply-promo-code").send({ userId: user.id, code, type: "analysis" }).expect(200);
    const [payment] = await paymentRows(ctx, user.id);
    const [item] = await history(agent);
    expect(item).toMatchObject({ id: payment!.id, amount: 0, canRequestRefund: false, refundableUntil: null });
    const res = await agent.post(`/api/payments/${payment!.id}/refund-request`).send({}).expect(409);
    expect(res.body.message).toMatch(/nothing to refund/);
  });
});

describe("the admin's refund in test mode", () => {
  it("when an admin refunds an unused $1 analysis, then the provider refunds it, the credit is taken back, the creator gets a receipt, the audit log says so, and it shows as refunded everywhere", async () => {
    const { agent, user } = await signUp(ctx, "refund");
    const payment = await paidAnalysis(ctx, agent, user.id);
    await agent.post(`/api/payments/${payment.id}/refund-request`).send({}).expect(200);
    const statsBefore = (await asAdmin("get", "/api/admin/stats").expect(200)).body;
    const requested = await asAdmin("get", `/api/admin/payments?refundRequested=true&userId=${user.id}`).expect(200);
    expect(requested.body.items.map((p: { id: number }) => p.id)).toEqual([payment.id]);

    const mails = ctx.smtp.messages.length;
    const res = await adminRefund(ctx, admin(), payment.id).expect(200);
    expect(res.body).toMatchObject({
      paymentId: payment.id,
      refundedAmount: 100,
      creditTakenBack: true,
      proEnded: false,
    });

    const refunds = await ctx.services.paymentProvider.listRefunds(payment.providerPaymentIntentId!);
    expect(refunds).toEqual([expect.objectContaining({ amount: 100, status: "succeeded" })]);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
    expect(await paymentById(ctx, payment.id)).toMatchObject({ status: "refunded", refundedAmount: 100 });

    await ctx.smtp.waitFor(mails + 1);
    const receipt = ctx.smtp.messages.slice(mails).find((m) => m.to.includes(user.email));
    expect(receipt?.subject).toMatch(new RegExp(`refund for payment #${payment.id}`));
    expect(receipt?.text).toContain("Refunded: $1.00");

    const [entry] = await auditEntries(ctx, "payment", payment.id);
    expect(entry).toMatchObject({ action: "payment.refund", adminUsername: actors.admin.username });
    expect(entry!.after).toMatchObject({ status: "refunded", refundedAmount: 100, creditTakenBack: true });

    expect((await history(agent))[0]).toMatchObject({ status: "refunded", refundedAt: expect.any(String) });
    const listed = await asAdmin("get", `/api/admin/payments?status=refunded&userId=${user.id}`).expect(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: payment.id, status: "refunded", refundedAmount: 100 }),
    ]);
    const csv = await asAdmin("post", "/api/admin/export/payments").send({ userId: user.id }).expect(200);
    const [header, line] = String(csv.text).trim().split("\n");
    const columns = header!.split(",");
    const cells = line!.split(",");
    expect(cells[columns.indexOf("status")]).toBe("refunded");
    expect(cells[columns.indexOf("refundedAmount")]).toBe("1.00");
    const statsAfter = (await asAdmin("get", "/api/admin/stats").expect(200)).body;
    expect(statsBefore.totalRevenue - statsAfter.totalRevenue).toBe(100);
  });

  it("when the creator's profile language is Arabic, then the refund receipt is in Arabic", async () => {
    const { agent, user } = await signUp(ctx, "refund-ar");
    await ctx.database.db.update(users).set({ language: "ar" }).where(eq(users.id, user.id));
    const payment = await paidAnalysis(ctx, agent, user.id);
    const mails = ctx.smtp.messages.length;
    await adminRefund(ctx, admin(), payment.id).expect(200);
    await ctx.smtp.waitFor(mails + 1);
    const mail = ctx.smtp.messages.slice(mails).find((m) => m.to.includes(user.email))!;
    const { subject, text } = decodeMail(mail.raw);
    expect(subject).toBe(
      `${arMail.refundReceipt.subject.replace("{{id}}", String(payment.id))}${arMail.common.testModeSuffix}`,
    );
    expect(text).toContain(arMail.refundReceipt.refunded);
    // Money in Arabic's format (from the cents), not English's "$1.00".
    expect(text).toMatch(/\u200f1\.00\u00a0US\$ /);
    expect(text).toContain(arMail.refundReceipt.creditTakenBack);
  });

  it("when the credit was already used, then the money is refunded all the same and nothing is taken back", async () => {
    const { agent, user } = await signUp(ctx, "used");
    const payment = await paidAnalysis(ctx, agent, user.id);
    // The credit is spent, as an analysis would spend it.
    await ctx.database.db.update(users).set({ analysisCredits: 0 }).where(eq(users.id, user.id));
    const res = await adminRefund(ctx, admin(), payment.id).expect(200);
    expect(res.body).toMatchObject({ refundedAmount: 100, creditTakenBack: false });
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
  });

  it("when an admin refunds a Pro payment, then Pro ends at once and the subscription is cancelled at the provider", async () => {
    const { agent, user } = await signUp(ctx, "pro");
    const payment = await paidPro(ctx, agent, user.id);
    expect((await userRow(ctx, user.id)).subscriptionStatus).toBe("active");
    const res = await adminRefund(ctx, admin(), payment.id).expect(200);
    expect(res.body).toMatchObject({ refundedAmount: 1000, proEnded: true });
    const after = await userRow(ctx, user.id);
    expect(after).toMatchObject({ subscriptionStatus: "canceled", subscriptionPlan: "free" });
    const sub = await ctx.services.paymentProvider.retrieveSubscription(payment.providerSubscriptionId!);
    expect(sub?.status).toBe("canceled");
  });

  it("when two admins click Refund at the same moment, then the payment is refunded once: one 200, one 409, one provider refund, one credit taken back", async () => {
    const { agent, user } = await signUp(ctx, "race");
    const payment = await paidAnalysis(ctx, agent, user.id);
    const other = await createActors(ctx);
    // A second credit of the creator's own, which a double refund would also take.
    await ctx.database.db
      .update(users)
      .set({ analysisCredits: sql`${users.analysisCredits} + 1` })
      .where(eq(users.id, user.id));
    const answers = await Promise.all([
      adminRefund(ctx, admin(), payment.id),
      adminRefund(ctx, other.adminToken, payment.id),
      adminRefund(ctx, admin(), payment.id),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await ctx.services.paymentProvider.listRefunds(payment.providerPaymentIntentId!)).toHaveLength(1);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
    expect(await auditEntries(ctx, "payment", payment.id)).toHaveLength(1);
    const again = await adminRefund(ctx, admin(), payment.id).expect(409);
    expect(again.body.message).toMatch(/already been refunded/);
  });

  it("when the payment failed or does not exist, then the refund is refused with a readable 4xx", async () => {
    const { agent, user } = await signUp(ctx, "nopay");
    const intent = await agent.post("/api/create-payment-intent").send({ userId: user.id }).expect(200);
    const [pending] = await paymentRows(ctx, user.id);
    expect(pending?.providerPaymentIntentId).toBe(intent.body.paymentIntentId);
    const res = await adminRefund(ctx, admin(), pending!.id).expect(409);
    expect(res.body.message).toMatch(/Only a succeeded payment/);
    await adminRefund(ctx, admin(), 99_999_999).expect(404);
  });

  it("when a refunded payment's intent is checked again, then it stays refunded and grants nothing", async () => {
    const { agent, user } = await signUp(ctx, "resync");
    const payment = await paidAnalysis(ctx, agent, user.id);
    await adminRefund(ctx, admin(), payment.id).expect(200);
    await ctx.services.billing.syncPaymentIntent(payment.providerPaymentIntentId!);
    await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: payment.providerPaymentIntentId })
      .expect(200);
    expect((await paymentById(ctx, payment.id)).status).toBe("refunded");
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
  });
});
