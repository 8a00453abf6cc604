import { api } from "@/lib/api-client";

/** DELETE /api/admin/analyses/{id} */
export function deleteAnalysis(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/admin/analyses/${id}`);
}
