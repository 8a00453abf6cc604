import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_FIGURES_MAX_AGE_SECONDS } from "@shared/constants";
import type { PublicFigures } from "@shared/schemas/public-figures";
import { users } from "../../db/schema";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { seedAnalysis, seedUser, uniqueTag } from "../../../test/admin-seed";

// The landing page's figures come from the database, not from the copy: posts analysed, creators and the
// median time to score, counted at most once per interval and cacheable by anyone for that long.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

const figures = async () => (await ctx.request().get("/api/public-figures").expect(200)).body as PublicFigures;
const afterTheInterval = () => ctx.clock.advance(PUBLIC_FIGURES_MAX_AGE_SECONDS * 1000);

describe("GET /api/public-figures", () => {
  it("when nothing has been stored yet, then a guest reads zero posts, zero creators and no time to score", async () => {
    const response = await ctx.request().get("/api/public-figures").expect(200);
    expect(response.body).toEqual({
      postsAnalysed: 0,
      creators: 0,
      medianSecondsToScore: null,
      medianOf: 0,
      countedAt: ctx.clock.now().toISOString(),
    });
    expect(response.headers["cache-control"]).toBe(`public, max-age=${PUBLIC_FIGURES_MAX_AGE_SECONDS}`);
  });

  it("when two creators sign up and one analysis is stored, then the figures count exactly them once the interval has passed", async () => {
    afterTheInterval();
    const before = await figures();
    const first = await signUp(ctx, "fig");
    await signUp(ctx, "fig");
    await seedAnalysis(ctx, { userId: first.user.id, processingMs: 1400 });

    // Counted less than the interval ago: the same answer, without another count.
    expect(await figures()).toEqual(before);

    afterTheInterval();
    const after = await figures();
    expect(after.creators).toBe(before.creators + 2);
    expect(after.postsAnalysed).toBe(before.postsAnalysed + 1);
    expect(after.medianSecondsToScore).toBe(1.4);
    expect(after.medianOf).toBe(1);
  });

  it("when analyses took 1, 2, 3 and 10 seconds, then the median time to score is taken over them and the earlier one", async () => {
    afterTheInterval();
    const before = await figures();
    const owner = await seedUser(ctx, { username: uniqueTag("med") });
    const base = ctx.clock.now().getTime();
    for (const [index, ms] of [1000, 2000, 3000, 10_000].entries()) {
      await seedAnalysis(ctx, { userId: owner.id, processingMs: ms, createdAt: new Date(base + index) });
    }
    afterTheInterval();
    const after = await figures();
    expect(after.medianOf).toBe(before.medianOf + 4);
    expect(after.postsAnalysed).toBe(before.postsAnalysed + 4);
    expect(after.creators).toBe(before.creators + 1);
    // The earlier analysis took 1.4 s: the five are 1, 1.4, 2, 3 and 10 s.
    expect(after.medianSecondsToScore).toBe(2);
  });

  it("when an account and its analyses are deleted, then they leave the figures", async () => {
    afterTheInterval();
    const before = await figures();
    const owner = await seedUser(ctx, { username: uniqueTag("gone") });
    await seedAnalysis(ctx, { userId: owner.id, processingMs: 900 });
    afterTheInterval();
    expect((await figures()).postsAnalysed).toBe(before.postsAnalysed + 1);
    await ctx.database.db.delete(users).where(eq(users.id, owner.id));
    afterTheInterval();
    const after = await figures();
    expect(after.postsAnalysed).toBe(before.postsAnalysed);
    expect(after.creators).toBe(before.creators);
  });

  it("when many visitors ask at once, then they all get the same figures and nothing about any one account", async () => {
    afterTheInterval();
    const answers = await Promise.all(Array.from({ length: 20 }, () => figures()));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(Object.keys(answers[0]!).sort()).toEqual([
      "countedAt",
      "creators",
      "medianOf",
      "medianSecondsToScore",
      "postsAnalysed",
    ]);
  });
});
