import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_MAX_AGE_MS } from "@shared/constants";
import { analyses, measuredMedia, users } from "../../db/schema";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { makeMediaDir, makeVideo } from "../../../test/media";

// The same file uploaded again by its creator (the caption edited) is answered from what was measured on it:
// the engine does not run, the result is what a fresh analysis with the new caption gives, and it is billed
// like any analysis. Another creator's upload of the same file, or one after 24 hours, is analysed afresh.

let ctx: TestContext;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let video: string;
let engineRuns = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  media = await makeMediaDir();
  video = await makeVideo(path.join(media.dir, "clip.mp4"));
  const engine = ctx.services.engine;
  const analyze = engine.analyze.bind(engine);
  engine.analyze = async (input) => {
    engineRuns += 1;
    return analyze(input);
  };
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  media?.cleanup();
});

async function upload(agent: ReturnType<TestContext["request"]>, caption: string, hashtags: string) {
  const res = await agent
    .post("/api/analyze")
    .field("caption", caption)
    .field("hashtags", hashtags)
    .attach("file", video, { filename: "clip.mp4", contentType: "video/mp4" })
    .expect(201);
  return res.body.analysis as { id: number; viralScore: number; paymentType: string; previewStatus: string };
}

const signalsOf = async (id: number) =>
  (await ctx.database.db.select().from(analyses).where(eq(analyses.id, id)))[0]!.signals as Record<string, unknown>;

describe("an upload of a file already measured", () => {
  it("when a creator uploads the same clip with an edited caption, then it is scored without the engine, billed, and only the caption's signals differ", async () => {
    const { agent, user } = await signUp(ctx, "again");
    await ctx.database.db.update(users).set({ analysisCredits: 1 }).where(eq(users.id, user.id));
    const before = engineRuns;
    const first = await upload(agent, "new clip", "#food");
    expect(engineRuns).toBe(before + 1);
    const second = await upload(agent, "Which one would you try first? Comment below 👇", "#riyadh #foodtok");
    expect(engineRuns).toBe(before + 1);
    expect([first.paymentType, second.paymentType]).toEqual(["free", "per_post"]);
    expect(second.previewStatus).toBe("available");
    const a = await signalsOf(first.id);
    const b = await signalsOf(second.id);
    const changed = Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
    expect(changed).toContain("text");
    expect(changed.filter((k) => !["text", "compliance", "score"].includes(k))).toEqual([]);
    // The same caption again gives the very same result as the first analysis.
    await ctx.database.db.update(users).set({ analysisCredits: 1 }).where(eq(users.id, user.id));
    const third = await upload(agent, "new clip", "#food");
    expect(third.viralScore).toBe(first.viralScore);
    expect(await signalsOf(third.id)).toEqual(a);
  }, 120_000);

  it("when another creator uploads the same file, then it is analysed afresh (nobody learns what others uploaded)", async () => {
    const owner = await signUp(ctx, "owner");
    await upload(owner.agent, "mine", "#a");
    const before = engineRuns;
    const other = await signUp(ctx, "other");
    await upload(other.agent, "mine", "#a");
    expect(engineRuns).toBe(before + 1);
  }, 120_000);

  it("when the measurements are over 24 hours old, then the file is analysed afresh and the sweeper deletes them", async () => {
    const { agent, user } = await signUp(ctx, "later");
    await ctx.database.db.update(users).set({ analysisCredits: 1 }).where(eq(users.id, user.id));
    await upload(agent, "day one", "#a");
    ctx.clock.advance(PREVIEW_MAX_AGE_MS + 60_000);
    const before = engineRuns;
    await upload(agent, "day two", "#a");
    expect(engineRuns).toBe(before + 1);
    ctx.clock.advance(PREVIEW_MAX_AGE_MS + 60_000);
    await ctx.services.analyses.sweepExpiredPreviews();
    const left = await ctx.database.db.select().from(measuredMedia).where(eq(measuredMedia.userId, user.id));
    expect(left).toEqual([]);
  }, 120_000);

  it("when the kept measurements cannot be read back, then the file is analysed afresh", async () => {
    const { agent, user } = await signUp(ctx, "broken");
    await ctx.database.db.update(users).set({ analysisCredits: 1 }).where(eq(users.id, user.id));
    await upload(agent, "one", "#a");
    await ctx.database.db
      .update(measuredMedia)
      .set({ measured: Buffer.from("garbage") })
      .where(eq(measuredMedia.userId, user.id));
    const before = engineRuns;
    await upload(agent, "two", "#a");
    expect(engineRuns).toBe(before + 1);
    expect(fs.existsSync(ctx.config.uploadDir) ? fs.readdirSync(ctx.config.uploadDir) : []).toEqual([]);
  }, 120_000);
});
