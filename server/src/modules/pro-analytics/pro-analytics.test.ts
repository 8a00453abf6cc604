import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProAnalytics, proAnalyticsSchema } from "@shared/schemas/pro-analytics";
import { analyses, users, weakSignalDays } from "../../db/schema";
import { createTestContext, type TestContext } from "../../../test/app";
import { type Actors, activeSubscription, createActors, createPromoCode, uniquePromoCode } from "../../../test/actors";
import { contentFactors, scoredSignal, seedAnalysis } from "../../../test/admin-seed";
import { rangeStart } from "./pro-analytics.service";

// GET /api/pro/analytics on seeded analyses, checked figure by figure: the totals, the timeline by day, week and month,
// the recurring weaknesses and recommendations, best and worst. The clock is fixed at noon UTC on Friday 2030-03-15, so
// every range boundary is known. User A is Pro through the real subscription flow; user B is free and owns an analysis
// that must never be counted for A.

const NOW = new Date("2030-03-15T12:00:00.000Z");
const at = (iso: string) => new Date(iso);

type Signal = ReturnType<typeof scoredSignal>;
const signal = (key: string, label: string, subScore: number | null, weight = 0.1): Signal =>
  scoredSignal(key, label, subScore, { weight });
const factors = contentFactors;

let ctx: TestContext;
let actors: Actors;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  actors = await createActors(ctx);
  await activeSubscription(actors, "userA");
  const a = actors.userA.id;
  ids.first = (
    await seedAnalysis(ctx, {
      userId: a,
      fileName: "first.mp4",
      viralScore: 82,
      contentFactors: factors(70, 60, 80, 90),
      explanation: [signal("hook", "Hook", 40, 0.2), signal("sound", "Sound", 90), signal("caption", "Caption", 55)],
      strengths: ["s1", "s2", "s3", "s4"],
      recommendations: ["Add captions", "Shorten the intro"],
      createdAt: at("2030-03-14T10:00:00.000Z"),
    })
  ).id;
  ids.second = (
    await seedAnalysis(ctx, {
      userId: a,
      fileName: "second.mp4",
      viralScore: 58,
      contentFactors: factors(50, 40, 60, 70),
      explanation: [
        signal("hook", "Hook (first 3 s)", 30, 0.2),
        signal("sound", "Sound", 20),
        signal("caption", "Caption", null), // not measured: never a weakness
        signal("unweighted", "Unweighted", 10, 0), // weight 0: costs no points
      ],
      recommendations: ["Add captions", "Add captions", "Use fewer hashtags"],
      createdAt: at("2030-03-14T18:00:00.000Z"),
    })
  ).id;
  ids.third = (
    await seedAnalysis(ctx, {
      userId: a,
      fileName: "third.png",
      mediaType: "image",
      viralScore: 70,
      contentFactors: factors(60, 60, 60, 60),
      explanation: [signal("hook", "Hook", 59, 0.2), signal("sound", "Sound", 60)],
      recommendations: ["Add captions"],
      createdAt: at("2030-03-02T09:00:00.000Z"),
    })
  ).id;
  ids.january = (
    await seedAnalysis(ctx, {
      userId: a,
      fileName: "january.mp4",
      viralScore: 40,
      contentFactors: factors(20, 30, 40, 50),
      explanation: [signal("sound", "Sound", 10)],
      recommendations: ["Use fewer hashtags"],
      createdAt: at("2030-01-10T08:00:00.000Z"),
    })
  ).id;
  ids.old = (
    await seedAnalysis(ctx, {
      userId: a,
      fileName: "old.mp4",
      viralScore: 95,
      contentFactors: factors(90, 90, 90, 90),
      explanation: [],
      recommendations: ["Keep it up"],
      createdAt: at("2028-06-01T08:00:00.000Z"),
    })
  ).id;
  // User B's analysis: worse in every way, in every range; none of it may reach A's figures.
  await seedAnalysis(ctx, {
    userId: actors.userB.id,
    viralScore: 1,
    contentFactors: factors(1, 1, 1, 1),
    explanation: [signal("hook", "Hook", 0, 0.5)],
    recommendations: ["Add captions"],
    createdAt: at("2030-03-15T08:00:00.000Z"),
  });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

