import { useQuery } from "@tanstack/react-query";
import { analysisQueryKey, getAnalysis } from "../api/get-analysis";

/** One stored analysis; idle while the id is not a valid number or nobody is signed in. */
export function useAnalysis(id: number | null, isEnabled: boolean) {
  return useQuery({
    queryKey: analysisQueryKey(id ?? 0),
    queryFn: () => getAnalysis(id ?? 0),
    enabled: isEnabled && id !== null,
  });
}
