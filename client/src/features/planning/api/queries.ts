import { queryOptions } from "@tanstack/react-query";
import type { EventsResponse, PlanListResponse, PostingWindows, ScoreTextResponse } from "@shared/schemas/planning";
import { api } from "@/lib/api-client";

export type DayRange = { from: string; to: string };

/** Every plan list, whatever its range: a saved plan may move from one range to another. */
export const plansQueryPrefix = ["plans"] as const;

/** GET /api/pro/plans?from&to: the creator's planned posts whose local day is in the range (402 without Pro). */
export const plansQuery = (range: DayRange) =>
  queryOptions({
    queryKey: [...plansQueryPrefix, range.from, range.to] as const,
    queryFn: () =>
      api.get<PlanListResponse>(
        `/api/pro/plans?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
      ),
  });

/** GET /api/pro/events?from&to: MENA and global events with angles, tags and where their dates come from. */
export const eventsQuery = (range: DayRange) =>
  queryOptions({
    queryKey: ["plan-events", range.from, range.to] as const,
    queryFn: () =>
      api.get<EventsResponse>(
        `/api/pro/events?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
      ),
    staleTime: 60 * 60 * 1000,
  });

/** GET /api/pro/posting-windows?region=SA: the dated, sourced posting windows of the region. */
export const postingWindowsQuery = (region: string) =>
  queryOptions({
    queryKey: ["posting-windows", region] as const,
    queryFn: () => api.get<PostingWindows>(`/api/pro/posting-windows?region=${encodeURIComponent(region)}`),
    staleTime: 60 * 60 * 1000,
  });

/** POST /api/pro/plans/score-text: the engine's caption signals on a draft; the same text always scores the same. */
export const captionScoreQuery = (caption: string, hashtags: string) =>
  queryOptions({
    queryKey: ["plan-caption-score", caption, hashtags] as const,
    queryFn: () => api.post<ScoreTextResponse>("/api/pro/plans/score-text", { caption, hashtags }),
    staleTime: Infinity,
  });
