import { describe, expect, it } from "vitest";
import { AudioMeter, audioStats } from "./audio";

const RATE = 16_000;
function tone(seconds: number, amplitude: number, silenceFirst = 0): Int16Array {
  const out = new Int16Array(Math.round((seconds + silenceFirst) * RATE));
  const start = Math.round(silenceFirst * RATE);
  for (let i = start; i < out.length; i++)
    out[i] = Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 1000 * i) / RATE));
  return out;
}

describe("audio statistics", () => {
  it("when a full-scale 1 kHz sine is measured, then loudness is about -3 LUFS (BS.1770 reference)", () => {
    const stats = audioStats(tone(3, 1), RATE);
    expect(stats.loudnessLufs).toBeGreaterThan(-4);
    expect(stats.loudnessLufs).toBeLessThan(-2);
  });
  it("when the level drops 20 dB, then loudness drops about 20 LU", () => {
    const loud = audioStats(tone(3, 1), RATE).loudnessLufs;
    const quiet = audioStats(tone(3, 0.1), RATE).loudnessLufs;
    expect(loud - quiet).toBeCloseTo(20, 0);
  });
  it("when there is 1.5 s of silence before the sound, then the onset is measured", () => {
    const stats = audioStats(tone(2, 0.5, 1.5), RATE);
    expect(stats.leadingSilenceSec).toBeCloseTo(1.5, 1);
    expect(stats.isSilent).toBe(false);
  });
  it("when the track is silent, then it is reported silent", () => {
    const stats = audioStats(new Int16Array(RATE * 2), RATE);
    expect(stats.isSilent).toBe(true);
    expect(stats.loudnessLufs).toBe(-70);
  });
  it("when PCM arrives in odd-sized chunks, then the result equals the whole-buffer result", () => {
    const samples = tone(2, 0.3, 0.4);
    const bytes = new Uint8Array(samples.buffer);
    const meter = new AudioMeter(RATE);
    for (let i = 0; i < bytes.length; i += 777) meter.push(bytes.subarray(i, i + 777));
    expect(meter.finish()).toEqual(audioStats(samples, RATE));
  });
});
