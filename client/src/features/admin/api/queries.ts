import { queryOptions } from "@tanstack/react-query";
import type { Page } from "@shared/schemas/admin-lists";
import type { PlatformResults } from "@shared/schemas/outcomes";
import { api } from "@/lib/api-client";
import { adminListUrl } from "../utils/list-url";
import { getAdminAnalytics } from "./analytics";
import { getAdminMe } from "./get-admin-me";
import { getAdminSettings } from "./get-admin-settings";
import { getAdminStats } from "./get-admin-stats";
import { getAnalysis } from "./get-analysis";
import { refundablePayments } from "./operator";

// Every query of the admin dashboard. Each key starts with adminKeyPrefix: the header's refresh, the login page,
// a mutation and the session watch act on all of them at once.

/** The first element of every admin query key and of the admin mutations' key. */
export const adminKeyPrefix = ["admin"] as const;

export const adminMeQuery = () => queryOptions({ queryKey: [...adminKeyPrefix, "me"] as const, queryFn: getAdminMe });

export const adminStatsQuery = () =>
  queryOptions({ queryKey: [...adminKeyPrefix, "stats"] as const, queryFn: getAdminStats });

export const adminSettingsQuery = () =>
  queryOptions({ queryKey: [...adminKeyPrefix, "settings"] as const, queryFn: getAdminSettings });

export const adminAnalyticsQuery = (days: number) =>
  queryOptions({ queryKey: [...adminKeyPrefix, "analytics", days] as const, queryFn: () => getAdminAnalytics(days) });

export const adminAnalysisQuery = (id: number) =>
  queryOptions({ queryKey: [...adminKeyPrefix, "analysis", id] as const, queryFn: () => getAnalysis(id) });

/** One page of an admin list; `P` is the page type when the list adds fields to Page<T>. */
export const adminListQuery = <P extends Page<unknown>>(key: string, path: string, params: Record<string, string>) =>
  queryOptions({
    queryKey: [...adminKeyPrefix, key, params] as const,
    queryFn: ({ signal }) => api.get<P>(adminListUrl(path, params), { signal }),
  });

export const platformResultsQuery = () =>
  queryOptions({
    queryKey: [...adminKeyPrefix, "score-vs-results"] as const,
    queryFn: () => api.get<PlatformResults>("/api/admin/score-vs-results"),
  });

export const refundablePaymentsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...adminKeyPrefix, "refundable", userId] as const,
    queryFn: () => refundablePayments(userId),
  });
