import * as C from "../curves";
import { defineSignal, labelOf, msg, noteOf, sec } from "./types";

// Sound: whether there is any, how loud, and how soon it starts. Video only.

export const sound = defineSignal({
  key: "sound",
  label: labelOf("sound"),
  group: "content",
  weight: { video: 0.09, image: 0 },
  factors: { video: ["emotionalImpact", "algorithmOptimization", "trendAlignment"] },
  cause: "sound",
  note: noteOf("sound"),
  evaluate(m) {
    if (m.kind !== "video") return null;
    const a = m.audio;
    if (m.hasAudioStream && !a) return { value: msg("sound.value_undecodable"), subScore: null };
    const value = !m.hasAudioStream
      ? msg("sound.value_none")
      : a!.isSilent
        ? msg("sound.value_silent")
        : msg("sound.value", { lufs: a!.loudnessLufs });
    const subScore = !m.hasAudioStream ? 0 : a!.isSilent ? 5 : C.toScore(C.loudnessCurve(a!.loudnessLufs));
    return {
      value,
      subScore,
      good: msg("sound.good", { measured: value }),
      why: msg("sound.why"),
      fix: msg(subScore <= 5 ? "sound.fix_add" : a && a.loudnessLufs < -24 ? "sound.fix_raise" : "sound.fix_lower", {
        measured: value,
      }),
    };
  },
});

export const audioOnset = defineSignal({
  key: "audioOnset",
  label: labelOf("audioOnset"),
  group: "content",
  weight: { video: 0.015, image: 0 },
  factors: { video: ["hookStrength"] },
  cause: "sound-start",
  note: noteOf("audioOnset"),
  evaluate(m) {
    if (m.kind !== "video" || !m.hook) return null;
    const a = m.audio;
    if (!a || a.isSilent) return { value: msg("audioOnset.value_none"), subScore: null };
    const at = sec(a.leadingSilenceSec);
    return {
      value: msg("audioOnset.value", { at }),
      subScore: C.toScore(C.leadingSilenceCurve(a.leadingSilenceSec)),
      good: msg("audioOnset.good", { at }),
      fix: msg("audioOnset.fix", { at }),
    };
  },
});

export const SOUND_SIGNALS = [sound, audioOnset];
