import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ScoreTextResponse } from "@shared/schemas/planning";
import { api } from "@/lib/api-client";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/** POST /api/pro/plans/score-text: the engine's caption signals on the draft text. */
export function scoreCaption(caption: string, hashtags: string): Promise<ScoreTextResponse> {
  return api.post<ScoreTextResponse>("/api/pro/plans/score-text", { caption, hashtags });
}

/** The draft's score, asked for 400 ms after the creator stops typing; the last score stays while the next loads. */
export function useCaptionScore(caption: string, hashtags: string, options: { isEnabled: boolean }) {
  const text = useDebouncedValue({ caption, hashtags }, 400);
  return useQuery({
    queryKey: ["plan-caption-score", text.caption, text.hashtags],
    queryFn: () => scoreCaption(text.caption, text.hashtags),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled,
    staleTime: Infinity,
  });
}
