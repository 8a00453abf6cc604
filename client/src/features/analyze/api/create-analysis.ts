import type { Analysis } from "@shared/schemas/analysis";
import { api } from "@/lib/api-client";

export type CreateAnalysisInput = {
  file: File;
  userId: number;
  caption: string;
  hashtags: string;
  /** The plan the client believes applies; kept for API compatibility, the server decides. */
  paymentType: string;
  requestId: string;
  /** "competitor": someone else's post, for a comparison (Pro only). */
  analysisKind?: "own" | "competitor";
  /** .mov files go to the QuickTime route (POST /api/test-quicktime). */
  isQuickTime: boolean;
  onUploadProgress: (loaded: number, total: number) => void;
  signal?: AbortSignal;
};

/** POST /api/analyze or /api/test-quicktime (multipart) -> 201 {analysis}. */
export async function createAnalysis(input: CreateAnalysisInput): Promise<Analysis> {
  const form = new FormData();
  // Text fields first, the file last, so the server has them before the large part arrives.
  form.append("userId", String(input.userId));
  form.append("caption", input.caption);
  form.append("hashtags", input.hashtags);
  form.append("paymentType", input.paymentType);
  form.append("requestId", input.requestId);
  if (input.analysisKind) form.append("kind", input.analysisKind);
  form.append("file", input.file, input.file.name);
  const path = input.isQuickTime ? "/api/test-quicktime" : "/api/analyze";
  const answer = await api.post<{ analysis: Analysis }>(path, form, {
    onUploadProgress: input.onUploadProgress,
    signal: input.signal,
  });
  return answer.analysis;
}
