import { Worker } from "node:worker_threads";
import type { EngineLogger } from "../types";

// One model thread seen from the event loop: started on first use, loaded once, fed one job at a time (so a
// job's timeout counts its own run, not the queue before it). Any failure (load error, crash, timeout) makes
// the thread "unavailable": queued and running jobs resolve to null, the thread is terminated, and a later
// job starts a fresh one, after a backoff that doubles with every failure in a row. Never throws to callers,
// never keeps the process alive.

export type WorkerClientOptions = {
  name: string;
  url: URL;
  /** The init message's fields (the worker answers it with a description of what it loaded). */
  init: Record<string, unknown>;
  initTimeoutMs: number;
  callTimeoutMs: number;
  /** First restart delay after a failure; doubles per failure in a row up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  logger?: EngineLogger;
};

type Job = {
  message: Record<string, unknown>;
  transfer: ArrayBuffer[];
  timeoutMs: number;
  resolve: (value: unknown) => void;
};

type Reply = { id: number; ok: boolean; value?: unknown; error?: string };

export class WorkerClient<Info = unknown> {
  private worker: Worker | null = null;
  private ready: Promise<Info | null> | null = null;
  private readonly queue: Job[] = [];
  private running: { id: number; job: Job; timer: NodeJS.Timeout } | null = null;
  private nextId = 1;
  private failures = 0;
  private retryAt = 0;
  /** What the worker reported after loading, or null while it is not running. */
  info: Info | null = null;
  lastError: string | null = null;

  constructor(private readonly options: WorkerClientOptions) {}

  get available(): boolean {
    return this.info !== null;
  }

  /** Starts (or restarts, once the backoff has passed) the worker; null when it is unavailable. */
  start(): Promise<Info | null> {
    if (this.ready) return this.ready;
    if (Date.now() < this.retryAt) return Promise.resolve(null);
    const boot = this.boot();
    this.ready = boot;
    // A boot that ends without a worker must not stay the answer to every later start().
    void boot.then((info) => {
      if (info === null && this.ready === boot) this.ready = null;
    });
    return boot;
  }

  private async boot(): Promise<Info | null> {
    const { name, url, init, initTimeoutMs, logger } = this.options;
    try {
      const worker = new Worker(url);
      worker.unref(); // never keeps a process (test run, CLI) alive
      worker.on("message", (reply: Reply) => this.settle(worker, reply));
      worker.on("error", (error) => this.fail(worker, `${name} worker error: ${error.message}`));
      worker.on("exit", (code) => this.fail(worker, `${name} worker exited (${code})`));
      this.worker = worker;
      const info = await this.enqueue({ ...init, type: "init" }, [], initTimeoutMs, true);
      if (info === null || this.worker !== worker) return null;
      this.info = info as Info;
      this.failures = 0;
      this.lastError = null;
      logger?.info({ worker: name, info }, "scoring: vision worker loaded");
      return this.info;
    } catch (error) {
      // The thread could not even be created (bad path, out of memory).
      this.backOff(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** Runs one job; null when the worker is unavailable, fails, crashes or times out. */
  async call<T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T | null> {
    if (!(await this.start())) return null;
    return (await this.enqueue(message, transfer, this.options.callTimeoutMs, false)) as T | null;
  }

  private enqueue(
    message: Record<string, unknown>,
    transfer: ArrayBuffer[],
    timeoutMs: number,
    first: boolean,
  ): Promise<unknown> {
    return new Promise((resolve) => {
      if (!this.worker) return resolve(null); // failed between start() and now
      const job = { message, transfer, timeoutMs, resolve };
      // The init job goes before anything queued while the worker was loading.
      if (first) this.queue.unshift(job);
      else this.queue.push(job);
      this.pump();
    });
  }

  private pump(): void {
    const worker = this.worker;
    if (this.running || !worker) return;
    const job = this.queue.shift();
    if (!job) return;
    const id = this.nextId++;
    const timer = setTimeout(
      () => this.fail(worker, `${this.options.name} timed out after ${job.timeoutMs} ms`),
      job.timeoutMs,
    );
    timer.unref();
    this.running = { id, job, timer };
    try {
      worker.postMessage({ ...job.message, id }, job.transfer);
    } catch (error) {
      this.fail(worker, `${this.options.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private settle(worker: Worker, reply: Reply): void {
    const running = this.running;
    if (worker !== this.worker || !running || running.id !== reply.id) return;
    clearTimeout(running.timer);
    this.running = null;
    if (reply.ok) running.job.resolve(reply.value);
    else if (running.job.message.type === "init") {
      running.job.resolve(null);
      this.fail(worker, `${this.options.name} failed to load: ${reply.error}`);
      return;
    } else {
      // A job that throws (a bad frame) fails alone; the worker stays up.
      this.options.logger?.warn({ worker: this.options.name, error: reply.error }, "scoring: vision job failed");
      running.job.resolve(null);
    }
    this.pump();
  }

  private fail(worker: Worker | null, reason: string): void {
    if (worker === null || worker !== this.worker) return;
    this.worker = null;
    this.backOff(reason);
    if (this.running) {
      clearTimeout(this.running.timer);
      this.running.job.resolve(null);
      this.running = null;
    }
    for (const job of this.queue.splice(0)) job.resolve(null);
    void worker.terminate();
  }

  private backOff(reason: string): void {
    this.ready = null;
    this.info = null;
    this.failures += 1;
    const delay = Math.min(this.options.maxBackoffMs, this.options.backoffMs * 2 ** (this.failures - 1));
    this.retryAt = Date.now() + delay;
    this.lastError = reason;
    this.options.logger?.warn(
      { worker: this.options.name, reason, retryInMs: delay },
      "scoring: vision worker unavailable, scoring without it",
    );
  }

  /** Test hook: makes the worker thread die as a crash would (exit code 1). */
  crashForTest(): void {
    this.worker?.postMessage({ type: "crash", id: 0 });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    this.info = null;
    this.retryAt = 0;
    this.failures = 0;
    if (this.running) {
      clearTimeout(this.running.timer);
      this.running.job.resolve(null);
      this.running = null;
    }
    for (const job of this.queue.splice(0)) job.resolve(null);
    if (worker) await worker.terminate();
  }
}
