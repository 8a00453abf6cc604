import { scoreBand } from "@shared/constants";
import type { Analysis, AnalysisStanding } from "@shared/schemas/analysis";
import {
  CONTENT_FACTOR_KEYS,
  contentFactorLabels,
  engagementScore,
  formatFileSize,
  INSIGHT_TYPE_LABELS,
} from "./scores";

// The downloadable report (spec customer-app §1): a plain text file holding everything the results show.

/** viral-analysis-report-YYYY-MM-DDTHH-MM-SS.txt, in UTC so the name sorts and never holds a colon. */
/**
 * The creator's own words, isolated (Unicode first-strong isolate) from the English label before them, so a
 * text viewer orders Arabic and Latin inside the value by the value's own direction.
 */
function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

export function reportFileName(at: Date): string {
  return `viral-analysis-report-${at.toISOString().slice(0, 19).replace(/:/g, "-")}.txt`;
}

function section(title: string, lines: string[]): string {
  return [title.toUpperCase(), "-".repeat(title.length), ...lines].join("\n");
}

function bullets(items: readonly string[], empty: string): string[] {
  return items.length > 0 ? items.map((item) => `- ${item}`) : [empty];
}

export function buildReportText(analysis: Analysis, generatedAt: Date): string {
  const factors = analysis.contentFactors;
  const visual = analysis.visualAnalysis;
  const compliance = analysis.contentCompliance;
  const isCompliant = compliance.isCompliant && compliance.status === "compliant";
  const factorLabels = contentFactorLabels(analysis.mediaType);

  const parts = [
    ["VIRALSCORE ANALYSIS REPORT", "==========================", `Generated: ${generatedAt.toISOString()}`].join("\n"),
    section("Content", [
      `File: ${isolate(analysis.fileName)}`,
      `Type: ${analysis.mediaType} (${analysis.mimeType}), ${formatFileSize(analysis.fileSize)}`,
      `Analysed: ${analysis.createdAt}`,
      `Caption: ${analysis.caption ? isolate(analysis.caption) : "(none)"}`,
      `Hashtags: ${analysis.hashtags ? isolate(analysis.hashtags) : "(none)"}`,
    ]),
    section("Score", [
      `Viral score: ${analysis.viralScore}/100 (${scoreBand(analysis.viralScore)})`,
      `Viral potential: ${analysis.viralPotential}`,
      `Confidence: ${analysis.confidence}%`,
      ...(analysis.standing ? [`Standing: ${standingText(analysis.standing)}`] : []),
      ...(isCompliant || compliance.violationReasons.length === 0
        ? []
        : [`Held at Needs Work for policy review: ${isolate(compliance.violationReasons[0]!)}. Fix this first.`]),
      `Engagement: ${engagementScore(factors)}/100 (mean of ${factorLabels.hookStrength.toLowerCase()} and ${factorLabels.emotionalImpact.toLowerCase()})`,
    ]),
    section(
      "Content factors",
      CONTENT_FACTOR_KEYS.map((key) => `${factorLabels[key]}: ${factors[key]}/100`),
    ),
    section("Visual analysis", [
      `Theme: ${visual.theme}`,
      `Aesthetics: ${visual.aesthetics}/100`,
      `Composition: ${visual.composition}/100`,
      `Trend alignment: ${visual.trendAlignment}/100`,
    ]),
    section("Content compliance", [
      `Status: ${isCompliant ? "Compliant" : "Needs review"} (${compliance.complianceScore}/100)`,
      ...(compliance.violationReasons.length > 0 ? compliance.violationReasons.map((reason) => `- ${reason}`) : []),
    ]),
    section("Strengths", bullets(analysis.strengths, "(none)")),
    section("Recommendations", bullets(analysis.recommendations, "(none)")),
    section(
      "Insights",
      bullets(
        analysis.insights.map(
          (insight, index) =>
            `${index + 1}. [${INSIGHT_TYPE_LABELS[insight.type]}] at ${Math.round(insight.x)}% across, ${Math.round(insight.y)}% down: ${insight.insight}`,
        ),
        "(none)",
      ),
    ),
    section(
      "How we scored this",
      analysis.explanation.length > 0
        ? analysis.explanation.map(
            (row) =>
              `- ${row.label}: ${row.value} | sub-score ${row.subScore === null ? "not measured" : `${row.subScore}/100`} | weight ${Math.round(row.weight * 100)}%${row.note ? ` | ${row.note}` : ""}`,
          )
        : ["(no signals recorded)"],
    ),
  ];
  return `${parts.join("\n\n")}\n`;
}

/** "Higher than 72% of the 1,204 posts analysed here in the last 90 days." */
export function standingText(standing: AnalysisStanding): string {
  return `Higher than ${standing.higherThanPercent}% of the ${standing.sample.toLocaleString("en-US")} posts analysed here in the last ${standing.days} days.`;
}
