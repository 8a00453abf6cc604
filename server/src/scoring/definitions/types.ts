import type { Measurements } from "../signals/measurements";

// One definition per signal: its key, label, medium, weight, the factors it feeds, the cause it speaks to,
// how it is measured and scored, and its strength and recommendation texts. score.ts only assembles them.

export type Medium = "video" | "image";

/** The engagement factors and visual scores of the result (shared/schemas/analysis.ts). */
export type FactorKey =
  | "hookStrength"
  | "emotionalImpact"
  | "shareability"
  | "algorithmOptimization"
  | "aesthetics"
  | "composition"
  | "trendAlignment";

/**
 * "content" signals (picture, sound, format, people) carry the score; "caption" signals (caption, hashtags,
 * policy words) can move it by at most CAPTION_SPAN points in total (score.ts).
 */
export type SignalGroup = "content" | "caption";

export type Evaluation = {
  /** What was measured, in words ("1080x1920 (9:16)"). */
  value: string;
  /** 0-100, or null when it could not be measured (the weight is then spread over the others). */
  subScore: number | null;
  /** Said when the sub-score is high; names the measurement. Absent where having no problem is no strength. */
  good?: string;
  /** Said when the sub-score is low; names the measurement and the fix. */
  fix?: string;
  /**
   * Why it matters: the study or figure behind the strength or the fix, for this medium. Shown in a "why"
   * detail under the line rather than closing every sentence, so the same citation does not repeat in every
   * analysis's text.
   */
  why?: string;
  /** Overrides the definition's note for this result. */
  note?: string;
};

export type SignalDefinition = {
  key: string;
  label: string;
  group: SignalGroup;
  /** 0 where the signal does not apply to the medium. Content weights sum to 1 per medium, caption ones too. */
  weight: Record<Medium, number>;
  factors: Partial<Record<Medium, readonly FactorKey[]>>;
  /**
   * What a recommendation is about. Only the most pressing recommendation per cause is given, so "no face
   * in the opening" and "show a face" never both appear.
   */
  cause: string;
  /** How it is measured, for the "How we scored this" panel. */
  note: string;
  /** Returns null when the signal does not apply to these measurements. */
  evaluate(m: Measurements): Evaluation | null;
};

export const pct = (v: number) => `${Math.round(v * 100)}%`;
export const sec = (v: number) => `${v.toFixed(1)} s`;
export const fixed = (v: number, d = 1) => v.toFixed(d);
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function defineSignal(definition: SignalDefinition): SignalDefinition {
  return definition;
}
