import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import { AnalysisFaultError } from "../types";

// ffmpeg and ffprobe run as child processes (spawn with an argument list, never a shell), so media work never blocks
// the event loop. Debian's build (5.1) is preferred; the npm installer's static 2018 build is the fallback. Results do
// not depend on the build because we only ask ffmpeg to decode and scale, and compute every statistic ourselves (the
// 2018 build lacks filters such as scdet, and its scene scores differ).

const require = createRequire(import.meta.url);

export type MediaTools = { ffmpeg: string; ffprobe: string; source: "system" | "npm" | "configured" };

function installerPath(pkg: string): string | null {
  try {
    const mod = require(pkg) as { path?: string };
    return mod.path && fs.existsSync(mod.path) ? mod.path : null;
  } catch {
    return null;
  }
}

/**
 * Which ffmpeg and ffprobe to run and how far below the event loop's priority: set by the engine from the
 * server's configuration (config.ts reads SCORING_FFMPEG_PATH, SCORING_FFPROBE_PATH and SCORING_TOOL_NICE).
 */
export type MediaToolSettings = { ffmpegPath?: string; ffprobePath?: string; nice: number };
/** Niceness of ffmpeg/ffprobe children by default (0 keeps normal priority). */
export const DEFAULT_TOOL_NICE = 10;
let settings: MediaToolSettings = { nice: DEFAULT_TOOL_NICE };

export function configureMediaTools(next: Partial<MediaToolSettings>): void {
  settings = { ...settings, ...next };
  cached = null;
}

let cached: MediaTools | null = null;
/** Test seam: every tool run gets this timeout instead of its own (a hung tool fails fast in tests). */
let timeoutOverrideMs: number | null = null;

/** Test seam: forgets the resolved tools and sets, or with null clears, one timeout for every tool run. */
export function resetMediaToolsForTest(options: { timeoutMs?: number | null } = {}): void {
  cached = null;
  timeoutOverrideMs = options.timeoutMs ?? null;
}

/** The configured paths (both or neither); else /usr/bin; else @ffmpeg-installer. */
export function resolveMediaTools(): MediaTools {
  if (cached) return cached;
  const { ffmpegPath, ffprobePath } = settings;
  if (ffmpegPath && ffprobePath) {
    cached = { ffmpeg: ffmpegPath, ffprobe: ffprobePath, source: "configured" };
  } else if (fs.existsSync("/usr/bin/ffmpeg") && fs.existsSync("/usr/bin/ffprobe")) {
    cached = { ffmpeg: "/usr/bin/ffmpeg", ffprobe: "/usr/bin/ffprobe", source: "system" };
  } else {
    const ffmpeg = installerPath("@ffmpeg-installer/ffmpeg");
    const ffprobe = installerPath("@ffprobe-installer/ffprobe");
    if (!ffmpeg || !ffprobe) throw new Error("No ffmpeg/ffprobe found (install Debian's ffmpeg or the npm installers)");
    cached = { ffmpeg, ffprobe, source: "npm" };
  }
  return cached;
}

export type MediaToolsReport = MediaTools & {
  /** The first line of `ffmpeg -version`, e.g. "ffmpeg version 5.1.9-0+deb12u1 Copyright (c) 2000-2026 ...". */
  versionLine: string;
  /** The last year of the build's copyright line: when the build was made. */
  buildYear: number | null;
  /** A build from before 2020 (the npm installer's static build is from 2018): decodes, but misses fixes. */
  isOutdated: boolean;
};

/** Which ffmpeg the product uses and how old it is, for the start message (runs `ffmpeg -version` once). */
export function describeMediaTools(): MediaToolsReport {
  const tools = resolveMediaTools();
  const result = spawnSync(tools.ffmpeg, ["-hide_banner", "-version"], { encoding: "utf8", timeout: 10_000 });
  const versionLine = (result.stdout ?? "").split("\n")[0]?.trim() || `could not run ${tools.ffmpeg}`;
  const year = /Copyright \(c\) \d{4}-(\d{4})/.exec(versionLine)?.[1];
  const buildYear = year ? Number(year) : null;
  return { ...tools, versionLine, buildYear, isOutdated: buildYear === null || buildYear < 2020 };
}

