import { describe, expect, it } from "vitest";
import type { Analysis } from "@shared/schemas/analysis";
import { createI18n } from "@/i18n/i18n";
import { allResources } from "@/i18n/resources";
import { formatFileSize } from "@/lib/format";
import { buildReportText, reportFileName, type ReportTools } from "./report";
import { bandTone, engagementScore, mediaAspectRatio } from "./scores";

const tools: ReportTools = {
  t: createI18n({ language: "en", resources: allResources() }).getFixedT("en", "results"),
  fileSize: formatFileSize,
};

const analysis: Analysis = {
  id: 7,
  userId: 3,
  fileName: "وصفة-رمضان.mp4",
  fileSize: 12 * 1024 * 1024,
  mediaType: "video",
  mimeType: "video/mp4",
  caption: "جربوا هذه الوصفة! Would you try it?",
  hashtags: "#رمضان #recipe",
  paymentType: "free",
  kind: "own",
  engineVersion: "local-1",
  processingMs: 1200,
  uploadedAt: "2026-01-15T10:30:00.000Z",
  createdAt: "2026-01-15T10:30:02.000Z",
  previewStatus: "available",
  previewExpiresAt: "2026-01-16T10:30:02.000Z",
  viralScore: 72,
  confidence: 81,
  viralPotential: "High",
  strengths: ["Native 9:16 frame (1080x1920)"],
  recommendations: ["Your first 3 s have no cut; 1-2 cuts in the opening lift retention"],
  contentCompliance: {
    isCompliant: false,
    status: "needs_review",
    complianceScore: 70,
    violationReasons: ["Mentions a giveaway"],
  },
  visualAnalysis: { theme: "Bright, warm and colourful", aesthetics: 76, composition: 64, trendAlignment: 58 },
  contentFactors: { hookStrength: 61, emotionalImpact: 74, shareability: 66, algorithmOptimization: 80 },
  timeline: null,
  why: { strengths: [], recommendations: [] },
  insights: [{ x: 50, y: 85, type: "improvement", insight: "Captions here are covered by the app's buttons" }],
  explanation: [
    { key: "resolution", label: "Resolution", value: "1080x1920 (9:16)", subScore: 100, weight: 0.1, note: "Native" },
    { key: "faces", label: "Faces", value: "not detected", subScore: null, weight: 0.05, note: "" },
  ],
};

describe("report", () => {
  it("when the report is saved, then its name carries the UTC time without colons", () => {
    expect(reportFileName(new Date("2026-01-15T10:30:05.123Z"))).toBe("viral-analysis-report-2026-01-15T10-30-05.txt");
  });

  it("when the report is built, then it holds every figure and text the results show", () => {
    const text = buildReportText(analysis, new Date("2026-01-15T10:31:00.000Z"), tools);
    for (const expected of [
      "Viral score: 72/100 (Good)",
      "Viral potential: High",
      "Confidence: 81%",
      "Engagement: 68/100",
      "Hook strength: 61/100",
      "Emotional impact: 74/100",
      "Algorithm optimization: 80/100",
      "Engagement: 68/100 (mean of hook strength and emotional impact)",
      "Theme: Bright, warm and colourful",
      "Trend alignment: 58/100",
      "Status: Needs review (70/100)",
      "- Mentions a giveaway",
      "- Native 9:16 frame (1080x1920)",
      "- Your first 3 s have no cut",
      "[Needs improvement] at 50% across, 85% down: Captions here are covered",
      "- Resolution: 1080x1920 (9:16) | sub-score 100/100 | weight 10% | Native",
      "- Faces: not detected | sub-score not measured | weight 5%",
      "Caption: \u2068جربوا هذه الوصفة! Would you try it?\u2069",
      "Hashtags: \u2068#رمضان #recipe\u2069",
      "File: \u2068وصفة-رمضان.mp4\u2069",
      "Analysed: 2026-01-15T10:30:02.000Z",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("when lines have a why and the video has a timeline, then the report carries both", () => {
    const text = buildReportText(
      {
        ...analysis,
        why: {
          strengths: analysis.strengths.map(() => null),
          recommendations: analysis.recommendations.map((_, i) => (i === 0 ? "A study says so." : null)),
        },
        timeline: {
          firstWordsAt: 2.7,
          seconds: [
            { t: 0, hold: 100, events: ["cut"] },
            { t: 1, hold: 93, events: [] },
            { t: 2, hold: 86, events: ["speech", "still"] },
          ],
        },
      },
      new Date("2026-11-27T10:00:00Z"),
      tools,
    );
    expect(text).toContain("  Why: A study says so.");
    expect(text).toContain("SECOND BY SECOND");
    expect(text).toContain("First words at 0:02.7");
    expect(text).toContain("0:02  hold  86  Voice, Still picture");
  });

  it("when the analysis is of an image, then the content factors carry the image names", () => {
    const text = buildReportText({ ...analysis, mediaType: "image", mimeType: "image/png" }, new Date(), tools);
    for (const expected of [
      "Stopping power: 61/100",
      "Emotion: 74/100",
      "Shareability: 66/100",
      "Platform fit: 80/100",
      "Engagement: 68/100 (mean of stopping power and emotion)",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Hook strength");
    expect(text).not.toContain("Algorithm optimization");
  });

  it("when there is no caption or hashtags, then the report says so instead of leaving a blank", () => {
    const text = buildReportText({ ...analysis, caption: "", hashtags: "" }, new Date(), tools);
    expect(text).toContain("Caption: (none)");
    expect(text).toContain("Hashtags: (none)");
  });
});

describe("scores", () => {
  it("when hook strength and emotional impact are known, then engagement is their rounded mean", () => {
    expect(engagementScore({ hookStrength: 61, emotionalImpact: 74 })).toBe(68);
    expect(engagementScore({ hookStrength: 0, emotionalImpact: 1 })).toBe(1);
  });

  it("when a score sits on a band edge, then it takes the higher band", () => {
    expect(bandTone(80).band).toBe("Excellent");
    expect(bandTone(79).band).toBe("Good");
    expect(bandTone(60).band).toBe("Good");
    expect(bandTone(59).band).toBe("Needs Work");
  });

  it("when the explanation names a resolution, then the placeholder takes its aspect ratio, else 9:16", () => {
    expect(mediaAspectRatio([{ value: "1920x1080 (16:9)" }])).toBeCloseTo(16 / 9);
    expect(mediaAspectRatio([{ value: "no size" }])).toBeCloseTo(9 / 16);
  });
});
