import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { captionScoreQuery } from "./queries";

/** The draft's score, asked for 400 ms after the creator stops typing; the last score stays while the next loads. */
export function useCaptionScore(caption: string, hashtags: string, options: { isEnabled: boolean }) {
  const text = useDebouncedValue({ caption, hashtags }, 400);
  return useQuery({
    ...captionScoreQuery(text.caption, text.hashtags),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled,
  });
}
