import fs from "node:fs";
import { createRequire } from "node:module";
import { afterEach, describe, expect, it } from "vitest";
import { AnalysisFaultError } from "../types";
import {
  ToolError,
  configureMediaTools,
  describeMediaTools,
  resetMediaToolsForTest,
  runTool,
  toolFault,
} from "./tools";

// How a tool run ends decides whose fault it is (docs/decisions/014-our-faults-are-503.md).

async function failure(run: Promise<unknown>): Promise<ToolError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolError);
  return error as ToolError;
}

describe("runTool endings", () => {
  it("when the tool exits with a non-zero code, then it is the file's failure, not a fault", async () => {
    const error = await failure(runTool("/bin/sh", ["-c", "echo bad input >&2; exit 3"]));
    expect({ ending: error.ending, exitCode: error.exitCode, isFault: error.isFault }).toEqual({
      ending: "exit",
      exitCode: 3,
      isFault: false,
    });
    expect(toolFault(error)).toBeNull();
  });

  it("when the tool is killed by a signal we did not send, then it is our fault", async () => {
    const error = await failure(runTool("/bin/sh", ["-c", "kill -KILL $$"]));
    expect({ ending: error.ending, isFault: error.isFault }).toEqual({ ending: "signal", isFault: true });
    expect(error.message).toMatch(/killed by SIGKILL/);
    expect(toolFault(error)).toBeInstanceOf(AnalysisFaultError);
  });

  it("when a stop signal kills the tool before it wrote anything (Ctrl-C in the fork-to-setsid window), then it runs once more", async () => {
    const mark = `${fs.mkdtempSync("/tmp/vs-tool-")}/ran`;
    // The first run dies of SIGINT at once; the second finds the mark and succeeds.
    const script = `if [ ! -f ${mark} ]; then touch ${mark}; kill -INT $$; fi; echo done >&2`;
    await expect(runTool("/bin/sh", ["-c", script])).resolves.toEqual({ stderr: "done\n" });
  });

  it("when a stop signal kills the tool after it wrote something, then it is not run again: our fault", async () => {
    const error = await failure(runTool("/bin/sh", ["-c", "echo started >&2; kill -INT $$"]));
    expect({ ending: error.ending, isFault: error.isFault }).toEqual({ ending: "signal", isFault: true });
    expect(error.message).toMatch(/killed by SIGINT/);
  });

  it("when the tool outlives its timeout, then it is killed and the failure is our fault", async () => {
    const error = await failure(runTool("/bin/sleep", ["10"], { timeoutMs: 100 }));
    expect({ ending: error.ending, isFault: error.isFault }).toEqual({ ending: "timeout", isFault: true });
  });

  it("when the tool cannot start, then it is our fault", async () => {
    const error = await failure(runTool("/nonexistent/ffmpeg", []));
    expect({ ending: error.ending, isFault: error.isFault }).toEqual({ ending: "start", isFault: true });
  });

  it("when we abort the run after another failure, then it is not a new fault", async () => {
    const controller = new AbortController();
    const run = runTool("/bin/sleep", ["10"], { signal: controller.signal });
    controller.abort();
    const error = await failure(run);
    expect({ ending: error.ending, isFault: error.isFault }).toEqual({ ending: "aborted", isFault: false });
    expect(toolFault(error)).toBeNull();
  });
});

describe("describeMediaTools", () => {
  const npmFfmpeg = createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg").path as string;
  const npmFfprobe = createRequire(import.meta.url)("@ffprobe-installer/ffprobe").path as string;
  afterEach(() => {
    configureMediaTools({ ffmpegPath: undefined, ffprobePath: undefined });
    resetMediaToolsForTest();
  });

  it("when the npm installer's 2018 static build is the one in use, then it is reported as outdated", () => {
    configureMediaTools({ ffmpegPath: npmFfmpeg, ffprobePath: npmFfprobe });
    resetMediaToolsForTest();
    const report = describeMediaTools();
    expect(report.buildYear).toBe(2018);
    expect(report.isOutdated).toBe(true);
  });

  it.runIf(fs.existsSync("/usr/bin/ffmpeg"))(
    "when Debian's ffmpeg is installed, then it is the one used, with its version, and it is current",
    () => {
      resetMediaToolsForTest();
      const report = describeMediaTools();
      expect(report).toMatchObject({ ffmpeg: "/usr/bin/ffmpeg", source: "system", isOutdated: false });
      expect(report.versionLine).toMatch(/^ffmpeg version \S+/);
    },
  );

  it("when the configured ffmpeg cannot run, then the report says so and counts it as outdated", () => {
    configureMediaTools({ ffmpegPath: "/nonexistent/ffmpeg", ffprobePath: "/nonexistent/ffprobe" });
    resetMediaToolsForTest();
    const report = describeMediaTools();
    expect(report.versionLine).toMatch(/could not run/);
    expect(report.isOutdated).toBe(true);
  });
});
