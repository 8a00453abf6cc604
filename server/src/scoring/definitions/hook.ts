import * as C from "../curves";
import { defineSignal, labelOf, list, msg, noteOf, plural, quoted, sec } from "./types";

// The hook (first 3 s of a video) and pacing. Images have no hook in the video sense: their stopping power
// is carried by the subject, expression and picture signals (people.ts, picture.ts).

export const hookCuts = defineSignal({
  key: "hookCuts",
  label: labelOf("hookCuts"),
  group: "content",
  weight: { video: 0.06, image: 0 },
  factors: { video: ["hookStrength"] },
  cause: "opening-pace",
  note: noteOf("hookCuts"),
  evaluate(m) {
    if (m.kind !== "video" || !m.hook) return null;
    const h = m.hook;
    const cuts = plural(h.cuts, "cuts");
    const times = list(h.cutTimes.map(sec));
    const cutsText = times ? msg("hookCuts.value_at", { cuts, times }) : msg("hookCuts.value", { cuts });
    return {
      value: cutsText,
      subScore: C.toScore(C.hookCutsCurve(h.cuts)),
      note: msg("hookCuts.noteFrames", { count: h.frames }),
      good: msg("hookCuts.good", { cuts, measured: cutsText }),
      fix: h.cuts === 0 ? msg("hookCuts.fix_none") : msg("hookCuts.fix_tooMany", { measured: cutsText }),
      why: msg("hookCuts.why"),
    };
  },
});

export const hookMotion = defineSignal({
  key: "hookMotion",
  label: labelOf("hookMotion"),
  group: "content",
  weight: { video: 0.04, image: 0 },
  factors: { video: ["hookStrength", "emotionalImpact"] },
  cause: "opening-motion",
  note: noteOf("hookMotion"),
  evaluate(m) {
    if (m.kind !== "video" || !m.hook) return null;
    const motion = m.hook.motion;
    const text = msg("hookMotion.value", { motion });
    return {
      value: text,
      subScore: C.toScore(C.motionCurve(motion)),
      good: msg("hookMotion.good", { measured: text }),
      why: msg("hookMotion.why"),
      fix:
        motion < 4
          ? msg("hookMotion.fix_static", { measured: text })
          : msg("hookMotion.fix_chaotic", { measured: text }),
    };
  },
});

export const faceInHook = defineSignal({
  key: "faceInHook",
  label: labelOf("faceInHook"),
  group: "content",
  weight: { video: 0.04, image: 0 },
  factors: { video: ["hookStrength"] },
  cause: "people",
  note: noteOf("faceInHook"),
  evaluate(m) {
    if (m.kind !== "video") return null;
    const f = m.faces;
    if (!f.available) return { value: msg("common.faceDetectionUnavailable"), subScore: null };
    return {
      value: f.inHook ? msg("faceInHook.value_yes") : msg("faceInHook.value_no"),
      subScore: f.inHook ? 100 : 40,
      good: msg("faceInHook.good"),
      fix: msg("faceInHook.fix"),
    };
  },
});

export const textHook = defineSignal({
  key: "textHook",
  label: labelOf("textHook"),
  group: "content",
  weight: { video: 0.03, image: 0 },
  factors: { video: ["hookStrength"] },
  cause: "text-hook",
  note: noteOf("textHook"),
  evaluate(m) {
    if (m.kind !== "video") return null;
    const t = m.onScreenText;
    const read = t.hookRead ? quoted(t.hookRead.slice(0, 60)) : null;
    return {
      value: !t.inHook
        ? msg("textHook.value_none")
        : read
          ? msg("textHook.value_read", { text: read })
          : msg("textHook.value"),
      subScore: t.inHook ? 100 : 55,
      good: read ? msg("textHook.good_read", { text: read }) : msg("textHook.good"),
      fix: msg("textHook.fix"),
      why: msg("textHook.why"),
    };
  },
});

export const sceneVariety = defineSignal({
  key: "sceneVariety",
  label: labelOf("sceneVariety"),
  group: "content",
  weight: { video: 0.02, image: 0 },
  factors: { video: ["shareability"] },
  cause: "pacing",
  note: noteOf("sceneVariety"),
  evaluate(m) {
    if (m.kind !== "video" || !m.samples) return null;
    const s = m.samples;
    const share = s.pairs > 0 ? s.sceneChanges / s.pairs : 0;
    const text = msg("sceneVariety.value", { changes: s.sceneChanges, count: s.pairs });
    return {
      value: text,
      subScore: s.pairs === 0 ? null : C.toScore(C.sceneVarietyCurve(share)),
      good: msg("sceneVariety.good", { measured: text }),
      fix:
        share < 0.4
          ? msg("sceneVariety.fix_single", { measured: text })
          : msg("sceneVariety.fix_every", { measured: text }),
      why: msg("sceneVariety.why"),
    };
  },
});

export const HOOK_SIGNALS = [hookCuts, hookMotion, faceInHook, textHook, sceneVariety];
