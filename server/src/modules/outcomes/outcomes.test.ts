import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyses, postOutcomes } from "../../db/schema";
import { createTestContext, type TestContext } from "../../../test/app";
import { readAccountExport } from "../../../test/account-export";
import { type Actors, activeSubscription, createActors } from "../../../test/actors";
import { seedAnalysis } from "../../../test/admin-seed";

// A post's results, recorded by its creator: stored as dated check-ins, read back oldest first with views per
// follower and engagement rate, refused with the field named when out of bounds, and only ever the creator's.

let ctx: TestContext;
let actors: Actors;
let mine: number;
let theirs: number;

const valid = {
  platform: "tiktok",
  postedOn: "2026-11-20",
  views: 12_000,
  likes: 900,
  comments: 120,
  shares: 60,
  saves: 120,
  followers: 4_000,
  watchedPercent: 41.5,
  averageWatchSeconds: 9.2,
  link: "https://www.tiktok.com/@creator/video/123",
};

beforeAll(async () => {
  ctx = await createTestContext({ models: false });
  actors = await createActors(ctx);
  mine = (await seedAnalysis(ctx, { userId: actors.userA.id, fileName: "mine.mp4", viralScore: 72 })).id;
  theirs = (await seedAnalysis(ctx, { userId: actors.userB.id, fileName: "theirs.mp4", viralScore: 64 })).id;
});

afterAll(async () => {
  await ctx.close();
});

describe("recording a post's results", () => {
  it("when the creator records a 48-hour and a 7-day check-in, then both are kept, oldest first, with the rates worked out", async () => {
    const first = await actors.as("userA", "POST", `/api/analyses/${mine}/outcomes`).send(valid);
    expect(first.status).toBe(201);
    expect(first.body.outcome).toMatchObject({
      analysisId: mine,
      platform: "tiktok",
      postedOn: "2026-11-20",
      views: 12_000,
      viewsPerFollower: 3,
      engagementRate: 0.1,
      link: valid.link,
    });
    const second = await actors
      .as("userA", "POST", `/api/analyses/${mine}/outcomes`)
      .send({ platform: "tiktok", postedOn: "2026-11-20", views: 30_000 });
    expect(second.status).toBe(201);
    expect(second.body.outcome).toMatchObject({
      likes: null,
      followers: null,
      viewsPerFollower: null,
      engagementRate: null,
    });

    const list = await actors.as("userA", "GET", `/api/analyses/${mine}/outcomes`);
    expect(list.status).toBe(200);
    expect(list.body.outcomes.map((o: { views: number }) => o.views)).toEqual([12_000, 30_000]);
  });

  it.each([
    ["views", { views: -1 }, /views cannot be negative/],
    ["views", { views: 1.5 }, /views must be a whole number/],
    ["views", { views: "12000" }, /views must be a whole number/],
    ["views", { views: 1e15 }, /views is larger than any post has had/],
    ["platform", { platform: "myspace" }, /platform must be one of tiktok, instagram, youtube, snapchat, other/],
    ["postedOn", { postedOn: "2026-02-30" }, /postedOn must be a real date/],
    ["postedOn", { postedOn: "yesterday" }, /postedOn must be a date \(YYYY-MM-DD\)/],
    ["watchedPercent", { watchedPercent: 140 }, /watchedPercent must be from 0 to 100/],
    ["link", { link: `https://x.example/${"a".repeat(500)}` }, /link must be at most 500 characters/],
    ["followers", { followers: -3 }, /followers cannot be negative/],
  ])(
    "when %s is out of bounds (%j), then 400 names the field and nothing is stored",
    async (_field, change, message) => {
      const before = await ctx.database.db.select().from(postOutcomes).where(eq(postOutcomes.analysisId, mine));
      const response = await actors.as("userA", "POST", `/api/analyses/${mine}/outcomes`).send({ ...valid, ...change });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toMatch(message);
      const after = await ctx.database.db.select().from(postOutcomes).where(eq(postOutcomes.analysisId, mine));
      expect(after).toHaveLength(before.length);
    },
  );

  it("when an unknown field is sent, then 400 names it", async () => {
    const response = await actors.as("userA", "POST", `/api/analyses/${mine}/outcomes`).send({ ...valid, revenue: 10 });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(/revenue/);
  });

  it("when another user's analysis is named, then 403 and nothing is read or stored; a missing one is 404", async () => {
    const write = await actors.as("userA", "POST", `/api/analyses/${theirs}/outcomes`).send(valid);
    expect(write.status).toBe(403);
    const read = await actors.as("userA", "GET", `/api/analyses/${theirs}/outcomes`);
    expect(read.status).toBe(403);
    expect(await ctx.database.db.select().from(postOutcomes).where(eq(postOutcomes.analysisId, theirs))).toHaveLength(
      0,
    );
    expect((await actors.as("userA", "GET", "/api/analyses/99999999/outcomes")).status).toBe(404);
    expect((await actors.as("guest", "GET", `/api/analyses/${mine}/outcomes`)).status).toBe(401);
  });

  it("when the analysis is deleted, then its results go with it", async () => {
    const doomed = (await seedAnalysis(ctx, { userId: actors.userA.id, fileName: "doomed.mp4", viralScore: 50 })).id;
    expect((await actors.as("userA", "POST", `/api/analyses/${doomed}/outcomes`).send(valid)).status).toBe(201);
    await ctx.database.db.delete(analyses).where(eq(analyses.id, doomed));
    expect(await ctx.database.db.select().from(postOutcomes).where(eq(postOutcomes.analysisId, doomed))).toHaveLength(
      0,
    );
  });

  it("when the creator downloads their data, then their results are in it and no one else's", async () => {
    expect((await actors.as("userB", "POST", `/api/analyses/${theirs}/outcomes`).send(valid)).status).toBe(201);
    const data = await readAccountExport<{ postOutcomes: Array<{ userId: number; analysisId: number }> }>(
      actors,
      "userA",
    );
    expect(data.postOutcomes.length).toBeGreaterThan(0);
    expect(data.postOutcomes.every((o) => o.userId === actors.userA.id && o.analysisId !== theirs)).toBe(true);
  });
});

