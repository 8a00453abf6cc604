import type { Box, FaceBox, RgbFrame } from "../types";

// The contract between the engine and the offline models (faces, emotion, body, objects, NSFW, OCR).
// Every box is a fraction (0-1) of the frame it was found on. A `null` result means "not measured"
// (model unavailable or the job failed alone), never "nothing found": nothing found is an empty array. A model
// thread that crashes, exits or times out during a job rejects it with AnalysisFaultError (our fault: 503).

/** Facial expressions of Human's emotion model. */
export type EmotionLabel = "happy" | "surprise" | "neutral" | "sad" | "angry" | "fear" | "disgust";

export type DetectedFace = FaceBox & {
  /** The most likely expression with its probability, or null when the emotion model did not answer. */
  emotion: { label: EmotionLabel; score: number } | null;
};

/** MoveNet keypoint names (COCO order): nose, leftEye, …, leftAnkle, rightAnkle. */
export type DetectedBody = {
  box: Box;
  score: number;
  /** Names of keypoints seen with score >= 0.5, for shot scale (ankles seen = wide, hips = medium). */
  keypoints: string[];
};

/** A COCO object (`person`, `dog`, `cup`, `car`, `pizza`, …). */
export type DetectedObject = { label: string; score: number; box: Box };

/** nsfwjs class probabilities (sum to 1). */
export type NsfwScores = { drawing: number; hentai: number; neutral: number; porn: number; sexy: number };

export type VisionTasks = { faces?: boolean; body?: boolean; objects?: boolean; nsfw?: boolean };

export type VisionResult = {
  faces: DetectedFace[] | null;
  bodies: DetectedBody[] | null;
  objects: DetectedObject[] | null;
  nsfw: NsfwScores | null;
  /** Milliseconds spent per model on this frame (for the benchmark). */
  ms: Partial<Record<"faces" | "body" | "objects" | "nsfw", number>>;
};

export type OcrWord = { text: string; confidence: number; box: Box; script: "latin" | "arabic" | "other" };

export type OcrResult = {
  words: OcrWord[];
  /** All read words joined with spaces, in reading order. */
  text: string;
  /** Languages the reader had loaded for this frame, e.g. ["eng", "ara"]. */
  languages: string[];
  ms: number;
};

export type VisionStatus = {
  /** Human (faces, emotion, body, objects) loaded and answering. */
  vision: boolean;
  nsfw: boolean;
  ocr: boolean;
  /** Arabic OCR data (Debian's tesseract-ocr-ara) found and loaded. */
  arabicOcr: boolean;
};

export type VisionService = {
  /** Loads every model once (boot); safe to call again. Never throws: a model that fails is reported unavailable. */
  warmUp(): Promise<VisionStatus>;
  /** Runs the asked models on one frame, off the event loop. Missing models give null fields; a crash rejects. */
  analyze(frame: RgbFrame, tasks: VisionTasks): Promise<VisionResult>;
  /** Reads English (and Arabic when installed) text on one frame; null when OCR is unavailable; a crash rejects. */
  readText(frame: RgbFrame): Promise<OcrResult | null>;
  status(): VisionStatus;
  close(): Promise<void>;
};
