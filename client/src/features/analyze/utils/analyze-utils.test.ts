import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "@shared/constants";
import { ApiError } from "@/lib/api-client";
import { createI18n } from "@/i18n/i18n";
import { allResources } from "@/i18n/resources";
import { describeAnalysisFailure } from "./analysis-error";
import {
  initialProgress,
  progressReducer,
  queueLine,
  stepStatus,
  type ProgressAction,
  type ProgressState,
} from "./progress";
import { makeRequestId } from "@/lib/request-id";
import { checkUploadFile, FILE_TOO_LARGE_MESSAGE, isQuickTimeFile } from "./upload-file";

const MB = 1024 * 1024;
const t = createI18n({ language: "en", resources: allResources() }).getFixedT("en", "analyze");
const QUICKTIME_HINT = "Try converting it to MP4 and upload again.";

describe("upload file check", () => {
  it("when a file is over 300 MB, then it is refused with TikTok's limit message", () => {
    const check = checkUploadFile({ name: "long.mp4", type: "video/mp4", size: MAX_UPLOAD_BYTES + 1 });
    expect(check).toMatchObject({ isValid: false, reason: "too-large", message: FILE_TOO_LARGE_MESSAGE });
    expect(FILE_TOO_LARGE_MESSAGE).toBe("File must be under 300MB to match TikTok's upload limits");
  });

  it("when a file is exactly 300 MB, then it is accepted", () => {
    expect(checkUploadFile({ name: "a.mp4", type: "video/mp4", size: MAX_UPLOAD_BYTES }).isValid).toBe(true);
  });

  it("when the browser gives no type, then the extension decides", () => {
    expect(checkUploadFile({ name: "clip.AVI", type: "", size: MB })).toMatchObject({ isValid: true, kind: "video" });
    expect(checkUploadFile({ name: "notes.txt", type: "", size: MB })).toMatchObject({ reason: "unsupported" });
  });

  it("when the type is not a supported one, then the file is refused even with a known extension", () => {
    expect(checkUploadFile({ name: "x.mp4", type: "application/pdf", size: MB })).toMatchObject({ isValid: false });
    expect(checkUploadFile({ name: "anim.gif", type: "image/gif", size: MB })).toMatchObject({ isValid: false });
  });

  it("when a file is a .mov or QuickTime, then it goes to the QuickTime route", () => {
    expect(isQuickTimeFile({ name: "a.mov", type: "" })).toBe(true);
    expect(isQuickTimeFile({ name: "a", type: "video/quicktime" })).toBe(true);
    expect(checkUploadFile({ name: "a.mp4", type: "video/mp4", size: MB })).toMatchObject({ isQuickTime: false });
  });
});

