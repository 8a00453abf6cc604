import { useQuery } from "@tanstack/react-query";
import { publicFiguresQuery } from "../api/queries";

/** Posts analysed, creators and the median time to score, counted by the server. */
export function usePublicFigures() {
  return useQuery(publicFiguresQuery());
}
