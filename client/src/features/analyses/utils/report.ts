import { scoreBand } from "@shared/constants";
import type { Analysis, AnalysisStanding } from "@shared/schemas/analysis";
import { formatClock, TIMELINE_EVENT_LABELS } from "@shared/schemas/timeline";
import {
  CONTENT_FACTOR_KEYS,
  contentFactorLabels,
  engagementScore,
  formatFileSize,
  INSIGHT_TYPE_LABELS,
} from "./scores";

// The downloadable report: a plain text file holding everything the results show.

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

/** Each line with its "why" (the study or figure behind it) indented under it, where the engine gave one. */
function withWhy(items: readonly string[], why: readonly (string | null)[], empty: string): string[] {
  if (items.length === 0) return [empty];
  return items.flatMap((item, i) => [`- ${item}`, ...(why[i] ? [`  Why: ${why[i]}`] : [])]);
}

/** A video's seconds: each second's estimated hold and what happens in it. */
function timelineLines(timeline: NonNullable<Analysis["timeline"]>): string[] {
  return [
    "Estimated hold: the share of viewers likely still watching, estimated from each second's events (not measured views).",
    ...(timeline.firstWordsAt === null ? [] : [`First words at ${formatClock(timeline.firstWordsAt)}`]),
    ...timeline.seconds.map(
      (s) =>
        `${formatClock(s.t)}  hold ${String(s.hold).padStart(3)}${s.events.length > 0 ? `  ${s.events.map((e) => TIMELINE_EVENT_LABELS[e]).join(", ")}` : ""}`,
    ),
  ];
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
    section("Strengths", withWhy(analysis.strengths, analysis.why?.strengths ?? [], "(none)")),
    section("Recommendations", withWhy(analysis.recommendations, analysis.why?.recommendations ?? [], "(none)")),
    ...(analysis.timeline && analysis.timeline.seconds.length > 0
      ? [section("Second by second", timelineLines(analysis.timeline))]
      : []),
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
