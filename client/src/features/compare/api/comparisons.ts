import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Comparison,
  ComparisonListResponse,
  ComparisonResponse,
  CreateComparisonBody,
} from "@shared/schemas/comparison";
import { api } from "@/lib/api-client";

// The competitor comparison's API: every call answers 402 requiresPayment without Pro.

export const comparisonsQueryKey = ["pro-comparisons"] as const;

/** GET /api/pro/compare?left=&right=: the side-by-side of two analyses, not saved. */
export function useComparePreview(left: number | null, right: number | null) {
  return useQuery({
    queryKey: ["pro-compare", left, right],
    queryFn: async () => (await api.get<ComparisonResponse>(`/api/pro/compare?left=${left}&right=${right}`)).comparison,
    enabled: left !== null && right !== null && left !== right,
  });
}

/** GET /api/pro/comparisons/:id: a saved comparison, computed again from its two analyses. */
export function useSavedComparison(id: number | null) {
  return useQuery({
    queryKey: ["pro-comparison", id],
    queryFn: async () => (await api.get<ComparisonResponse>(`/api/pro/comparisons/${id}`)).comparison,
    enabled: id !== null,
  });
}

/** GET /api/pro/comparisons: the saved comparisons, newest first. */
export function useComparisons() {
  return useQuery({
    queryKey: comparisonsQueryKey,
    queryFn: async () => (await api.get<ComparisonListResponse>("/api/pro/comparisons")).comparisons,
  });
}

/** POST /api/pro/comparisons */
export function useSaveComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateComparisonBody): Promise<Comparison> =>
      (await api.post<ComparisonResponse>("/api/pro/comparisons", body)).comparison,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: comparisonsQueryKey }),
  });
}

/** DELETE /api/pro/comparisons/:id */
export function useDeleteComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/pro/comparisons/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: comparisonsQueryKey }),
  });
}
