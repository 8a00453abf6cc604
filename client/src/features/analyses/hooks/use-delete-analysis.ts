import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteAnalysis } from "../api/delete-analysis";
import { analysesQueryPrefix, analysisQuery } from "../api/queries";

/** Deletes an analysis, then refreshes every list that may show it. */
export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAnalysis(id),
    onSuccess: (_answer, id) => {
      // The open detail page navigates away; refetching it now would only flash "not found". Marked stale,
      // it is asked again (and answers 404) if someone comes back to it.
      void queryClient.invalidateQueries({ queryKey: analysisQuery(id).queryKey, refetchType: "none" });
      return queryClient.invalidateQueries({ queryKey: analysesQueryPrefix });
    },
  });
}
