import { useQuery } from "@tanstack/react-query";
import type { EventsResponse, PostingWindows } from "@shared/schemas/planning";
import { api } from "@/lib/api-client";
import type { DayRange } from "./get-plans";

/** GET /api/pro/events?from&to: MENA and global events with angles, tags and where their dates come from. */
export function useEvents(range: DayRange) {
  return useQuery({
    queryKey: ["plan-events", range.from, range.to],
    queryFn: () =>
      api.get<EventsResponse>(
        `/api/pro/events?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
      ),
    staleTime: 60 * 60 * 1000,
  });
}

/** GET /api/pro/posting-windows?region=SA: the dated, sourced posting windows of the region. */
export function usePostingWindows(region = "SA") {
  return useQuery({
    queryKey: ["posting-windows", region],
    queryFn: () => api.get<PostingWindows>(`/api/pro/posting-windows?region=${encodeURIComponent(region)}`),
    staleTime: 60 * 60 * 1000,
  });
}
