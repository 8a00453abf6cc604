import { describe, expect, it } from "vitest";
import { AnalysisFaultError } from "../types";
import { ToolError, runTool, toolFault } from "./tools";

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
