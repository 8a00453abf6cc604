import type { ContentFactorKey } from "@shared/schemas/analysis";

/**
 * What each content factor is called: the video names, which are also used wherever videos and images are shown
 * together (the analytics page, a comparison). The analysis page of an image has its own names for them.
 */
export const CONTENT_FACTOR_LABELS: Record<ContentFactorKey, string> = {
  hookStrength: "Hook strength",
  emotionalImpact: "Emotional impact",
  shareability: "Shareability",
  algorithmOptimization: "Algorithm optimization",
};
