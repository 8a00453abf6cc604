import { renderEngineMessage, renderOptional } from "@shared/i18n/engine-text";
import { type Message, msg } from "@shared/i18n/message";
import {
  type AnalysisMessages,
  type ContentCompliance,
  type EngineOutput,
  mapContentFactors,
  type ScoredSignal,
  viralPotentialFor,
} from "@shared/schemas/analysis";
import { ceilingFor, ESSENTIALS, EVIDENCE_MIN, type Ceiling, underCeiling, type WeakEssential } from "./ceiling";
import { confidenceFor } from "./confidence";
import * as C from "./curves";
import { SIGNALS, type Evaluation, type FactorKey, type Medium, type SignalDefinition } from "./definitions";
import { distinctTerms, reviewReasons } from "./definitions/compliance";
import { list, quoted } from "./definitions/types";
import { frameKindWords, hasNoSubject } from "./definitions/people";
import { themeWords } from "./definitions/picture";
import { buildInsights, faceUnderOverlay } from "./insights";
import { policyCategoryMessage } from "./signals/compliance";
import type { Measurements } from "./signals/measurements";

// Measurements -> one evaluation per signal definition (definitions/) -> the score, factors, texts, dots.
// Weights, curves and bounds are documented with their evidence in ./README.md. Every text is a message
// (shared/locales/<language>/engine.json); the result carries them in `messages` and, rendered in English, in
// its older text fields.

/** Power of the weighted mean of content sub-scores: a very weak signal costs more than a strong one earns. */
export const TOTAL_POWER = 0.5;
/** The caption and hashtags together move the score by at most this many points (README "Caption bound"). */
export const CAPTION_SPAN = 15;
/** The caption sub-score (0-100) at which the caption neither adds nor takes away. */
const CAPTION_PIVOT = 65;
/** A frame with no subject at all (blank, gradient, noise, test pattern) stays in "Needs Work". */
export const NO_SUBJECT_CAP = 59;
/**
 * A post that needs policy review (a policy word in the caption, hashtags or on-screen text, or a picture the
 * visual check asks a person to look at) stays in "Needs Work" whatever else it does well: platforms keep such
 * posts out of recommendation feeds and may restrict the account, so no craft makes it a good post to publish.
 */
export const POLICY_CAP = 59;

/** Does this post need policy review? Then it is capped, its potential is Low and the fix comes first. */
export function hasPolicyRisk(m: Measurements): boolean {
  return m.compliance.length > 0 || m.visualPolicy.needsReview;
}

export type Evaluated = Evaluation & { def: SignalDefinition; weight: number };

/** Each definition's evaluation with its weight in the whole score (content × 0.85, caption × 0.15). */
export function evaluateSignals(m: Measurements): Evaluated[] {
  const medium: Medium = m.kind;
  const share = { content: 1 - CAPTION_SPAN / 100, caption: CAPTION_SPAN / 100 };
  return SIGNALS.flatMap((def) => {
    const evaluation = def.evaluate(m);
    const informational = def.weight.video === 0 && def.weight.image === 0;
    if (!evaluation || (def.weight[medium] === 0 && !informational)) return [];
    return [{ ...evaluation, def, weight: def.weight[medium] * share[def.group] }];
  });
}

/** Weighted power mean of the measured sub-scores; unmeasured ones drop out and their weight is spread. */
function weightedMean(items: readonly Evaluated[], power = 1) {
  let sum = 0;
  let wsum = 0;
  for (const e of items) {
    if (e.subScore === null || e.weight <= 0) continue;
    sum += e.weight * e.subScore ** power;
    wsum += e.weight;
  }
  return { value: wsum > 0 ? (sum / wsum) ** (1 / power) : null, measuredWeight: wsum };
}

export type ScoreParts = {
  content: number;
  caption: number | null;
  captionEffect: number;
  /** The content and caption together before the ceiling, the caps and the 0-100 bounds. */
  uncapped: number;
  /** The top of the scale this post could reach (ceiling.ts); 100 when it earned it. */
  ceiling: number;
  /** Held at NO_SUBJECT_CAP: nothing in the frame. */
  capped: boolean;
  /** Held at POLICY_CAP: the post needs policy review. */
  policyCapped: boolean;
  measuredWeight: number;
};

