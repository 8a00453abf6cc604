import { useQuery } from "@tanstack/react-query";
import { analysesQuery } from "../api/queries";

/** The signed-in user's analyses, newest first; idle while there is no user. */
export function useAnalyses(userId: number | undefined) {
  return useQuery({
    ...analysesQuery(userId ?? 0),
    enabled: userId !== undefined,
  });
}
