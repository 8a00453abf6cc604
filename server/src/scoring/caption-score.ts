import { renderEngineMessage, renderOptional } from "@shared/i18n/engine-text";
import type { Message } from "@shared/i18n/message";
import { SIGNALS } from "./definitions";
import type { SignalDefinition } from "./definitions";
import { complianceHits } from "./signals/compliance";
import type { Measurements } from "./signals/measurements";
import { textSignals } from "./signals/text";

// The caption and hashtags of a post not yet filmed (content planning): the engine's own "caption" group signals,
// evaluated on text alone, so the planner's score says the same as an analysis would.

/** What the caption group reads: the text measurements and the policy words. Nothing else is measured. */
export type TextOnlyMeasurements = Pick<Measurements, "kind" | "text" | "compliance">;

export type CaptionSignalScore = {
  key: string;
  label: string;
  value: string;
  subScore: number | null;
  /** The fix when the sub-score is below 60, the strength otherwise (either may be absent). */
  advice: string | null;
  /** The signal's share of the caption score (video weights of the caption group). */
  weight: number;
  /** The label, value and advice as messages, for either language (the fields above are their English). */
  messages: { label: Message; value: Message; advice: Message | null };
};

export type CaptionScore = { score: number | null; signals: CaptionSignalScore[] };

export const CAPTION_SIGNALS: readonly SignalDefinition[] = SIGNALS.filter((def) => def.group === "caption");

/** Below this a signal's advice is its fix: the bottom of the Good band. */
const GOOD_FROM = 60;

export function measureText(caption: string, hashtags: string): TextOnlyMeasurements {
  return { kind: "video", text: textSignals(caption, hashtags), compliance: complianceHits({ caption, hashtags }) };
}

/** The caption group's signals on text alone and their weighted mean, 0-100 (null if none could be measured). */
export function scoreCaptionText(caption: string, hashtags: string): CaptionScore {
  // The caption group's definitions read only kind, text and compliance (caption-score.test.ts checks it).
  const m = measureText(caption, hashtags) as Measurements;
  const signals: CaptionSignalScore[] = [];
  let sum = 0;
  let weights = 0;
  for (const def of CAPTION_SIGNALS) {
    const evaluation = def.evaluate(m);
    if (!evaluation) continue;
    const weight = def.weight[m.kind];
    const { subScore } = evaluation;
    const advice = subScore === null ? null : subScore < GOOD_FROM ? evaluation.fix : evaluation.good;
    signals.push({
      key: def.key,
      label: renderEngineMessage(def.label),
      value: renderEngineMessage(evaluation.value),
      subScore,
      advice: renderOptional(advice),
      weight,
      messages: { label: def.label, value: evaluation.value, advice: advice ?? null },
    });
    if (subScore !== null && weight > 0) {
      sum += subScore * weight;
      weights += weight;
    }
  }
  return { score: weights > 0 ? Math.round(sum / weights) : null, signals };
}