/**
 * The caption and hashtags' sub-score (null: no caption signal measured). A caption with policy hits is never
 * a good caption, however well written: it is held to the policy sub-score (engagement bait and regulated topics
 * are kept out of For You feeds). Only the caption's and hashtags' own hits hold it: words read on screen belong
 * to the picture.
 */
function captionValue(evaluated: readonly Evaluated[], m: Measurements) {
  const caption = weightedMean(evaluated.filter((e) => e.def.group === "caption"));
  const policy = C.complianceHitsCurve(distinctTerms(m.compliance.filter((h) => h.source !== "on-screen text")));
  return {
    value: caption.value === null ? null : Math.min(caption.value, policy),
    measuredWeight: caption.measuredWeight,
  };
}

/** The first essential factor of the medium without strong evidence (ceiling.ts), or null when all have it. */
function weakestEssential(evaluated: readonly Evaluated[], m: Measurements): WeakEssential | null {
  const caption = captionValue(evaluated, m).value;
  for (const essential of ESSENTIALS[m.kind]) {
    const value = essential.keys.includes("caption")
      ? caption
      : weightedMean(evaluated.filter((e) => essential.keys.includes(e.def.key))).value;
    if (value === null || value < EVIDENCE_MIN) {
      return { key: essential.key, subScore: value === null ? null : C.toScore(value) };
    }
  }
  return null;
}

export function scoreParts(
  evaluated: readonly Evaluated[],
  m: Measurements,
  ceiling: Ceiling,
): ScoreParts & { score: number } {
  const content = weightedMean(
    evaluated.filter((e) => e.def.group === "content"),
    TOTAL_POWER,
  );
  const caption = captionValue(evaluated, m);
  const contentScore = C.spreadCurve(content.value ?? 50);
  const captionEffect = caption.value === null ? 0 : ((caption.value - CAPTION_PIVOT) * CAPTION_SPAN) / 100;
  const uncapped = contentScore + captionEffect;
  let score = Math.min(100, Math.max(0, underCeiling(uncapped, ceiling)));
  const capped = hasNoSubject(m) && score > NO_SUBJECT_CAP;
  if (capped) score = NO_SUBJECT_CAP;
  const policyCapped = hasPolicyRisk(m) && score > POLICY_CAP;
  if (policyCapped) score = POLICY_CAP;
  return {
    score: C.toScore(score),
    content: C.round(contentScore, 2),
    caption: caption.value === null ? null : C.round(caption.value, 2),
    captionEffect: C.round(captionEffect, 2),
    uncapped: C.round(uncapped, 2),
    ceiling: ceiling.max,
    capped,
    policyCapped,
    measuredWeight: content.measuredWeight + caption.measuredWeight,
  };
}

const byPriority = (a: Evaluated, b: Evaluated, value: (e: Evaluated) => number) =>
  value(b) - value(a) || a.def.key.localeCompare(b.def.key);

/** At most one text per cause: the most pressing one. */
function onePerCause(items: Evaluated[]): Evaluated[] {
  const seen = new Set<string>();
  return items.filter((e) => (seen.has(e.def.cause) ? false : (seen.add(e.def.cause), true)));
}

/** With nothing in the frame at all, "show a person" is the same advice as the subject's: it is left out. */
const COVERED_BY_NO_SUBJECT = new Set(["people", "expression"]);

type Said = { text: Message; cause: string; why: Message | null };

const said = (e: Evaluated, text: Message): Said => ({ text, cause: e.def.cause, why: e.why ?? null });

/** The strengths: at most 5, one per cause, the strongest first; or the strongest signal so far. */
function strengthsOf(praised: readonly Evaluated[]): Said[] {
  const strong = onePerCause(
    praised
      .filter((e) => e.subScore! >= 80 && e.good)
      .sort((a, b) => byPriority(a, b, (e) => e.weight * (e.subScore! - 60))),
  ).slice(0, 5);
  if (strong.length > 0) return strong.map((e) => said(e, e.good!));
  const best = [...praised].filter((e) => e.good).sort((a, b) => byPriority(a, b, (e) => e.subScore!))[0];
  if (!best || best.subScore! < 60) return [];
  return [said(best, msg("score.strongest", { label: best.def.label, measured: best.value }))];
}

