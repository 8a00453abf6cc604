import { type Message, msg } from "@shared/i18n/message";
import type { Medium } from "./definitions";

// The top of the scale. A weighted mean of many sub-scores saturates: a clean photo passes every technical
// check (exposure, sharpness, resolution...), and the mean of a dozen 100s and a 41 is still about 95. Without
// a ceiling, any decent photo scored 99-100, with "crop to portrait" beside it, and the number could not tell
// two good posts apart. So 95 and above are earned (README "The top of the scale"):
// - 95-100 needs evidence on every essential factor of the medium, and nothing left to advise;
// - with only a "to push further" suggestion left, or an essential factor short of the evidence, the score is
//   compressed under 95;
// - with a real fix advised, under 90.
// Compression (not a flat cap) keeps the order: a better post still scores higher under the same ceiling.

/** A score of this or more is earned: every essential factor measured strong, nothing to advise. */
export const EARNED_TOP = 95;
/** An essential factor counts as evidence at this sub-score or more. */
export const EVIDENCE_MIN = 85;

/** `key` names the factor in the catalogue (`ceiling.essentials.<key>`); `keys` are the signals it reads. */
export type Essential = { key: string; keys: readonly string[] };

/**
 * What a post needs to show to earn the top of the scale, per medium. "caption" stands for the caption and
 * hashtags together (every caption signal).
 */
export const ESSENTIALS: Record<Medium, readonly Essential[]> = {
  image: [
    { key: "subject", keys: ["subject"] },
    { key: "light", keys: ["brightness", "contrast"] },
    { key: "framing", keys: ["aspect", "fullFrame", "uiZones"] },
    { key: "caption", keys: ["caption"] },
  ],
  video: [
    { key: "hook", keys: ["hookCuts", "hookMotion", "faceInHook", "audioOnset", "firstWords"] },
    { key: "subject", keys: ["subject"] },
    { key: "sound", keys: ["sound"] },
    { key: "pacing", keys: ["sceneVariety", "deadFrames", "stillStretch"] },
  ],
};

export type Ceiling = {
  /** The highest score this post can reach. */
  max: number;
  /** Where compression starts: scores below this are untouched. */
  knee: number;
  /** Why, in words (null: no ceiling, the post earned the top). */
  reason: Message | null;
};

/** Above the knee, one point of the uncapped score is worth this much under a ceiling. */
const SLOPE = 0.5;

export const NO_CEILING: Ceiling = { max: 100, knee: 100, reason: null };
export const ADVICE_CEILING = { max: 89, knee: 78 };
export const FURTHER_CEILING = { max: 94, knee: 86 };

export type WeakEssential = { key: string; subScore: number | null };

/**
 * The ceiling for a post, from what is advised and its weakest essential factor (null: every one is strong).
 * `fix` is the first real recommendation (a signal that measured weak); `further` is a "to push further" one.
 */
export function ceilingFor(advice: { fix: Message | null; further: Message | null }, weak: WeakEssential | null) {
  if (advice.fix) return { ...ADVICE_CEILING, reason: msg("ceiling.reason_fix", { fix: advice.fix }) };
  if (weak) {
    const measured =
      weak.subScore === null ? msg("common.notMeasured") : msg("ceiling.measured", { score: weak.subScore });
    return {
      ...FURTHER_CEILING,
      reason: msg("ceiling.reason_weak", { essential: msg(`ceiling.essentials.${weak.key}`), measured }),
    };
  }
  if (advice.further) return { ...FURTHER_CEILING, reason: msg("ceiling.reason_further", { further: advice.further }) };
  return NO_CEILING;
}

/** The uncapped score under its ceiling: unchanged below the knee, compressed above, never over the max. */
export function underCeiling(uncapped: number, ceiling: Ceiling): number {
  if (uncapped <= ceiling.knee) return uncapped;
  return Math.min(ceiling.max, ceiling.knee + (uncapped - ceiling.knee) * SLOPE);
}
