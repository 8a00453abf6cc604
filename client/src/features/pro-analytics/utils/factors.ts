import type { ContentFactors } from "@shared/schemas/analysis";

// The four content factors as the analytics page names them: the video names, since a range mixes videos and
// images (the analysis page calls them "Stopping power" … for an image).
export const FACTOR_KEYS = [
  "hookStrength",
  "emotionalImpact",
  "shareability",
  "algorithmOptimization",
] as const satisfies ReadonlyArray<keyof ContentFactors>;

export const FACTOR_LABELS: Record<keyof ContentFactors, string> = {
  hookStrength: "Hook strength",
  emotionalImpact: "Emotional impact",
  shareability: "Shareability",
  algorithmOptimization: "Algorithm optimization",
};
