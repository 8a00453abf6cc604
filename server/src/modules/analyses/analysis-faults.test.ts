import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import express from "express";
import supertest from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { analyses, users } from "../../db/schema";
import { errorHandler } from "../../http/error-handler";
import { configureMediaTools, resetMediaToolsForTest } from "../../scoring/media/tools";
import { getVisionService, OfflineVisionService } from "../../scoring/vision";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { makeMediaDir, makeVideo } from "../../../test/media";
import { ANALYSIS_FAILED_MESSAGE } from "./analyses.service";
import {
  createUploadMiddleware,
  type OpenUploadFile,
  STORAGE_FULL_MESSAGE,
  STORAGE_UNAVAILABLE_MESSAGE,
} from "./upload";

// Faults on our side (docs/decisions/014-our-faults-are-503.md): a killed or hung ffmpeg, a model worker lost mid-job,
// a full or unwritable upload folder. Real app, real database, real ffmpeg and models; the only doubles are a fake
// ffmpeg that hangs and, where a tmpfs cannot be mounted, a disk that fills up at the filesystem edge.

const ps = promisify(execFile);

let ctx: TestContext;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let bigVideo: string;
let smallVideo: string;
let undecodable: string;

beforeAll(async () => {
  ctx = await createTestContext();
  media = await makeMediaDir();
  // Large enough that its decodes run for a while (the ffmpeg to kill must still be running when found).
  [bigVideo, smallVideo] = await Promise.all([
    makeVideo(path.join(media.dir, "big.mp4"), { seconds: 8, size: "1080x1920" }),
    makeVideo(path.join(media.dir, "small.mp4")),
  ]);
  // An MP4 header (so the type check passes) followed by noise: no decoder can read it.
  undecodable = path.join(media.dir, "noise.mp4");
  fs.writeFileSync(
    undecodable,
    Buffer.concat([Buffer.from("000000186674797069736f6d0000020069736f6d6d703432", "hex"), randomBytes(64 * 1024)]),
  );
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  media?.cleanup();
});

afterEach(() => {
  configureMediaTools({ ffmpegPath: undefined, ffprobePath: undefined });
  resetMediaToolsForTest();
});

const uploadsLeft = () => (fs.existsSync(ctx.config.uploadDir) ? fs.readdirSync(ctx.config.uploadDir) : []);
const trialsUsed = async (id: number) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!.freeTrialsUsed;
const analysesOf = async (id: number) => ctx.database.db.select().from(analyses).where(eq(analyses.userId, id));

type Agent = Awaited<ReturnType<typeof signUp>>["agent"];
const analyze = (agent: Agent, file: string) =>
  agent.post("/api/analyze").field("caption", "fault test").attach("file", file, { contentType: "video/mp4" });

/** Children of this test process whose command line matches, as [pid, command line]. */
async function children(match: (args: string) => boolean): Promise<[number, string][]> {
  const { stdout } = await ps("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)]).catch(() => ({ stdout: "" }));
  return stdout
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && match(m[2]!))
    .map((m) => [Number(m[1]), m[2]!]);
}

