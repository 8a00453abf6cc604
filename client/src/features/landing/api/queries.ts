import { queryOptions } from "@tanstack/react-query";
import { PUBLIC_FIGURES_MAX_AGE_SECONDS } from "@shared/constants";
import type { PublicFigures } from "@shared/schemas/public-figures";
import { api } from "@/lib/api-client";

/** GET /api/public-figures: posts analysed, creators and the median time to score, counted by the server. */
export const publicFiguresQuery = () =>
  queryOptions({
    queryKey: ["public-figures"] as const,
    queryFn: () => api.get<PublicFigures>("/api/public-figures"),
    staleTime: PUBLIC_FIGURES_MAX_AGE_SECONDS * 1000,
  });
