// Loudness and audio onset from 16 kHz mono PCM. Loudness follows ITU-R BS.1770 (K-weighting, 400 ms
// blocks with 75 % overlap, absolute gate -70 LUFS, relative gate -10 LU) on a mono downmix at 16 kHz,
// so it is an approximation of the platforms' LUFS: close enough to tell silent, quiet and loud apart.

import { Pcm16Stream } from "./pcm16";

export type AudioStats = {
  /** Seconds of audio analysed. */
  seconds: number;
  /** Approximate integrated loudness (LUFS); -70 when silent. */
  loudnessLufs: number;
  /** Plain RMS level in dBFS. */
  rmsDbfs: number;
  peakDbfs: number;
  /** Seconds before the first 50 ms window louder than -45 dBFS. */
  leadingSilenceSec: number;
  /** True when nothing rises above the silence threshold (a silent or empty track). */
  isSilent: boolean;
};

const SILENCE_DBFS = -45;

type Biquad = { b0: number; b1: number; b2: number; a1: number; a2: number };

// Filter coefficients for any sample rate (the same derivation as libebur128).
function kWeighting(rate: number): [Biquad, Biquad] {
  let f0 = 1681.974450955533;
  const G = 3.999843853973347;
  let Q = 0.7071752369554196;
  let K = Math.tan((Math.PI * f0) / rate);
  const Vh = 10 ** (G / 20);
  const Vb = Vh ** 0.4996667741545416;
  let a0 = 1 + K / Q + K * K;
  const shelf: Biquad = {
    b0: (Vh + (Vb * K) / Q + K * K) / a0,
    b1: (2 * (K * K - Vh)) / a0,
    b2: (Vh - (Vb * K) / Q + K * K) / a0,
    a1: (2 * (K * K - 1)) / a0,
    a2: (1 - K / Q + K * K) / a0,
  };
  f0 = 38.13547087602444;
  Q = 0.5003270373238773;
  K = Math.tan((Math.PI * f0) / rate);
  a0 = 1 + K / Q + K * K;
  const highPass: Biquad = { b0: 1, b1: -2, b2: 1, a1: (2 * (K * K - 1)) / a0, a2: (1 - K / Q + K * K) / a0 };
  return [shelf, highPass];
}

const toDb = (power: number) => (power > 0 ? 10 * Math.log10(power) : -120);

class BiquadState {
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;
  constructor(private readonly f: Biquad) {}
  step(x: number): number {
    const f = this.f;
    const y = f.b0 * x + f.b1 * this.x1 + f.b2 * this.x2 - f.a1 * this.y1 - f.a2 * this.y2;
    this.x2 = this.x1;
    this.x1 = x;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

/**
 * Streaming meter: push PCM (s16le) chunks as ffmpeg writes them, so the work is spread over many small
 * steps instead of one long one on the event loop. Loudness uses 100 ms sub-blocks; a 400 ms gating
 * block is four consecutive sub-blocks (75 % overlap).
 */
export class AudioMeter {
  private readonly shelf: BiquadState;
  private readonly highPass: BiquadState;
  private readonly sub: number;
  private readonly win: number;
  private readonly pcm = new Pcm16Stream();
  private readonly onSample = (sample: number) => this.sample(sample);
  private n = 0;
  private sq = 0;
  private peak = 0;
  private subSum = 0;
  private subFill = 0;
  private readonly subPowers: number[] = [];
  private winSum = 0;
  private winFill = 0;
  private onsetSample: number | null = null;

  constructor(private readonly rate: number) {
    const [shelf, highPass] = kWeighting(rate);
    this.shelf = new BiquadState(shelf);
    this.highPass = new BiquadState(highPass);
    this.sub = Math.round(rate * 0.1);
    this.win = Math.max(1, Math.round(rate * 0.05));
  }

  push(chunk: Uint8Array): void {
    this.pcm.push(chunk, this.onSample);
  }

  pushSamples(samples: Int16Array): void {
    for (let i = 0; i < samples.length; i++) this.sample(samples[i]!);
  }

  private sample(raw: number): void {
    const v = raw / 32768;
    this.sq += v * v;
    const a = Math.abs(v);
    if (a > this.peak) this.peak = a;
    if (this.onsetSample === null) {
      this.winSum += v * v;
      if (++this.winFill === this.win) {
        if (toDb(this.winSum / this.win) > SILENCE_DBFS) this.onsetSample = this.n + 1 - this.win;
        this.winSum = 0;
        this.winFill = 0;
      }
    }
    const k = this.highPass.step(this.shelf.step(v));
    this.subSum += k * k;
    if (++this.subFill === this.sub) {
      this.subPowers.push(this.subSum / this.sub);
      this.subSum = 0;
      this.subFill = 0;
    }
    this.n++;
  }

  finish(): AudioStats {
    const n = this.n;
    const seconds = n / this.rate;
    if (n === 0) {
      return { seconds: 0, loudnessLufs: -70, rmsDbfs: -120, peakDbfs: -120, leadingSilenceSec: 0, isSilent: true };
    }
    const blocks: number[] = [];
    const p = this.subPowers;
    for (let i = 0; i + 4 <= p.length; i++) blocks.push((p[i]! + p[i + 1]! + p[i + 2]! + p[i + 3]!) / 4);
    if (blocks.length === 0 && p.length > 0) blocks.push(p.reduce((s, v) => s + v, 0) / p.length);
    const lufs = (power: number) => -0.691 + toDb(power);
    const absGated = blocks.filter((b) => lufs(b) > -70);
    let loudness = -70;
    if (absGated.length > 0) {
      const mean1 = absGated.reduce((s, b) => s + b, 0) / absGated.length;
      const relGated = absGated.filter((b) => lufs(b) > lufs(mean1) - 10);
      const mean2 = relGated.reduce((s, b) => s + b, 0) / Math.max(1, relGated.length);
      loudness = Math.max(-70, lufs(mean2));
    }
    const isSilent = this.onsetSample === null;
    return {
      seconds,
      loudnessLufs: isSilent ? -70 : loudness,
      rmsDbfs: toDb(this.sq / n),
      peakDbfs: toDb(this.peak * this.peak),
      leadingSilenceSec: isSilent ? seconds : this.onsetSample! / this.rate,
      isSilent,
    };
  }
}

/** Convenience for whole buffers (tests). */
export function audioStats(samples: Int16Array, rate: number): AudioStats {
  const meter = new AudioMeter(rate);
  meter.pushSamples(samples);
  return meter.finish();
}
