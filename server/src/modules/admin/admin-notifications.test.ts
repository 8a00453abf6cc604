import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { createPromo, saveCard, subscribe } from "../../../test/billing-helpers";
import { createAdminNotifications } from "./admin-notifications";

// Admin notifications: with enableNotifications on, the support address hears of a failed payment and of a new
// subscription (not of renewals); with it off, of neither. A contact message reaches support either way: that mail is
// the delivery of the message, not a notification.

const SUPPORT = "ops@viralscore.test";
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ env: { SUPPORT_EMAIL: SUPPORT } });
});

afterAll(async () => {
  await ctx?.close();
});

const notifications = () =>
  ctx.smtp.messages.filter((m) => m.to.includes(SUPPORT) && m.subject.startsWith("[ViralScore admin]"));

/** Notifications are sent after the response: wait until the mail server has been quiet for a moment. */
async function settle(): Promise<void> {
  for (let seen = -1; seen !== ctx.smtp.messages.length;) {
    seen = ctx.smtp.messages.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}

async function waitForNotifications(count: number) {
  const deadline = Date.now() + 5000;
  while (notifications().length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(notifications()).toHaveLength(count);
}

const setNotifications = (enableNotifications: boolean) => ctx.services.settings.update({ enableNotifications }, null);

/** A saved card that the bank declines when it is charged (Stripe's 4000 0000 0000 0341). */
async function declinedSavedCardCharge() {
  const { agent, user } = await signUp(ctx, "declined");
  expect((await saveCard(agent, user.id, { cardNumber: "4000000000000341" })).status).toBe(200);
  const res = await agent.post("/api/charge-stored-payment").send({ userId: user.id }).expect(402);
  expect(res.body.code).toBe("CARD_DECLINED");
  const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.userId, user.id));
  expect(payment!.status).toBe("failed");
  return { user, payment: payment! };
}

describe("with notifications on", () => {
  it("when a saved-card charge is declined, then support gets one e-mail naming the payment, the user and the reason", async () => {
    await setNotifications(true);
    const before = notifications().length;
    const { user, payment } = await declinedSavedCardCharge();
    await waitForNotifications(before + 1);
    const mail = notifications().at(-1)!;
    expect(mail.subject).toBe(`[ViralScore admin] Payment #${payment.id} failed`);
    expect(mail.text).toContain(user.username);
    expect(mail.text).toContain(user.email);
    expect(mail.text).toContain("$1.00");
    expect(mail.text).toMatch(/Reason: .*declined/i);
    await settle();
    expect(notifications()).toHaveLength(before + 1);
  });

  it("when a Pro subscription is paid by card, then support gets one 'New Pro subscription' e-mail", async () => {
    await setNotifications(true);
    const before = notifications().length;
    const { agent, user } = await signUp(ctx, "pro");
    const { status } = await subscribe(agent, user.id);
    expect(status.isActive).toBe(true);
    await waitForNotifications(before + 1);
    const mail = notifications().at(-1)!;
    expect(mail.subject).toBe(`[ViralScore admin] New Pro subscription: ${user.username}`);
    expect(mail.text).toContain("$10.00");
    // The client asking again for the status re-syncs the same payment: no second e-mail.
    await agent.post("/api/update-subscription-status").send({ userId: user.id }).expect(200);
    await settle();
    expect(notifications()).toHaveLength(before + 1);
  });

  it("when a 100% code gives a free Pro month, then support is told it is a new subscription from a promo code", async () => {
    await setNotifications(true);
    const before = notifications().length;
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 100 });
    const { agent, user } = await signUp(ctx, "freepro");
    await agent
      .post("/api/apply-promo-code")
      .send({ userId: user.id, code: promo.code, type: "subscription" })
      .expect(200);
    await waitForNotifications(before + 1);
    const mail = notifications().at(-1)!;
    expect(mail.subject).toBe(`[ViralScore admin] New Pro subscription: ${user.username}`);
    expect(mail.text).toContain("a free month from a promo code");
  });

  it("when a subscription's later payment succeeds (a renewal), then no e-mail: only starts are news", async () => {
    await setNotifications(true);
    const { agent, user } = await signUp(ctx, "renew");
    await subscribe(agent, user.id);
    const [first] = await ctx.database.db.select().from(payments).where(eq(payments.userId, user.id));
    await settle();
    const before = notifications().length;
    const [renewal] = await ctx.database.db
      .insert(payments)
      .values({
        userId: user.id,
        provider: "test",
        amount: 1000,
        type: "subscription",
        status: "succeeded",
        providerSubscriptionId: first!.providerSubscriptionId,
      })
      .returning();
    const admin = createAdminNotifications({
      db: ctx.database.db,
      settings: ctx.services.settings,
      mailer: { mode: "smtp", send: () => Promise.reject(new Error("no mail was expected")), close() {} },
      supportEmail: SUPPORT,
      appUrl: ctx.config.appUrl,
      logger: { error: () => undefined } as never,
    });
    await admin.deliver({ type: "subscription_paid", paymentId: renewal!.id });
    expect(notifications()).toHaveLength(before);
  });
});

describe("with notifications off", () => {
  it("when a payment fails or a subscription starts, then support gets no notification", async () => {
    await setNotifications(false);
    const before = notifications().length;
    await declinedSavedCardCharge();
    const { agent, user } = await signUp(ctx, "quiet");
    await subscribe(agent, user.id);
    await settle();
    expect(notifications()).toHaveLength(before);
  });

  it("when someone writes through the contact form, then support still receives the message (delivery, not a notification)", async () => {
    await setNotifications(false);
    const before = ctx.smtp.messages.length;
    const res = await supertest(ctx.app)
      .post("/api/contact")
      .send({ name: "Omar", email: "omar@example.com", subject: "Hello", message: "A question" })
      .expect(201);
    await ctx.smtp.waitFor(before + 1);
    await settle();
    const received = ctx.smtp.messages.slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ to: [SUPPORT], subject: `[Contact #${res.body.id}] Hello` });
  });
});

// Last: the mail server goes away for good in this file.
describe("when the mail server is down", () => {
  it("when a subscription is paid with notifications on, then the payment still goes through", async () => {
    await setNotifications(true);
    await ctx.smtp.close();
    ctx.smtp.close = async () => {};
    const { agent, user } = await signUp(ctx, "nomail");
    const { status } = await subscribe(agent, user.id);
    expect(status.isActive).toBe(true);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment!.status).toBe("succeeded");
  });
});