describe("Score vs results (Pro)", () => {
  it("when a Pro creator has results on 10 posts whose views rise with the score, then the section says higher scores went with more views per follower, with its interval and bands", async () => {
    const pro = await createActors(ctx);
    await activeSubscription(pro, "userA");
    const scores = [42, 48, 55, 61, 66, 70, 77, 83, 88, 94];
    for (const [i, score] of scores.entries()) {
      const id = (await seedAnalysis(ctx, { userId: pro.userA.id, fileName: `post${i}.mp4`, viralScore: score })).id;
      const body = { platform: "tiktok", postedOn: "2026-11-01", views: 1000 + i * 900, followers: 2000 };
      expect((await pro.as("userA", "POST", `/api/analyses/${id}/outcomes`).send(body)).status).toBe(201);
    }
    const res = await pro.as("userA", "GET", "/api/pro/results");
    expect(res.status).toBe(200);
    expect(res.body.measure).toBe("viewsPerFollower");
    expect(res.body.posts).toHaveLength(10);
    expect(res.body.correlation).toMatchObject({ rho: 1, posts: 10 });
    expect(res.body.correlation.sentence).toMatch(/^On your 10 posts, higher scores went with more views per follower/);
    expect(res.body.bands.find((b: { band: string }) => b.band === "Excellent")).toMatchObject({ posts: 3 });
    expect(res.body.personal.sentence).toMatch(/needs results on 12 posts; you have 10/);
    // A free creator gets 402 with the feature named.
    const free = await pro.as("userB", "GET", "/api/pro/results");
    expect(free.status).toBe(402);
  });
});

describe("a score of the creator's own (Pro)", () => {
  it("when a Pro creator's 14 posts did better the stronger their hook, then a new post with a strong hook gets a high score of their own, and a weak one a low one", async () => {
    const pro = await createActors(ctx);
    await activeSubscription(pro, "userA");
    const factors = (hook: number, i: number) => ({
      contentFactors: {
        hookStrength: hook,
        emotionalImpact: 60 + (i % 5) * 4,
        shareability: 70 - (i % 3) * 5,
        algorithmOptimization: 65,
      },
      visualAnalysis: { theme: "Bright", aesthetics: 70 + (i % 4) * 3, composition: 72, trendAlignment: 60 },
    });
    for (let i = 0; i < 14; i++) {
      const hook = 30 + i * 5;
      // The general score goes the other way from the hook here, so only a model of this creator can see it.
      const id = (
        await seedAnalysis(ctx, {
          userId: pro.userA.id,
          fileName: `p${i}.mp4`,
          viralScore: 90 - i * 3,
          ...factors(hook, i),
        })
      ).id;
      const body = { platform: "tiktok", postedOn: "2026-11-01", views: Math.round(100 * 1.3 ** i), followers: 1000 };
      expect((await pro.as("userA", "POST", `/api/analyses/${id}/outcomes`).send(body)).status).toBe(201);
    }
    const strong = (await seedAnalysis(ctx, { userId: pro.userA.id, fileName: "new-strong.mp4", ...factors(95, 3) }))
      .id;
    const weak = (await seedAnalysis(ctx, { userId: pro.userA.id, fileName: "new-weak.mp4", ...factors(25, 3) })).id;
    const a = await pro.as("userA", "GET", `/api/pro/results/${strong}/your-score`);
    expect(a.status).toBe(200);
    expect(a.body.yourScore).toBeGreaterThanOrEqual(90);
    expect(a.body.sentence).toMatch(/^Your own score: predicted to do better than \d+% of your 14 posts with results/);
    const b = await pro.as("userA", "GET", `/api/pro/results/${weak}/your-score`);
    expect(b.body.yourScore).toBeLessThanOrEqual(10);
    const section = await pro.as("userA", "GET", "/api/pro/results");
    expect(section.body.personal.check.isBetter).toBe(true);
    expect(section.body.personal.largest[0].label).toBe("hook");
    // Another user's analysis: 403 (B made Pro so the paywall does not hide it).
    await activeSubscription(pro, "userB");
    expect((await pro.as("userB", "GET", `/api/pro/results/${strong}/your-score`)).status).toBe(403);
  });
});
