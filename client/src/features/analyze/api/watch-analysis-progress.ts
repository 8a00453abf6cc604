import { type AnalysisProgressEvent, analysisProgressEventSchema } from "@shared/schemas/analysis";

function parseEvent(data: string): AnalysisProgressEvent | null {
  try {
    const parsed = analysisProgressEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/analysis-progress/:requestId (server-sent events): calls onProgress with each server stage of the
 * analysis in flight. Open it before the upload starts; the returned function closes it. Progress is a
 * nicety: when the stream cannot be opened the upload simply goes on without server stages.
 */
export function watchAnalysisProgress(
  requestId: string,
  onProgress: (event: AnalysisProgressEvent) => void,
): () => void {
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
