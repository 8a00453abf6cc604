import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAnalytics, AdminStats } from "@shared/schemas/admin-analytics";
import { analyticsEvents } from "../../db/schema";
import { createTestContext, type TestContext } from "../../../test/app";
import { type Actors, createActors } from "../../../test/actors";
import { seedAnalysis, seedPayment, seedUser, uniqueTag } from "../../../test/admin-seed";
import { dayRange } from "./admin-stats.service";

// The Analytics tab's numbers on seeded rows: the stats, the daily series with its empty days, the score distribution
// and the funnel. The clock is fixed at noon UTC on 2030-03-15, far from any row the actors' sign-ups made (they carry
// the real date), so "today" and the ranges are exact.

const NOW = new Date("2030-03-15T12:00:00.000Z");
const at = (iso: string) => new Date(iso);

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  actors = await createActors(ctx);
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

const stats = async () => (await actors.as("admin", "GET", "/api/admin/stats").expect(200)).body as AdminStats;
const analytics = async (days: number) =>
  (await actors.as("admin", "GET", `/api/admin/analytics?days=${days}`).expect(200)).body as AdminAnalytics;

describe("dayRange", () => {
  it("when asked for 7 days at noon, then the range is the 7 whole UTC days ending with today", () => {
    expect(dayRange(NOW, 7)).toEqual({
      from: at("2030-03-09T00:00:00.000Z"),
      to: at("2030-03-16T00:00:00.000Z"),
      firstDay: "2030-03-09",
      lastDay: "2030-03-15",
      days: 7,
    });
  });
});

describe("GET /api/admin/stats", () => {
  it("when users, payments and analyses are added today and before, then each figure moves by exactly what counts", async () => {
    const before = await stats();
    const tag = uniqueTag("st");
    const today = await seedUser(ctx, { username: `${tag}today`, createdAt: at("2030-03-15T00:00:01.000Z") });
    await seedUser(ctx, {
      username: `${tag}pro`,
      createdAt: at("2030-03-14T23:59:59.000Z"),
      subscriptionPlan: "monthly",
      subscriptionStatus: "active",
    });
    await seedUser(ctx, {
      username: `${tag}lapsed`,
      createdAt: at("2030-01-01T00:00:00.000Z"),
      subscriptionPlan: "monthly",
      subscriptionStatus: "canceled",
    });
    await seedPayment(ctx, { userId: today.id, amount: 100, createdAt: at("2030-03-15T08:00:00.000Z") });
    await seedPayment(ctx, {
      userId: today.id,
      amount: 1000,
      type: "subscription",
      createdAt: at("2030-03-10T08:00:00.000Z"),
    });
    await seedPayment(ctx, {
      userId: today.id,
      amount: 500,
      status: "failed",
      createdAt: at("2030-03-15T09:00:00.000Z"),
    });
    await seedPayment(ctx, {
      userId: today.id,
      amount: 100,
      status: "pending",
      createdAt: at("2030-03-15T09:00:00.000Z"),
    });
    await seedAnalysis(ctx, { userId: today.id, paymentType: "free" });
    await seedAnalysis(ctx, { userId: today.id, paymentType: "per_post" });
    await seedAnalysis(ctx, { userId: today.id, paymentType: "monthly" });
    // A 100% promo code's analysis is neither a free trial nor paid.
    await seedAnalysis(ctx, { userId: today.id, paymentType: "promo" });

    const after = await stats();
    expect({
      totalUsers: after.totalUsers - before.totalUsers,
      todaySignups: after.todaySignups - before.todaySignups,
      totalRevenue: after.totalRevenue - before.totalRevenue,
      todayRevenue: after.todayRevenue - before.todayRevenue,
      totalAnalyses: after.totalAnalyses - before.totalAnalyses,
      freeAnalyses: after.freeAnalyses - before.freeAnalyses,
      paidAnalyses: after.paidAnalyses - before.paidAnalyses,
      subscriptions: after.subscriptions - before.subscriptions,
    }).toEqual({
      totalUsers: 3,
      todaySignups: 1,
      totalRevenue: 1100,
      todayRevenue: 100,
      totalAnalyses: 4,
      freeAnalyses: 1,
      paidAnalyses: 2,
      subscriptions: 1,
    });
  });
});

