import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { EngineLogger, RgbFrame } from "../types";
import { keepWords, type RawOcrWord } from "./ocr-words";
import type {
  DetectedBody,
  DetectedFace,
  DetectedObject,
  EmotionLabel,
  NsfwScores,
  OcrResult,
  VisionResult,
  VisionService,
  VisionStatus,
  VisionTasks,
} from "./types";
import { modelThreadNice } from "../thread-settings";
import { WorkerClient } from "./worker-client";

// The offline models behind VisionService, in two threads (measurements and the reasons for every number below:
// docs/decisions/006-vision-models.md and 034-engine-speed.md):
//   people  - Human: face detector + mesh + emotion, MoveNet body, CenterNet objects; nsfwjs
//             30-100 + 35 + ~130 + 50-90 ms a frame. Objects run only on a frame without a person, after the
//             people models answered, so a thread of their own bought no time and cost 80 MB.
//   ocr     - tesseract.js, English (+ Arabic from Debian's tesseract-ocr-ara)  ~50 ms, 80 on photos, up to ~300

/**
 * A face needs the detector's box score and a face mesh that agrees. Real faces on the demo photos score
 * 0.58-0.93 (box) and 1.00 (mesh), except one looking down: box 0.61, mesh 0.37. Synthetic frames give
 * nothing above box 0.15; below 0.5 on photos are faces turned down or away, and texture.
 */
export const FACE_MIN_SCORE = 0.5;
export const FACE_MESH_MIN_SCORE = 0.3;
/** MoveNet's pose score a body needs, and each keypoint's score to be named. */
export const BODY_MIN_SCORE = 0.5;
export const KEYPOINT_MIN_SCORE = 0.5;
/** CenterNet's score an object needs: synthetic frames reach 0.22, a circuit board 0.34 ("clock"). */
export const OBJECT_MIN_SCORE = 0.35;
/** Human's own face floor when probing near misses (eval script): everything the detector proposes. */
const PROBE_FACE_MIN = 0.1;

const INIT_TIMEOUT_MS = 60_000;
const CALL_TIMEOUT_MS = 10_000;
const BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 60_000;

/** Debian's tesseract-ocr-ara (and -eng, which tesseract-ocr depends on) install here. */
export const DEBIAN_TESSDATA = "/usr/share/tesseract-ocr/5/tessdata";
/** Tesseract's sparse-text page segmentation mode (11); see ocr-worker.mjs for the page it reads. */
const OCR_PAGE_SEGMENTATION = 11;

export type VisionServiceOptions = {
  logger?: EngineLogger;
  /** First restart delay after a worker failure (doubles per failure in a row, up to a minute). */
  backoffMs?: number;
  callTimeoutMs?: number;
  initTimeoutMs?: number;
  /** Where to look for Debian's ara.traineddata (tests point it elsewhere to check the English-only path). */
  tessdataDir?: string;
  /** Eval only: report every face, body and object the models propose, below the thresholds too. */
  probe?: boolean;
};

type RawFace = {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
  boxScore: number;
  faceScore: number;
  emotion: { label: EmotionLabel; score: number } | null;
};
type RawBody = {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
  keypoints: { part: string; score: number }[];
};
type RawObject = { label: string; score: number; x: number; y: number; width: number; height: number };
type RawVision = {
  faces: RawFace[] | null;
  bodies: RawBody[] | null;
  objects: RawObject[] | null;
  nsfw: NsfwScores | null;
  ms: VisionResult["ms"];
};
type ModelInfo = {
  backend: string;
  human: string;
  tfjs: string;
  loaded: { faces: boolean; body: boolean; objects: boolean; nsfw: boolean };
  loadMs: number;
};
type OcrInfo = { langs: string; langPath: string; psm: number; loadMs: number };
type RawRead = { lines: RawOcrWord[][]; ms: number };

export type DetectedFaceProbe = DetectedFace & { meshScore: number };

const require = createRequire(import.meta.url);

