import { ANALYSIS_STAGES, type AnalysisStage } from "@shared/schemas/analysis";

export type ServerProgress = { stage: AnalysisStage; percent: number; message?: string };

function parseEvent(data: string): ServerProgress | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== "object" || value === null) return null;
    const { stage, percent, message } = value as Record<string, unknown>;
    if (!(ANALYSIS_STAGES as readonly unknown[]).includes(stage) || typeof percent !== "number") return null;
    return { stage: stage as AnalysisStage, percent, message: typeof message === "string" ? message : undefined };
  } catch {
    return null;
  }
}

/**
 * GET /api/analysis-progress/:requestId (server-sent events): calls onProgress with each server stage of the
 * analysis in flight. Open it before the upload starts; the returned function closes it. Progress is a
 * nicety: when the stream cannot be opened the upload simply goes on without server stages.
 */
export function watchAnalysisProgress(requestId: string, onProgress: (event: ServerProgress) => void): () => void {
  if (typeof EventSource === "undefined") return () => {};
  const source = new EventSource(`/api/analysis-progress/${encodeURIComponent(requestId)}`, { withCredentials: true });
  source.onmessage = (message: MessageEvent<string>) => {
    const event = parseEvent(message.data);
    if (!event) return;
    onProgress(event);
    // The server ends the stream after a final stage; closing here stops the browser from reconnecting.
    if (event.stage === "done" || event.stage === "failed") source.close();
  };
  return () => source.close();
}
