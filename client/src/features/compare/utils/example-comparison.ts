import type { Comparison } from "@shared/schemas/comparison";

// The invented comparison of the locked preview: what the tool shows, clearly marked as an example.

const measured = (value: string, subScore: number, weight = 0.1) => ({ value, subScore, weight });

export const EXAMPLE_COMPARISON: Comparison = {
  id: null,
  title: "Example",
  createdAt: null,
  left: {
    id: 1,
    fileName: "my-morning-routine.mp4",
    kind: "own",
    mediaType: "video",
    viralScore: 61,
    confidence: 80,
    contentFactors: { hookStrength: 48, emotionalImpact: 66, shareability: 58, algorithmOptimization: 72 },
    caption: "My 5am routine, honestly",
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
    caption: "Stop doing this every morning",
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
    { key: "hook", label: "First cut", left: measured("2.9 s", 45), right: measured("0.8 s", 90), difference: 45 },
    {
      key: "loudness",
      label: "Loudness",
      left: measured("-14 LUFS", 92),
      right: measured("-21 LUFS", 64),
      difference: -28,
    },
    {
      key: "caption",
      label: "Caption length",
      left: measured("5 words", 70),
      right: measured("5 words", 70),
      difference: 0,
    },
  ],
  theyDoBetter: [
    {
      key: "hook",
      label: "First cut",
      leaderValue: "0.8 s",
      otherValue: "2.9 s",
      leaderSubScore: 90,
      otherSubScore: 45,
      points: 45,
      text: "First cut: theirs 0.8 s (90/100) vs yours 2.9 s (45/100), 45 points ahead.",
    },
  ],
  youDoBetter: [
    {
      key: "loudness",
      label: "Loudness",
      leaderValue: "-14 LUFS",
      otherValue: "-21 LUFS",
      leaderSubScore: 92,
      otherSubScore: 64,
      points: 28,
      text: "Loudness: yours -14 LUFS (92/100) vs theirs -21 LUFS (64/100), 28 points ahead.",
    },
  ],
};