function ocrLanguages(tessdataDir: string): { langs: string; langPath: string; gzip: boolean } {
  const debian = (lang: string) => existsSync(path.join(tessdataDir, `${lang}.traineddata`));
  // One reader with both languages reads mixed captions in one pass; tesseract.js takes one folder, so
  // English comes from Debian's folder too when Arabic is installed.
  if (debian("ara") && debian("eng")) return { langs: "eng+ara", langPath: tessdataDir, gzip: false };
  const npmData = path.dirname(require.resolve("@tesseract.js-data/eng/package.json"));
  return { langs: "eng", langPath: path.join(npmData, "4.0.0_best_int"), gzip: true };
}

function isValidFrame(frame: RgbFrame): boolean {
  return (
    Number.isInteger(frame.width) &&
    Number.isInteger(frame.height) &&
    frame.width > 0 &&
    frame.height > 0 &&
    frame.rgb.length === frame.width * frame.height * 3
  );
}

/** A copy of the pixels in a buffer of its own: it is transferred, the caller keeps its frame. */
function pixelCopy(frame: RgbFrame): ArrayBuffer {
  const copy = new Uint8Array(frame.rgb.length);
  copy.set(frame.rgb);
  return copy.buffer;
}

/** Share of a box that lies inside the frame (boxes hanging far off the edge are not faces we can use). */
function insideShare(b: { x: number; y: number; width: number; height: number }): number {
  const w = Math.max(0, Math.min(1, b.x + b.width) - Math.max(0, b.x));
  const h = Math.max(0, Math.min(1, b.y + b.height) - Math.max(0, b.y));
  return (w * h) / (b.width * b.height);
}

const byArea = (a: { width: number; height: number; x: number; y: number }, b: typeof a) =>
  b.width * b.height - a.width * a.height || a.x - b.x || a.y - b.y;

export class OfflineVisionService implements VisionService {
  private readonly people: WorkerClient<ModelInfo>;
  private readonly ocr: WorkerClient<OcrInfo>;
  private readonly probe: boolean;
  private readonly logger?: EngineLogger;

  constructor(options: VisionServiceOptions = {}) {
    this.logger = options.logger;
    this.probe = options.probe ?? false;
    const common = {
      initTimeoutMs: options.initTimeoutMs ?? INIT_TIMEOUT_MS,
      callTimeoutMs: options.callTimeoutMs ?? CALL_TIMEOUT_MS,
      backoffMs: options.backoffMs ?? BACKOFF_MS,
      maxBackoffMs: MAX_BACKOFF_MS,
      logger: options.logger,
      workerData: { nice: modelThreadNice() },
    };
    const modelWorker = new URL("./vision-worker.mjs", import.meta.url);
    const faceMinConfidence = this.probe ? PROBE_FACE_MIN : Math.min(FACE_MIN_SCORE, FACE_MESH_MIN_SCORE);
    this.people = new WorkerClient<ModelInfo>({
      ...common,
      name: "vision-people",
      url: modelWorker,
      init: { models: { faces: true, body: true, nsfw: true, objects: true }, faceMinConfidence },
    });
    const ocr = ocrLanguages(options.tessdataDir ?? DEBIAN_TESSDATA);
    this.ocr = new WorkerClient<OcrInfo>({
      ...common,
      name: "vision-ocr",
      url: new URL("./ocr-worker.mjs", import.meta.url),
      init: { ...ocr, psm: OCR_PAGE_SEGMENTATION },
    });
  }

  async warmUp(): Promise<VisionStatus> {
    await Promise.all([this.people.start(), this.ocr.start()]);
    return this.status();
  }

  status(): VisionStatus {
    const people = this.people.info;
    const ocr = this.ocr.info;
    return {
      // Faces, emotion and body; the object model's own failures show as `objects: null` in results.
      vision: Boolean(people?.loaded.faces && people.loaded.body),
      nsfw: Boolean(people?.loaded.nsfw),
      ocr: ocr !== null,
      arabicOcr: Boolean(ocr?.langs.split("+").includes("ara")),
    };
  }

  /** What each worker reported after loading (backend, versions, load time), for the eval script and logs. */
  describe(): { people: ModelInfo | null; objects: ModelInfo | null; ocr: OcrInfo | null } {
    return { people: this.people.info, objects: this.people.info, ocr: this.ocr.info };
  }

