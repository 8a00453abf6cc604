import { Worker } from "node:worker_threads";
import { AnalysisFaultError, type EngineLogger } from "../types";

// One model thread seen from the event loop: started on first use, loaded once, fed one job at a time (so a
// job's timeout counts its own run, not the queue before it). Never keeps the process alive.
// - A job that throws inside the worker (a bad frame) resolves null alone; the thread stays up.
// - A thread that cannot load (models missing, load error or timeout) is "unavailable": calls resolve null
//   and the analysis is scored without it; a later call tries again after a backoff that doubles with every
//   failure in a row.
// - A loaded thread that crashes, exits or times out while it has jobs is our fault: those jobs reject with
//   AnalysisFaultError (the analysis is answered 503, nothing charged), and a fresh thread starts at once in
//   the background so the next analysis has its models (docs/decisions/014-our-faults-are-503.md). Failures
//   in a row after that back off as above.

export type WorkerClientOptions = {
  name: string;
  url: URL;
  /** The init message's fields (the worker answers it with a description of what it loaded). */
  init: Record<string, unknown>;
  /** Given to the thread at its start (`workerData`), before any message. */
  workerData?: unknown;
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
  reject: (error: Error) => void;
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
  private crashOnNextJob = false;
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
      const worker = new Worker(url, { workerData: this.options.workerData });
      worker.unref(); // never keeps a process (test run, CLI) alive
      worker.on("message", (reply: Reply) => this.settle(worker, reply));
      worker.on("error", (error) => this.fail(worker, `${name} worker error: ${error.message}`));
      worker.on("exit", (code) => this.fail(worker, `${name} worker exited (${code})`));
      this.worker = worker;
      const info = await this.enqueue({ ...init, type: "init" }, [], initTimeoutMs, true);
      if (info === null || this.worker !== worker) return null;
      // The failure count is reset by a job's answer, not by loading: a thread that loads and then dies on every
      // job must back off too.
      this.info = info as Info;
      this.lastError = null;
      logger?.info({ worker: name, info }, "scoring: vision worker loaded");
      return this.info;
    } catch (error) {
      // The thread could not even be created (bad path, out of memory).
      this.backOff(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /**
   * Runs one job; null when the worker is unavailable (never loaded) or the job failed alone. Rejects with
   * AnalysisFaultError when the loaded worker crashes, exits or times out with this job in hand.
   */
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
    return new Promise((resolve, reject) => {
      if (!this.worker) return resolve(null); // failed between start() and now
      const job = { message, transfer, timeoutMs, resolve, reject };
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
      if (this.crashOnNextJob && job.message.type !== "init") {
        // Test hook: the thread dies with this job in hand, as a wasm abort mid-inference would.
        this.crashOnNextJob = false;
        worker.postMessage({ type: "crash", id: 0 });
        return;
      }
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
    if (running.job.message.type !== "init") this.failures = 0; // it answered: the row of failures is over
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
    // Loaded and then lost: the jobs it held fail as our fault, and a fresh thread is started at once.
    const wasLoaded = this.info !== null;
    this.backOff(reason, wasLoaded);
    const lost: Job[] = [];
    if (this.running) {
      clearTimeout(this.running.timer);
      lost.push(this.running.job);
      this.running = null;
    }
    lost.push(...this.queue.splice(0));
    for (const job of lost) {
      if (wasLoaded && job.message.type !== "init") job.reject(new AnalysisFaultError(reason));
      else job.resolve(null);
    }
    void worker.terminate();
    if (wasLoaded && this.retryAt <= Date.now()) void this.start();
  }

  private backOff(reason: string, wasLoaded = false): void {
    this.ready = null;
    this.info = null;
    this.failures += 1;
    // The first loss of a loaded thread restarts it at once; failures in a row after that wait, doubling.
    const delay =
      wasLoaded && this.failures === 1
        ? 0
        : Math.min(this.options.maxBackoffMs, this.options.backoffMs * 2 ** (this.failures - 1));
    this.retryAt = Date.now() + delay;
    this.lastError = reason;
    this.options.logger?.warn(
      { worker: this.options.name, reason, retryInMs: delay },
      wasLoaded
        ? "scoring: vision worker lost, restarting it"
        : "scoring: vision worker unavailable, scoring without it",
    );
  }

  /**
   * Test hook: makes the worker thread die as a crash would (exit code 1): at once, or with `nextJob`, instead of
   * running the next job it is given (so that job is the one in hand when it dies). A crash at once resolves
   * when this client has seen the thread exit (a busy machine may take longer than any fixed wait).
   */
  crashForTest(options: { nextJob?: boolean } = {}): Promise<void> {
    if (options.nextJob) {
      this.crashOnNextJob = true;
      return Promise.resolve();
    }
    const worker = this.worker;
    if (!worker) return Promise.resolve();
    // Registered after boot()'s own "exit" listener, so it runs once fail() has.
    const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    worker.postMessage({ type: "crash", id: 0 });
    return exited;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    this.info = null;
    this.retryAt = 0;
    this.failures = 0;
    this.crashOnNextJob = false;
    if (this.running) {
      clearTimeout(this.running.timer);
      this.running.job.resolve(null);
      this.running = null;
    }
    for (const job of this.queue.splice(0)) job.resolve(null);
    if (worker) await worker.terminate();
  }
}
