import type { Box, FaceBox } from "../types";
import type { DetectedBody, EmotionLabel, NsfwScores, OcrResult, VisionResult } from "../vision/types";

// What the models saw on the frames they were shown, summarised for scoring: people, the main subject, the
// kind of frame, on-screen text and the visual policy check. Plain data: it is also returned as `signals`.

export type FrameKindName = "blank" | "gradient" | "noise" | "pattern" | "scene";

/** One analysed frame: what the pixel statistics and the models found on it. */
export type SightFrame = {
  source: "hook" | "sample" | "image";
  t: number | null;
  kind: FrameKindName;
  /** Language-independent text boxes (pixel analysis) on this frame. */
  text: { coverage: number; boxes: Box[]; uiCovered: Box[] };
  /** The models' answer, or null when the frame was not shown to them. */
  vision: VisionResult | null;
  /** OCR on this frame, or null when it was not read. */
  ocr: OcrResult | null;
};

export type ShotScale = "close-up" | "medium" | "wide";

export type PeopleSummary = {
  /** The face/body model answered on at least one frame. */
  available: boolean;
  framesChecked: number;
  bodyFrames: number;
  shotScale: ShotScale | null;
  /** The most telling expression in the hook (video) or on the image: smiles and surprise first. */
  expression: { label: EmotionLabel; score: number; t: number | null } | null;
};

export type SubjectGroup = "people" | "animal" | "food" | "vehicle" | "product" | "sport" | "home" | "text";

export type SubjectSummary = {
  available: boolean;
  kind: "person" | "object" | "text" | "none";
  label: string | null;
  group: SubjectGroup | null;
  /** Share of the frame's area covered by the subject's box. */
  fill: number;
  /** Distance of the subject's centre from the frame centre, 0 (centred) to 1 (corner). */
  offCentre: number;
  box: Box | null;
  /** The kind of frame most analysed frames were, and that share. */
  frameKind: FrameKindName;
  frameKindShare: number;
  /** Objects seen (best score per label), strongest first. */
  objects: { label: string; score: number }[];
};

export type OnScreenTextSummary = {
  framesChecked: number;
  /** Some analysed frame holds text (see hasText). */
  present: boolean;
  /** Median share of the frame covered by text boxes. */
  coverage: number;
  /** Text on a hook frame (first 3 s of a video, or on the image). */
  inHook: boolean;
  /** Text boxes on the preview frame that the app's buttons or caption would cover. */
  uiCovered: Box[];
  /** What OCR read (trimmed), "" when nothing was read; `hookRead` only on hook frames (or the image). */
  read: string;
  hookRead: string;
  ocr: "read" | "unavailable" | "not needed";
  arabicReadable: boolean;
};

export type VisualPolicySummary = {
  measured: boolean;
  /** Near-certain explicit content on some frame: a person should look before it is posted. */
  needsReview: boolean;
};

/**
 * nsfwjs has false positives on clothed people (0.88 "porn" on a crop of a clothed party photo here): only near-certain
 * explicit answers ask for review, and "sexy" (swimwear, dance) never does.
 */
export const NSFW_REVIEW = { porn: 0.95, hentai: 0.95 } as const;

const POSITIVE: readonly EmotionLabel[] = ["happy", "surprise"];
/**
 * How sure the emotion model must be before a face is called by its expression. A negative word on a face that
 * is not (a smirk called "sad") is worse than no word: those need near-certainty; a smile is easy to see.
 */
export const EXPRESSION_MIN: Record<EmotionLabel, number> = {
  happy: 0.6,
  surprise: 0.7,
  neutral: 0.6,
  sad: 0.85,
  angry: 0.85,
  fear: 0.85,
  disgust: 0.85,
};

const COCO_GROUPS: Record<string, SubjectGroup> = Object.fromEntries(
  (
    [
      ["animal", "bird cat dog horse sheep cow elephant bear zebra giraffe"],
      ["food", "banana apple sandwich orange broccoli carrot hot_dog pizza donut cake bowl"],
      ["vehicle", "bicycle car motorcycle airplane bus train truck boat"],
      [
        "product",
        "bottle wine_glass cup fork knife spoon handbag backpack umbrella tie suitcase laptop cell_phone book clock vase teddy_bear hair_drier toothbrush scissors keyboard mouse remote tv",
      ],
      [
        "sport",
        "frisbee skis snowboard sports_ball kite baseball_bat baseball_glove skateboard surfboard tennis_racket",
      ],
      ["home", "chair couch bed dining_table toilet potted_plant oven microwave sink refrigerator toaster"],
    ] as const
  ).flatMap(([group, names]) => names.split(" ").map((n) => [n.replace(/_/g, " "), group])),
);

