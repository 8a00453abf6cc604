import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, PREVIEW_MAX_AGE_MS, UPLOAD_MAX_AGE_MS } from "@shared/constants";
import { analyses, analysisLeases, users } from "../../db/schema";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { ffmpeg, makeImage, makeMediaDir, makeVideo } from "../../../test/media";
import { createLogger } from "../../logger";
import { loadImage } from "../../scoring/media/image";
import { encodePreviewJpeg } from "../../scoring/media/preview-jpeg";
import type { ScoringEngine } from "../../scoring/engine";
import { createAnalysesService } from "./analyses.service";
import { sweepUploads } from "./upload";

let ctx: TestContext;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let video: string;
let image: string;
let textAsMp4: string;
let truncated: string;
let empty: string;

beforeAll(async () => {
  ctx = await createTestContext();
  media = await makeMediaDir();
  video = await makeVideo(path.join(media.dir, "clip.mp4"));
  image = await makeImage(path.join(media.dir, "photo.png"));
  textAsMp4 = path.join(media.dir, "notes.mp4");
  fs.writeFileSync(textAsMp4, "This is a text file pretending to be a video.\n".repeat(50));
  truncated = path.join(media.dir, "broken.mp4");
  fs.writeFileSync(truncated, fs.readFileSync(video).subarray(0, 3000));
  empty = path.join(media.dir, "empty.mp4");
  fs.writeFileSync(empty, "");
});
afterAll(async () => {
  await ctx?.close();
  media?.cleanup();
});

const uploadsLeft = () => (fs.existsSync(ctx.config.uploadDir) ? fs.readdirSync(ctx.config.uploadDir) : []);
const trialsUsed = async (id: number) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!.freeTrialsUsed;

