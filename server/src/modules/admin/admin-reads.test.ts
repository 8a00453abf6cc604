import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminAuditLog,
  adminLoginAttempts,
  adminUsers,
  contactMessages,
  promoCodes,
  promoRedemptions,
} from "../../db/schema";
import { createTestContext, type TestContext } from "../../../test/app";
import { type Actors, createActors } from "../../../test/actors";
import { seedAnalysis, seedPayment, seedUser, uniqueTag } from "../../../test/admin-seed";

// The admin area's lists against the real database: paged, searched, sorted and filtered in SQL, each row in the exact
// shape of shared/schemas/admin-lists.ts.

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

const get = (path: string) => actors.as("admin", "GET", path);
const minutesAgo = (minutes: number) => new Date(ctx.clock.now().getTime() - minutes * 60_000);

describe("GET /api/admin/users", () => {
  it("when 30 users match a search, then pages of 10 say total 30 and the last page is short", async () => {
    const tag = uniqueTag("pg");
    for (let i = 0; i < 23; i++) await seedUser(ctx, { username: `${tag}u${i}` });
    // The e-mail matches too: a user found only by address.
    for (let i = 0; i < 7; i++) await seedUser(ctx, { username: `other${tag}x${i}`, email: `m${i}.${tag}@mail.test` });
    const first = await get(`/api/admin/users?search=${tag.toUpperCase()}&pageSize=10`).expect(200);
    expect(first.body).toMatchObject({ total: 30, page: 1, pageSize: 10 });
    expect(first.body.items).toHaveLength(10);
    const last = await get(`/api/admin/users?search=${tag}&pageSize=25&page=2`).expect(200);
    expect(last.body.items).toHaveLength(5);
    const beyond = await get(`/api/admin/users?search=${tag}&pageSize=25&page=3`).expect(200);
    expect(beyond.body).toMatchObject({ total: 30, items: [] });
  });

  it("when sorted by username ascending and then descending, then the orders are reverse of each other", async () => {
    const tag = uniqueTag("srt");
    for (const name of ["c", "A", "b", "D"]) await seedUser(ctx, { username: `${tag}${name}` });
    const asc = await get(`/api/admin/users?search=${tag}&sort=username&order=asc`).expect(200);
    expect(asc.body.items.map((u: { username: string }) => u.username)).toEqual(
      ["A", "b", "c", "D"].map((n) => `${tag}${n}`),
    );
    const desc = await get(`/api/admin/users?search=${tag}&sort=username&order=desc`).expect(200);
    expect(desc.body.items.map((u: { username: string }) => u.username)).toEqual(
      ["D", "c", "b", "A"].map((n) => `${tag}${n}`),
    );
  });

  it("when the search holds LIKE wildcards, then they match themselves only", async () => {
    const tag = uniqueTag("wild");
    await seedUser(ctx, { username: `${tag}_one` });
    await seedUser(ctx, { username: `${tag}xone` });
    const res = await get(`/api/admin/users?search=${encodeURIComponent(`${tag}_`)}`).expect(200);
    expect(res.body.items.map((u: { username: string }) => u.username)).toEqual([`${tag}_one`]);
    const percent = await get(`/api/admin/users?search=${encodeURIComponent(`${tag}%`)}`).expect(200);
    expect(percent.body.total).toBe(0);
  });

  it("when a user has analyses and payments, then the row has exactly the admin view with counts and the trial limit", async () => {
    const tag = uniqueTag("shape");
    const createdAt = new Date("2030-01-02T03:04:05.000Z");
    const user = await seedUser(ctx, {
      username: `${tag}Sara`,
      email: `${tag}@example.com`,
      firstName: "سارة",
      lastName: "Ali",
      language: "ar",
      freeTrialsUsed: 1,
      autoChargeEnabled: true,
      providerCustomerId: `cus_${tag}`,
      providerSubscriptionId: `sub_${tag}`,
      subscriptionPlan: "monthly",
      subscriptionStatus: "active",
      emailVerified: true,
      createdAt,
    });
    await seedAnalysis(ctx, { userId: user.id });
    await seedAnalysis(ctx, { userId: user.id });
    await seedPayment(ctx, { userId: user.id });
    const res = await get(`/api/admin/users?search=${tag}`).expect(200);
    expect(res.body.freeTrialLimit).toBe(1);
    expect(res.body.items).toEqual([
      {
        id: user.id,
        username: `${tag}Sara`,
        email: `${tag}@example.com`,
        firstName: "سارة",
        lastName: "Ali",
        language: "ar",
        freeTrialsUsed: 1,
        autoChargeEnabled: true,
        stripeCustomerId: `cus_${tag}`,
        stripeSubscriptionId: `sub_${tag}`,
        subscriptionPlan: "monthly",
        subscriptionStatus: "active",
        subscriptionActive: true,
        emailVerified: true,
        analysesCount: 2,
        competitorAnalysesCount: 0,
        paymentsCount: 1,
        createdAt: "2030-01-02T03:04:05.000Z",
      },
    ]);
  });

  it("when the monthly plan is cancelled, then subscriptionActive is false", async () => {
    const tag = uniqueTag("cxl");
    await seedUser(ctx, { username: tag, subscriptionPlan: "monthly", subscriptionStatus: "canceled" });
    const res = await get(`/api/admin/users?search=${tag}`).expect(200);
    expect(res.body.items[0].subscriptionActive).toBe(false);
  });

  it("when the query is not one the schema allows, then 400 and no list", async () => {
    const res = await get("/api/admin/users?pageSize=7&sort=password").expect(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
  });

  it("when there is no admin token, then 401 before the query is even read", async () => {
    await actors.as("userA", "GET", "/api/admin/users?pageSize=7").expect(401);
  });
});

describe("GET /api/admin/analyses", () => {
  it("when searched by file name or by owner, sorted by score and filtered by user, then the right rows in order", async () => {
    const tag = uniqueTag("an");
    const owner = await seedUser(ctx, { username: `${tag}owner` });
    const other = await seedUser(ctx, { username: uniqueTag("someone") });
    await seedAnalysis(ctx, { userId: owner.id, fileName: "beach.mp4", viralScore: 40 });
    await seedAnalysis(ctx, { userId: owner.id, fileName: "city.mp4", viralScore: 90 });
    await seedAnalysis(ctx, { userId: other.id, fileName: `${tag.toUpperCase()}-dance.MOV`, viralScore: 65 });

    const byTag = await get(`/api/admin/analyses?search=${tag}&sort=viralScore&order=desc`).expect(200);
    expect(byTag.body.total).toBe(3);
    expect(byTag.body.items.map((a: { viralScore: number }) => a.viralScore)).toEqual([90, 65, 40]);

    const byOwner = await get(`/api/admin/analyses?userId=${owner.id}&sort=viralScore&order=asc`).expect(200);
    expect(byOwner.body.items.map((a: { fileName: string }) => a.fileName)).toEqual(["beach.mp4", "city.mp4"]);

    const paged = await get(`/api/admin/analyses?search=${tag}&pageSize=10&page=1&sort=fileName&order=asc`).expect(200);
    // Case-insensitive: "AN…-dance.MOV" sorts as "an…", before "beach".
    expect(paged.body.items.map((a: { fileName: string }) => a.fileName)).toEqual([
      `${tag.toUpperCase()}-dance.MOV`,
      "beach.mp4",
      "city.mp4",
    ]);
  });

  it("when an analysis is listed, then its row has exactly the admin view", async () => {
    const tag = uniqueTag("ashape");
    const owner = await seedUser(ctx, { username: tag });
    const createdAt = new Date("2030-02-03T04:05:06.000Z");
    const analysis = await seedAnalysis(ctx, {
      userId: owner.id,
      fileName: `${tag}.png`,
      mediaType: "image",
      mimeType: "image/png",
      viralScore: 77,
      viralPotential: "High",
      paymentType: "per_post",
      createdAt,
    });
    const res = await get(`/api/admin/analyses?search=${tag}`).expect(200);
    expect(res.body.items).toEqual([
      {
        id: analysis.id,
        fileName: `${tag}.png`,
        mediaType: "image",
        viralScore: 77,
        viralPotential: "High",
        paymentType: "per_post",
        kind: "own",
        createdAt: "2030-02-03T04:05:06.000Z",
        user: { id: owner.id, username: tag },
      },
    ]);
  });
});

describe("GET /api/admin/analyses/:id", () => {
  it("when the admin opens a user's analysis, then it is exactly what the owner sees, with the owner", async () => {
    const analysis = await seedAnalysis(ctx, { userId: actors.userA.id, caption: "مرحبا #viral", viralScore: 81 });
    const owner = await actors.as("userA", "GET", `/api/analysis/${analysis.id}`).expect(200);
    const admin = await get(`/api/admin/analyses/${analysis.id}`).expect(200);
    expect(admin.body).toEqual({
      analysis: owner.body.analysis,
      user: { id: actors.userA.id, username: actors.userA.username },
    });
  });

  it("when the id is unknown, then 404 with a readable message", async () => {
    const res = await get("/api/admin/analyses/2147483000").expect(404);
    expect(res.body).toMatchObject({ code: "NOT_FOUND", message: "This analysis does not exist or was deleted." });
  });
});

describe("GET /api/admin/payments", () => {
  it("when filtered by status and type, searched by owner e-mail or provider id, and sorted by amount, then the right rows", async () => {
    const tag = uniqueTag("pay");
    const payer = await seedUser(ctx, { username: `${tag}payer`, email: `${tag}@bank.test` });
    await seedPayment(ctx, { userId: payer.id, amount: 100, status: "succeeded" });
    await seedPayment(ctx, { userId: payer.id, amount: 1000, type: "subscription", status: "succeeded" });
    await seedPayment(ctx, { userId: payer.id, amount: 500, status: "failed", failureMessage: "Card declined" });
    await seedPayment(ctx, { userId: null, amount: 700, providerPaymentIntentId: `pi_${tag}_Orphan` });

    const all = await get(`/api/admin/payments?search=${tag}&sort=amount&order=desc`).expect(200);
    expect(all.body.total).toBe(4);
    expect(all.body.items.map((p: { amount: number }) => p.amount)).toEqual([1000, 700, 500, 100]);

    const failed = await get(`/api/admin/payments?search=${tag}@bank&status=failed`).expect(200);
    expect(failed.body.items.map((p: { amount: number }) => p.amount)).toEqual([500]);

    const subscriptions = await get(`/api/admin/payments?search=${tag}&type=subscription`).expect(200);
    expect(subscriptions.body.items.map((p: { amount: number }) => p.amount)).toEqual([1000]);

    const byProviderId = await get(`/api/admin/payments?search=${tag}_orphan`).expect(200);
    expect(byProviderId.body.items).toHaveLength(1);
    expect(byProviderId.body.items[0].user).toBeNull();

    const byUser = await get(`/api/admin/payments?userId=${payer.id}&pageSize=10`).expect(200);
    expect(byUser.body.total).toBe(3);
  });

  it("when a payment with a promo code is listed, then its row has exactly the admin view", async () => {
    const tag = uniqueTag("pshape");
    const payer = await seedUser(ctx, { username: tag });
    const [promo] = await ctx.database.db
      .insert(promoCodes)
      .values({
        code: `${tag}CODE`.toUpperCase(),
        discountType: "percentage",
        discountValue: 50,
        startDate: minutesAgo(60),
        endDate: new Date(ctx.clock.now().getTime() + 3600_000),
      })
      .returning();
    const payment = await seedPayment(ctx, {
      userId: payer.id,
      amount: 500,
      type: "subscription",
      method: "saved_card",
      providerPaymentIntentId: `pi_${tag}`,
      promoCodeId: promo!.id,
      createdAt: new Date("2030-04-05T06:07:08.000Z"),
    });
    const res = await get(`/api/admin/payments?search=${tag}`).expect(200);
    expect(res.body.items).toEqual([
      {
        id: payment.id,
        stripePaymentIntentId: `pi_${tag}`,
        user: { id: payer.id, username: tag, email: `${tag.toLowerCase()}@example.com` },
        amount: 500,
        currency: "usd",
        type: "subscription",
        method: "saved_card",
        status: "succeeded",
        failureMessage: null,
        declineCode: null,
        promoCode: `${tag}CODE`.toUpperCase(),
        refundRequestedAt: null,
        refundReason: null,
        refundedAmount: 0,
        refundedAt: null,
        createdAt: "2030-04-05T06:07:08.000Z",
      },
    ]);
  });
});

describe("GET /api/admin/promo-codes and redemptions", () => {
  it("when searched and sorted by code, then the matching codes in order, each with its creator", async () => {
    const tag = uniqueTag("promo").toUpperCase();
    const now = ctx.clock.now().getTime();
    for (const suffix of ["B", "A", "C"]) {
      await ctx.database.db.insert(promoCodes).values({
        code: `${tag}${suffix}`,
        discountType: "fixed",
        discountValue: 50,
        maxUses: 10,
        usedCount: 2,
        startDate: new Date(now - 3600_000),
        endDate: new Date(now + 3600_000),
        createdBy: actors.admin.id,
        createdAt: new Date("2030-05-06T07:08:09.000Z"),
      });
    }
    const res = await get(`/api/admin/promo-codes?search=${tag.toLowerCase()}&sort=code&order=asc`).expect(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((p: { code: string }) => p.code)).toEqual([`${tag}A`, `${tag}B`, `${tag}C`]);
    expect(res.body.items[0]).toEqual({
      id: expect.any(Number),
      code: `${tag}A`,
      discountType: "fixed",
      discountValue: 50,
      maxUses: 10,
      usedCount: 2,
      startDate: new Date(now - 3600_000).toISOString(),
      endDate: new Date(now + 3600_000).toISOString(),
      isActive: true,
      createdBy: { id: actors.admin.id, username: actors.admin.username },
      createdAt: "2030-05-06T07:08:09.000Z",
    });
  });

  it("when a code was redeemed, then its redemptions list who and for what, newest first; an unknown code is 404", async () => {
    const tag = uniqueTag("redeem");
    const [promo] = await ctx.database.db
      .insert(promoCodes)
      .values({
        code: tag.toUpperCase(),
        discountType: "percentage",
        discountValue: 100,
        startDate: minutesAgo(60),
        endDate: new Date(ctx.clock.now().getTime() + 3600_000),
      })
      .returning();
    const first = await seedUser(ctx, { username: `${tag}first` });
    const second = await seedUser(ctx, { username: `${tag}second` });
    await ctx.database.db.insert(promoRedemptions).values([
      { promoCodeId: promo!.id, userId: first.id, target: "analysis", createdAt: minutesAgo(10) },
      { promoCodeId: promo!.id, userId: second.id, target: "subscription", createdAt: minutesAgo(5) },
    ]);
    const res = await get(`/api/admin/promo-codes/${promo!.id}/redemptions?pageSize=10`).expect(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(res.body.items).toEqual([
      {
        id: expect.any(Number),
        user: { id: second.id, username: `${tag}second`, email: `${tag}second@example.com` },
        target: "subscription",
        createdAt: minutesAgo(5).toISOString(),
      },
      {
        id: expect.any(Number),
        user: { id: first.id, username: `${tag}first`, email: `${tag}first@example.com` },
        target: "analysis",
        createdAt: minutesAgo(10).toISOString(),
      },
    ]);
    await get("/api/admin/promo-codes/2147483000/redemptions").expect(404);
    await get(`/api/admin/promo-codes/${promo!.id}/redemptions?search=x`).expect(400);
  });
});

describe("GET /api/admin/admin-users", () => {
  it("when searched and sorted by last login, then never-logged-in admins come last and the asker is marked", async () => {
    const tag = uniqueTag("ops");
    const rows = await ctx.database.db
      .insert(adminUsers)
      .values([
        { username: `${tag}never`, passwordHash: "x", createdBy: actors.admin.id },
        { username: `${tag}early`, passwordHash: "x", lastLogin: minutesAgo(60) },
        { username: `${tag}late`, passwordHash: "x", lastLogin: minutesAgo(1) },
      ])
      .returning();
    const res = await get(`/api/admin/admin-users?search=${tag}&sort=lastLogin&order=desc`).expect(200);
    expect(res.body.items.map((a: { username: string }) => a.username)).toEqual([
      `${tag}late`,
      `${tag}early`,
      `${tag}never`,
    ]);
    expect(res.body.items[2]).toEqual({
      id: rows[0]!.id,
      username: `${tag}never`,
      createdBy: { id: actors.admin.id, username: actors.admin.username },
      createdAt: rows[0]!.createdAt.toISOString(),
      lastLogin: null,
      isSelf: false,
    });
    const self = await get(`/api/admin/admin-users?search=${actors.admin.username}`).expect(200);
    expect(self.body.items).toHaveLength(1);
    expect(self.body.items[0].isSelf).toBe(true);
  });
});

describe("GET /api/admin/login-attempts", () => {
  it("when filtered by failure and searched by IP, then only those attempts, newest first, in the row shape", async () => {
    const tag = uniqueTag("att");
    await ctx.database.db.insert(adminLoginAttempts).values([
      { username: `${tag}a`, ip: "203.0.113.7", userAgent: "curl", success: false, createdAt: minutesAgo(3) },
      { username: `${tag}b`, ip: "203.0.113.7", userAgent: "curl", success: true, createdAt: minutesAgo(2) },
      { username: `${tag}c`, ip: "203.0.113.7", userAgent: null, success: false, createdAt: minutesAgo(1) },
      { username: `${tag}d`, ip: "198.51.100.1", userAgent: null, success: false, createdAt: minutesAgo(1) },
    ]);
    const res = await get(`/api/admin/login-attempts?search=203.0.113.7&success=false`).expect(200);
    const mine = res.body.items.filter((a: { username: string }) => a.username.startsWith(tag));
    expect(mine.map((a: { username: string }) => a.username)).toEqual([`${tag}c`, `${tag}a`]);
    expect(mine[0]).toEqual({
      id: expect.any(Number),
      username: `${tag}c`,
      ip: "203.0.113.7",
      userAgent: null,
      success: false,
      createdAt: minutesAgo(1).toISOString(),
    });
    const byName = await get(`/api/admin/login-attempts?search=${tag}&pageSize=10`).expect(200);
    expect(byName.body.total).toBe(4);
    const successes = await get(`/api/admin/login-attempts?search=${tag}&success=true`).expect(200);
    expect(successes.body.total).toBe(1);
  });
});

describe("GET /api/admin/audit-log", () => {
  it("when searched by action or by target id, then the matching entries with before and after", async () => {
    const tag = uniqueTag("aud");
    await ctx.database.db.insert(adminAuditLog).values([
      {
        adminUserId: actors.admin.id,
        adminUsername: actors.admin.username,
        action: `settings.update`,
        targetType: "settings",
        targetId: `${tag}-1`,
        before: { freeTrialLimit: 1 },
        after: { freeTrialLimit: 3 },
        createdAt: minutesAgo(2),
      },
      {
        adminUserId: actors.admin.id,
        adminUsername: actors.admin.username,
        action: "user.delete",
        targetType: "user",
        targetId: `${tag}-2`,
        createdAt: minutesAgo(1),
      },
    ]);
    const res = await get(`/api/admin/audit-log?search=${tag}`).expect(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items[1]).toEqual({
      id: expect.any(Number),
      adminUsername: actors.admin.username,
      action: "settings.update",
      targetType: "settings",
      targetId: `${tag}-1`,
      before: { freeTrialLimit: 1 },
      after: { freeTrialLimit: 3 },
      createdAt: minutesAgo(2).toISOString(),
    });
    const oldestFirst = await get(`/api/admin/audit-log?search=${tag}&order=asc`).expect(200);
    expect(oldestFirst.body.items.map((a: { action: string }) => a.action)).toEqual(["settings.update", "user.delete"]);
    const byAction = await get(`/api/admin/audit-log?search=USER.DELETE`).expect(200);
    expect(byAction.body.items.some((a: { targetId: string }) => a.targetId === `${tag}-2`)).toBe(true);
    expect(byAction.body.items.every((a: { action: string }) => a.action === "user.delete")).toBe(true);
  });
});

describe("GET /api/admin/messages", () => {
  it("when filtered by status and searched by subject, then the matching messages and the unread count of the inbox", async () => {
    const tag = uniqueTag("msg");
    const before = await get("/api/admin/messages").expect(200);
    await ctx.database.db.insert(contactMessages).values([
      { name: "Lina", email: "lina@example.com", subject: `${tag} billing`, message: "Hello", status: "new" },
      { name: "Omar", email: "omar@example.com", subject: `${tag} bug`, message: "Hi", status: "read" },
      {
        name: "Rana",
        email: "rana@example.com",
        company: "Studio",
        subject: `${tag} thanks`,
        message: "Thanks",
        status: "handled",
        userId: actors.userA.id,
        repliedAt: new Date("2030-06-07T08:09:10.000Z"),
        createdAt: new Date("2030-06-07T08:00:00.000Z"),
      },
    ]);
    const all = await get(`/api/admin/messages?search=${tag}`).expect(200);
    expect(all.body.total).toBe(3);
    expect(all.body.unread).toBe(before.body.unread + 1);
    const handled = await get(`/api/admin/messages?search=${tag}&status=handled`).expect(200);
    expect(handled.body.items).toEqual([
      {
        id: expect.any(Number),
        name: "Rana",
        email: "rana@example.com",
        company: "Studio",
        subject: `${tag} thanks`,
        message: "Thanks",
        status: "handled",
        userId: actors.userA.id,
        priority: false,
        repliedAt: "2030-06-07T08:09:10.000Z",
        createdAt: "2030-06-07T08:00:00.000Z",
      },
    ]);
    const byName = await get(`/api/admin/messages?search=omar&status=read`).expect(200);
    expect(byName.body.items.map((m: { subject: string }) => m.subject)).toContain(`${tag} bug`);
  });
});