describe("progress", () => {
  const run = (...events: ProgressAction[]): ProgressState => events.reduce(progressReducer, initialProgress());

  it("when half of the upload is sent, then progress is 15 % in the Uploading step", () => {
    const state = run({ type: "start", totalBytes: 100 * MB }, { type: "upload", loaded: 50, total: 100 });
    expect(state).toMatchObject({ step: "uploading", percent: 15, uploadedBytes: 50 * MB });
  });

  it("when the upload completes, then the Preparing step starts at 30 %", () => {
    const state = run({ type: "start", totalBytes: 10 }, { type: "upload", loaded: 100, total: 100 });
    expect(state).toMatchObject({ step: "preparing", percent: 30 });
  });

  it("when the server reports its stages, then each maps to its step and percentage", () => {
    const start: ProgressAction = { type: "start", totalBytes: 10 };
    expect(run(start, { type: "server", stage: "received", percent: 30 })).toMatchObject({
      step: "preparing",
      percent: 30,
    });
    expect(run(start, { type: "server", stage: "queued", percent: 32, position: 2 })).toMatchObject({
      step: "preparing",
      percent: 32,
      detail: "queued",
      queuePosition: 2,
    });
    expect(run(start, { type: "server", stage: "probing", percent: 40 })).toMatchObject({
      step: "processing",
      percent: 40,
    });
    expect(run(start, { type: "server", stage: "decoding", percent: 42 })).toMatchObject({
      step: "processing",
      detail: "decoding",
    });
    expect(run(start, { type: "server", stage: "sound", percent: 58 })).toMatchObject({ step: "analyzing" });
    expect(run(start, { type: "server", stage: "sight", percent: 70 })).toMatchObject({
      step: "analyzing",
      percent: 70,
      detail: "sight",
    });
    expect(run(start, { type: "server", stage: "scoring", percent: 86 })).toMatchObject({ step: "generating" });
    expect(run(start, { type: "server", stage: "generating", percent: 90 })).toMatchObject({
      step: "generating",
      percent: 90,
    });
    expect(run(start, { type: "server", stage: "done", percent: 100 })).toMatchObject({ step: "done", percent: 100 });
  });

  it("when the analysis waits in line, then the overlay says how many are ahead, then Starting…, and the place goes with the wait", () => {
    expect(queueLine(2, t)).toBe("2 ahead of you");
    expect(queueLine(1, t)).toBe("1 ahead of you");
    expect(queueLine(0, t)).toBe("Starting…");
    const start: ProgressAction = { type: "start", totalBytes: 10 };
    const queued = (position: number): ProgressAction => ({ type: "server", stage: "queued", percent: 32, position });
    expect(run(start, queued(2), queued(1)).queuePosition).toBe(1);
    expect(run(start, queued(1), queued(0)).queuePosition).toBe(0);
    const started = run(start, queued(1), queued(0), { type: "server", stage: "probing", percent: 35 });
    expect(started).toMatchObject({ step: "processing", queuePosition: null, detail: "probing" });
    // A late replay of the wait (a stream that reconnects) brings back neither the place nor its words.
    expect(run(start, { type: "server", stage: "decoding", percent: 42 }, queued(3))).toMatchObject({
      queuePosition: null,
      detail: "decoding",
    });
  });

  it("when a late event arrives, then progress never goes backwards", () => {
    const state = run(
      { type: "start", totalBytes: 10 },
      { type: "server", stage: "sight", percent: 64 },
      { type: "upload", loaded: 100, total: 100 },
      { type: "server", stage: "received", percent: 30 },
    );
    expect(state).toMatchObject({
      step: "analyzing",
      percent: 64,
      detail: "sight",
    });
    expect(stepStatus(state, "uploading")).toBe("done");
    expect(stepStatus(state, "analyzing")).toBe("current");
    expect(stepStatus(state, "generating")).toBe("pending");
  });
});

describe("analysis failure", () => {
  const apiError = (status: number, body: Record<string, unknown>) =>
    new ApiError(status, String(body.message ?? ""), body);

  it("when the server asks for payment, then Upgrade Required opens the plan choice", () => {
    const failure = describeAnalysisFailure(
      apiError(402, { message: "Pay", code: "PAYMENT_REQUIRED", requiresPayment: true }),
      false,
      t,
    );
    expect(failure).toMatchObject({ title: "Upgrade Required", opensPlanChoice: true });
  });

  it("when the file is too large, then File Too Large names the 300MB maximum", () => {
    const failure = describeAnalysisFailure(apiError(413, { message: "big", code: "FILE_TOO_LARGE" }), false, t);
    expect(failure.title).toBe("File Too Large");
    expect(failure.description).toMatch(/^Maximum file size is 300MB/);
  });

  it("when a QuickTime file cannot be read, then the message suggests converting to MP4", () => {
    const failure = describeAnalysisFailure(
      apiError(422, { message: "We could not read this video.", code: "UNREADABLE_MEDIA" }),
      true,
      t,
    );
    expect(failure.description).toBe(`We could not read this video. ${QUICKTIME_HINT}`);
  });

  it("when the server has no message, then the generic text is shown", () => {
    expect(describeAnalysisFailure(apiError(500, {}), false, t).description).toBe("Analysis failed. Please try again.");
  });
});

describe("request id", () => {
  it("when randomUUID is missing (plain HTTP), then 32 hex digits from getRandomValues are used", () => {
    const id = makeRequestId({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => array });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });
});