  async analyze(frame: RgbFrame, tasks: VisionTasks): Promise<VisionResult> {
    const result: VisionResult = { faces: null, bodies: null, objects: null, nsfw: null, ms: {} };
    if (!isValidFrame(frame)) {
      this.logger?.warn({ width: frame.width, height: frame.height }, "scoring: vision skipped a malformed frame");
      return result;
    }
    const peopleTasks = { faces: Boolean(tasks.faces), body: Boolean(tasks.body), nsfw: Boolean(tasks.nsfw) };
    const wantsPeople = peopleTasks.faces || peopleTasks.body || peopleTasks.nsfw;
    const send = (client: WorkerClient<ModelInfo>, jobTasks: VisionTasks) => {
      const rgb = pixelCopy(frame);
      const message = { type: "analyze", width: frame.width, height: frame.height, rgb, tasks: jobTasks };
      return client.call<RawVision>(message, [rgb]);
    };
    const [people, objects] = await Promise.all([
      wantsPeople ? send(this.people, peopleTasks) : null,
      tasks.objects ? send(this.people, { objects: true }) : null,
    ]);
    if (people) {
      result.faces = people.faces && this.faces(people.faces);
      result.bodies = people.bodies && this.bodies(people.bodies);
      result.nsfw = people.nsfw;
      Object.assign(result.ms, people.ms);
    }
    if (objects) {
      result.objects = objects.objects && this.objects(objects.objects);
      Object.assign(result.ms, objects.ms);
    }
    return result;
  }

  private faces(raw: RawFace[]): DetectedFace[] {
    return raw
      .filter(
        (f) =>
          this.probe ||
          (f.boxScore >= FACE_MIN_SCORE &&
            f.faceScore >= FACE_MESH_MIN_SCORE &&
            f.width > 0 &&
            f.height > 0 &&
            insideShare(f) >= 0.6),
      )
      .map((f) => {
        const face: DetectedFace = {
          x: f.x,
          y: f.y,
          width: f.width,
          height: f.height,
          // The detector's score: the mesh's own confidence is 1.00 on nearly every real face.
          score: f.boxScore,
          emotion: f.emotion,
        };
        return this.probe ? { ...face, meshScore: f.faceScore } : face;
      })
      .sort(byArea);
  }

  private bodies(raw: RawBody[]): DetectedBody[] {
    return raw
      .filter((b) => this.probe || b.score >= BODY_MIN_SCORE)
      .map((b) => ({
        box: { x: b.x, y: b.y, width: b.width, height: b.height },
        score: b.score,
        keypoints: b.keypoints.filter((k) => k.score >= KEYPOINT_MIN_SCORE).map((k) => k.part),
      }))
      .sort((a, b) => byArea(a.box, b.box));
  }

  private objects(raw: RawObject[]): DetectedObject[] {
    return raw
      .filter((o) => this.probe || o.score >= OBJECT_MIN_SCORE)
      .map((o) => ({ label: o.label, score: o.score, box: { x: o.x, y: o.y, width: o.width, height: o.height } }))
      .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label));
  }

  async readText(frame: RgbFrame): Promise<OcrResult | null> {
    if (!isValidFrame(frame)) return null;
    const rgb = pixelCopy(frame);
    const read = await this.ocr.call<RawRead>({ type: "read", width: frame.width, height: frame.height, rgb }, [rgb]);
    const info = this.ocr.info;
    if (!read || !info) return null;
    const words = keepWords(read.lines, frame.width, frame.height);
    return { words, text: words.map((w) => w.text).join(" "), languages: info.langs.split("+"), ms: read.ms };
  }

  /** Test hook: the named worker thread dies as if it crashed, at once or with the next job it is given in hand. */
  crashForTest(worker: "people" | "objects" | "ocr", options: { nextJob?: boolean } = {}): Promise<void> {
    return (worker === "ocr" ? this.ocr : this.people).crashForTest(options);
  }

  async close(): Promise<void> {
    await Promise.all([this.people.close(), this.ocr.close()]);
  }
}
