import * as C from "../curves";
import { defineSignal, fixed, sec } from "./types";

// Sound: whether there is any, how loud, and how soon it starts. Video only.

export const sound = defineSignal({
  key: "sound",
  label: "Sound",
  group: "content",
  weight: { video: 0.09, image: 0 },
  factors: { video: ["emotionalImpact", "algorithmOptimization", "trendAlignment"] },
  cause: "sound",
  note: "Integrated loudness of the first 20 s (BS.1770 gating); platforms normalise near -14 LUFS",
  evaluate(m) {
    if (m.kind !== "video") return null;
    const a = m.audio;
    if (m.hasAudioStream && !a) return { value: "audio track could not be decoded", subScore: null };
    const value = !m.hasAudioStream
      ? "no audio track"
      : a!.isSilent
        ? "silent audio track"
        : `${fixed(a!.loudnessLufs)} LUFS (approx.)`;
    const subScore = !m.hasAudioStream ? 0 : a!.isSilent ? 5 : C.toScore(C.loudnessCurve(a!.loudnessLufs));
    return {
      value,
      subScore,
      good: `Clear, well-levelled sound (measured: ${value})`,
      why: "88% of TikTok users say sound is essential to the TikTok experience (TikTok's marketing science survey).",
      fix:
        subScore <= 5
          ? `Add sound: a voice, music or a trending audio (measured: ${value})`
          : a && a.loudnessLufs < -24
            ? `Raise the audio level toward -14 LUFS; it will sound weak next to other clips (measured: ${value})`
            : `Lower the audio level toward -14 LUFS to avoid clipping (measured: ${value})`,
    };
  },
});

export const audioOnset = defineSignal({
  key: "audioOnset",
  label: "Sound onset",
  group: "content",
  weight: { video: 0.015, image: 0 },
  factors: { video: ["hookStrength"] },
  cause: "sound-start",
  note: "Seconds of silence before the first sound above -45 dBFS; the key message belongs in the first 3 s",
  evaluate(m) {
    if (m.kind !== "video" || !m.hook) return null;
    const a = m.audio;
    if (!a || a.isSilent) return { value: "no sound", subScore: null };
    const at = sec(a.leadingSilenceSec);
    return {
      value: `sound starts at ${at}`,
      subScore: C.toScore(C.leadingSilenceCurve(a.leadingSilenceSec)),
      good: `Sound starts right away (measured: first sound at ${at})`,
      fix: `Start the sound sooner; silence at the start loses the hook (measured: first sound at ${at})`,
    };
  },
});

export const SOUND_SIGNALS = [sound, audioOnset];
