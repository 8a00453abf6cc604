import { api } from "@/lib/api-client";

/** DELETE /api/analysis/{id}: removes one of the user's own analyses. */
export function deleteAnalysis(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/analysis/${id}`);
}