describe("GET /api/admin/analytics", () => {
  it("when rows fall on some days of the range, then every day is listed and the seeded days carry their counts", async () => {
    const tag = uniqueTag("an");
    const early = await seedUser(ctx, { username: `${tag}a`, createdAt: at("2030-03-10T10:00:00.000Z") });
    const late = await seedUser(ctx, { username: `${tag}b`, createdAt: at("2030-03-12T10:00:00.000Z") });
    await seedUser(ctx, { username: `${tag}c`, createdAt: at("2030-03-12T23:30:00.000Z") });
    await seedAnalysis(ctx, { userId: early.id, viralScore: 5, createdAt: at("2030-03-12T01:00:00.000Z") });
    await seedAnalysis(ctx, { userId: late.id, viralScore: 55, createdAt: at("2030-03-12T02:00:00.000Z") });
    await seedAnalysis(ctx, { userId: late.id, viralScore: 100, createdAt: at("2030-03-13T02:00:00.000Z") });
    await seedAnalysis(ctx, { userId: late.id, viralScore: 95, createdAt: at("2030-03-13T03:00:00.000Z") });
    // Outside the 7 days: in no bucket and no day.
    await seedAnalysis(ctx, { userId: late.id, viralScore: 15, createdAt: at("2030-03-08T23:59:59.000Z") });
    await seedPayment(ctx, { userId: early.id, amount: 100, createdAt: at("2030-03-12T05:00:00.000Z") });
    await seedPayment(ctx, {
      userId: early.id,
      amount: 300,
      status: "failed",
      createdAt: at("2030-03-12T05:00:00.000Z"),
    });
    await seedPayment(ctx, {
      userId: late.id,
      amount: 1000,
      type: "subscription",
      createdAt: at("2030-03-11T05:00:00.000Z"),
    });

    const result = await analytics(7);
    expect(result.days).toBe(7);
    expect(result.daily.map((d) => d.date)).toEqual([
      "2030-03-09",
      "2030-03-10",
      "2030-03-11",
      "2030-03-12",
      "2030-03-13",
      "2030-03-14",
      "2030-03-15",
    ]);
    // The stats test above seeded rows on the 14th and 15th of the same database; this test looks at 9-13.
    const byDate = new Map(result.daily.map((d) => [d.date, d]));
    expect(byDate.get("2030-03-09")).toEqual({
      date: "2030-03-09",
      signups: 0,
      analyses: 0,
      competitorAnalyses: 0,
      revenue: 0,
      activeSubscriptions: 0,
    });
    expect(byDate.get("2030-03-10")).toMatchObject({ signups: 1, analyses: 0, revenue: 1000, activeSubscriptions: 1 });
    expect(byDate.get("2030-03-11")).toMatchObject({ signups: 0, analyses: 0, revenue: 1000, activeSubscriptions: 2 });
    expect(byDate.get("2030-03-12")).toEqual({
      date: "2030-03-12",
      signups: 2,
      analyses: 2,
      competitorAnalyses: 0,
      revenue: 100,
      activeSubscriptions: 2,
    });
    expect(byDate.get("2030-03-13")).toMatchObject({ signups: 0, analyses: 2, revenue: 0, activeSubscriptions: 2 });

    expect(result.scoreDistribution.map((b) => b.bucket)).toEqual([
      "0-9",
      "10-19",
      "20-29",
      "30-39",
      "40-49",
      "50-59",
      "60-69",
      "70-79",
      "80-89",
      "90-100",
    ]);
    const buckets = Object.fromEntries(result.scoreDistribution.map((b) => [b.bucket, b.count]));
    // The stats test's four analyses (score 50, today) land in 50-59.
    expect(buckets).toEqual({
      "0-9": 1,
      "10-19": 0,
      "20-29": 0,
      "30-39": 0,
      "40-49": 0,
      "50-59": 5,
      "60-69": 0,
      "70-79": 0,
      "80-89": 0,
      "90-100": 2,
    });
    expect(result.analyticsEnabled).toBe(true);
  });

  it("when a user pays for Pro twice within a month, then they count once a day while either month runs", async () => {
    const activeOn = async () =>
      new Map((await analytics(30)).daily.map((day) => [day.date, day.activeSubscriptions] as const));
    const before = await activeOn();
    const payer = await seedUser(ctx, { username: uniqueTag("twice") });
    const subscription = { userId: payer.id, amount: 1000, type: "subscription" as const };
    await seedPayment(ctx, { ...subscription, createdAt: at("2030-02-20T10:00:00.000Z") });
    await seedPayment(ctx, { ...subscription, createdAt: at("2030-03-05T10:00:00.000Z") });
    await seedPayment(ctx, { ...subscription, status: "failed", createdAt: at("2030-03-14T10:00:00.000Z") });
    const after = await activeOn();
    const added = (date: string) => after.get(date)! - before.get(date)!;
    expect(["2030-02-19", "2030-02-20", "2030-03-05", "2030-03-15"].map(added)).toEqual([0, 1, 1, 1]);
  });

  it("when visits, sign-ups, first analyses and payments happen in and out of the range, then the funnel counts those in it", async () => {
    const base = (await analytics(30)).funnel;
    const tag = uniqueTag("fun");
    const inRange = at("2030-03-01T12:00:00.000Z");
    await ctx.database.db.insert(analyticsEvents).values([
      { name: "page_view", properties: { page: "home" }, page: "/", occurredAt: inRange },
      { name: "page_view", properties: { page: "/" }, page: null, occurredAt: inRange },
      { name: "page_view", properties: { page: "home" }, page: "/", occurredAt: inRange },
      { name: "page_view", properties: { page: "pricing" }, page: "/pricing", occurredAt: inRange },
      { name: "section_clicked", properties: {}, page: "/", occurredAt: inRange },
      { name: "page_view", properties: {}, page: "/", occurredAt: at("2030-01-01T00:00:00.000Z") },
    ]);
    const newcomer = await seedUser(ctx, { username: `${tag}new`, createdAt: inRange });
    const veteran = await seedUser(ctx, { username: `${tag}old`, createdAt: at("2029-12-01T00:00:00.000Z") });
    await seedAnalysis(ctx, { userId: newcomer.id, createdAt: inRange });
    await seedAnalysis(ctx, { userId: newcomer.id, createdAt: inRange });
    await seedAnalysis(ctx, { userId: veteran.id, createdAt: at("2029-12-02T00:00:00.000Z") });
    await seedAnalysis(ctx, { userId: veteran.id, createdAt: inRange });
    await seedPayment(ctx, { userId: newcomer.id, createdAt: inRange });
    await seedPayment(ctx, { userId: newcomer.id, createdAt: inRange });
    await seedPayment(ctx, { userId: veteran.id, status: "failed", createdAt: inRange });

    const funnel = (await analytics(30)).funnel;
    expect(funnel.map((step) => [step.step, step.label])).toEqual([
      ["visit", "Visited"],
      ["signup", "Signed up"],
      ["first_analysis", "First analysis"],
      ["paid", "Paid"],
    ]);
    expect(funnel.map((step, index) => step.count - base[index]!.count)).toEqual([3, 1, 1, 1]);
  });

  it("when analytics are switched off, then the answer says so", async () => {
    await ctx.services.settings.update({ enableAnalytics: false }, null);
    try {
      expect((await analytics(90)).analyticsEnabled).toBe(false);
    } finally {
      await ctx.services.settings.update({ enableAnalytics: true }, null);
    }
  });

  it("when the range is not 7, 30 or 90, then 400", async () => {
    const res = await actors.as("admin", "GET", "/api/admin/analytics?days=365").expect(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
  });
});
