import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ProAnalyticsRange } from "@shared/schemas/pro-analytics";
import { proAnalyticsQuery } from "./queries";

/** The figures of a range; the previous range stays on screen while the next one loads. */
export function useProAnalytics(range: ProAnalyticsRange, options: { isEnabled: boolean }) {
  return useQuery({ ...proAnalyticsQuery(range), placeholderData: keepPreviousData, enabled: options.isEnabled });
}
