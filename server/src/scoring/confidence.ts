import { type Message, msg } from "@shared/i18n/message";
import * as C from "./curves";
import { DETAIL_LONG_SIDE } from "./media/detail-frame";
import type { Measurements } from "./signals/measurements";

// How much of the creative we could measure, 20-95: never higher, because account context (followers,
// history), the strongest predictor of reach, is always unknown to an upload-only score.

export function confidenceFor(m: Measurements, measuredWeight: number): { value: number; reasons: Message[] } {
  const reasons: Message[] = [];
  let c = m.kind === "video" ? 90 : 78;
  const minus = (points: number, reason: string) => {
    c -= points;
    reasons.push(msg(`confidence.${reason}`));
  };
  if (m.kind === "image") reasons.push(msg("confidence.image"));
  if (!m.faces.available) minus(12, "noFaceModels");
  else if (m.faces.framesWithFace === 0 && m.subject.kind === "none") minus(4, "noSubject");
  if (!m.subject.available) minus(6, "noObjectModel");
  if (m.onScreenText.ocr === "unavailable") minus(3, "noOcr");
  else if (m.onScreenText.coverage > 0.005 && !m.onScreenText.read && !m.onScreenText.arabicReadable)
    minus(3, "noArabicOcr");
  if (!m.visualPolicy.measured) minus(3, "noVisualCheck");
  if (!m.quality && Math.max(m.width, m.height) <= DETAIL_LONG_SIDE) minus(3, "noQuality");
  if (m.kind === "video") {
    if (!m.hasAudioStream || !m.audio || m.audio.isSilent) minus(6, "noSound");
    const d = m.durationSec ?? 0;
    if (d < 3) minus(20, "veryShort");
    else if (d < 6) minus(10, "short");
    if (m.samples && m.samples.decoded < m.samples.planned) minus(6, "samplesMissing");
  }
  if (m.text.captionLength === 0 && m.text.hashtags.length === 0) minus(5, "noCaption");
  c -= Math.round((1 - Math.min(1, measuredWeight)) * 30);
  return { value: C.toScore(Math.max(20, Math.min(95, c))), reasons };
}
