import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STANDING_MIN_SAMPLE } from "@shared/schemas/analysis";
import { seedAnalysis, seedUser, uniqueTag } from "../../../test/admin-seed";
import { createTestContext, signUp, type TestContext } from "../../../test/app";

// Where a score sits among the posts analysed on this server in the last 90 days: only once there are at least
// 200 other analyses in that window; before that, nothing (no benchmark is invented).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ models: false });
});
afterAll(async () => {
  await ctx?.close();
});

const daysAgo = (days: number) => new Date(ctx.clock.now().getTime() - days * 24 * 60 * 60 * 1000);

describe("GET /api/analysis/:id standing", () => {
  it("when fewer than 200 other posts were analysed in 90 days, then no standing; from 200 on, the share it beats", async () => {
    const others = await seedUser(ctx, { username: uniqueTag("others") });
    const { agent, user } = await signUp(ctx, "standing");
    const own = await seedAnalysis(ctx, { userId: user.id, viralScore: 50 });
    // Older than the window: never counted, whatever their scores.
    for (let i = 0; i < 5; i++) await seedAnalysis(ctx, { userId: others.id, viralScore: 0, createdAt: daysAgo(91) });
    // 199 in the window, scores 0..99 then 0..98: 100 of them below 50.
    for (let i = 0; i < STANDING_MIN_SAMPLE - 1; i++) {
      await seedAnalysis(ctx, { userId: others.id, viralScore: i % 100, createdAt: daysAgo(i % 89) });
    }
    const before = await agent.get(`/api/analysis/${own.id}`).expect(200);
    expect(before.body.analysis.standing).toBeNull();

    await seedAnalysis(ctx, { userId: others.id, viralScore: 99, createdAt: daysAgo(1) });
    const after = await agent.get(`/api/analysis/${own.id}`).expect(200);
    expect(after.body.analysis.standing).toEqual({ higherThanPercent: 50, sample: 200, days: 90 });
  });
});
