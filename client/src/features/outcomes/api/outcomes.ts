import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ImportBody,
  ImportPreview,
  ImportResponse,
  MarkPostedBody,
  OutcomeInput,
  OutcomeResponse,
  PostedResponse,
} from "@shared/schemas/outcomes";
import { api } from "@/lib/api-client";
import {
  outcomesQuery,
  outcomesQueryPrefix,
  scoreVsResultsQuery,
  scoreVsResultsQueryPrefix,
  yourScoreQuery,
} from "./queries";

/** GET /api/analyses/:id/outcomes: the post's check-ins, oldest first. */
export function useOutcomes(analysisId: number, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    ...outcomesQuery(analysisId),
    enabled: options.isEnabled ?? true,
  });
}

/** POST /api/analyses/:id/outcomes, then the post's check-ins are read again. */
export function useRecordOutcome(analysisId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OutcomeInput) => api.post<OutcomeResponse>(`/api/analyses/${analysisId}/outcomes`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: outcomesQuery(analysisId).queryKey }),
        queryClient.invalidateQueries({ queryKey: scoreVsResultsQueryPrefix }),
      ]),
  });
}

/** GET /api/pro/results: Score vs results for the signed-in Pro creator (402 without Pro). */
export function useScoreVsResults(options: { isEnabled: boolean }) {
  return useQuery({
    ...scoreVsResultsQuery(),
    enabled: options.isEnabled,
  });
}

/** POST /api/outcomes/import/preview: the file's rows and their matches; nothing is stored. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return api.post<ImportPreview>("/api/outcomes/import/preview", form);
    },
  });
}

/** POST /api/outcomes/import: the confirmed rows, all or none; every results view is read again. */
export function useImportResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBody) => api.post<ImportResponse>("/api/outcomes/import", body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: outcomesQueryPrefix }),
        queryClient.invalidateQueries({ queryKey: scoreVsResultsQueryPrefix }),
      ]),
  });
}

/** PUT /api/analyses/:id/posted: "I posted it", with or without the results reminder in 48 hours. */
export function useMarkPosted(analysisId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkPostedBody) => api.put<PostedResponse>(`/api/analyses/${analysisId}/posted`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outcomesQuery(analysisId).queryKey }),
  });
}

/** GET /api/pro/results/:id/your-score: the creator's own score for this analysis (Pro only). */
export function useYourScore(analysisId: number, options: { isEnabled: boolean }) {
  return useQuery({
    ...yourScoreQuery(analysisId),
    enabled: options.isEnabled,
  });
}
