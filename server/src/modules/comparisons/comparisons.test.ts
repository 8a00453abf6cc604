import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comparisonListResponseSchema, comparisonResponseSchema } from "@shared/schemas/comparison";
import { analyses, comparisons } from "../../db/schema";
import { createTestContext, type TestContext } from "../../../test/app";
import { readAccountExport } from "../../../test/account-export";
import { type Actors, activeSubscription, createActors } from "../../../test/actors";
import { contentFactors, scoredSignal, seedAnalysis } from "../../../test/admin-seed";
import { makeImage, makeMediaDir } from "../../../test/media";

// Competitor comparison against seeded analyses and real uploads: the computed side-by-side, saving and revisiting, 402
// for a free user on every route, 403 for another user's analyses and comparisons, and the competitor upload kept out
// of the creator's own Pro analytics.

const signal = (key: string, label: string, value: string, subScore: number | null, weight = 0.1) =>
  scoredSignal(key, label, subScore, { value, weight });
const factors = contentFactors;

let ctx: TestContext;
let actors: Actors;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let image: string;
const ids = { mine: 0, theirs: 0, otherUsers: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
  await activeSubscription(actors, "userA");
  media = await makeMediaDir();
  image = await makeImage(path.join(media.dir, "post.png"), "360x640");
  const a = actors.userA.id;
  ids.mine = (
    await seedAnalysis(ctx, {
      userId: a,
      fileName: "mine.mp4",
      viralScore: 55,
      contentFactors: factors(40, 60, 50, 70),
      explanation: [
        signal("hook", "Hook", "cut at 2.8 s", 40, 0.2),
        signal("loudness", "Loudness", "-14.0 LUFS", 90),
        signal("caption", "Caption", "12 words", 60),
        signal("motion", "Motion", "low", 50),
      ],
    })
  ).id;
  ids.theirs = (
    await seedAnalysis(ctx, {
      userId: a,
      kind: "competitor",
      fileName: "theirs.mp4",
      viralScore: 78,
      contentFactors: factors(85, 60, 70, 65),
      explanation: [
        signal("hook", "Hook", "cut at 0.9 s", 85, 0.2),
        signal("loudness", "Loudness", "-22.5 LUFS", 60),
        signal("caption", "Caption", "9 words", 65),
        signal("faces", "Faces", "1 face", 80),
      ],
    })
  ).id;
  ids.otherUsers = (await seedAnalysis(ctx, { userId: actors.userB.id, fileName: "b.mp4" })).id;
});
afterAll(async () => {
  await ctx?.close();
  media?.cleanup();
});

/** GET /api/account/export, read whole (it is streamed as an attachment). */
const exportOf = (actor: "userA" | "userB") =>
  readAccountExport<{ comparisons: Array<{ id: number; title: string }> }>(actors, actor);

