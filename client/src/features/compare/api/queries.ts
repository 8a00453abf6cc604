import { queryOptions } from "@tanstack/react-query";
import type { ComparisonListResponse, ComparisonResponse } from "@shared/schemas/comparison";
import { api } from "@/lib/api-client";

/** GET /api/pro/compare?left=&right=: the side-by-side of two analyses, not saved. */
export const comparePreviewQuery = (left: number | null, right: number | null) =>
  queryOptions({
    queryKey: ["pro-compare", left, right] as const,
    queryFn: async () => (await api.get<ComparisonResponse>(`/api/pro/compare?left=${left}&right=${right}`)).comparison,
  });

/** GET /api/pro/comparisons/:id: a saved comparison, computed again from its two analyses. */
export const savedComparisonQuery = (id: number | null) =>
  queryOptions({
    queryKey: ["pro-comparison", id] as const,
    queryFn: async () => (await api.get<ComparisonResponse>(`/api/pro/comparisons/${id}`)).comparison,
  });

/** GET /api/pro/comparisons: the saved comparisons, newest first. */
export const comparisonsQuery = () =>
  queryOptions({
    queryKey: ["pro-comparisons"] as const,
    queryFn: async () => (await api.get<ComparisonListResponse>("/api/pro/comparisons")).comparisons,
  });
