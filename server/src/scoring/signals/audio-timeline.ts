// The sound of a clip second by second, for the timeline: how loud each second is, and whether a voice is
// speaking in it. Voice activity is found with plain signal processing (docs/decisions/031-timeline-from-keyframes-and-dsp-voice.md), no model:
// speech is voiced (a pitch between 80 and 400 Hz shows as a strong autocorrelation peak), not noisy (few
// zero crossings), and it comes in syllables, so its loudness swings several times a second. A steady tone or
// a held note is voiced but does not swing; wind and hiss swing but are not voiced; music with singing can
// pass as voice, and the texts say "voice", not "speech", where that matters.

import { Pcm16Stream } from "./pcm16";

const FRAME_MS = 20;
/** A frame this quiet (dBFS) is silence. */
export const SILENCE_DB = -45;
/** Normalised autocorrelation at the pitch lag: above this, the frame is voiced. */
const VOICED_MIN = 0.45;
/** Zero crossings per sample: voiced speech stays well below this; hiss and fricatives go above. */
const ZCR_MAX = 0.25;
/** A second is voice when this share of its frames is voiced... */
const VOICED_SHARE_MIN = 0.25;
/** ...and its frame loudness swings (coefficient of variation of the frames' RMS) at least this much. */
const SWING_MIN = 0.35;

export type AudioSecond = {
  /** RMS level of the second in dBFS (-120 for digital silence). */
  levelDb: number;
  /** A voice speaks in this second. */
  voice: boolean;
};

export type AudioTimeline = {
  seconds: AudioSecond[];
  /** When the first words start (s, to 0.1 s), or null when no voice was found. */
  firstWordsAt: number | null;
};

type FrameFacts = { rms: number; voiced: boolean };

/** Streams 16-bit mono samples in; `finish()` gives the per-second view. */
export class AudioTimelineMeter {
  private readonly frameLength: number;
  private readonly frame: Float32Array;
  private fill = 0;
  private readonly pcm = new Pcm16Stream();
  private readonly onSample = (sample: number) => this.sample(sample);
  private readonly frames: FrameFacts[] = [];

  constructor(private readonly rate: number) {
    this.frameLength = Math.round((rate * FRAME_MS) / 1000);
    this.frame = new Float32Array(this.frameLength);
  }

  push(chunk: Uint8Array): void {
    this.pcm.push(chunk, this.onSample);
  }

  pushSamples(samples: Int16Array): void {
    for (let i = 0; i < samples.length; i++) this.sample(samples[i]!);
  }

  private sample(raw: number): void {
    this.frame[this.fill++] = raw / 32768;
    if (this.fill === this.frameLength) {
      this.frames.push(frameFacts(this.frame, this.rate));
      this.fill = 0;
    }
  }

  finish(): AudioTimeline {
    const perSecond = Math.round(1000 / FRAME_MS);
    const seconds: AudioSecond[] = [];
    for (let start = 0; start + perSecond / 2 <= this.frames.length; start += perSecond) {
      seconds.push(secondOf(this.frames.slice(start, start + perSecond)));
    }
    return { seconds, firstWordsAt: firstWords(this.frames, seconds, perSecond) };
  }
}

function secondOf(frames: FrameFacts[]): AudioSecond {
  const power = frames.reduce((s, f) => s + f.rms * f.rms, 0) / Math.max(1, frames.length);
  const levelDb = power > 0 ? 10 * Math.log10(power) : -120;
  const voicedShare = frames.filter((f) => f.voiced).length / Math.max(1, frames.length);
  const sounding = frames.filter((f) => toDb(f.rms) > SILENCE_DB).map((f) => f.rms);
  const avg = sounding.reduce((s, v) => s + v, 0) / Math.max(1, sounding.length);
  const spread = Math.sqrt(sounding.reduce((s, v) => s + (v - avg) ** 2, 0) / Math.max(1, sounding.length));
  const swing = avg > 0 ? spread / avg : 0;
  return { levelDb, voice: voicedShare >= VOICED_SHARE_MIN && swing >= SWING_MIN };
}

/** The first voiced frame of the first second with a voice. */
function firstWords(frames: FrameFacts[], seconds: AudioSecond[], perSecond: number): number | null {
  const second = seconds.findIndex((s) => s.voice);
  if (second < 0) return null;
  // The words may start at the end of the second before the one that counts as voice.
  const from = Math.max(0, (second - 1) * perSecond);
  for (let i = from; i < Math.min(frames.length, (second + 1) * perSecond); i++) {
    if (frames[i]!.voiced && frames[i + 1]?.voiced) return Math.round((i * FRAME_MS) / 100) / 10;
  }
  return second;
}

const toDb = (rms: number) => (rms > 0 ? 20 * Math.log10(rms) : -120);

/** RMS, zero-crossing rate and voicing of one frame (the pitch search runs on every other sample). */
function frameFacts(frame: Float32Array, rate: number): FrameFacts {
  let sq = 0;
  let crossings = 0;
  let mean = 0;
  for (let i = 0; i < frame.length; i++) mean += frame[i]!;
  mean /= frame.length;
  for (let i = 0; i < frame.length; i++) {
    const v = frame[i]! - mean;
    sq += v * v;
    if (i > 0 && frame[i - 1]! - mean >= 0 !== v >= 0) crossings++;
  }
  const rms = Math.sqrt(sq / frame.length);
  if (toDb(rms) <= SILENCE_DB || crossings / frame.length > ZCR_MAX) return { rms, voiced: false };
  // Pitch between 80 and 400 Hz, searched at half the sample rate.
  const step = 2;
  const n = Math.floor(frame.length / step);
  const minLag = Math.floor(rate / step / 400);
  const maxLag = Math.min(n - 1, Math.ceil(rate / step / 80));
  let energy = 0;
  for (let i = 0; i < n; i++) energy += (frame[i * step]! - mean) ** 2;
  let best = 0;
  for (let lag = minLag; lag <= maxLag; lag++) {
    let s = 0;
    let e2 = 0;
    for (let i = 0; i + lag < n; i++) {
      const a = frame[i * step]! - mean;
      const b = frame[(i + lag) * step]! - mean;
      s += a * b;
      e2 += b * b;
    }
    const r = s / Math.sqrt(energy * e2 || 1);
    if (r > best) best = r;
  }
  return { rms, voiced: best >= VOICED_MIN };
}
