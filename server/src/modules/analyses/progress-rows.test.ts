import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisProgress } from "../../db/schema";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { makeImage, makeMediaDir } from "../../../test/media";
import type { ProgressEvent } from "./progress";

// analysis_progress rows are made only by an analysis of the user's own upload: a signed-in user opening
// streams for made-up ids writes nothing, so the table cannot be filled at will.

let ctx: TestContext;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let image: string;
beforeAll(async () => {
  ctx = await createTestContext();
  media = await makeMediaDir();
  image = await makeImage(path.join(media.dir, "progress.png"), "360x640");
});
afterAll(async () => {
  await ctx?.close();
  media?.cleanup();
});

/** Opens a progress stream as `cookie` and returns its status; the stream stays open until `close`. */
async function openStreams(cookie: string, ids: string[]) {
  const server = http.createServer(ctx.app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const requests: http.ClientRequest[] = [];
  const statuses: number[] = [];
  for (const id of ids) {
    statuses.push(
      await new Promise<number>((resolve, reject) => {
        const request = http.get(
          { port, host: "127.0.0.1", path: `/api/analysis-progress/${id}`, headers: { Cookie: cookie } },
          (response) => resolve(response.statusCode ?? 0),
        );
        request.on("error", reject);
        requests.push(request);
      }),
    );
  }
  return {
    statuses,
    close() {
      for (const request of requests) request.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}

describe("analysis_progress rows", () => {
  it("when a signed-in user opens streams for made-up ids, then no row is written", async () => {
    const { agent } = await signUp(ctx, "madeup");
    const cookie = (await agent.get("/api/user")).request.cookies;
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const streams = await openStreams(cookie, ids);
    try {
      expect(streams.statuses).toEqual([200, 200, 200]);
      const rows = await ctx.database.db
        .select()
        .from(analysisProgress)
        .where(inArray(analysisProgress.requestId, ids));
      expect(rows).toEqual([]);
    } finally {
      streams.close();
    }
  });

  it("when a user's upload carries a requestId, then its row is the user's and another user's stream on it is refused", async () => {
    const owner = await signUp(ctx, "progressowner");
    const other = await signUp(ctx, "progressother");
    const requestId = randomUUID();
    await owner.agent.post("/api/analyze").field("requestId", requestId).attach("file", image).expect(201);
    await ctx.services.progress.flush();
    const rows = await ctx.database.db.select().from(analysisProgress).where(eq(analysisProgress.requestId, requestId));
    expect(rows.map((r) => r.userId)).toEqual([owner.user.id]);
    const streams = await openStreams((await other.agent.get("/api/user")).request.cookies, [requestId]);
    try {
      expect(streams.statuses).toEqual([403]);
    } finally {
      streams.close();
    }
  }, 120_000); // an analysis on a loaded machine

  it("when another user listens on an id before its owner's analysis starts, then that listener hears none of it", async () => {
    const owner = await signUp(ctx, "earlyowner");
    const other = await signUp(ctx, "earlyother");
    const requestId = randomUUID();
    const heardByOther: ProgressEvent[] = [];
    const heardByOwner: ProgressEvent[] = [];
    const stopOther = await ctx.services.progress.subscribe(other.user.id, requestId, (e) => heardByOther.push(e));
    const stopOwner = await ctx.services.progress.subscribe(owner.user.id, requestId, (e) => heardByOwner.push(e));
    ctx.services.progress.publish(owner.user.id, requestId, { stage: "probing", percent: 10 });
    await ctx.services.progress.flush();
    await expect.poll(() => heardByOwner.length).toBe(1);
    expect(heardByOther).toEqual([]);
    stopOther();
    stopOwner();
  });
});
