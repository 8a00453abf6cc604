import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postOutcomes } from "../../db/schema";
import { createTestContext, type TestContext } from "../../../test/app";
import { type Actors, createActors } from "../../../test/actors";
import { seedAnalysis, seedUser, uniqueTag } from "../../../test/admin-seed";
import { weekOf } from "./platform-results";

// The platform's figure: aggregates only, in full for admins, and in public only once it rests on 100 posts from
// 20 creators. Until then the public answer says how far it is, and gives no correlation at all.

let ctx: TestContext;
let actors: Actors;

/** `creators` creators with `each` posts whose views per follower rise with the score. */
async function seedCreators(creators: number, each: number) {
  for (let c = 0; c < creators; c++) {
    const user = await seedUser(ctx, { username: uniqueTag(`creator${c}`) });
    for (let p = 0; p < each; p++) {
      const score = 40 + ((c * 7 + p * 13) % 55);
      const analysis = await seedAnalysis(ctx, { userId: user.id, fileName: `p${p}.mp4`, viralScore: score });
      await ctx.database.db.insert(postOutcomes).values({
        analysisId: analysis.id,
        userId: user.id,
        platform: "tiktok",
        postedOn: `2026-11-${String(2 + p).padStart(2, "0")}`,
        views: score * 40 + p,
        followers: 1000,
      });
    }
  }
}

beforeAll(async () => {
  ctx = await createTestContext({ models: false });
  actors = await createActors(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe("the platform's Score vs results", () => {
  it("when a day is given, then its week is the Monday before it", () => {
    expect(weekOf("2026-11-27")).toBe("2026-11-23");
    expect(weekOf("2026-11-23")).toBe("2026-11-23");
    expect(weekOf("2026-11-22")).toBe("2026-11-16");
  });

  it("when 19 creators recorded 95 results, then the public figure is withheld and says how far it is; the admin sees it all", async () => {
    await seedCreators(19, 5);
    const shown = await actors.as("guest", "GET", "/api/how-we-score");
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ posts: 95, creators: 19, minPosts: 100, minCreators: 20, correlation: null });
    const admin = await actors.as("admin", "GET", "/api/admin/score-vs-results");
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ posts: 95, creators: 19 });
    expect(admin.body.correlation.rho).toBe(1);
    expect(admin.body.weeks.length).toBeGreaterThan(0);
    expect(JSON.stringify(admin.body)).not.toMatch(/userId|username|email/);
  });

  it("when a twentieth creator brings it to 100 posts, then the public figure is shown with its interval", async () => {
    await seedCreators(1, 5);
    // The public figure is computed at most once a minute.
    ctx.clock.advance(61_000);
    const res = await actors.as("guest", "GET", "/api/how-we-score");
    expect(res.body).toMatchObject({ posts: 100, creators: 20 });
    expect(res.body.correlation).toMatchObject({ rho: 1, posts: 100 });
    expect((await actors.as("userA", "GET", "/api/admin/score-vs-results")).status).toBe(401);
  });
});