/**
 * How a tool run ended without success: "exit" (a non-zero exit code: ffmpeg's verdict on the file), "signal"
 * (killed by a signal we did not send: the OOM killer, an operator), "timeout" (we killed it after its time),
 * "start" (it could not be started) or "aborted" (we stopped it because the analysis had already failed).
 */
export type ToolEnding = "exit" | "signal" | "timeout" | "start" | "aborted";

export class ToolError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderr: string,
    readonly ending: ToolEnding = "exit",
  ) {
    super(message);
    this.name = "ToolError";
  }

  /** Our fault, not the file's: the tool was killed from outside, hung, or never ran. */
  get isFault(): boolean {
    return this.ending === "signal" || this.ending === "timeout" || this.ending === "start";
  }
}

/**
 * The fault behind a failed tool run, or null when the failure is the file's (or the run was aborted after
 * another failure, which is reported on its own). Callers that turn tool errors into MediaUnreadableError, or
 * swallow them, throw this instead.
 */
export function toolFault(error: unknown): AnalysisFaultError | null {
  if (error instanceof AnalysisFaultError) return error;
  if (error instanceof ToolError && error.isFault) return new AnalysisFaultError(error.message, { cause: error });
  return null;
}

export type RunOptions = {
  /** Handlers for the child's output pipes by file descriptor: 1 is stdout, 3 and up are extra pipes. */
  outputs?: Record<number, (chunk: Buffer) => void>;
  timeoutMs?: number;
  /**
   * Added to the tools' niceness (capped at 19): work off an analysis's critical path yields the cores to the
   * work on it (the hook's decode to ffprobe and the keyframe pass that wait on each other).
   */
  extraNice?: number;
  /** Kills the child when aborted (the analysis failed elsewhere and its output is no longer wanted). */
  signal?: AbortSignal;
};

const MAX_STDERR = 16 * 1024;

/** A stop signal that a terminal sends to its whole foreground process group. */
const GROUP_STOP_SIGNALS = new Set(["SIGINT", "SIGTERM", "SIGHUP"]);

/**
 * Runs a tool and streams its outputs to the handlers; resolves with stderr when it exits with 0.
 *
 * A tool leaves the server's process group (see runOnce), but only once it runs: between the fork and its
 * setsid() there is a short window in which a Ctrl-C meant for the server still reaches it. A tool that a stop
 * signal killed before it wrote anything is run once more: its handlers saw nothing, and the server, which
 * drains on that signal, still wants the result.
 */
export async function runTool(bin: string, args: string[], options: RunOptions = {}): Promise<{ stderr: string }> {
  try {
    return await runOnce(bin, args, options);
  } catch (error) {
    const early = error instanceof EarlyStopError;
    if (!early) throw error;
    return runOnce(bin, args, options);
  }
}

/** A tool killed by a group stop signal before any output: see runTool. */
class EarlyStopError extends ToolError {}

