import { useQuery } from "@tanstack/react-query";
import { analysesQueryKey, listAnalyses } from "../api/list-analyses";

/** The signed-in user's analyses, newest first; idle while there is no user. */
export function useAnalyses(userId: number | undefined) {
  return useQuery({
    queryKey: analysesQueryKey(userId ?? 0),
    queryFn: () => listAnalyses(userId ?? 0),
    enabled: userId !== undefined,
  });
}
