import type { ScoreBand } from "@shared/constants";

// The catalogue keys of the engine's English labels (landing.json "bands" and "potentials").

const BAND_KEYS: Record<ScoreBand, string> = { Excellent: "excellent", Good: "good", "Needs Work": "needsWork" };
const POTENTIAL_KEYS: Record<string, string> = { "Very High": "veryHigh", High: "high", Medium: "medium", Low: "low" };

export function bandKey(band: ScoreBand): string {
  return `bands.${BAND_KEYS[band]}`;
}

export function potentialKey(potential: string): string {
  return `potentials.${POTENTIAL_KEYS[potential] ?? "medium"}`;
}
