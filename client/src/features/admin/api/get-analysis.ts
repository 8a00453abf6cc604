import type { Analysis } from "@shared/schemas/analysis";
import { api } from "@/lib/api-client";

export type AdminAnalysisDetail = { analysis: Analysis; user: { id: number; username: string } | null };

/** GET /api/admin/analyses/{id}: the whole result, as its owner sees it, and who the owner is. */
export function getAnalysis(id: number): Promise<AdminAnalysisDetail> {
  return api.get<AdminAnalysisDetail>(`/api/admin/analyses/${id}`);
}
