import * as C from "../curves";
import { complianceReasonMessage, policyCategoryMessage } from "../signals/compliance";
import type { Measurements } from "../signals/measurements";
import { defineSignal, labelOf, list, type Message, msg, noteOf, plural, quoted } from "./types";

// Policy: words in the caption, hashtags and on-screen text (curated English and Arabic lists), and the
// NSFW model's answer on the frames. A hit only ever means "needs review" with its reason: never a silent
// pass or fail. Having no hit is not a strength, so these signals have no strength text.

export const compliance = defineSignal({
  key: "compliance",
  label: labelOf("compliance"),
  group: "caption",
  weight: { video: 0.25, image: 0.25 },
  factors: {
    video: ["shareability", "algorithmOptimization"],
    image: ["shareability", "algorithmOptimization"],
  },
  cause: "policy",
  note: noteOf("compliance"),
  evaluate(m) {
    const hits = m.compliance;
    const terms = list(
      hits.map((h) => msg("compliance.term", { term: quoted(h.term), category: policyCategoryMessage(h.category) })),
    );
    const text = terms
      ? msg("compliance.value", { hits: plural(hits.length, "policyHits"), terms })
      : msg("compliance.value_none");
    return {
      value: text,
      subScore: C.toScore(C.complianceHitsCurve(distinctTerms(hits))),
      fix: msg("compliance.fix", { measured: text }),
    };
  },
});

export const visualPolicy = defineSignal({
  key: "visualPolicy",
  label: labelOf("visualPolicy"),
  group: "content",
  weight: { video: 0, image: 0 },
  factors: {},
  cause: "visual-policy",
  note: noteOf("visualPolicy"),
  evaluate(m) {
    const v = m.visualPolicy;
    if (!v.measured) return { value: msg("visualPolicy.value_unavailable"), subScore: null };
    return {
      value: v.needsReview
        ? msg("visualPolicy.value_review", { reason: VISUAL_REVIEW_REASON })
        : msg("visualPolicy.value_clear"),
      subScore: null,
    };
  },
});

/** A term written in the caption and again as a hashtag is one problem, not two. */
export function distinctTerms(hits: readonly { term: string }[]): number {
  return new Set(hits.map((h) => h.term.replace(/^#/, "").toLowerCase())).size;
}

/** In product words: never the model's class names or its probabilities, which read as an accusation. */
export const VISUAL_REVIEW_REASON: Message = msg("visualPolicy.reason");

/** Every reason the content needs review: word hits with their category and source, then the visual check. */
export function reviewReasons(m: Measurements): Message[] {
  return [...m.compliance.map(complianceReasonMessage), ...(m.visualPolicy.needsReview ? [VISUAL_REVIEW_REASON] : [])];
}

export const COMPLIANCE_SIGNALS = [compliance, visualPolicy];