function runOnce(bin: string, args: string[], options: RunOptions): Promise<{ stderr: string }> {
  const outputs = options.outputs ?? {};
  const fds = Object.keys(outputs).map(Number);
  const highest = Math.max(2, ...fds);
  const stdio: ("ignore" | "pipe")[] = ["ignore"];
  for (let fd = 1; fd <= highest; fd++) stdio.push(fd === 2 || fd in outputs ? "pipe" : "ignore");

  return new Promise((resolve, reject) => {
    // A process group of its own: a Ctrl-C or `kill -- -PGID` meant for the server reaches every process of the
    // server's group, and would kill a decode in flight that the server's shutdown is about to wait for. The
    // server still ends its children itself (timeouts, aborts), and a child whose server died sees its pipes close.
    const child = spawn(bin, args, { stdio, windowsHide: true, detached: true });
    const niceness = settings.nice > 0 ? Math.min(19, settings.nice + (options.extraNice ?? 0)) : 0;
    if (child.pid !== undefined && niceness > 0) {
      // Media work yields to the API process: the event loop keeps its share of the cores.
      try {
        os.setPriority(child.pid, niceness);
      } catch {
        // Not permitted on this system: run at normal priority.
      }
    }
    let stderr = "";
    let wroteAnything = false;
    // Set before every kill of ours, so a child that dies of a signal while unsettled was killed by someone else.
    let settled = false;
    const timeoutMs = timeoutOverrideMs ?? options.timeoutMs ?? 30_000;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      child.kill("SIGKILL");
      reject(new ToolError(`${bin} timed out after ${timeoutMs} ms`, null, stderr, "timeout"));
    }, timeoutMs);

    child.stdio[2]?.on("data", (chunk: Buffer) => {
      wroteAnything = true;
      if (stderr.length < MAX_STDERR) stderr += chunk.toString("utf8");
    });
    for (const fd of fds) {
      const stream = child.stdio[fd];
      const handler = outputs[fd]!;
      // A handler that throws must not leave the child running.
      stream?.on("data", (chunk: Buffer) => {
        wroteAnything = true;
        try {
          handler(chunk);
        } catch (error) {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          child.kill("SIGKILL");
          reject(error);
        }
      });
    }
    const onAbort = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new ToolError(`${bin} aborted`, null, stderr, "aborted"));
    };
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    child.on("close", () => options.signal?.removeEventListener("abort", onAbort));
    child.on("error", (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new ToolError(`${bin} could not start: ${error.message}`, null, stderr, "start"));
    });
    child.on("close", (code, killedBy) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (code === 0) resolve({ stderr });
      else if (code === null && killedBy) {
        const Fault = !wroteAnything && GROUP_STOP_SIGNALS.has(killedBy) ? EarlyStopError : ToolError;
        reject(new Fault(`${bin} was killed by ${killedBy}`, null, stderr, "signal"));
      } else reject(new ToolError(`${bin} exited with ${code}: ${stderr.trim().slice(-400)}`, code, stderr));
    });
  });
}

/**
 * Cuts a stream of binary PPM images (P6, maxval 255: ffmpeg's "-c:v ppm -f image2pipe") into RGB frames.
 * The header carries the size, so frames can be read before ffprobe has answered.
 */
export class PpmSplitter {
  private header = "";
  private frame: Uint8Array | null = null;
  private width = 0;
  private height = 0;
  private filled = 0;
  count = 0;

  constructor(
    private readonly onFrame: (frame: { width: number; height: number; rgb: Uint8Array }, index: number) => void,
    private readonly maxFrames = Number.POSITIVE_INFINITY,
  ) {}

  push(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length && this.count < this.maxFrames) {
      if (!this.frame) {
        // Header: "P6" w h maxval, whitespace separated, then exactly one whitespace byte.
        while (offset < chunk.length && !this.frame) {
          this.header += String.fromCharCode(chunk[offset++]!);
          const match = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s$/.exec(this.header);
          if (match) {
            this.width = Number(match[1]);
            this.height = Number(match[2]);
            if (Number(match[3]) !== 255 || this.width <= 0 || this.height <= 0 || this.width * this.height > 4e6) {
              throw new Error(`unsupported PPM frame ${this.header.trim()}`);
            }
            this.frame = new Uint8Array(this.width * this.height * 3);
            this.filled = 0;
            this.header = "";
          } else if (this.header.length > 64) {
            throw new Error("malformed PPM stream");
          }
        }
        continue;
      }
      const take = Math.min(this.frame.length - this.filled, chunk.length - offset);
      this.frame.set(chunk.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === this.frame.length) {
        const rgb = this.frame;
        this.frame = null;
        this.onFrame({ width: this.width, height: this.height, rgb }, this.count++);
      }
    }
  }
}
