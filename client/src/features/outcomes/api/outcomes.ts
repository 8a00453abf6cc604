import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OutcomeInput, OutcomeListResponse, OutcomeResponse } from "@shared/schemas/outcomes";
import { api } from "@/lib/api-client";

export const outcomesQueryKey = (analysisId: number) => ["outcomes", analysisId] as const;

/** GET /api/analyses/:id/outcomes: the post's check-ins, oldest first. */
export function useOutcomes(analysisId: number) {
  return useQuery({
    queryKey: outcomesQueryKey(analysisId),
    queryFn: () => api.get<OutcomeListResponse>(`/api/analyses/${analysisId}/outcomes`),
  });
}

/** POST /api/analyses/:id/outcomes, then the post's check-ins are read again. */
export function useRecordOutcome(analysisId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OutcomeInput) => api.post<OutcomeResponse>(`/api/analyses/${analysisId}/outcomes`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outcomesQueryKey(analysisId) }),
  });
}