async function analyticsOf(range?: string): Promise<ProAnalytics> {
  const path = range ? `/api/pro/analytics?range=${range}` : "/api/pro/analytics";
  const res = await actors.as("userA", "GET", path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return proAnalyticsSchema.parse(res.body);
}

describe("rangeStart", () => {
  it("when asked for 30 days at noon, then the range starts at midnight UTC 29 days before today", () => {
    expect(rangeStart(NOW, "30")).toEqual(at("2030-02-14T00:00:00.000Z"));
    expect(rangeStart(NOW, "90")).toEqual(at("2029-12-16T00:00:00.000Z"));
    expect(rangeStart(NOW, "all")).toBeNull();
  });
});

describe("GET /api/pro/analytics for a Pro creator", () => {
  it("when the last 30 days are asked for, then every figure is computed from exactly those analyses", async () => {
    const body = await analyticsOf("30");
    expect(body).toMatchObject({
      range: "30",
      period: "day",
      from: "2030-02-14T00:00:00.000Z",
      to: NOW.toISOString(),
      totals: { analyses: 3, averageScore: 70, bestScore: 82, worstScore: 58 },
    });
    expect(body.timeline).toEqual([
      {
        period: "2030-03-02",
        analyses: 1,
        averageScore: 70,
        bestScore: 70,
        worstScore: 70,
        factors: factors(60, 60, 60, 60),
      },
      {
        period: "2030-03-14",
        analyses: 2,
        averageScore: 70,
        bestScore: 82,
        worstScore: 58,
        factors: factors(60, 50, 70, 80),
      },
    ]);
    // Hook scored below 60 in all three (40, 30, 59); its newest label wins. Sound only in the second (20, and
    // 60 is not below 60); the caption only in the first (55; unmeasured in the second); weight 0 never counts.
    expect(body.weaknesses).toEqual([
      { key: "hook", label: "Hook (first 3 s)", occurrences: 3, share: 1, averageSubScore: 43 },
      { key: "sound", label: "Sound", occurrences: 1, share: 1 / 3, averageSubScore: 20 },
      { key: "caption", label: "Caption", occurrences: 1, share: 1 / 3, averageSubScore: 55 },
    ]);
    // Counted once per analysis (the second gave "Add captions" twice); ties go to the most recently given.
    expect(body.recommendations).toEqual([
      {
        cause: "text:add captions",
        text: "Add captions",
        occurrences: 3,
        share: 1,
        lastSeenAt: "2030-03-14T18:00:00.000Z",
      },
      {
        cause: "text:use fewer hashtags",
        text: "Use fewer hashtags",
        occurrences: 1,
        share: 1 / 3,
        lastSeenAt: "2030-03-14T18:00:00.000Z",
      },
      {
        cause: "text:shorten the intro",
        text: "Shorten the intro",
        occurrences: 1,
        share: 1 / 3,
        lastSeenAt: "2030-03-14T10:00:00.000Z",
      },
    ]);
    expect(body.best).toEqual({
      id: ids.first,
      fileName: "first.mp4",
      mediaType: "video",
      viralScore: 82,
      createdAt: "2030-03-14T10:00:00.000Z",
      contentFactors: factors(70, 60, 80, 90),
      strengths: ["s1", "s2", "s3"],
      recommendations: ["Add captions", "Shorten the intro"],
    });
    expect(body.worst).toMatchObject({ id: ids.second, viralScore: 58, fileName: "second.mp4" });
  });

  it("when 90 days are asked for (the default), then the figures are grouped by ISO week starting Monday", async () => {
    const body = await analyticsOf();
    expect(body).toMatchObject({
      range: "90",
      period: "week",
      totals: { analyses: 4, averageScore: 62.5, bestScore: 82, worstScore: 40 },
    });
    expect(body.timeline.map((point) => [point.period, point.analyses, point.averageScore])).toEqual([
      ["2030-01-07", 1, 40],
      ["2030-02-25", 1, 70],
      ["2030-03-11", 2, 70],
    ]);
    expect(body.weaknesses.map((w) => [w.key, w.occurrences, w.averageSubScore])).toEqual([
      ["hook", 3, 43],
      ["sound", 2, 15],
      ["caption", 1, 55],
    ]);
    expect(body.recommendations.map((r) => [r.text, r.occurrences])).toEqual([
      ["Add captions", 3],
      ["Use fewer hashtags", 2],
      ["Shorten the intro", 1],
    ]);
    expect(body.worst).toMatchObject({ id: ids.january, viralScore: 40 });
  });

  it("when all time is asked for, then older analyses count and the figures are grouped by month", async () => {
    const body = await analyticsOf("all");
    expect(body).toMatchObject({
      range: "all",
      period: "month",
      from: null,
      totals: { analyses: 5, averageScore: 69, bestScore: 95, worstScore: 40 },
    });
    expect(body.timeline.map((point) => [point.period, point.analyses, point.averageScore, point.factors])).toEqual([
      ["2028-06-01", 1, 95, factors(90, 90, 90, 90)],
      ["2030-01-01", 1, 40, factors(20, 30, 40, 50)],
      ["2030-03-01", 3, 70, factors(60, 53.3, 66.7, 73.3)],
    ]);
    expect(body.best).toMatchObject({ id: ids.old, viralScore: 95 });
    expect(body.recommendations.at(-1)).toEqual({
      cause: "text:keep it up",
      text: "Keep it up",
      occurrences: 1,
      share: 0.2,
      lastSeenAt: "2028-06-01T08:00:00.000Z",
    });
  });

  it("when a Pro creator has no analyses in the range, then the totals are zero and every list is empty", async () => {
    const fresh = await createActors(ctx);
    await activeSubscription(fresh, "userA");
    const res = await fresh.as("userA", "GET", "/api/pro/analytics?range=365").expect(200);
    expect(proAnalyticsSchema.parse(res.body)).toMatchObject({
      totals: { analyses: 0, averageScore: null, bestScore: null, worstScore: null },
      timeline: [],
      weaknesses: [],
      recommendations: [],
      best: null,
      worst: null,
    });
  });

  it("when two analyses share the top and bottom score, then best is the newer and worst the older", async () => {
    const fresh = await createActors(ctx);
    await activeSubscription(fresh, "userA");
    const older = await seedAnalysis(ctx, {
      userId: fresh.userA.id,
      viralScore: 64,
      createdAt: at("2030-03-10T08:00:00.000Z"),
    });
    const newer = await seedAnalysis(ctx, {
      userId: fresh.userA.id,
      viralScore: 64,
      createdAt: at("2030-03-11T08:00:00.000Z"),
    });
    const res = await fresh.as("userA", "GET", "/api/pro/analytics?range=30").expect(200);
    expect(res.body.best.id).toBe(newer.id);
    expect(res.body.worst.id).toBe(older.id);
  });

  it("when the same advice carries a different measurement on each post, then it is counted once per analysis under its cause", async () => {
    const fresh = await createActors(ctx);
    await activeSubscription(fresh, "userA");
    const seed = (day: string, recommendations: string[], recommendationCauses: string[]) =>
      seedAnalysis(ctx, {
        userId: fresh.userA.id,
        recommendations,
        recommendationCauses,
        createdAt: at(`2030-03-${day}T08:00:00.000Z`),
      });
    await seed("10", ["Add sound (measured: silent)", "Add captions (measured: 0 words)"], ["sound", "caption"]);
    await seed("11", ["Trim toward 21-34 s (measured: 48 s)", "Add sound (measured: -61 dB)"], ["length", "sound"]);
    await seed("12", ["To push further: add sound (measured: -40 dB)"], ["sound"]);
    await seed("13", ["Extend toward 21-34 s (measured: 9 s)"], ["length"]);
    // Made before causes were recorded: grouped by the text without its measurement.
    await seed("09", ["Add captions (measured: 2 words)"], []);

    const res = await fresh.as("userA", "GET", "/api/pro/analytics?range=30").expect(200);
    const body = proAnalyticsSchema.parse(res.body);
    expect(body.recommendations.map((r) => [r.cause, r.text, r.occurrences])).toEqual([
      ["sound", "To push further: add sound", 3],
      ["length", "Extend toward 21-34 s", 2],
      ["caption", "Add captions", 1],
      ["text:add captions", "Add captions", 1],
    ]);
  });
});

describe("who may call GET /api/pro/analytics", () => {
  it("when a guest calls, then 401", async () => {
    const res = await actors.as("guest", "GET", "/api/pro/analytics").expect(401);
    expect(res.body.code).toBe("UNAUTHENTICATED");
  });

  it("when a free user calls, then 402 with requiresPayment, whatever the query", async () => {
    for (const path of ["/api/pro/analytics", "/api/pro/analytics?range=30", "/api/pro/analytics?range=bad"]) {
      const res = await actors.as("userB", "GET", path).expect(402);
      expect(res.body).toMatchObject({
        code: "PAYMENT_REQUIRED",
        requiresPayment: true,
        message: "The analytics dashboard is part of Pro. Upgrade to Pro to use it.",
      });
    }
  });

  it("when an admin (no user session) calls, then 401", async () => {
    await actors.as("admin", "GET", "/api/pro/analytics").expect(401);
  });

  it("when a free Pro month from a 100% code has run out, then 402 and the user is back on the free plan", async () => {
    const fresh = await createActors(ctx);
    const code = await createPromoCode(ctx, {
      code: uniquePromoCode("PROA"),
      discountType: "percentage",
      discountValue: 100,
    });
    await fresh
      .as("userA", "POST", "/api/apply-promo-code")
      .send({ userId: fresh.userA.id, code: code.code, type: "subscription" })
      .expect(200);
    await fresh.as("userA", "GET", "/api/pro/analytics").expect(200);
    // The month's end moved into the past (a month of test time would outlast the 30-day session), and the
    // clock past the session cache's seconds so the next request reads the row again.
    await ctx.database.db
      .update(users)
      .set({ currentPeriodEnd: new Date(NOW.getTime() - 60_000) })
      .where(eq(users.id, fresh.userA.id));
    ctx.clock.advance(10_000);
    try {
      const res = await fresh.as("userA", "GET", "/api/pro/analytics").expect(402);
      expect(res.body.requiresPayment).toBe(true);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, fresh.userA.id));
      expect(row).toMatchObject({ subscriptionPlan: "free", subscriptionStatus: "canceled" });
    } finally {
      ctx.clock.set(NOW);
    }
  });
});