describe("GET /api/pro/compare", () => {
  it("when a Pro user compares their post with a competitor's, then every signal is side by side with the difference and the leads cite both values", async () => {
    const res = await actors.as("userA", "GET", `/api/pro/compare?left=${ids.mine}&right=${ids.theirs}`).expect(200);
    const { comparison } = comparisonResponseSchema.parse(res.body);
    expect(comparison.id).toBeNull();
    expect(comparison.left).toMatchObject({ id: ids.mine, kind: "own", viralScore: 55 });
    expect(comparison.right).toMatchObject({ id: ids.theirs, kind: "competitor", viralScore: 78 });
    expect(comparison.scoreDifference).toBe(23);
    expect(comparison.factors.find((f) => f.key === "hookStrength")).toEqual({
      key: "hookStrength",
      left: 40,
      right: 85,
      difference: 45,
    });
    expect(comparison.signals.map((s) => [s.key, s.difference])).toEqual([
      ["hook", 45],
      ["loudness", -30],
      ["caption", 5],
      ["motion", null], // video-only on one side: listed as such
      ["faces", null],
    ]);
    expect(comparison.signals.find((s) => s.key === "motion")!.right).toBeNull();
    expect(comparison.signals.find((s) => s.key === "faces")!.left).toBeNull();
    // A 5-point lead is not "clearly better".
    expect(comparison.theyDoBetter.map((l) => l.key)).toEqual(["hook"]);
    expect(comparison.theyDoBetter[0]).toMatchObject({
      leaderValue: "cut at 0.9 s",
      otherValue: "cut at 2.8 s",
      points: 45,
    });
    expect(comparison.theyDoBetter[0]!.text).toContain("cut at 0.9 s");
    expect(comparison.theyDoBetter[0]!.text).toContain("cut at 2.8 s");
    expect(comparison.youDoBetter.map((l) => [l.key, l.leaderValue, l.otherValue, l.points])).toEqual([
      ["loudness", "-14.0 LUFS", "-22.5 LUFS", 30],
    ]);
  });

  it("when one of the analyses is another user's, then 403 and when it does not exist, then 404", async () => {
    const forbidden = await actors.as("userA", "GET", `/api/pro/compare?left=${ids.mine}&right=${ids.otherUsers}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe("FORBIDDEN");
    await actors.as("userA", "GET", `/api/pro/compare?left=${ids.mine}&right=999999`).expect(404);
  });
});

describe("saved comparisons", () => {
  it("when a Pro user saves a comparison, then it is listed, can be revisited and deleted", async () => {
    const body = { leftAnalysisId: ids.mine, rightAnalysisId: ids.theirs, title: "Me vs them" };
    const created = await actors.as("userA", "POST", "/api/pro/comparisons").send(body).expect(201);
    const saved = comparisonResponseSchema.parse(created.body).comparison;
    expect(saved).toMatchObject({ id: expect.any(Number), title: "Me vs them", scoreDifference: 23 });
    const [row] = await ctx.database.db.select().from(comparisons).where(eq(comparisons.id, saved.id!));
    expect(row).toMatchObject({ userId: actors.userA.id, leftAnalysisId: ids.mine, rightAnalysisId: ids.theirs });

    const list = comparisonListResponseSchema.parse(
      (await actors.as("userA", "GET", "/api/pro/comparisons").expect(200)).body,
    );
    expect(list.comparisons[0]).toMatchObject({
      id: saved.id,
      title: "Me vs them",
      left: { id: ids.mine, fileName: "mine.mp4", kind: "own" },
      right: { id: ids.theirs, fileName: "theirs.mp4", kind: "competitor" },
    });

    const again = await actors.as("userA", "GET", `/api/pro/comparisons/${saved.id}`).expect(200);
    expect(again.body.comparison).toEqual(saved);

    await actors.as("userA", "DELETE", `/api/pro/comparisons/${saved.id}`).expect(200);
    await actors.as("userA", "GET", `/api/pro/comparisons/${saved.id}`).expect(404);
    expect(await ctx.database.db.select().from(comparisons).where(eq(comparisons.id, saved.id!))).toEqual([]);
  });

  it("when another Pro user asks for a saved comparison, then 403 and it stays", async () => {
    const other = await createActors(ctx);
    await activeSubscription(other, "userB");
    const [row] = await ctx.database.db
      .insert(comparisons)
      .values({ userId: actors.userA.id, leftAnalysisId: ids.mine, rightAnalysisId: ids.theirs })
      .returning();
    expect((await other.as("userB", "GET", `/api/pro/comparisons/${row!.id}`)).status).toBe(403);
    expect((await other.as("userB", "DELETE", `/api/pro/comparisons/${row!.id}`)).status).toBe(403);
    const create = await other
      .as("userB", "POST", "/api/pro/comparisons")
      .send({ leftAnalysisId: ids.mine, rightAnalysisId: ids.theirs });
    expect(create.status).toBe(403);
    expect((await other.as("userB", "GET", "/api/pro/comparisons").expect(200)).body.comparisons).toEqual([]);
    expect(await ctx.database.db.select().from(comparisons).where(eq(comparisons.id, row!.id))).toHaveLength(1);
  });

  it("when the user downloads their data, then their saved comparisons are in it and nobody else's", async () => {
    const [row] = await ctx.database.db
      .insert(comparisons)
      .values({ userId: actors.userA.id, leftAnalysisId: ids.mine, rightAnalysisId: ids.theirs, title: "In my export" })
      .returning();
    const data = await exportOf("userA");
    expect(data.comparisons).toContainEqual(expect.objectContaining({ id: row!.id, title: "In my export" }));
    const bob = await exportOf("userB");
    expect(bob.comparisons).toEqual([]);
  });

  it("when an analysis is deleted, then its comparisons go with it", async () => {
    const extra = (await seedAnalysis(ctx, { userId: actors.userA.id, fileName: "cut-b.mp4" })).id;
    const created = await actors
      .as("userA", "POST", "/api/pro/comparisons")
      .send({ leftAnalysisId: ids.mine, rightAnalysisId: extra })
      .expect(201);
    await actors.as("userA", "DELETE", `/api/analysis/${extra}`).expect(200);
    await actors.as("userA", "GET", `/api/pro/comparisons/${created.body.comparison.id}`).expect(404);
  });
});

describe("a free user", () => {
  it("when a free user calls any comparison route, then 402 with requiresPayment and nothing is stored", async () => {
    const calls: Array<[string, string, object?]> = [
      ["GET", `/api/pro/compare?left=${ids.otherUsers}&right=${ids.otherUsers + 1}`],
      ["GET", "/api/pro/comparisons"],
      ["POST", "/api/pro/comparisons", { leftAnalysisId: ids.otherUsers, rightAnalysisId: ids.mine }],
      ["GET", "/api/pro/comparisons/1"],
      ["DELETE", "/api/pro/comparisons/1"],
    ];
    const before = await ctx.database.db.select().from(comparisons);
    for (const [method, url, body] of calls) {
      const request = actors.as("userB", method, url);
      const res = body ? await request.send(body) : await request;
      expect(res.status, `${method} ${url}`).toBe(402);
      expect(res.body.requiresPayment, `${method} ${url}`).toBe(true);
    }
    expect(await ctx.database.db.select().from(comparisons)).toEqual(before);
  });

  it("when a free user uploads a competitor's post, then 402 requiresPayment and their free analysis is kept", async () => {
    const fresh = await createActors(ctx);
    const res = await fresh.as("userB", "POST", "/api/analyze").field("kind", "competitor").attach("file", image);
    expect(res.status).toBe(402);
    expect(res.body.requiresPayment).toBe(true);
    expect(await ctx.database.db.select().from(analyses).where(eq(analyses.userId, fresh.userB.id))).toEqual([]);
    // The free analysis is still there for their own post.
    const own = await fresh.as("userB", "POST", "/api/analyze").attach("file", image).expect(201);
    expect(own.body.analysis.kind).toBe("own");
  });
});

describe("competitor uploads", () => {
  it("when a Pro user uploads a competitor's post, then it is stored as a competitor analysis, compared on real signals, and kept out of their own analytics", async () => {
    const pro = await createActors(ctx);
    await activeSubscription(pro, "userA");
    const own = await pro
      .as("userA", "POST", "/api/analyze")
      .field("caption", "My cut")
      .attach("file", image)
      .expect(201);
    const theirs = await pro
      .as("userA", "POST", "/api/analyze")
      .field("caption", "Their post")
      .field("hashtags", "#fyp")
      .field("kind", "competitor")
      .attach("file", image)
      .expect(201);
    expect(theirs.body.analysis).toMatchObject({ kind: "competitor", caption: "Their post", hashtags: "#fyp" });
    const [row] = await ctx.database.db.select().from(analyses).where(eq(analyses.id, theirs.body.analysis.id));
    expect(row!.kind).toBe("competitor");

    const analytics = await pro.as("userA", "GET", "/api/pro/analytics?range=all").expect(200);
    expect(analytics.body.totals.analyses).toBe(1);
    expect(analytics.body.best.id).toBe(own.body.analysis.id);

    const compared = await pro
      .as("userA", "GET", `/api/pro/compare?left=${own.body.analysis.id}&right=${theirs.body.analysis.id}`)
      .expect(200);
    const { comparison } = comparisonResponseSchema.parse(compared.body);
    expect(comparison.signals.length).toBeGreaterThan(3);
    for (const s of comparison.signals) {
      if (s.left?.subScore != null && s.right?.subScore != null) {
        expect(s.difference, s.key).toBe(s.right.subScore - s.left.subScore);
      }
    }
    // The same image with another caption: every lead cites both measured values.
    for (const lead of [...comparison.theyDoBetter, ...comparison.youDoBetter]) {
      expect(lead.points).toBeGreaterThanOrEqual(10);
      expect(lead.text).toContain(lead.leaderValue);
      expect(lead.text).toContain(lead.otherValue);
    }
  });

  it("when the kind field is not own or competitor, then 400 and the upload is not analysed", async () => {
    const res = await actors.as("userA", "POST", "/api/analyze").field("kind", "rival").attach("file", image);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
  });
});
