import { queryOptions } from "@tanstack/react-query";
import { analysesQueryKey } from "@/lib/query-keys";
import { getAnalysis } from "./get-analysis";
import { listAnalyses } from "./list-analyses";

export { analysesQueryPrefix } from "@/lib/query-keys";

/** One user's analyses, newest first. */
export const analysesQuery = (userId: number) =>
  queryOptions({ queryKey: analysesQueryKey(userId), queryFn: () => listAnalyses(userId) });

/** One stored analysis. */
export const analysisQuery = (id: number) =>
  queryOptions({ queryKey: ["analysis", id] as const, queryFn: () => getAnalysis(id) });
