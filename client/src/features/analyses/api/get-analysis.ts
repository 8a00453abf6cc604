import type { Analysis } from "@shared/schemas/analysis";
import { api } from "@/lib/api-client";

/** GET /api/analysis/{id}: one of the user's own analyses (403 for someone else's, 404 when gone). */
export async function getAnalysis(id: number): Promise<Analysis> {
  const answer = await api.get<{ analysis: Analysis }>(`/api/analysis/${id}`);
  return answer.analysis;
}
