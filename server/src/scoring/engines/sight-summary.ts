import { complianceHits } from "../signals/compliance";
import { type Measurements, summarizeFaces } from "../signals/measurements";
import {
  type SightFrame,
  summarizeOnScreenText,
  summarizePeople,
  summarizeSubject,
  summarizeVisualPolicy,
} from "../signals/sight";
import { type TextSignals, textSignals } from "../signals/text";
import type { VisionStatus } from "../vision/types";
import { faceObservations } from "./sight";

type SightMeasurements = Pick<
  Measurements,
  "faces" | "people" | "subject" | "onScreenText" | "visualPolicy" | "compliance"
>;

/** Everything the models and pixel measures saw, summarised, with the policy check over all the words. */
export function summarizeSight(
  frames: readonly SightFrame[],
  preview: { source: SightFrame["source"]; t: number | null },
  status: VisionStatus | null,
  input: { caption: string; hashtags: string; text: TextSignals; vertical: boolean },
): SightMeasurements {
  const observations = faceObservations(frames);
  const previewFrame = frames.find((f) => f.source === preview.source && f.t === preview.t) ?? null;
  const onScreenText = summarizeOnScreenText(frames, previewFrame, status?.arabicOcr ?? false, input.vertical);
  return {
    faces: summarizeFaces(observations.length > 0, observations, preview.source, preview.t),
    people: summarizePeople(frames),
    subject: summarizeSubject(frames, onScreenText.coverage),
    onScreenText,
    visualPolicy: summarizeVisualPolicy(frames),
    compliance: complianceHits({ caption: input.caption, hashtags: input.hashtags, onScreenText: onScreenText.read }),
  };
}

type SightKeys = keyof SightMeasurements;

/**
 * What was measured on a file, before its caption and hashtags are read: everything but the text signals and
 * the summaries that weigh on-screen words against the caption. The same file with another caption needs
 * only completeMeasurements() again (no decoding, no models).
 */
export type MeasuredMedia = {
  base: Omit<Measurements, "text" | SightKeys>;
  sight: {
    frames: SightFrame[];
    preview: { source: SightFrame["source"]; t: number | null };
    status: VisionStatus | null;
    vertical: boolean;
  };
};

/** The full measurements of a file with this caption and these hashtags (fields in their usual order). */
export function completeMeasurements(media: MeasuredMedia, caption: string, hashtags: string): Measurements {
  const text = textSignals(caption, hashtags);
  const { quality, timeline, ...rest } = media.base;
  const { frames, preview, status, vertical } = media.sight;
  const sight = summarizeSight(frames, preview, status, { caption, hashtags, text, vertical });
  return { ...rest, ...sight, quality, text, ...(timeline === undefined ? {} : { timeline }) };
}
