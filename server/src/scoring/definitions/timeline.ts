import * as C from "../curves";
import { clock, stillStretches } from "../signals/timeline";
import { defineSignal } from "./types";

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
  label: "Still stretches",
  group: "content",
  // Shares the dead-air cause with Dead frames and outweighs it: this text names the seconds to cut.
  weight: { video: 0.035, image: 0 },
  factors: { video: ["hookStrength", "shareability"] },
  cause: "dead-air",
  note: "Every keyframe and the bits between them, second by second: seconds with no cut, no motion, no voice and no new text",
  evaluate(m) {
    const timeline = m.kind === "video" ? m.timeline : null;
    if (!timeline || timeline.seconds.length < 3) return null;
    const longest = stillStretches(timeline)[0];
    const length = longest ? longest.to - longest.from : 0;
    if (!longest || length < 2) {
      return {
        value: "no still stretch over 1 s",
        subScore: 100,
        good: "Something changes every second or two: no stretch where the clip stands still (measured: second by second)",
      };
    }
    const span = `${clock(longest.from)}-${clock(longest.to)}`;
    const holdAt = (s: number) => timeline.seconds[Math.min(s, timeline.seconds.length - 1)]!.hold;
    return {
      value: `longest still stretch ${span} (${length} s)`,
      subScore: C.toScore(stillStretchCurve(length)),
      good: `The clip keeps moving: its longest still stretch is ${length} s (measured: ${span})`,
      fix:
        `${span}: no cut, no motion, no voice and no new text for ${length} s; the estimated hold falls from ` +
        `${holdAt(longest.from)} to ${holdAt(longest.to)} here. Add a cut, a zoom or a line of text in this stretch`,
    };
  },
});

export const firstWords = defineSignal({
  key: "firstWords",
  label: "First words",
  group: "content",
  // More than the sound onset's weight: on a talking clip, the late words are the more precise advice.
  weight: { video: 0.025, image: 0 },
  factors: { video: ["hookStrength"] },
  cause: "sound-start",
  note: "Voice found by pitch and syllable rhythm in the audio (no model); a talking hook needs words in the first second",
  evaluate(m) {
    const at = m.kind === "video" ? (m.timeline?.firstWordsAt ?? null) : null;
    if (at === null) return null;
    const when = clock(at);
    return {
      value: `first words at ${when}`,
      subScore: C.toScore(firstWordsCurve(at)),
      good: `The first words come at ${when}: a talking hook that starts at once`,
      fix:
        `First words at ${when}: on a talking clip, words in the first second hold viewers; start speaking ` +
        "sooner, or put the first line on screen from 0:00",
    };
  },
});

export const TIMELINE_SIGNALS = [stillStretch, firstWords];
