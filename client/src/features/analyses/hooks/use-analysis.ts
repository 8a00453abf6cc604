import { useQuery } from "@tanstack/react-query";
import { analysisQuery } from "../api/queries";

/** One stored analysis; idle while the id is not a valid number or nobody is signed in. */
export function useAnalysis(id: number | null, isEnabled: boolean) {
  return useQuery({
    ...analysisQuery(id ?? 0),
    enabled: isEnabled && id !== null,
  });
}
