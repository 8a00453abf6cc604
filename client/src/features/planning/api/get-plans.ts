import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PlanListResponse } from "@shared/schemas/planning";
import { api } from "@/lib/api-client";

export type DayRange = { from: string; to: string };

export const plansQueryKey = (range?: DayRange) => (range ? (["plans", range.from, range.to] as const) : ["plans"]);

/** GET /api/pro/plans?from&to: the creator's planned posts whose local day is in the range (402 without Pro). */
export function getPlans(range: DayRange): Promise<PlanListResponse> {
  return api.get<PlanListResponse>(
    `/api/pro/plans?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
  );
}

export function usePlans(range: DayRange) {
  return useQuery({
    queryKey: plansQueryKey(range),
    queryFn: () => getPlans(range),
    placeholderData: keepPreviousData,
  });
}
