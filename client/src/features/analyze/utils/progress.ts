import type { TFunction } from "i18next";
import type { AnalysisProgressEvent, AnalysisStage } from "@shared/schemas/analysis";

// The progress overlay's model, driven by real events only: the browser's upload progress fills the first 30 %, then
// the server's stages (GET /api/analysis-progress/:requestId) take over.

// The words are in the "analyze" catalogue: progress.steps.<step> and progress.detail.<stage>.
export const PROGRESS_STEPS = [
  { id: "uploading" },
  { id: "preparing" },
  { id: "processing" },
  { id: "analyzing" },
  { id: "generating" },
] as const;
export type ProgressStepId = (typeof PROGRESS_STEPS)[number]["id"] | "done";

/** The percentage the upload ends at; the server's first stage ("received") starts there. */
export const UPLOAD_SHARE_PERCENT = 30;

export type ProgressState = {
  step: ProgressStepId;
  /** The engine's stage, said in a few words under the step (progress.detail.<stage>); null before it reports. */
  detail: ProgressDetail | null;
  /** While the analysis waits for the engine: how many analyses finish before it starts (else null). */
  queuePosition: number | null;
  percent: number;
  uploadedBytes: number;
  totalBytes: number;
};

/**
 * What moves the overlay: the upload starting, the browser's upload progress, and each event of the server's progress
 * stream (the shared AnalysisProgressEvent, tagged "server"). Not a second kind of progress event: the reducer's input.
 */
export type ProgressAction =
  | { type: "start"; totalBytes: number }
  | { type: "upload"; loaded: number; total: number }
  | ({ type: "server" } & AnalysisProgressEvent);

const STEP_ORDER: ProgressStepId[] = [...PROGRESS_STEPS.map((step) => step.id), "done"];

const SERVER_STEP: Record<AnalysisStage, ProgressStepId | null> = {
  received: "preparing",
  queued: "preparing",
  probing: "processing",
  decoding: "processing",
  sound: "analyzing",
  sight: "analyzing",
  scoring: "generating",
  generating: "generating",
  done: "done",
  failed: null,
};

/** The stages said under the step's name, so a long step still says what is happening. */
export type ProgressDetail = Exclude<AnalysisStage, "done" | "failed">;
const SERVER_DETAIL: Record<AnalysisStage, ProgressDetail | null> = {
  received: "received",
  queued: "queued",
  probing: "probing",
  decoding: "decoding",
  sound: "sound",
  sight: "sight",
  scoring: "scoring",
  generating: "generating",
  done: null,
  failed: null,
};

export function initialProgress(totalBytes = 0): ProgressState {
  return { step: "uploading", detail: null, queuePosition: null, percent: 0, uploadedBytes: 0, totalBytes };
}

/** The place in line as the overlay says it: "2 ahead of you", "1 ahead of you", then "Starting…". */
export function queueLine(position: number, t: TFunction<"analyze">): string {
  return position > 0 ? t("progress.ahead", { count: position }) : t("progress.starting");
}

/** The later of two steps: events may arrive out of order (a late SSE connection replays the last stage). */
function laterStep(a: ProgressStepId, b: ProgressStepId): ProgressStepId {
  return STEP_ORDER.indexOf(b) > STEP_ORDER.indexOf(a) ? b : a;
}

export function progressReducer(state: ProgressState, event: ProgressAction): ProgressState {
  switch (event.type) {
    case "start":
      return initialProgress(event.totalBytes);
    case "upload": {
      const total = event.total > 0 ? event.total : state.totalBytes;
      const share = total > 0 ? Math.min(1, event.loaded / total) : 0;
      return {
        ...state,
        uploadedBytes: Math.max(state.uploadedBytes, Math.round(share * state.totalBytes)),
        percent: Math.max(state.percent, Math.floor(share * UPLOAD_SHARE_PERCENT)),
        // Every byte is sent: the server is now receiving and preparing the file.
        step: share >= 1 ? laterStep(state.step, "preparing") : state.step,
      };
    }
    case "server": {
      const step = SERVER_STEP[event.stage];
      if (step === null) return state;
      // A late replay of an earlier stage moves nothing back, its words included.
      const isLatest = Math.round(event.percent) >= state.percent;
      // The place in line counts only while waiting is the latest news: any later stage ends the wait.
      const queuePosition = event.stage === "queued" ? (event.position ?? null) : null;
      return {
        ...state,
        step: laterStep(state.step, step),
        detail: isLatest ? SERVER_DETAIL[event.stage] : state.detail,
        queuePosition: isLatest ? queuePosition : state.queuePosition,
        percent: Math.min(100, Math.max(state.percent, Math.round(event.percent))),
        uploadedBytes: state.totalBytes, // the server has the whole file once it reports a stage
      };
    }
  }
}

export function stepLabel(step: ProgressStepId, t: TFunction<"analyze">): string {
  return t(`progress.steps.${step}`);
}

/** done, current or pending, for the step list. */
export function stepStatus(state: ProgressState, step: ProgressStepId): "done" | "current" | "pending" {
  const current = STEP_ORDER.indexOf(state.step);
  const index = STEP_ORDER.indexOf(step);
  if (index < current) return "done";
  return index === current ? "current" : "pending";
}