/** The recommendations: at most 6, one per cause, the policy fix first, the most pressing next. */
function recommendationsOf(ranked: readonly Evaluated[], m: Measurements): Said[] {
  const advised = onePerCause(
    ranked
      .filter((e) => e.subScore! < 65 && e.fix)
      .sort((a, b) => byPriority(a, b, (e) => e.weight * (100 - e.subScore!))),
  )
    .slice(0, 6)
    .map((e) => said(e, e.fix!));
  // A policy risk is the first thing to fix: nothing else matters while the post may be kept out of feeds.
  const policyFix = policyFirstFix(m);
  if (!policyFix) return advised;
  return [{ ...policyFix, why: null }, ...advised.filter((r) => r.cause !== policyFix.cause)].slice(0, 6);
}

function texts(evaluated: readonly Evaluated[], m: Measurements) {
  const noSubject = hasNoSubject(m);
  const ranked = evaluated.filter(
    (e) => e.subScore !== null && e.weight >= 0.005 && !(noSubject && COVERED_BY_NO_SUBJECT.has(e.def.cause)),
  );
  // On a frame with nothing in it, praise for exposure or framing would mislead: only the caption's counts.
  const strengths = strengthsOf(noSubject ? ranked.filter((e) => e.def.group === "caption") : ranked);
  const recommendations = recommendationsOf(ranked, m);
  // What the ceiling reads (ceiling.ts): the first real fix, or the one "to push further" below.
  const advice = { fix: recommendations[0]?.text ?? null, further: null as Message | null };
  if (recommendations.length === 0) {
    const weakest = [...ranked]
      .filter((e) => e.fix && e.subScore! < 80)
      .sort((a, b) => byPriority(a, b, (e) => -e.subScore!))[0];
    if (weakest) {
      advice.further = weakest.fix!;
      recommendations.push(said(weakest, msg("score.further", { fix: weakest.fix! })));
    }
  }
  return {
    strengths: strengths.map((x) => x.text),
    recommendations: recommendations.map((x) => x.text),
    // The cause of each recommendation, in the same order: the text carries this post's measurement, so the
    // same advice reads differently on every post; the cause is what stays the same.
    recommendationCauses: recommendations.map((x) => x.cause),
    // Why each line matters (a study or figure), in the same order; null where the line says it all.
    why: { strengths: strengths.map((x) => x.why), recommendations: recommendations.map((x) => x.why) },
    advice,
  };
}

/** What to remove (policy words, by where they are) or to check (the picture), as one sentence; null: nothing. */
function policyFirstFix(m: Measurements): { text: Message; cause: string } | null {
  if (m.compliance.length > 0) {
    const terms = (source: string) =>
      list([...new Set(m.compliance.filter((h) => h.source === source).map((h) => h.term))].map(quoted));
    const places = (["caption", "hashtags", "on-screen text"] as const).flatMap((source) => {
      const found = terms(source);
      return found ? [msg(`policy.from_${source === "on-screen text" ? "screen" : source}`, { terms: found })] : [];
    });
    const where = places
      .slice(0, -1)
      .reduceRight<Message>((rest, first) => msg("common.and", { first, rest }), places.at(-1)!);
    const topics = list([...new Set(m.compliance.map((h) => h.category))].map(policyCategoryMessage))!;
    return { cause: "policy", text: msg("policy.fix", { places: where, topics }) };
  }
  if (m.visualPolicy.needsReview) return { cause: "visual-policy", text: msg("visualPolicy.fix") };
  return null;
}

function factor(evaluated: readonly Evaluated[], medium: Medium, key: FactorKey): number {
  const mean = weightedMean(evaluated.filter((e) => e.def.factors[medium]?.includes(key)));
  return C.toScore(mean.value ?? 50);
}

export type ScoreResult = EngineOutput & {
  messages: AnalysisMessages;
  /** One cause per recommendation, in order (see texts()). */
  recommendationCauses: string[];
  raw: ScoreParts;
  weights: Medium;
  confidenceReasons: string[];
};