export function subjectGroup(label: string): SubjectGroup | null {
  if (label === "person") return "people";
  return COCO_GROUPS[label.toLowerCase()] ?? null;
}

/**
 * A frame holds text when its text lines cover at least 1% of it or one line spans a quarter of its width:
 * the pixel detector's false positives on photos stay under 0.6% and under 0.17 of the width (measured on
 * 20 photos), while real captions and titles are wider.
 */
export function hasText(text: { coverage: number; boxes: readonly Box[] }): boolean {
  return text.coverage >= 0.01 || text.boxes.some((b) => b.width >= 0.25);
}

const area = (b: Box) => Math.max(0, b.width) * Math.max(0, b.height);
const offCentre = (b: Box) => {
  const dx = b.x + b.width / 2 - 0.5;
  const dy = b.y + b.height / 2 - 0.5;
  return Math.min(1, Math.hypot(dx, dy) / Math.hypot(0.5, 0.5));
};

/** A head-and-shoulders box around a face, when no body was found: a face is about a third of it. */
function personFromFace(f: FaceBox): Box {
  const width = Math.min(1, f.width * 2.6);
  const height = Math.min(1, f.height * 3);
  const x = Math.min(1 - width, Math.max(0, f.x + f.width / 2 - width / 2));
  const y = Math.min(1 - height, Math.max(0, f.y - f.height * 0.4));
  return { x, y, width, height };
}

function shotScaleOf(bodies: readonly DetectedBody[], largestFaceHeight: number): ShotScale | null {
  const seen = (body: DetectedBody, ...names: string[]) => names.some((n) => body.keypoints.includes(n));
  const body = [...bodies].sort((a, b) => area(b.box) - area(a.box))[0];
  if (body && seen(body, "leftKnee", "rightKnee", "leftAnkle", "rightAnkle")) return "wide";
  if (body && seen(body, "leftHip", "rightHip")) return "medium";
  if (largestFaceHeight >= 0.18) return "close-up";
  if (body && seen(body, "leftShoulder", "rightShoulder")) return "medium";
  return largestFaceHeight > 0 ? "medium" : null;
}

const majority = <T extends string>(values: readonly T[]): { value: T; share: number } | null => {
  if (values.length === 0) return null;
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const [value, n] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  return { value, share: n / values.length };
};

export function summarizePeople(frames: readonly SightFrame[]): PeopleSummary {
  const seen = frames.filter((f) => f.vision?.faces != null || f.vision?.bodies != null);
  let expression: PeopleSummary["expression"] = null;
  let largestFace = 0;
  const bodies: DetectedBody[] = [];
  for (const f of seen) {
    for (const face of f.vision!.faces ?? []) {
      largestFace = Math.max(largestFace, face.height);
      if (f.source === "sample" || !face.emotion || face.emotion.score < EXPRESSION_MIN[face.emotion.label]) continue;
      const rank = (e: { label: EmotionLabel; score: number }) => (POSITIVE.includes(e.label) ? 1 : 0) + e.score / 10;
      if (!expression || rank(face.emotion) > rank(expression)) expression = { ...face.emotion, t: f.t };
    }
    bodies.push(...(f.vision!.bodies ?? []));
  }
  return {
    available: seen.length > 0,
    framesChecked: seen.length,
    bodyFrames: seen.filter((f) => (f.vision!.bodies ?? []).length > 0).length,
    shotScale: shotScaleOf(bodies, largestFace),
    expression,
  };
}

/**
 * The main subject: the largest person (body, or head and shoulders around a face) or the largest confident
 * object; else on-screen text when it covers a real share of the frame; else none, with the frame's kind.
 */
