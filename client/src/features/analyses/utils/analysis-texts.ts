import type { Analysis } from "@shared/schemas/analysis";

/** Every text of a result the engine wrote, as the screens and the report show it. */
export type AnalysisTexts = {
  strengths: string[];
  recommendations: string[];
  why: { strengths: (string | null)[]; recommendations: (string | null)[] };
  /** The text of each insight dot, same order as analysis.insights. */
  insights: string[];
  violationReasons: string[];
  /** Label, measurement and note of each scored signal, same order as analysis.explanation. */
  explanation: { label: string; value: string; note: string }[];
  theme: string;
};

/** The stored English texts (an analysis made before the engine kept its texts as messages). */
export function storedTexts(analysis: Analysis): AnalysisTexts {
  return {
    strengths: analysis.strengths,
    recommendations: analysis.recommendations,
    why: { strengths: analysis.why?.strengths ?? [], recommendations: analysis.why?.recommendations ?? [] },
    insights: analysis.insights.map((insight) => insight.insight),
    violationReasons: analysis.contentCompliance.violationReasons,
    explanation: analysis.explanation.map(({ label, value, note }) => ({ label, value, note })),
    theme: analysis.visualAnalysis.theme,
  };
}
