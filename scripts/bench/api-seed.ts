import { renderEngineMessage } from "../../shared/i18n/engine-text";
import { type EngineOutput, viralPotentialFor } from "../../shared/schemas/analysis";
import type { Db } from "../../server/src/db/client";
import { analyses } from "../../server/src/db/schema";
import { SIGNALS } from "../../server/src/scoring/definitions";

// The analyses `npm run bench:api` lists: rows shaped like the offline engine's output (every video signal with its
// real label and note, five insights, a few strengths and recommendations), so the list's JSON is as large as a
// creator's real one. Written straight to the database: the list is what is measured, not the upload.

// The signals a video analysis explains, with their real labels and notes.
const VIDEO_SIGNALS = SIGNALS.filter((signal) => signal.weight.video > 0);

function benchAnalysis(index: number): EngineOutput {
  const viralScore = 35 + ((index * 37) % 61);
  return {
    viralScore,
    confidence: 60 + (index % 35),
    viralPotential: viralPotentialFor(viralScore),
    strengths: [
      "A face appears in the first second, which holds attention",
      "Vertical 9:16 framing fills a phone screen",
      "Sound is at a level the apps recommend",
    ],
    recommendations: [
      "Add on-screen captions: most people watch without sound",
      "Cut the opening two seconds to reach the hook sooner",
      "End on a question to invite comments",
      "Use two or three niche hashtags instead of broad ones",
    ],
    contentCompliance: { isCompliant: true, status: "compliant", complianceScore: 96, violationReasons: [] },
    visualAnalysis: { theme: "Bright, warm and colourful", aesthetics: 72, composition: 66, trendAlignment: 58 },
    contentFactors: { hookStrength: 70, emotionalImpact: 64, shareability: 61, algorithmOptimization: 68 },
    timeline: null,
    why: { strengths: [], recommendations: [] },
    insights: [
      { x: 48, y: 31, type: "positive", insight: "The face is well lit and in the upper third" },
      { x: 22, y: 74, type: "suggestion", insight: "Captions would sit well in this empty area" },
      { x: 81, y: 12, type: "improvement", insight: "The bright window pulls the eye away from the subject" },
      { x: 50, y: 55, type: "positive", insight: "The subject is centred and sharp" },
      { x: 12, y: 90, type: "suggestion", insight: "Keep text clear of the app's buttons at the bottom" },
    ],
    explanation: VIDEO_SIGNALS.map((signal, i) => ({
      key: signal.key,
      label: renderEngineMessage(signal.label),
      value: `${(0.3 + ((index + i) % 7) / 10).toFixed(2)} (measured on 8 frames)`,
      subScore: (viralScore + i * 7) % 101,
      weight: signal.weight.video,
      note: renderEngineMessage(signal.note),
    })),
  };
}

/** Inserts `count` analyses for the user, one every `spacingMs` (a day) back from now, in one statement. */
export async function insertBenchAnalyses(
  db: Db,
  userId: number,
  count: number,
  now = new Date(),
  spacingMs = 86_400_000,
): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => {
    const createdAt = new Date(now.getTime() - index * spacingMs);
    return {
      ...benchAnalysis(index),
      userId,
      fileName: `${["beach", "city", "dance", "food", "travel"][index % 5]}-clip-${index + 1}.mp4`,
      fileSize: 24_000_000 + index * 1_000,
      mediaType: "video",
      mimeType: "video/mp4",
      caption: "Sunday market run: which stall should I try next? 🍜",
      hashtags: "#streetfood #foodtok #weekend #marketday",
      paymentType: "free",
      signals: {},
      engineVersion: "offline-bench",
      processingMs: 1200 + index,
      uploadedAt: createdAt,
      createdAt,
    };
  });
  await db.insert(analyses).values(rows);
}
