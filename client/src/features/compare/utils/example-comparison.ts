import type { TFunction } from "i18next";
import type { Comparison } from "@shared/schemas/comparison";

// The invented comparison of the locked preview: what the tool shows, clearly marked as an example, written in the
// reader's language (its posts are invented, so their captions are too).

const measured = (value: string, subScore: number, weight = 0.1) => ({ value, subScore, weight });

export function exampleComparison(t: TFunction<"compare">): Comparison {
  const seconds = (value: number) => t("example.seconds", { value });
  const lufs = (value: number) => t("example.lufs", { value: String(value) }); // "-14", as the engine writes it
  const words = t("example.words", { count: 5 });
  const hook = t("example.labels.hook");
  const loudness = t("example.labels.loudness");
  return {
    id: null,
    title: t("example.title"),
    createdAt: null,
    left: {
      id: 1,
      fileName: "my-morning-routine.mp4",
      kind: "own",
      mediaType: "video",
      viralScore: 61,
      confidence: 80,
      contentFactors: { hookStrength: 48, emotionalImpact: 66, shareability: 58, algorithmOptimization: 72 },
      caption: t("example.leftCaption"),
      hashtags: "#morningroutine #productivity",
      createdAt: "2030-03-10T09:00:00.000Z",
    },
    right: {
      id: 2,
      fileName: "competitor-routine.mp4",
      kind: "competitor",
      mediaType: "video",
      viralScore: 79,
      confidence: 82,
      contentFactors: { hookStrength: 86, emotionalImpact: 70, shareability: 74, algorithmOptimization: 69 },
      caption: t("example.rightCaption"),
      hashtags: "#morningroutine #fyp",
      createdAt: "2030-03-11T09:00:00.000Z",
    },
    scoreDifference: 18,
    factors: [
      { key: "hookStrength", left: 48, right: 86, difference: 38 },
      { key: "emotionalImpact", left: 66, right: 70, difference: 4 },
      { key: "shareability", left: 58, right: 74, difference: 16 },
      { key: "algorithmOptimization", left: 72, right: 69, difference: -3 },
    ],
    signals: [
      { key: "hook", label: hook, left: measured(seconds(2.9), 45), right: measured(seconds(0.8), 90), difference: 45 },
      {
        key: "loudness",
        label: loudness,
        left: measured(lufs(-14), 92),
        right: measured(lufs(-21), 64),
        difference: -28,
      },
      {
        key: "caption",
        label: t("example.labels.caption"),
        left: measured(words, 70),
        right: measured(words, 70),
        difference: 0,
      },
    ],
    theyDoBetter: [
      {
        key: "hook",
        label: hook,
        leaderValue: seconds(0.8),
        otherValue: seconds(2.9),
        leaderSubScore: 90,
        otherSubScore: 45,
        points: 45,
        text: "",
      },
    ],
    youDoBetter: [
      {
        key: "loudness",
        label: loudness,
        leaderValue: lufs(-14),
        otherValue: lufs(-21),
        leaderSubScore: 92,
        otherSubScore: 64,
        points: 28,
        text: "",
      },
    ],
  };
}
