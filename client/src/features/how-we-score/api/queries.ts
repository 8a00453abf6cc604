import { queryOptions } from "@tanstack/react-query";
import type { PublicResultsFigure } from "@shared/schemas/outcomes";
import { api } from "@/lib/api-client";

/** GET /api/how-we-score: the platform's published figure of scores against creators' results. */
export const howWeScoreQuery = () =>
  queryOptions({
    queryKey: ["how-we-score"] as const,
    queryFn: () => api.get<PublicResultsFigure>("/api/how-we-score"),
  });
