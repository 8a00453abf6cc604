import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { type Actors, createActors } from "../../../test/actors";
import { userRow } from "../../../test/billing-helpers";
import { auditEntries, paidPro } from "../../../test/refund-helpers";

// The operator's actions from a user's row (test mode, real database): cancel Pro, grant a Pro month and
// mail a fresh verification link, each recorded in the audit log with what it changed.

let ctx: TestContext;
let actors: Actors;
const MONTH_MS = 28 * 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const action = (userId: number, name: string) =>
  ctx.request().post(`/api/admin/users/${userId}/${name}`).set("Authorization", `Bearer ${actors.adminToken}`);

describe("cancel Pro from a user's row", () => {
  it("when an admin cancels a paying creator's Pro, then it ends now, the provider's subscription is cancelled, and the audit log has before and after", async () => {
    const { agent, user } = await signUp(ctx, "cancel");
    const payment = await paidPro(ctx, agent, user.id);
    const res = await action(user.id, "cancel-pro").expect(200);
    expect(res.body.user).toMatchObject({ id: user.id, subscriptionActive: false, subscriptionStatus: "canceled" });
    expect(await userRow(ctx, user.id)).toMatchObject({ subscriptionPlan: "free", subscriptionStatus: "canceled" });
    const sub = await ctx.services.paymentProvider.retrieveSubscription(payment.providerSubscriptionId!);
    expect(sub?.status).toBe("canceled");
    const [entry] = await auditEntries(ctx, "user", user.id);
    expect(entry).toMatchObject({ action: "user.cancel_pro", adminUsername: actors.admin.username });
    expect(entry!.before).toMatchObject({ subscriptionStatus: "active", subscriptionPlan: "monthly" });
    expect(entry!.after).toMatchObject({ subscriptionStatus: "canceled", subscriptionPlan: "free" });
    await action(user.id, "cancel-pro").expect(409);
  });
});

describe("grant a Pro month from a user's row", () => {
  it("when an admin grants a month to a creator without Pro, then Pro is active for a month with no card, and a second grant extends it by another month", async () => {
    const { agent, user } = await signUp(ctx, "grant");
    const now = ctx.clock.now().getTime();
    const first = await action(user.id, "grant-pro-month").expect(200);
    expect(first.body.user).toMatchObject({ subscriptionActive: true });
    const granted = await userRow(ctx, user.id);
    expect(granted.providerSubscriptionId).toMatch(/^free_subscription_/);
    expect(granted.currentPeriodEnd!.getTime() - now).toBeGreaterThanOrEqual(MONTH_MS);
    const status = await agent.get(`/api/user/${user.id}/subscription-status`).expect(200);
    expect(status.body.isActive).toBe(true);

    await action(user.id, "grant-pro-month").expect(200);
    const extended = await userRow(ctx, user.id);
    expect(extended.providerSubscriptionId).toBe(granted.providerSubscriptionId);
    expect(extended.currentPeriodEnd!.getTime() - granted.currentPeriodEnd!.getTime()).toBeGreaterThanOrEqual(MONTH_MS);
    const entries = await auditEntries(ctx, "user", user.id);
    expect(entries.map((e) => e.action)).toEqual(["user.grant_pro_month", "user.grant_pro_month"]);
  });

  it("when the creator pays for Pro through the provider, then a free month is refused with 409 and nothing changes", async () => {
    const { agent, user } = await signUp(ctx, "paying");
    await paidPro(ctx, agent, user.id);
    const before = await userRow(ctx, user.id);
    const res = await action(user.id, "grant-pro-month").expect(409);
    expect(res.body.message).toMatch(/paid subscription/);
    expect((await userRow(ctx, user.id)).currentPeriodEnd).toEqual(before.currentPeriodEnd);
    expect(await auditEntries(ctx, "user", user.id)).toEqual([]);
  });
});

describe("resend the verification mail from a user's row", () => {
  it("when an admin resends it to an unverified creator, then a working link is mailed to the creator and the audit log records it", async () => {
    const { user } = await signUp(ctx, "verify");
    const mails = ctx.smtp.messages.length;
    const res = await action(user.id, "resend-verification").expect(200);
    expect(res.body.message).toContain(user.email);
    await ctx.smtp.waitFor(mails + 1);
    const mail = ctx.smtp.messages.slice(mails).findLast((m) => m.to.includes(user.email));
    const token = /verify-email\?token=([^\s&]+)/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    await ctx.request().get(`/api/verify-email?token=${token}`).expect(200);
    expect((await userRow(ctx, user.id)).emailVerified).toBe(true);
    const [entry] = await auditEntries(ctx, "user", user.id);
    expect(entry).toMatchObject({ action: "user.resend_verification", after: { sentTo: user.email } });
    await action(user.id, "resend-verification").expect(409);
  });
});
