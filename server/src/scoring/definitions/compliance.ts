import * as C from "../curves";
import { complianceReason } from "../signals/compliance";
import type { Measurements } from "../signals/measurements";
import { defineSignal, plural } from "./types";

// Policy: words in the caption, hashtags and on-screen text (curated English and Arabic lists), and the
// NSFW model's answer on the frames. A hit only ever means "needs review" with its reason: never a silent
// pass or fail. Having no hit is not a strength, so these signals have no strength text.

export const compliance = defineSignal({
  key: "compliance",
  label: "Policy words",
  group: "caption",
  weight: { video: 0.25, image: 0.25 },
  factors: {
    video: ["shareability", "algorithmOptimization"],
    image: ["shareability", "algorithmOptimization"],
  },
  cause: "policy",
  note: "Curated English and Arabic lists over the caption, hashtags and on-screen text; a hit means review, not a verdict",
  evaluate(m) {
    const hits = m.compliance;
    const text =
      hits.length === 0
        ? "no policy words"
        : `${plural(hits.length, "policy hit")}: ${hits.map((h) => `'${h.term}' (${h.label})`).join(", ")}`;
    return {
      value: text,
      subScore: C.toScore(C.complianceHitsCurve(distinctTerms(hits))),
      fix: `Review the wording of the caption, hashtags and on-screen text: For You feeds exclude regulated and sensitive topics and engagement bait (measured: ${text})`,
    };
  },
});

export const visualPolicy = defineSignal({
  key: "visualPolicy",
  label: "Visual policy check",
  group: "content",
  weight: { video: 0, image: 0 },
  factors: {},
  cause: "visual-policy",
  note: "An explicit-content model on the analysed frames; it errs on clothed people, so it asks for review only when near-certain",
  evaluate(m) {
    const v = m.visualPolicy;
    if (!v.measured) return { value: "not checked (model unavailable)", subScore: null };
    return {
      value: v.needsReview ? `may need review: ${VISUAL_REVIEW_REASON}` : "nothing that needs review",
      subScore: null,
    };
  },
});

/** A term written in the caption and again as a hashtag is one problem, not two. */
export function distinctTerms(hits: readonly { term: string }[]): number {
  return new Set(hits.map((h) => h.term.replace(/^#/, "").toLowerCase())).size;
}

/** In product words: never the model's class names or its probabilities, which read as an accusation. */
export const VISUAL_REVIEW_REASON = "the picture may show nudity or sexual content; a person should check it";

/** Every reason the content needs review: word hits with their category and source, then the visual check. */
export function reviewReasons(m: Measurements): string[] {
  return [...m.compliance.map(complianceReason), ...(m.visualPolicy.needsReview ? [VISUAL_REVIEW_REASON] : [])];
}

export const COMPLIANCE_SIGNALS = [compliance, visualPolicy];