describe("POST /api/analyze", () => {
  it("when a new user uploads a video, then a stored, explained analysis comes back, the trial is used and the file is gone", async () => {
    const { agent, user } = await signUp(ctx, "video");
    const res = await agent
      .post("/api/analyze")
      .field("userId", String(user.id))
      .field("caption", "وش رأيكم؟ Follow for more ✨")
      .field("hashtags", "#riyadh #foodie")
      .field("paymentType", "per_post") // ignored: the server decides
      .attach("file", video, { filename: "مقطع رمضان.mp4", contentType: "video/mp4" })
      .expect(201);
    const analysis = res.body.analysis;
    expect(analysis).toMatchObject({
      userId: user.id,
      fileName: "مقطع رمضان.mp4",
      mediaType: "video",
      mimeType: "video/mp4",
      paymentType: "free",
    });
    expect(analysis.viralScore).toBeGreaterThanOrEqual(0);
    expect(analysis.viralScore).toBeLessThanOrEqual(100);
    expect(analysis.strengths.length + analysis.recommendations.length).toBeGreaterThan(0);
    expect(analysis.explanation.length).toBeGreaterThan(3);
    expect(analysis.previewStatus).toBe("available");
    const [row] = await ctx.database.db.select().from(analyses).where(eq(analyses.id, analysis.id));
    expect(row!.engineVersion).toBe(analysis.engineVersion);
    expect(Object.keys(row!.signals).length).toBeGreaterThan(0);
    expect(await trialsUsed(user.id)).toBe(1);
    expect(uploadsLeft()).toEqual([]);
  });

  it("when the free trial is used up, then 402 requiresPayment, nothing stored and the file is gone", async () => {
    const { agent, user } = await signUp(ctx, "second");
    await agent.post("/api/analyze").attach("file", image).expect(201);
    const res = await agent.post("/api/analyze").attach("file", image).expect(402);
    expect(res.body).toMatchObject({
      code: "PAYMENT_REQUIRED",
      requiresPayment: true,
      message: expect.stringMatching(/free analysis/),
    });
    expect(await ctx.database.db.select().from(analyses).where(eq(analyses.userId, user.id))).toHaveLength(1);
    expect(await trialsUsed(user.id)).toBe(1);
    expect(uploadsLeft()).toEqual([]);
  });

  it("when two uploads race for the last free trial, then exactly one is free and the other is refused", async () => {
    const { agent, user } = await signUp(ctx, "race");
    const [a, b] = await Promise.all([
      agent.post("/api/analyze").attach("file", image),
      agent.post("/api/analyze").attach("file", image),
    ]);
    // 429 when the second arrives while the first runs (one analysis in flight per user), 402 after it.
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(201);
    expect([402, 429]).toContain(statuses[1]);
    expect(await trialsUsed(user.id)).toBe(1);
    expect(await ctx.database.db.select().from(analyses).where(eq(analyses.userId, user.id))).toHaveLength(1);
  });

  it("when two transactions consume the last free trial at once, then only one gets it", async () => {
    const { user } = await signUp(ctx, "atomic");
    const attempt = () =>
      ctx.database.db
        .transaction((tx) => ctx.services.billing.consume(tx, user.id))
        .then(
          (type) => type,
          (error: { code?: string }) => error.code,
        );
    const results = await Promise.all([attempt(), attempt(), attempt()]);
    expect(results.sort()).toEqual(["PAYMENT_REQUIRED", "PAYMENT_REQUIRED", "free"]);
    expect(await trialsUsed(user.id)).toBe(1);
  });

  it("when a user with no trial left uploads, then 402 and the file is never written to disk", async () => {
    const { agent, user } = await signUp(ctx, "gate");
    await ctx.database.db.update(users).set({ freeTrialsUsed: 1 }).where(eq(users.id, user.id));
    fs.mkdirSync(ctx.config.uploadDir, { recursive: true });
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(ctx.config.uploadDir, past, past);
    const before = fs.statSync(ctx.config.uploadDir).mtimeMs;
    const res = await agent.post("/api/analyze").attach("file", video).expect(402);
    expect(res.body.requiresPayment).toBe(true);
    // Creating and deleting a file would have changed the folder's modification time.
    expect(fs.statSync(ctx.config.uploadDir).mtimeMs).toBe(before);
  });

  it("when a Pro subscriber uploads, then analyses are unlimited and no trial is used", async () => {
    const { agent, user } = await signUp(ctx, "pro");
    await ctx.database.db
      .update(users)
      .set({ subscriptionPlan: "monthly", subscriptionStatus: "active" })
      .where(eq(users.id, user.id));
    for (let i = 0; i < 2; i++) {
      const res = await agent.post("/api/analyze").attach("file", image).expect(201);
      expect(res.body.analysis.paymentType).toBe("monthly");
    }
    expect(await trialsUsed(user.id)).toBe(0);
  });

  it("when a text file is renamed .mp4 and sent as video/mp4, then 415 and the trial is kept", async () => {
    const { agent, user } = await signUp(ctx, "fake");
    const res = await agent.post("/api/analyze").attach("file", textAsMp4, { contentType: "video/mp4" }).expect(415);
    expect(res.body).toMatchObject({ code: "UNSUPPORTED_FILE", message: expect.stringMatching(/MP4, MOV or AVI/) });
    expect(await trialsUsed(user.id)).toBe(0);
    expect(uploadsLeft()).toEqual([]);
  });

  it("when the media is truncated or empty, then 422 with a clear message and the trial is kept", async () => {
    const { agent, user } = await signUp(ctx, "broken");
    const broken = await agent.post("/api/analyze").attach("file", truncated).expect(422);
    expect(broken.body.code).toBe("UNREADABLE_MEDIA");
    const nothing = await agent.post("/api/analyze").attach("file", empty).expect(422);
    expect(nothing.body.message).toMatch(/empty/);
    expect(await trialsUsed(user.id)).toBe(0);
    expect(uploadsLeft()).toEqual([]);
  });

  it("when an analysis fails, then its lease is given back before the answer arrives, so an instant retry is not refused as already running", async () => {
    const { agent, user } = await signUp(ctx, "retry");
    // A slow database (under load): the lease's release takes 300 ms. The answer must still come after it.
    const leases = ctx.services.analysisLeases;
    const realRelease = leases.release.bind(leases);
    leases.release = async (userId) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return realRelease(userId);
    };
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        await agent.post("/api/analyze").attach("file", truncated).expect(422);
        const held = await ctx.database.db.select().from(analysisLeases).where(eq(analysisLeases.userId, user.id));
        expect(held, `attempt ${attempt + 1}`).toEqual([]);
        await agent.post("/api/analyze").attach("file", empty).expect(422);
      }
    } finally {
      leases.release = realRelease;
    }
  });

  it("when a truncated QuickTime upload goes to /api/test-quicktime, then 422 suggesting MP4", async () => {
    const { agent } = await signUp(ctx, "qt");
    const mov = path.join(media.dir, "broken.mov");
    const header = Buffer.from([0, 0, 0, 0x14, ...Buffer.from("ftypqt  "), 0, 0, 0, 0, ...Buffer.from("qt  ")]);
    fs.writeFileSync(mov, Buffer.concat([header, Buffer.alloc(2000, 7)]));
    const res = await agent.post("/api/test-quicktime").attach("file", mov).expect(422);
    expect(res.body.message).toMatch(/converting it to MP4/);
  });

  it("when no file is sent, or the caption is too long, then 400 and nothing is left on disk", async () => {
    const { agent } = await signUp(ctx, "nofile");
    const none = await agent.post("/api/analyze").field("caption", "hello").expect(400);
    expect(none.body.message).toMatch(/upload a video or image/i);
    const long = await agent.post("/api/analyze").field("caption", "x".repeat(2201)).attach("file", image).expect(400);
    expect(long.body.message).toMatch(/2200/);
    expect(uploadsLeft()).toEqual([]);
  });

  it("when the body is announced larger than 300 MB, then 413 FILE_TOO_LARGE before it is read", async () => {
    const { user, agent } = await signUp(ctx, "big");
    const res = await agent
      .post("/api/analyze")
      .set("Content-Length", String(MAX_UPLOAD_BYTES + 10_000_000))
      .set("Content-Type", "multipart/form-data; boundary=x")
      .send("--x\r\n")
      .catch((error: { response?: { status: number; body: unknown } }) => error.response!);
    expect(res.status).toBe(413);
    expect(await trialsUsed(user.id)).toBe(0);
  });

  it("when a streamed file passes 300 MB, then 413 FILE_TOO_LARGE and the partial file is deleted", async () => {
    const { agent } = await signUp(ctx, "stream");
    const cookie = (await agent.get("/api/user")).request.cookies;
    const server = http.createServer(ctx.app).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const boundary = "vsboundary";
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      );
      let sent = 0;
      const chunk = Buffer.alloc(1024 * 1024, 1);
      const body = new Readable({
        read() {
          if (sent === 0) this.push(head);
          if (sent > MAX_UPLOAD_BYTES + 4 * chunk.length) return this.push(null);
          sent += chunk.length;
          this.push(chunk);
        },
      });
      const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          {
            port,
            host: "127.0.0.1",
            method: "POST",
            path: "/api/analyze",
            headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, Cookie: cookie },
          },
          (response) => {
            let text = "";
            response.on("data", (d) => (text += d));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
          },
        );
        request.on("error", reject);
        body.pipe(request);
      });
      expect(status.status).toBe(413);
      expect(JSON.parse(status.body).code).toBe("FILE_TOO_LARGE");
      // multer removes the partial file once the request has ended
      await expect.poll(() => uploadsLeft(), { timeout: 5000 }).toEqual([]);
    } finally {
      server.close();
    }
  }, 60_000);

  it("when the userId field names another user, then 403 and nothing is stored", async () => {
    const a = await signUp(ctx, "mine");
    const b = await signUp(ctx, "theirs");
    await b.agent.post("/api/analyze").field("userId", String(a.user.id)).attach("file", image).expect(403);
    expect(await trialsUsed(b.user.id)).toBe(0);
    expect(uploadsLeft()).toEqual([]);
  });
});

