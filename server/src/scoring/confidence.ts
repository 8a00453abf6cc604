import * as C from "./curves";
import { DETAIL_LONG_SIDE } from "./media/detail-frame";
import type { Measurements } from "./signals/measurements";

// How much of the creative we could measure, 20-95: never higher, because account context (followers,
// history), the strongest predictor of reach, is always unknown to an upload-only score.

export function confidenceFor(m: Measurements, measuredWeight: number): { value: number; reasons: string[] } {
  const reasons: string[] = [];
  let c = m.kind === "video" ? 90 : 78;
  const minus = (points: number, reason: string) => {
    c -= points;
    reasons.push(reason);
  };
  if (m.kind === "image") reasons.push("image: no motion, pacing or sound to measure");
  if (!m.faces.available) minus(12, "face and body models unavailable");
  else if (m.faces.framesWithFace === 0 && m.subject.kind === "none") minus(4, "no face or subject found");
  if (!m.subject.available) minus(6, "object model unavailable");
  if (m.onScreenText.ocr === "unavailable") minus(3, "on-screen text found but could not be read (OCR unavailable)");
  else if (m.onScreenText.coverage > 0.005 && !m.onScreenText.read && !m.onScreenText.arabicReadable)
    minus(3, "on-screen text found but not read: Arabic OCR data is not installed");
  if (!m.visualPolicy.measured) minus(3, "visual policy check unavailable");
  if (!m.quality && Math.max(m.width, m.height) <= DETAIL_LONG_SIDE) minus(3, "compression and upscaling not measured");
  if (m.kind === "video") {
    if (!m.hasAudioStream || !m.audio || m.audio.isSilent) minus(6, "no sound to measure");
    const d = m.durationSec ?? 0;
    if (d < 3) minus(20, "very short clip");
    else if (d < 6) minus(10, "short clip");
    if (m.samples && m.samples.decoded < m.samples.planned) minus(6, "some sampled moments could not be decoded");
  }
  if (m.text.captionLength === 0 && m.text.hashtags.length === 0) minus(5, "no caption or hashtags");
  c -= Math.round((1 - Math.min(1, measuredWeight)) * 30);
  return { value: C.toScore(Math.max(20, Math.min(95, c))), reasons };
}