const en = (message: Message) => renderEngineMessage(message, "en");

export function scoreMeasurements(m: Measurements): ScoreResult {
  const medium = m.kind;
  const evaluated = evaluateSignals(m);
  const { advice, ...lines } = texts(evaluated, m);
  const ceiling = ceilingFor(advice, weakestEssential(evaluated, m));
  const { score: viralScore, ...parts } = scoreParts(evaluated, m, ceiling);
  const explained: AnalysisMessages["explanation"] = evaluated.map((e) => ({
    key: e.def.key,
    label: e.def.label,
    value: e.value,
    note: e.note ?? e.def.note,
  }));
  const scores = new Map(evaluated.map((e) => [e.def.key, { subScore: e.subScore, weight: C.round(e.weight, 4) }]));

  if (ceiling.reason && parts.uncapped > viralScore && !parts.capped && !parts.policyCapped) {
    const factors = list(ESSENTIALS[medium].map((e) => msg(`ceiling.essentials.${e.key}`)))!;
    explained.unshift({
      key: "ceiling",
      label: msg("ceiling.label"),
      value: ceiling.reason,
      note: msg("ceiling.note", { factors }),
    });
  }

  if (parts.capped) {
    explained.unshift({
      key: "noSubjectCap",
      label: msg("caps.label"),
      value: msg("caps.value_noSubject", { cap: NO_SUBJECT_CAP, frames: frameKindWords(m) }),
      note: msg("caps.note_noSubject"),
    });
  }

  if (parts.policyCapped) {
    explained.unshift({
      key: "policyCap",
      label: msg("caps.label"),
      value: msg("caps.value_policy", { cap: POLICY_CAP, reason: reviewReasons(m)[0]! }),
      note: msg("caps.note_policy"),
    });
  }

  const explanation: ScoredSignal[] = explained.map((e) => ({
    key: e.key,
    label: en(e.label),
    value: en(e.value),
    subScore: scores.get(e.key)?.subScore ?? null,
    weight: scores.get(e.key)?.weight ?? 0,
    note: en(e.note),
  }));

  const reasons = reviewReasons(m);
  const contentCompliance: ContentCompliance = {
    isCompliant: reasons.length === 0,
    status: reasons.length === 0 ? "compliant" : "needs_review",
    complianceScore: C.toScore(Math.max(0, 100 - 25 * reasons.length)),
    violationReasons: reasons.map(en),
  };

  const f = (key: FactorKey) => factor(evaluated, medium, key);
  const composition = f("composition");
  const confidence = confidenceFor(m, parts.measuredWeight);
  const dots = buildInsights(m);
  const theme = themeWords(m.picture);
  const messages: AnalysisMessages = {
    strengths: lines.strengths,
    recommendations: lines.recommendations,
    why: lines.why,
    insights: dots.map((d) => d.message),
    violationReasons: reasons,
    explanation: explained,
    theme,
    confidenceReasons: confidence.reasons,
  };
  return {
    viralScore,
    confidence: confidence.value,
    viralPotential: hasPolicyRisk(m) ? "Low" : viralPotentialFor(viralScore),
    strengths: lines.strengths.map(en),
    recommendations: lines.recommendations.map(en),
    recommendationCauses: lines.recommendationCauses,
    why: {
      strengths: lines.why.strengths.map((w) => renderOptional(w)),
      recommendations: lines.why.recommendations.map((w) => renderOptional(w)),
    },
    contentCompliance,
    visualAnalysis: {
      theme: en(theme),
      aesthetics: f("aesthetics"),
      composition: faceUnderOverlay(m) ? C.toScore(composition * 0.85) : composition,
      trendAlignment: f("trendAlignment"),
    },
    contentFactors: mapContentFactors(f),
    insights: dots.map(({ message, ...dot }) => ({ ...dot, insight: en(message) })),
    timeline: m.kind === "video" ? (m.timeline ?? null) : null,
    explanation,
    messages,
    raw: parts,
    weights: medium,
    confidenceReasons: confidence.reasons.map(en),
  };
}
