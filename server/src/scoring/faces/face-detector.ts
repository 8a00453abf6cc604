import { Worker } from "node:worker_threads";
import type { FaceBox, RgbFrame } from "../types";
import type { EngineLogger } from "../types";

// Client of the face worker thread. One worker per process, loaded once and kept warm. If the model cannot
// load (or the worker dies) detection reports "unavailable" and the engine scores without faces, with
// lower confidence.

export type { FaceBox };

const INPUT_SIZE = 416;
// 0.6 rather than face-api's 0.5: at 0.5 synthetic patterns (and busy textures) produced faces.
const SCORE_THRESHOLD = 0.6;
const INIT_TIMEOUT_MS = 30_000;
const DETECT_TIMEOUT_MS = 10_000;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type Reply = { id: number; ok: boolean; error?: string; faces?: FaceBox[]; info?: unknown };

const RESTART_BACKOFF_MS = 30_000;

class FaceWorker {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private ready: Promise<boolean> | null = null;
  available = false;
  failure: string | null = null;

  constructor(private readonly logger?: EngineLogger) {}

  private failedAt = 0;

  /** Starts the worker; after a crash or timeout it is restarted, at most once per RESTART_BACKOFF_MS. */
  warmUp(): Promise<boolean> {
    if (!this.ready) {
      if (this.failedAt && Date.now() - this.failedAt < RESTART_BACKOFF_MS) return Promise.resolve(false);
      this.ready = this.start();
    }
    return this.ready;
  }

  private async start(): Promise<boolean> {
    try {
      const worker = new Worker(new URL("./face-worker.mjs", import.meta.url));
      worker.unref(); // never keeps a process (test run, CLI) alive
      worker.on("message", (reply: Reply) => this.settle(reply));
      worker.on("error", (error) => this.fail(`face worker error: ${error.message}`));
      worker.on("exit", (code) => {
        if (this.worker === worker) this.fail(`face worker exited (${code})`);
      });
      this.worker = worker;
      const info = await this.call({ type: "init", inputSize: INPUT_SIZE }, INIT_TIMEOUT_MS);
      this.available = true;
      this.failure = null;
      this.logger?.info({ face: info }, "scoring: face model loaded");
      return true;
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  private fail(reason: string): void {
    if (this.failure === null) this.logger?.warn({ reason }, "scoring: face detection unavailable, scoring without it");
    this.failure ??= reason;
    this.available = false;
    // Without this a single timeout would switch faces off until the process restarts.
    this.ready = null;
    this.failedAt = Date.now();
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new Error(reason));
    }
    this.pending.clear();
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
  }

  private settle(reply: Reply): void {
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.pending.delete(reply.id);
    clearTimeout(p.timer);
    if (reply.ok) p.resolve(reply.faces ?? reply.info);
    else p.reject(new Error(reply.error ?? "face worker failed"));
  }

  private call(message: Record<string, unknown>, timeoutMs: number, transfer: ArrayBuffer[] = []): Promise<unknown> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error(this.failure ?? "face worker not running"));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error("face detection timed out"));
        this.fail("face detection timed out");
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ ...message, id }, transfer);
    });
  }

  /** Faces in the frame, or null when detection is unavailable. */
  async detect(frame: RgbFrame): Promise<FaceBox[] | null> {
    if (!(await this.warmUp()) || !this.worker) return null;
    const copy = frame.rgb.slice(); // the copy is transferred; the caller keeps its frame
    try {
      const faces = (await this.call(
        {
          type: "detect",
          width: frame.width,
          height: frame.height,
          rgb: copy.buffer,
          inputSize: INPUT_SIZE,
          scoreThreshold: SCORE_THRESHOLD,
        },
        DETECT_TIMEOUT_MS,
        [copy.buffer as ArrayBuffer],
      )) as FaceBox[];
      // Stable order: largest first, then by position, so equal inputs give equal outputs.
      return faces
        .filter((f) => f.width > 0 && f.height > 0 && insideShare(f) >= 0.6)
        .sort((a, b) => b.width * b.height - a.width * a.height || a.x - b.x || a.y - b.y);
    } catch {
      return null;
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    this.available = false;
    if (worker) await worker.terminate();
  }
}

/** Share of a box that lies inside the frame (boxes hanging far off the edge are not faces we can use). */
function insideShare(f: FaceBox): number {
  const w = Math.max(0, Math.min(1, f.x + f.width) - Math.max(0, f.x));
  const h = Math.max(0, Math.min(1, f.y + f.height) - Math.max(0, f.y));
  return (w * h) / (f.width * f.height);
}

let shared: FaceWorker | null = null;

/** The process-wide face detector (models load once). */
export function getFaceDetector(logger?: EngineLogger): FaceWorker {
  shared ??= new FaceWorker(logger);
  return shared;
}

export async function closeFaceDetector(): Promise<void> {
  const detector = shared;
  shared = null;
  await detector?.close();
}

export type FaceDetector = FaceWorker;