export function summarizeSubject(frames: readonly SightFrame[], textCoverage: number): SubjectSummary {
  // "Nothing to look at" needs most frames to say so: a tie (a 2-frame clip, one gradient) is a scene.
  const counted = majority(frames.map((f) => f.kind));
  const kind =
    counted && (counted.value === "scene" || counted.share > 0.5)
      ? counted
      : {
          value: "scene" as FrameKindName,
          share: frames.filter((f) => f.kind === "scene").length / Math.max(1, frames.length),
        };
  const seen = frames.filter((f) => f.vision !== null);
  // Objects are looked for only where no person was found, so "measured" means a person was seen or the
  // object model answered.
  const objects = new Map<string, number>();
  let best: { kind: "person" | "object"; label: string; box: Box; weight: number } | null = null;
  const consider = (k: "person" | "object", label: string, box: Box, score: number) => {
    // People count more, furniture and appliances far less: a table or a bed is the setting, not the subject.
    const emphasis = k === "person" ? 1.5 : subjectGroup(label) === "home" ? 0.3 : 1;
    const weight = area(box) * emphasis * score;
    if (!best || weight > best.weight) best = { kind: k, label, box, weight };
  };
  for (const f of seen) {
    const v = f.vision!;
    for (const b of v.bodies ?? []) consider("person", "person", b.box, b.score);
    for (const face of v.faces ?? []) consider("person", "person", personFromFace(face), face.score);
    for (const o of v.objects ?? []) {
      objects.set(o.label, Math.max(objects.get(o.label) ?? 0, o.score));
      consider(o.label === "person" ? "person" : "object", o.label, o.box, o.score);
    }
  }
  const available = best !== null || seen.some((f) => f.vision!.objects !== null);
  const common = {
    available,
    frameKind: kind.value,
    frameKindShare: kind.share,
    objects: [...objects.entries()]
      .map(([label, score]) => ({ label, score }))
      .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label))
      .slice(0, 5),
  };
  const found = best as { kind: "person" | "object"; label: string; box: Box } | null;
  if (found) {
    return {
      ...common,
      kind: found.kind,
      label: found.label,
      group: subjectGroup(found.label),
      fill: area(found.box),
      offCentre: offCentre(found.box),
      box: found.box,
    };
  }
  if (textCoverage >= 0.03) {
    return {
      ...common,
      kind: "text",
      label: "on-screen text",
      group: "text",
      fill: textCoverage,
      offCentre: 0,
      box: null,
    };
  }
  return { ...common, kind: "none", label: null, group: null, fill: 0, offCentre: 0, box: null };
}

export function summarizeOnScreenText(
  frames: readonly SightFrame[],
  preview: SightFrame | null,
  arabicReadable: boolean,
  vertical: boolean,
): OnScreenTextSummary {
  const coverages = frames.map((f) => (hasText(f.text) ? f.text.coverage : 0)).sort((a, b) => a - b);
  const coverage = coverages.length ? coverages[Math.floor((coverages.length - 1) / 2)]! : 0;
  const readOn = (list: readonly SightFrame[]) =>
    list
      .map((f) => f.ocr?.text.trim() ?? "")
      .filter((t) => t.length > 0)
      .join(" · ")
      .slice(0, 300);
  const asked = frames.filter((f) => hasText(f.text));
  const ocrRan = frames.some((f) => f.ocr !== null);
  return {
    framesChecked: frames.length,
    present: frames.some((f) => hasText(f.text)),
    coverage,
    inHook: frames.some((f) => f.source !== "sample" && hasText(f.text)),
    // The app's buttons and caption cover the right edge and bottom of a vertical (phone) frame only.
    uiCovered: vertical && preview && hasText(preview.text) ? preview.text.uiCovered : [],
    read: readOn(frames),
    hookRead: readOn(frames.filter((f) => f.source !== "sample")),
    ocr: ocrRan ? "read" : asked.length > 0 ? "unavailable" : "not needed",
    arabicReadable,
  };
}

export function summarizeVisualPolicy(frames: readonly SightFrame[]): VisualPolicySummary {
  const scores = frames.map((f) => f.vision?.nsfw).filter((s): s is NsfwScores => s != null);
  const max = (k: keyof NsfwScores) => scores.reduce((m, s) => Math.max(m, s[k]), 0);
  const porn = max("porn");
  const hentai = max("hentai");
  // Only the verdict is kept: the model's class names and probabilities never reach a stored analysis.
  return {
    measured: scores.length > 0,
    needsReview: porn >= NSFW_REVIEW.porn || hentai >= NSFW_REVIEW.hentai,
  };
}
