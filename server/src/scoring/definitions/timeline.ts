import * as C from "../curves";
import { clock, stillStretches } from "../signals/timeline";
import { defineSignal, labelOf, msg, noteOf } from "./types";

// The clip second by second (signals/timeline.ts): where nothing happens for seconds on end, and when the
// first words come. Their texts name the seconds, so a creator knows where to cut.

/** Longest still stretch (s) → sub-score: two quiet seconds are a breath, six lose the room. */
const stillStretchCurve = C.piecewise([
  [0, 100],
  [2, 100],
  [4, 60],
  [6, 35],
  [10, 10],
]);

/** First words (s) → sub-score: in the first second is a talking hook; after three, the hook has passed. */
const firstWordsCurve = C.piecewise([
  [0, 100],
  [1, 100],
  [2, 60],
  [3, 35],
  [5, 15],
]);

export const stillStretch = defineSignal({
  key: "stillStretch",
  label: labelOf("stillStretch"),
  group: "content",
  // Shares the dead-air cause with Dead frames and outweighs it: this text names the seconds to cut.
  weight: { video: 0.035, image: 0 },
  factors: { video: ["hookStrength", "shareability"] },
  cause: "dead-air",
  note: noteOf("stillStretch"),
  evaluate(m) {
    const timeline = m.kind === "video" ? m.timeline : null;
    if (!timeline || timeline.seconds.length < 3) return null;
    const longest = stillStretches(timeline)[0];
    const length = longest ? longest.to - longest.from : 0;
    if (!longest || length < 2) {
      return { value: msg("stillStretch.value_none"), subScore: 100, good: msg("stillStretch.good_none") };
    }
    const span = msg("common.span", { from: clock(longest.from), to: clock(longest.to) });
    const holdAt = (s: number) => timeline.seconds[Math.min(s, timeline.seconds.length - 1)]!.hold;
    return {
      value: msg("stillStretch.value", { span, count: length }),
      subScore: C.toScore(stillStretchCurve(length)),
      good: msg("stillStretch.good", { span, count: length }),
      fix: msg("stillStretch.fix", { span, count: length, holdFrom: holdAt(longest.from), holdTo: holdAt(longest.to) }),
    };
  },
});

export const firstWords = defineSignal({
  key: "firstWords",
  label: labelOf("firstWords"),
  group: "content",
  // More than the sound onset's weight: on a talking clip, the late words are the more precise advice.
  weight: { video: 0.025, image: 0 },
  factors: { video: ["hookStrength"] },
  cause: "sound-start",
  note: noteOf("firstWords"),
  evaluate(m) {
    const at = m.kind === "video" ? (m.timeline?.firstWordsAt ?? null) : null;
    if (at === null) return null;
    const when = clock(at);
    return {
      value: msg("firstWords.value", { when }),
      subScore: C.toScore(firstWordsCurve(at)),
      good: msg("firstWords.good", { when }),
      fix: msg("firstWords.fix", { when }),
    };
  },
});

export const TIMELINE_SIGNALS = [stillStretch, firstWords];