/** Polls every 20 ms for an ffmpeg decoding one of this app's uploads and SIGKILLs it, as the OOM killer would. */
async function killFfmpegOfUpload(deadline: number): Promise<string> {
  while (Date.now() < deadline) {
    const found = await children((args) => /(^|\/)ffmpeg\s/.test(args) && args.includes(ctx.config.uploadDir));
    for (const [pid, args] of found) {
      try {
        process.kill(pid, "SIGKILL");
        return args;
      } catch {
        // It ended between the listing and the kill: look again.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("no ffmpeg of the upload was seen running");
}

function expectAnalysisFailed(res: supertest.Response) {
  expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({
    status: 503,
    code: "ANALYSIS_FAILED",
    message: ANALYSIS_FAILED_MESSAGE,
  });
  expect(res.headers["retry-after"]).toBe("5");
}

describe("media tools", () => {
  it("when ffmpeg is killed mid-analysis, then 503 ANALYSIS_FAILED, nothing is consumed or left behind, and the retry uses the trial", async () => {
    const { agent, user } = await signUp(ctx, "killed");
    const pending = analyze(agent, bigVideo).then((res) => res);
    const killed = await killFfmpegOfUpload(Date.now() + 20_000);
    expect(killed).toContain(ctx.config.uploadDir);
    const res = await pending;
    expectAnalysisFailed(res);
    expect(await trialsUsed(user.id)).toBe(0);
    expect(await analysesOf(user.id)).toHaveLength(0);
    expect(uploadsLeft()).toEqual([]);

    const retry = await analyze(agent, smallVideo).expect(201);
    expect(retry.body.analysis.paymentType).toBe("free");
    expect(await trialsUsed(user.id)).toBe(1);
    expect(uploadsLeft()).toEqual([]);
  }, 60_000);

  it("when ffmpeg and ffprobe hang past their timeout, then 503 ANALYSIS_FAILED and no tool is left running", async () => {
    const hung = path.join(media.dir, "hung-tool.sh");
    fs.writeFileSync(hung, "#!/bin/sh\nexec sleep 30\n", { mode: 0o755 });
    configureMediaTools({ ffmpegPath: hung, ffprobePath: hung });
    resetMediaToolsForTest({ timeoutMs: 400 });
    const { agent, user } = await signUp(ctx, "hung");
    const started = Date.now();
    expectAnalysisFailed(await analyze(agent, smallVideo));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await trialsUsed(user.id)).toBe(0);
    expect(uploadsLeft()).toEqual([]);
    // Our timeout kills what it started (the shell exec'd sleep, so the sleep itself).
    let left = await children((args) => args.startsWith("sleep 30"));
    for (let i = 0; i < 50 && left.length > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      left = await children((args) => args.startsWith("sleep 30"));
    }
    expect(left).toEqual([]);
  }, 30_000);

  it("when ffmpeg cannot be started, then 503 ANALYSIS_FAILED, not unreadable media", async () => {
    configureMediaTools({
      ffmpegPath: path.join(media.dir, "no-such-ffmpeg"),
      ffprobePath: path.join(media.dir, "no-such-ffprobe"),
    });
    resetMediaToolsForTest();
    const { agent, user } = await signUp(ctx, "nostart");
    expectAnalysisFailed(await analyze(agent, smallVideo));
    expect(await trialsUsed(user.id)).toBe(0);
  });

  it("when the file truly cannot be decoded, then it is still 422 UNREADABLE_MEDIA with the trial kept", async () => {
    const { agent, user } = await signUp(ctx, "noise");
    const res = await analyze(agent, undecodable).expect(422);
    expect(res.body.code).toBe("UNREADABLE_MEDIA");
    expect(res.body.message).toMatch(/^We could not read this video: /);
    expect(res.headers["retry-after"]).toBeUndefined();
    expect(await trialsUsed(user.id)).toBe(0);
    expect(uploadsLeft()).toEqual([]);
  });
});

describe("model workers", () => {
  it("when the model worker crashes mid-analysis, then 503 with nothing consumed, and the next analysis works with vision", async () => {
    const vision = getVisionService();
    expect(vision).toBeInstanceOf(OfflineVisionService);
    expect((await vision.warmUp()).vision).toBe(true);
    const { agent, user } = await signUp(ctx, "crash");
    // The people thread dies with the analysis's first model job in hand.
    await (vision as OfflineVisionService).crashForTest("people", { nextJob: true });
    expectAnalysisFailed(await analyze(agent, smallVideo));
    expect(await trialsUsed(user.id)).toBe(0);
    expect(await analysesOf(user.id)).toHaveLength(0);
    expect(uploadsLeft()).toEqual([]);

    // The thread was restarted at once in the background: the retry is scored with the models.
    const retry = await analyze(agent, smallVideo).expect(201);
    expect(retry.body.analysis.paymentType).toBe("free");
    const [row] = await analysesOf(user.id);
    expect((row!.signals as { faces: { available: boolean } }).faces.available).toBe(true);
    expect(vision.status().vision).toBe(true);
    expect(await trialsUsed(user.id)).toBe(1);
  }, 60_000);
});

/** Replaces the upload folder with a regular file for the duration of fn, then restores an empty folder. */
async function withUploadDirAsFile(fn: () => Promise<void>) {
  const dir = ctx.config.uploadDir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.writeFileSync(dir, "not a folder");
  try {
    await fn();
  } finally {
    fs.rmSync(dir, { force: true });
  }
}

function tryMountTmpfs(dir: string, size: string): boolean {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir], { stdio: "pipe" });
    return true;
  } catch (error) {
    console.warn(
      `\n*** SKIPPED: could not mount a tmpfs on ${dir} (${(error as Error).message.split("\n")[0]}); ` +
        "the full-disk case is covered by the filesystem-edge double only ***\n",
    );
    return false;
  }
}