describe("bad input to GET /api/pro/analytics from a Pro user", () => {
  it("when the range is not one of 30, 90, 365 or all, or the query has other fields, then 400 naming the problem", async () => {
    const cases: Array<[string, string]> = [
      ["range=7", "range must be one of 30, 90, 365, all"],
      ["range=", "range must be one of 30, 90, 365, all"],
      ["range=ALL", "range must be one of 30, 90, 365, all"],
      ["range=30.0", "range must be one of 30, 90, 365, all"],
      [`range=${"9".repeat(10_000)}`, "range must be one of 30, 90, 365, all"],
      ["range=30&range=90", "range must be one of 30, 90, 365, all"],
      ["range[$ne]=1", "Unknown field: range[$ne]"],
      [`range=${encodeURIComponent("' OR 1=1 --")}`, "range must be one of 30, 90, 365, all"],
      [`range=${encodeURIComponent("<script>alert(1)</script>")}`, "range must be one of 30, 90, 365, all"],
      ["days=30", "Unknown field: days"],
      ["userId=2", "Unknown field: userId"],
    ];
    for (const [query, message] of cases) {
      const res = await actors.as("userA", "GET", `/api/pro/analytics?${query}`);
      expect(res.status, `${query.slice(0, 40)}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body, query.slice(0, 40)).toMatchObject({ code: "VALIDATION_FAILED", message });
    }
  });
});

describe("weak_signal_days, kept by the database on insert and delete (migration 0013)", () => {
  const DAY = "2030-03-16"; // after NOW: no other test's analysis falls on it
  const onDay = (hour: string) => new Date(`${DAY}T${hour}:00:00.000Z`);
  const daysOfB = () =>
    ctx.database.db
      .select()
      .from(weakSignalDays)
      .where(and(eq(weakSignalDays.userId, actors.userB.id), eq(weakSignalDays.day, DAY)))
      .orderBy(weakSignalDays.key);

  it("when own analyses are inserted and deleted, then the day's counts, sums and newest label follow, and malformed items are skipped", async () => {
    const malformed = [
      "not an object",
      { key: "text", label: "Text", subScore: "20", weight: 0.1 }, // a string is not a number
      { key: 7, label: "Numeric key", subScore: 5, weight: 0.1 },
      { label: "No key", subScore: 5, weight: 0.1 },
    ];
    const first = await seedAnalysis(ctx, {
      userId: actors.userB.id,
      explanation: [signal("weak", "Weak", 12), signal("strong", "Strong", 90), ...malformed] as unknown as Signal[],
      createdAt: onDay("08"),
    });
    const second = await seedAnalysis(ctx, {
      userId: actors.userB.id,
      explanation: [signal("weak", "Weak (renamed)", 30)],
      createdAt: onDay("09"),
    });
    expect(await daysOfB()).toMatchObject([{ key: "weak", occurrences: 2, subScoreSum: 42, label: "Weak (renamed)" }]);

    await ctx.database.db.delete(analyses).where(eq(analyses.id, second.id));
    expect(await daysOfB()).toMatchObject([{ key: "weak", occurrences: 1, subScoreSum: 12 }]);
    await ctx.database.db.delete(analyses).where(eq(analyses.id, first.id));
    expect(await daysOfB()).toEqual([]);
  });

  it("when a competitor analysis is inserted or deleted, then the creator's days do not change", async () => {
    const { id } = await seedAnalysis(ctx, {
      userId: actors.userB.id,
      kind: "competitor",
      explanation: [signal("theirs", "Theirs", 3)],
      createdAt: onDay("10"),
    });
    expect(await daysOfB()).toEqual([]);
    await ctx.database.db.delete(analyses).where(eq(analyses.id, id));
    expect(await daysOfB()).toEqual([]);
  });
});
