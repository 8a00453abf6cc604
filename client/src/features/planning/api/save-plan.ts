import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlanCreateBody, PlannedPost, PlanUpdateBody } from "@shared/schemas/planning";
import { api } from "@/lib/api-client";
import { plansQueryPrefix } from "./queries";

/** POST /api/pro/plans, PATCH /api/pro/plans/:id, DELETE /api/pro/plans/:id; each refreshes every plan list. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: plansQueryPrefix });
  const create = useMutation({
    mutationFn: (body: PlanCreateBody) => api.post<{ plan: PlannedPost }>("/api/pro/plans", body),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: PlanUpdateBody }) =>
      api.patch<{ plan: PlannedPost }>(`/api/pro/plans/${id}`, body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<{ deleted: true }>(`/api/pro/plans/${id}`),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
