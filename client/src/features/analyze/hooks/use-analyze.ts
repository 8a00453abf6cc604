import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useReducer, useRef } from "react";
import { trackEvent } from "@/lib/track";
import { createAnalysis } from "../api/create-analysis";
import { initialProgress, progressReducer } from "../utils/progress";
import { makeRequestId } from "@/lib/request-id";
import { currentUserQueryKey } from "@/lib/current-user-key";
import { analysesQueryKey } from "@/lib/query-keys";

export type AnalyzeInput = {
  file: File;
  kind: "video" | "image";
  userId: number;
  caption: string;
  hashtags: string;
  paymentType: string;
  isQuickTime: boolean;
  /** Ties the progress stream and any auto-charge to this attempt; made here when absent. */
  requestId?: string;
};

/**
 * Sends one file for analysis with real progress: the upload's own progress, then the server's stages over
 * SSE (opened before the upload, with the same requestId, closed when the POST settles).
 */
export function useAnalyze() {
  const queryClient = useQueryClient();
  const [progress, dispatch] = useReducer(progressReducer, undefined, () => initialProgress());
  const abortRef = useRef<AbortController | null>(null);

  const mutation = useMutation({
    mutationFn: async (input: AnalyzeInput) => {
      const requestId = input.requestId ?? makeRequestId();
      const controller = new AbortController();
      abortRef.current = controller;
      dispatch({ type: "start", totalBytes: input.file.size });
      // Its stage list comes from the shared analysis schema module (zod), so it is fetched now, not with the first
      // page; like the stream itself, it is a nicety the upload goes on without.
      const stopWatching = await import("../api/watch-analysis-progress").then(
        ({ watchAnalysisProgress }) =>
          watchAnalysisProgress(requestId, (event) => dispatch({ type: "server", ...event })),
        () => () => undefined,
      );
      trackEvent("analysis_started", {
        fileType: input.kind,
        fileSize: input.file.size,
        isQuickTime: input.isQuickTime,
      });
      try {
        return await createAnalysis({
          ...input,
          requestId,
          signal: controller.signal,
          onUploadProgress: (loaded, total) => dispatch({ type: "upload", loaded, total }),
        });
      } finally {
        stopWatching();
        abortRef.current = null;
      }
    },
    onSuccess: (analysis, input) => {
      dispatch({ type: "server", stage: "done", percent: 100 });
      trackEvent("analysis_completed", {
        fileType: input.kind,
        viralScore: analysis.viralScore,
        processingMs: analysis.processingMs,
      });
      // The trial count and the lists changed: the cached user and analysis lists are refreshed.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: analysesQueryKey(input.userId) });
    },
  });

  return {
    ...mutation,
    progress,
    /** Stops an upload in flight (once the server has the file the analysis runs to its end). */
    cancel: () => abortRef.current?.abort(),
  };
}
