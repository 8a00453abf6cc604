import * as C from "../curves";
import type { Measurements } from "../signals/measurements";
import { defineSignal, labelOf, type Message, msg, noteOf, objectName, pct, plural, sec } from "./types";

// People and the main subject: what the picture holds. Content outranks polish: these carry more weight
// than exposure or colour, and a frame with no subject at all caps the score (score.ts).

/** True when the analysed frames hold nothing at all to look at: blank, gradient, noise or a test pattern. */
export function hasNoSubject(m: Measurements): boolean {
  return m.subject.kind === "none" && m.subject.frameKind !== "scene";
}

/** "random noise on 100% of analysed frames". */
export function frameKindWords(m: Measurements): Message {
  const s = m.subject;
  return msg("subject.frameKindShare", {
    kind: msg(`subject.frameKinds.${s.frameKind}`),
    share: pct(s.frameKindShare),
  });
}

export const subject = defineSignal({
  key: "subject",
  label: labelOf("subject"),
  group: "content",
  weight: { video: 0.09, image: 0.18 },
  factors: {
    video: ["hookStrength", "shareability", "composition"],
    image: ["hookStrength", "shareability", "composition"],
  },
  cause: "subject",
  note: noteOf("subject"),
  evaluate(m) {
    const s = m.subject;
    if (s.kind === "none") {
      if (s.frameKind !== "scene") {
        const text = msg("subject.value_nothing", { frames: frameKindWords(m) });
        return {
          value: text,
          subScore: 0,
          fix: msg("subject.fix_nothing", { kind: msg(`subject.frameKindNames.${s.frameKind}`), measured: text }),
        };
      }
      if (!s.available) return { value: msg("subject.value_unavailable"), subScore: null };
      return { value: msg("subject.value_unclear"), subScore: 30, fix: msg("subject.fix_unclear") };
    }
    const what = s.kind === "text" ? msg("subject.onScreenText") : objectName(s.label!);
    const share = pct(s.fill);
    const text =
      s.kind === "text"
        ? msg("subject.value_text", { share })
        : msg(s.offCentre > 0.5 ? "subject.value_offCentre" : "subject.value_centred", { what, share });
    const score = s.kind === "text" ? 70 : C.subjectFillCurve(s.fill) * C.offCentreCurve(s.offCentre);
    return {
      value: text,
      subScore: C.toScore(score),
      good: msg("subject.good", { what, measured: text }),
      fix:
        s.kind === "text"
          ? msg("subject.fix_onlyText", { measured: text })
          : msg(s.fill < 0.12 ? "subject.fix_closer" : "subject.fix_centre", { what, measured: text }),
    };
  },
});

export const faces = defineSignal({
  key: "faces",
  label: labelOf("faces"),
  group: "content",
  weight: { video: 0.04, image: 0.1 },
  factors: {
    video: ["emotionalImpact", "composition"],
    image: ["hookStrength", "emotionalImpact", "shareability", "composition"],
  },
  cause: "people",
  note: noteOf("faces"),
  evaluate(m) {
    const f = m.faces;
    if (!f.available) return { value: msg("common.faceDetectionUnavailable"), subScore: null };
    const presence = f.framesChecked > 0 ? f.framesWithFace / f.framesChecked : 0;
    const size = f.largest?.height ?? 0;
    const none = f.framesWithFace === 0;
    const score = none ? C.facePresenceCurve(0) : 0.5 * C.facePresenceCurve(presence) + 0.5 * C.faceSizeCurve(size);
    const text = none
      ? msg("faces.value_none", { frames: plural(f.framesChecked, "frames") })
      : m.kind === "image"
        ? msg("faces.value_image", { faces: plural(f.preview.length, "faces"), size: pct(size) })
        : msg("faces.value_video", { withFace: f.framesWithFace, count: f.framesChecked, size: pct(size) });
    return {
      value: text,
      subScore: C.toScore(score),
      good: msg("faces.good", { measured: text }),
      fix: msg(none ? "faces.fix_none" : "faces.fix_closer", { measured: text }),
      why: msg(m.kind === "image" ? "faces.why_image" : "faces.why_video"),
    };
  },
});

/** The expression labels of the emotion model, as words: `expression.words.<label>` in the catalogue. */
export const EXPRESSIONS = ["happy", "surprise", "neutral", "sad", "angry", "fear", "disgust"] as const;

export function expressionWord(label: string): Message {
  return (EXPRESSIONS as readonly string[]).includes(label)
    ? msg(`expression.words.${label}`)
    : msg("common.plain", { text: label });
}

export const expression = defineSignal({
  key: "expression",
  label: labelOf("expression"),
  group: "content",
  weight: { video: 0.03, image: 0.08 },
  factors: { video: ["hookStrength", "emotionalImpact"], image: ["hookStrength", "emotionalImpact"] },
  cause: "expression",
  note: noteOf("expression"),
  evaluate(m) {
    const e = m.people.expression;
    if (!m.people.available || !m.faces.inHook || !e) return null;
    const word = expressionWord(e.label);
    // The word only: the model's probability is not something a creator can act on.
    const text = m.kind === "video" && e.t !== null ? msg("expression.value_at", { word, at: sec(e.t) }) : word;
    const score = e.label === "happy" || e.label === "surprise" ? 100 : e.label === "neutral" ? 55 : 70;
    return {
      value: text,
      subScore: score,
      good: msg("expression.good", { word, measured: text }),
      fix: msg(m.kind === "video" ? "expression.fix_video" : "expression.fix_image", { word, measured: text }),
    };
  },
});

export const shotScale = defineSignal({
  key: "shotScale",
  label: labelOf("shotScale"),
  group: "content",
  weight: { video: 0.02, image: 0.02 },
  factors: { video: ["composition"], image: ["composition"] },
  cause: "people",
  note: noteOf("shotScale"),
  evaluate(m) {
    const scale = m.people.shotScale;
    if (!m.people.available || scale === null) return null;
    const bodies = m.people.bodyFrames;
    const scaleWord = msg(`shotScale.scales.${scale}`);
    const text =
      bodies > 0 ? msg("shotScale.value_body", { scale: scaleWord, frames: plural(bodies, "frames") }) : scaleWord;
    return {
      value: text,
      subScore: scale === "wide" ? 70 : 100,
      good: msg("shotScale.good", { scale: msg(`shotScale.shots.${scale}`), measured: text }),
      fix: msg("shotScale.fix", { measured: text }),
    };
  },
});

export const PEOPLE_SIGNALS = [subject, faces, expression, shotScale];
