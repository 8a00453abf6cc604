import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Comparison, ComparisonResponse, CreateComparisonBody } from "@shared/schemas/comparison";
import { api } from "@/lib/api-client";
import { comparePreviewQuery, comparisonsQuery, savedComparisonQuery } from "./queries";

// The competitor comparison's API: every call answers 402 requiresPayment without Pro.

/** GET /api/pro/compare?left=&right=: the side-by-side of two analyses, not saved. */
export function useComparePreview(left: number | null, right: number | null) {
  return useQuery({
    ...comparePreviewQuery(left, right),
    enabled: left !== null && right !== null && left !== right,
  });
}

/** GET /api/pro/comparisons/:id: a saved comparison, computed again from its two analyses. */
export function useSavedComparison(id: number | null) {
  return useQuery({
    ...savedComparisonQuery(id),
    enabled: id !== null,
  });
}

/** GET /api/pro/comparisons: the saved comparisons, newest first. */
export function useComparisons() {
  return useQuery(comparisonsQuery());
}

/** POST /api/pro/comparisons */
export function useSaveComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateComparisonBody): Promise<Comparison> =>
      (await api.post<ComparisonResponse>("/api/pro/comparisons", body)).comparison,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: comparisonsQuery().queryKey }),
  });
}

/** DELETE /api/pro/comparisons/:id */
export function useDeleteComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/pro/comparisons/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: comparisonsQuery().queryKey }),
  });
}