describe("hostile media", () => {
  it("when a tiny clip declares a 10-hour timeline, then it is analysed quickly instead of exhausting memory", async () => {
    const { agent } = await signUp(ctx, "longclip");
    const file = path.join(media.dir, "long10h.mp4");
    await ffmpeg([
      "-f",
      "lavfi",
      "-i",
      "color=s=1080x1920:r=1/3600",
      "-frames:v",
      "10",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      file,
    ]);
    const started = Date.now();
    const res = await agent.post("/api/analyze").attach("file", file);
    expect([201, 422]).toContain(res.status);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("when a small file declares a 42-megapixel frame, then 422 naming the resolution", async () => {
    const { agent } = await signUp(ctx, "hugeframe");
    const file = path.join(media.dir, "huge.mov");
    await ffmpeg(["-f", "lavfi", "-i", "color=c=blue:s=7000x6000:r=1", "-frames:v", "1", "-c:v", "png", file]);
    const res = await agent.post("/api/analyze").attach("file", file).expect(422);
    expect(res.body.message).toMatch(/7000x6000/);
    expect(uploadsLeft()).toEqual([]);
  });
});

describe("progress streams", () => {
  it("when a user opens more than 3 progress streams, then the 4th is refused with 429", async () => {
    const { agent, user } = await signUp(ctx, "streams");
    const cookie = (await agent.get("/api/user")).request.cookies;
    const server = http.createServer(ctx.app).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const requests: http.ClientRequest[] = [];
    try {
      const { port } = server.address() as AddressInfo;
      const open = (id: string) =>
        new Promise<number>((resolve, reject) => {
          const request = http.get(
            { port, host: "127.0.0.1", path: `/api/analysis-progress/${id}`, headers: { Cookie: cookie } },
            (response) => resolve(response.statusCode ?? 0),
          );
          request.on("error", reject);
          requests.push(request);
        });
      for (let i = 0; i < 3; i++) expect(await open(`stream-${user.id}-${i}`)).toBe(200);
      expect(await open(`stream-${user.id}-3`)).toBe(429);
    } finally {
      for (const request of requests) request.destroy();
      server.closeAllConnections();
      server.close();
    }
  });
});

describe("the stages of an analysis", () => {
  /** Uploads `file` with a requestId while listening to its progress, and returns every stage heard. */
  async function stagesOf(prefix: string, file: string, contentType: string) {
    const { agent, user } = await signUp(ctx, prefix);
    const requestId = `stages-${user.id}-${Date.now()}`;
    const heard: Array<{ stage: string; percent: number; at: number }> = [];
    const stop = await ctx.services.progress.subscribe(user.id, requestId, (event) =>
      heard.push({ stage: event.stage, percent: event.percent, at: performance.now() }),
    );
    try {
      await agent.post("/api/analyze").field("requestId", requestId).attach("file", file, { contentType }).expect(201);
      await ctx.services.progress.flush();
      await expect.poll(() => heard.at(-1)?.stage).toBe("done");
    } finally {
      stop();
    }
    return heard;
  }

  it("when a video with sound is analysed, then the engine's stages (probing, decoding, sound, sight, scoring) are reported in order and the bar only moves forward", async () => {
    const heard = await stagesOf("stages", video, "video/mp4");
    // The models' stage may report again as each frame is seen: one entry per stage, in order.
    expect(heard.map((event) => event.stage).filter((stage, i, all) => stage !== all[i - 1])).toEqual([
      "received",
      "probing",
      "decoding",
      "sound",
      "sight",
      "scoring",
      "generating",
      "done",
    ]);
    const percents = heard.map((event) => event.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(percents).size).toBe(percents.length);
  }, 90_000); // a whole video through the models, on a shared 2-core machine

  it("when an image is analysed, then it reports decoding, sight and scoring, and no sound stage", async () => {
    const heard = await stagesOf("stagesimg", image, "image/png");
    expect(heard.map((event) => event.stage).filter((stage, i, all) => stage !== all[i - 1])).toEqual([
      "received",
      "decoding",
      "sight",
      "scoring",
      "generating",
      "done",
    ]);
  });
});

describe("reading and deleting analyses", () => {
  it("when the owner lists, opens and deletes an analysis, then it works; another user gets 403", async () => {
    const owner = await signUp(ctx, "owner");
    const other = await signUp(ctx, "other");
    const created = (await owner.agent.post("/api/analyze").attach("file", image).expect(201)).body.analysis;

    const list = await owner.agent.get(`/api/analyses/${owner.user.id}`).expect(200);
    expect(list.body.analyses.map((a: { id: number }) => a.id)).toEqual([created.id]);
    await other.agent.get(`/api/analyses/${owner.user.id}`).expect(403);

    const opened = await owner.agent.get(`/api/analysis/${created.id}`).expect(200);
    expect(opened.body.analysis).toEqual(created);
    await other.agent.get(`/api/analysis/${created.id}`).expect(403);
    await other.agent.delete(`/api/analysis/${created.id}`).expect(403);

    await owner.agent.delete(`/api/analysis/${created.id}`).expect(200);
    await owner.agent.get(`/api/analysis/${created.id}`).expect(404);
    expect((await owner.agent.get(`/api/analyses/${owner.user.id}`)).body.analyses).toEqual([]);
  });
});

describe("upload sweeper", () => {
  it("when an upload is older than an hour, then it is removed and newer ones stay", async () => {
    fs.mkdirSync(ctx.config.uploadDir, { recursive: true });
    const old = path.join(ctx.config.uploadDir, "old.upload");
    const fresh = path.join(ctx.config.uploadDir, "fresh.upload");
    fs.writeFileSync(old, "x");
    fs.writeFileSync(fresh, "y");
    const past = new Date(Date.now() - UPLOAD_MAX_AGE_MS - 60_000);
    fs.utimesSync(old, past, past);
    expect(await sweepUploads(ctx.config.uploadDir, createLogger("silent"))).toBe(1);
    expect(uploadsLeft()).toEqual(["fresh.upload"]);
    fs.rmSync(fresh);
  });
});

describe("the preview still of a stored analysis", () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await encodePreviewJpeg((await loadImage(image)).frame);
  });

  /**
   * The analyses service on the real engine, with the engine's preview made here from the same file: the
   * offline engine returns previewJpeg null until it encodes its analysed frame itself (scoring/types.ts).
   */
  async function analyseWithPreview(userId: number) {
    const engine: ScoringEngine = {
      ...ctx.services.engine,
      analyze: async (input) => ({ ...(await ctx.services.engine.analyze(input)), previewJpeg: jpeg }),
    };
    const service = createAnalysesService({
      db: ctx.database.db,
      engine,
      billing: ctx.services.billing,
      progress: ctx.services.progress,
      queue: ctx.services.analysisQueue,
      logger: createLogger("silent"),
      clock: ctx.clock,
    });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    const upload = path.join(media.dir, `upload-${userId}.png`);
    fs.copyFileSync(image, upload);
    return service.analyze(user!, {
      file: { path: upload, size: fs.statSync(upload).size, originalname: "cover.png" },
      caption: "",
      hashtags: "",
    });
  }

  const storedPreview = async (id: number) =>
    (await ctx.database.db.select({ bytes: analyses.previewJpeg }).from(analyses).where(eq(analyses.id, id)))[0]!.bytes;

  it("when the engine gives a preview, then it is stored and only its owner gets it, as a JPEG that JSON never carries", async () => {
    const owner = await signUp(ctx, "still");
    const other = await signUp(ctx, "peek");
    const analysis = await analyseWithPreview(owner.user.id);
    expect(analysis.previewStatus).toBe("available");
    expect(Date.parse(analysis.previewExpiresAt) - Date.parse(analysis.createdAt)).toBe(PREVIEW_MAX_AGE_MS);
    expect(await storedPreview(analysis.id)).toEqual(jpeg);

    const res = await owner.agent.get(`/api/analysis/${analysis.id}/preview`).expect(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toMatch(/^private, max-age=([1-9]\d*)$/);
    expect(Number(/max-age=(\d+)/.exec(res.headers["cache-control"]!)![1])).toBeLessThanOrEqual(300);
    expect(Buffer.compare(res.body as Buffer, jpeg)).toBe(0);

    // The bytes stay out of every JSON answer, which only says the still is there.
    const opened = await owner.agent.get(`/api/analysis/${analysis.id}`).expect(200);
    const listed = await owner.agent.get(`/api/analyses/${owner.user.id}`).expect(200);
    for (const body of [opened.body.analysis, listed.body.analyses[0]]) {
      expect(body).toMatchObject({ id: analysis.id, previewStatus: "available" });
      expect(Object.keys(body)).not.toContain("previewJpeg");
      expect(Object.keys(body)).not.toContain("hasPreview");
      expect(Object.keys(body)).not.toContain("signals");
    }

    // Someone else's or a missing analysis: 404 alike, so nobody learns that a picture exists.
    const theirs = await other.agent.get(`/api/analysis/${analysis.id}/preview`).expect(404);
    expect(theirs.body).toMatchObject({ code: "NOT_FOUND", message: expect.any(String) });
    expect(theirs.headers["content-type"]).toMatch(/json/);
    await owner.agent.get(`/api/analysis/2147483000/preview`).expect(404);
    await ctx.request().get(`/api/analysis/${analysis.id}/preview`).expect(401);
    await owner.agent.get(`/api/analysis/abc/preview`).expect(400);

    // Deleting the analysis deletes its still with it.
    await owner.agent.delete(`/api/analysis/${analysis.id}`).expect(200);
    await owner.agent.get(`/api/analysis/${analysis.id}/preview`).expect(404);
  });

  it("when the engine made no preview, then the analysis says none and the preview route answers 404", async () => {
    const { agent } = await signUp(ctx, "nostill");
    const created = (await agent.post("/api/analyze").attach("file", image).expect(201)).body.analysis;
    await ctx.database.db.update(analyses).set({ previewJpeg: null }).where(eq(analyses.id, created.id));
    expect((await agent.get(`/api/analysis/${created.id}`).expect(200)).body.analysis.previewStatus).toBe("none");
    const res = await agent.get(`/api/analysis/${created.id}/preview`).expect(404);
    expect(res.body.message).toMatch(/no preview/);
  });

  it("when 24 hours have passed since the analysis, then the preview answers 410 at once and the sweeper deletes its bytes in SQL", async () => {
    const { agent, user } = await signUp(ctx, "expiry");
    const expired = await analyseWithPreview(user.id);
    await ctx.database.db.update(users).set({ freeTrialsUsed: 0 }).where(eq(users.id, user.id));
    const young = await analyseWithPreview(user.id);
    // Backdated against the app's clock: one just past 24 hours, one a minute short of it.
    const now = ctx.clock.now().getTime();
    await ctx.database.db
      .update(analyses)
      .set({ createdAt: new Date(now - PREVIEW_MAX_AGE_MS - 60_000) })
      .where(eq(analyses.id, expired.id));
    await ctx.database.db
      .update(analyses)
      .set({ createdAt: new Date(now - PREVIEW_MAX_AGE_MS + 60_000) })
      .where(eq(analyses.id, young.id));

    // Before the sweeper runs, the expired still is already refused and reported as expired.
    const gone = await agent.get(`/api/analysis/${expired.id}/preview`).expect(410);
    expect(gone.body).toMatchObject({
      code: "PREVIEW_EXPIRED",
      message: "The preview has expired: media is deleted 24 hours after the analysis.",
    });
    expect((await agent.get(`/api/analysis/${expired.id}`)).body.analysis.previewStatus).toBe("expired");
    expect((await agent.get(`/api/analysis/${young.id}`)).body.analysis.previewStatus).toBe("available");

    expect(await ctx.services.analyses.sweepExpiredPreviews()).toBe(1);
    expect(await storedPreview(expired.id)).toBeNull();
    expect(await storedPreview(young.id)).toEqual(jpeg);
    await agent.get(`/api/analysis/${expired.id}/preview`).expect(410);
    await agent.get(`/api/analysis/${young.id}/preview`).expect(200);
    // The scores and insights stay.
    const [kept] = await ctx.database.db.select().from(analyses).where(eq(analyses.id, expired.id));
    expect(kept).toMatchObject({ viralScore: expired.viralScore, insights: expired.insights });

    // A minute later the young one is past 24 hours too, and a second sweep finds nothing else.
    ctx.clock.advance(2 * 60_000);
    try {
      expect(await ctx.services.analyses.sweepExpiredPreviews()).toBe(1);
      expect(await storedPreview(young.id)).toBeNull();
      expect(await ctx.services.analyses.sweepExpiredPreviews()).toBe(0);
    } finally {
      ctx.clock.advance(-2 * 60_000);
    }
  });
});
