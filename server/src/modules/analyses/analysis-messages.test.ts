import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderEngineMessage } from "@shared/i18n/engine-text";
import type { Analysis } from "@shared/schemas/analysis";
import { analyses } from "../../db/schema";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { makeImage, makeMediaDir } from "../../../test/media";

// An analysis keeps its texts as messages (the messages column), so it reads in English or Arabic later; the
// English fields stay for the API's older readers, and analyses made before the column read as before.

let ctx: TestContext;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let image: string;

beforeAll(async () => {
  ctx = await createTestContext();
  media = await makeMediaDir();
  image = await makeImage(path.join(media.dir, "photo.png"));
});
afterAll(async () => {
  await ctx?.close();
  media?.cleanup();
});

describe("the messages of a stored analysis", () => {
  it("when an analysis is made, then its messages are stored and returned, and they render to its English texts", async () => {
    const { agent } = await signUp(ctx, "messages");
    const created: Analysis = (await agent.post("/api/analyze").attach("file", image).expect(201)).body.analysis;
    const messages = created.messages!;
    expect(messages.recommendations.map((m) => renderEngineMessage(m, "en"))).toEqual(created.recommendations);
    expect(messages.strengths.map((m) => renderEngineMessage(m, "en"))).toEqual(created.strengths);
    expect(messages.explanation.map((e) => e.key)).toEqual(created.explanation.map((e) => e.key));
    expect(renderEngineMessage(messages.theme, "ar")).toMatch(/[\u0600-\u06FF]/);

    const [row] = await ctx.database.db.select().from(analyses).where(eq(analyses.id, created.id));
    expect(row!.messages).toEqual(messages);
    const opened = await agent.get(`/api/analysis/${created.id}`).expect(200);
    expect(opened.body.analysis.messages).toEqual(messages);
  });

  it("when an analysis was stored before messages existed, then it still opens and lists, with messages null", async () => {
    const { agent, user } = await signUp(ctx, "older");
    const created: Analysis = (await agent.post("/api/analyze").attach("file", image).expect(201)).body.analysis;
    await ctx.database.db.update(analyses).set({ messages: null }).where(eq(analyses.id, created.id));

    const opened = await agent.get(`/api/analysis/${created.id}`).expect(200);
    expect(opened.body.analysis.messages).toBeNull();
    expect(opened.body.analysis.recommendations).toEqual(created.recommendations);
    const list = await agent.get(`/api/analyses/${user.id}`).expect(200);
    expect(list.body.analyses.map((a: Analysis) => [a.id, a.messages])).toEqual([[created.id, null]]);
  });
});