describe("the upload folder", () => {
  it("when the upload folder is on a full disk (a 1 MB tmpfs), then 507 STORAGE_FULL, nothing left behind, and the server still answers", async (test) => {
    const dir = ctx.config.uploadDir;
    fs.mkdirSync(dir, { recursive: true });
    if (!tryMountTmpfs(dir, "1m")) return test.skip();
    try {
      const { agent, user } = await signUp(ctx, "full");
      const res = await analyze(agent, bigVideo);
      expect(fs.statSync(bigVideo).size).toBeGreaterThan(2 * 1024 * 1024);
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        status: 507,
        code: "STORAGE_FULL",
        message: STORAGE_FULL_MESSAGE,
      });
      expect(res.headers["retry-after"]).toBeDefined();
      expect(fs.readdirSync(dir)).toEqual([]);
      expect(await trialsUsed(user.id)).toBe(0);
      await agent.get("/api/user").expect(200);
    } finally {
      execFileSync("umount", [dir]);
    }
    // With room again, uploads work.
    const { agent } = await signUp(ctx, "afterfull");
    await analyze(agent, smallVideo).expect(201);
    expect(uploadsLeft()).toEqual([]);
  }, 60_000);

  it("when the upload folder cannot be made (its path is a regular file), then 503 with a clear message, and uploads work again once it can", async () => {
    const { agent, user } = await signUp(ctx, "unwritable");
    await withUploadDirAsFile(async () => {
      const res = await analyze(agent, smallVideo);
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        status: 503,
        code: "ANALYSIS_FAILED",
        message: STORAGE_UNAVAILABLE_MESSAGE,
      });
      expect(res.headers["retry-after"]).toBeDefined();
      expect(fs.readFileSync(ctx.config.uploadDir, "utf8")).toBe("not a folder");
      await agent.get("/api/user").expect(200);
    });
    expect(await trialsUsed(user.id)).toBe(0);
    // The folder is gone now: it is made again for the next upload.
    expect(fs.existsSync(ctx.config.uploadDir)).toBe(false);
    await analyze(agent, smallVideo).expect(201);
    expect(uploadsLeft()).toEqual([]);
  }, 60_000);

  /** A disk with room for `capacity` bytes: writes past it fail with ENOSPC, as the kernel's would. */
  const fillingDisk =
    (capacity: number, code = "ENOSPC"): OpenUploadFile =>
    (filePath) => {
      const fd = fs.openSync(filePath, "w");
      let written = 0;
      let closed = false;
      const close = () => {
        if (!closed) fs.closeSync(fd);
        closed = true;
      };
      return new Writable({
        write(chunk: Buffer, _encoding, done) {
          if (written + chunk.length > capacity) {
            return done(Object.assign(new Error(`${code}: no space left on device, write`), { code }));
          }
          written += fs.writeSync(fd, chunk);
          done();
        },
        final(done) {
          close();
          done();
        },
        destroy(error, done) {
          close();
          done(error);
        },
      });
    };

  it.each([
    ["ENOSPC", 507, "STORAGE_FULL", STORAGE_FULL_MESSAGE],
    ["EDQUOT", 507, "STORAGE_FULL", STORAGE_FULL_MESSAGE],
    ["EACCES", 503, "ANALYSIS_FAILED", STORAGE_UNAVAILABLE_MESSAGE],
  ])(
    "when the disk fails a write with %s (filesystem-edge double), then %i %s, the partial file is deleted and the next upload is stored",
    async (code, status, errorCode, message) => {
      const dir = path.join(media.dir, `uploads-${code}`);
      let open: OpenUploadFile = fillingDisk(256 * 1024, code);
      const app = express();
      app.post("/upload", createUploadMiddleware(dir, { openFile: (p) => open(p) }), (req, res) => {
        res.status(201).json({ size: req.file?.size });
        fs.rmSync(req.file!.path);
      });
      app.use(errorHandler);
      const res = await supertest(app).post("/upload").attach("file", bigVideo);
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        status,
        code: errorCode,
        message,
      });
      expect(fs.readdirSync(dir)).toEqual([]);
      open = fillingDisk(Number.POSITIVE_INFINITY);
      const ok = await supertest(app).post("/upload").attach("file", smallVideo).expect(201);
      expect(ok.body.size).toBe(fs.statSync(smallVideo).size);
    },
  );
});
