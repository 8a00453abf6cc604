import * as C from "../curves";
import type { Measurements } from "../signals/measurements";
import { defineSignal, pct, plural } from "./types";

// People and the main subject: what the picture holds. Content outranks polish: these carry more weight
// than exposure or colour, and a frame with no subject at all caps the score (score.ts).

const FRAME_KIND_WORDS = {
  blank: "a blank frame",
  gradient: "a flat gradient",
  noise: "random noise",
  pattern: "a test pattern or synthetic graphic",
  scene: "a scene",
} as const;

/** True when the analysed frames hold nothing at all to look at: blank, gradient, noise or a test pattern. */
export function hasNoSubject(m: Measurements): boolean {
  return m.subject.kind === "none" && m.subject.frameKind !== "scene";
}

export function frameKindWords(m: Measurements): string {
  const s = m.subject;
  return `${FRAME_KIND_WORDS[s.frameKind]} on ${pct(s.frameKindShare)} of analysed frames`;
}

export const subject = defineSignal({
  key: "subject",
  label: "Main subject",
  group: "content",
  weight: { video: 0.09, image: 0.18 },
  factors: {
    video: ["hookStrength", "shareability", "composition"],
    image: ["hookStrength", "shareability", "composition"],
  },
  cause: "subject",
  note: "Faces, bodies and COCO objects (Human's detectors) plus text lines; blank, noise, pattern and gradient frames are measured from pixels",
  evaluate(m) {
    const s = m.subject;
    if (s.kind === "none") {
      if (s.frameKind !== "scene") {
        const text = `no subject: ${frameKindWords(m)}`;
        return {
          value: text,
          subScore: 0,
          fix: `There is nothing to look at yet: film a person, a product or a scene; a score cannot be earned by a ${s.frameKind} (measured: ${text})`,
        };
      }
      if (!s.available) return { value: "object detection unavailable", subScore: null };
      return {
        value: "no clear subject found",
        subScore: 30,
        fix: "Give the frame one clear subject (a person, the product, the dish) that fills a good part of it (measured: no person or object detected)",
      };
    }
    const what = s.kind === "text" ? "on-screen text" : s.label!;
    const text = `${what}${s.kind === "text" ? " covers" : " fills"} ${pct(s.fill)} of the frame${
      s.kind === "text" ? "" : s.offCentre > 0.5 ? ", off-centre" : ", near the centre"
    }`;
    const score = s.kind === "text" ? 70 : C.subjectFillCurve(s.fill) * C.offCentreCurve(s.offCentre);
    return {
      value: text,
      subScore: C.toScore(score),
      good: `A clear subject (${what}) the eye finds at once (measured: ${text})`,
      fix:
        s.kind === "text"
          ? `The picture is only text; show the person, product or place it talks about (measured: ${text})`
          : s.fill < 0.12
            ? `Move closer: the ${what} is small in the frame and will be tiny on a phone (measured: ${text})`
            : `Centre the ${what}; it sits near the edge where the app's overlays are (measured: ${text})`,
    };
  },
});

export const faces = defineSignal({
  key: "faces",
  label: "Faces",
  group: "content",
  weight: { video: 0.04, image: 0.1 },
  factors: {
    video: ["emotionalImpact", "composition"],
    image: ["hookStrength", "emotionalImpact", "shareability", "composition"],
  },
  cause: "people",
  note: "Human's face detector with face mesh (a pattern or a flag is not a face); medium close-ups score best",
  evaluate(m) {
    const f = m.faces;
    if (!f.available) return { value: "face detection unavailable", subScore: null };
    const presence = f.framesChecked > 0 ? f.framesWithFace / f.framesChecked : 0;
    const size = f.largest?.height ?? 0;
    const none = f.framesWithFace === 0;
    const score = none ? C.facePresenceCurve(0) : 0.5 * C.facePresenceCurve(presence) + 0.5 * C.faceSizeCurve(size);
    const text = none
      ? `no face in ${plural(f.framesChecked, "frame")} checked`
      : m.kind === "image"
        ? `${plural(f.preview.length, "face")}; largest ${pct(size)} of the frame height`
        : `face in ${f.framesWithFace} of ${f.framesChecked} frames; largest ${pct(size)} of frame height`;
    return {
      value: text,
      subScore: C.toScore(score),
      good: `People on screen (measured: ${text})`,
      fix: none
        ? `Show a face (measured: ${text})`
        : `Frame the face closer (a medium close-up, face 20-45% of the height) (measured: ${text})`,
      why:
        m.kind === "image"
          ? "In a study of 1.1 million Instagram photos, photos with faces got 38% more likes and 32% more comments (Bakhshi et al. 2014)."
          : "A person on screen gives viewers someone to follow through the clip.",
    };
  },
});

export const EXPRESSION_WORDS: Record<string, string> = {
  happy: "smiling",
  surprise: "surprised",
  neutral: "neutral",
  sad: "sad",
  angry: "angry",
  fear: "afraid",
  disgust: "disgusted",
};

export const expression = defineSignal({
  key: "expression",
  label: "Facial expression",
  group: "content",
  weight: { video: 0.03, image: 0.08 },
  factors: { video: ["hookStrength", "emotionalImpact"], image: ["hookStrength", "emotionalImpact"] },
  cause: "expression",
  note: "Human's emotion model on the faces in the opening (video) or the photo; smiles and surprise stop the scroll",
  evaluate(m) {
    const e = m.people.expression;
    if (!m.people.available || !m.faces.inHook || !e) return null;
    const word = EXPRESSION_WORDS[e.label] ?? e.label;
    // The word only: the model's probability is not something a creator can act on.
    const text = `${word}${m.kind === "video" && e.t !== null ? ` at ${e.t.toFixed(1)} s` : ""}`;
    const score = e.label === "happy" || e.label === "surprise" ? 100 : e.label === "neutral" ? 55 : 70;
    return {
      value: text,
      subScore: score,
      good: `An expressive face (${word}) draws viewers in (measured: ${text})`,
      fix:
        m.kind === "video"
          ? `The opening face looks ${word}; open on a reaction (a smile, surprise) to give viewers a reason to stay (measured: ${text})`
          : `The face looks ${word}; an open expression (a smile, surprise) makes a photo stop the scroll (measured: ${text})`,
    };
  },
});

export const shotScale = defineSignal({
  key: "shotScale",
  label: "Shot scale",
  group: "content",
  weight: { video: 0.02, image: 0.02 },
  factors: { video: ["composition"], image: ["composition"] },
  cause: "people",
  note: "From the body keypoints seen (MoveNet) and the face size: close-up, medium (to the hips) or wide (knees or feet)",
  evaluate(m) {
    const scale = m.people.shotScale;
    if (!m.people.available || scale === null) return null;
    const bodies = m.people.bodyFrames;
    const text = `${scale}${bodies > 0 ? `, body in ${plural(bodies, "frame")}` : ""}`;
    return {
      value: text,
      subScore: scale === "wide" ? 70 : 100,
      good: `A ${scale} shot keeps the person readable on a phone (measured: ${text})`,
      fix: `Step closer: in a wide shot the person is small on a phone; a medium shot or close-up reads better (measured: ${text})`,
    };
  },
});

export const PEOPLE_SIGNALS = [subject, faces, expression, shotScale];
