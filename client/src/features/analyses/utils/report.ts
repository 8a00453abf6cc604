import type { TFunction } from "i18next";
import { scoreBand } from "@shared/constants";
import { type Analysis, type AnalysisStanding, CONTENT_FACTOR_KEYS } from "@shared/schemas/analysis";
import { formatClock } from "@shared/schemas/timeline";
import { type AnalysisTexts, storedTexts } from "./analysis-texts";
import { bandLabel, engagementScore, factorLabel, potentialLabel } from "./scores";

// The downloadable report: a plain text file holding everything the results show, in the reader's language.

/**
 * The creator's own words, isolated (Unicode first-strong isolate) from the label before them, so a text viewer
 * orders Arabic and Latin inside the value by the value's own direction.
 */
function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

/** viral-analysis-report-YYYY-MM-DDTHH-MM-SS.txt, in UTC so the name sorts and never holds a colon. */
export function reportFileName(at: Date): string {
  return `viral-analysis-report-${at.toISOString().slice(0, 19).replace(/:/g, "-")}.txt`;
}

export type ReportTools = {
  /** Bound to the "results" namespace, in the reader's language. */
  t: TFunction<"results">;
  /** A file size in the reader's language (useFileSize). */
  fileSize: (bytes: number) => string;
  /** The engine's texts in the reader's language; the stored ones when left out. */
  texts?: AnalysisTexts;
};

function section(title: string, lines: string[]): string {
  return [title.toUpperCase(), "-".repeat(title.length), ...lines].join("\n");
}

function bullets(items: readonly string[], empty: string): string[] {
  return items.length > 0 ? items.map((item) => `- ${item}`) : [empty];
}

/** Each line with its "why" (the study or figure behind it) indented under it, where the engine gave one. */
function withWhy(items: readonly string[], why: readonly (string | null)[], t: TFunction<"results">): string[] {
  if (items.length === 0) return [t("report.none")];
  return items.flatMap((item, i) => [`- ${item}`, ...(why[i] ? [t("report.why", { why: why[i] })] : [])]);
}

/** A video's seconds: each second's estimated hold and what happens in it. */
function timelineLines(timeline: NonNullable<Analysis["timeline"]>, t: TFunction<"results">): string[] {
  return [
    t("report.holdIntro"),
    ...(timeline.firstWordsAt === null ? [] : [t("report.firstWords", { time: formatClock(timeline.firstWordsAt) })]),
    ...timeline.seconds.map((s) => {
      const line = t("report.holdLine", { time: formatClock(s.t), hold: String(s.hold).padStart(3) });
      const events = s.events
        .map((e) => t(`timelineEvents.${e}`))
        .reduceRight((rest, first) => (rest ? t("timeline.eventList", { first, rest }) : first), "");
      return s.events.length > 0 ? `${line}  ${events}` : line;
    }),
  ];
}

export function buildReportText(analysis: Analysis, generatedAt: Date, tools: ReportTools): string {
  const { t, fileSize } = tools;
  const texts = tools.texts ?? storedTexts(analysis);
  const factors = analysis.contentFactors;
  const visual = analysis.visualAnalysis;
  const compliance = analysis.contentCompliance;
  const isCompliant = compliance.isCompliant && compliance.status === "compliant";
  const label = (key: (typeof CONTENT_FACTOR_KEYS)[number]) => factorLabel(key, analysis.mediaType, t);
  const none = t("report.none");
  const title = t("report.title");

  const parts = [
    [title, "=".repeat(title.length), t("report.generated", { at: generatedAt.toISOString() })].join("\n"),
    section(t("report.content"), [
      t("report.file", { name: isolate(analysis.fileName) }),
      t("report.type", {
        mediaType: t(`report.mediaTypes.${analysis.mediaType}`),
        mimeType: analysis.mimeType,
        size: fileSize(analysis.fileSize),
      }),
      t("report.analysed", { at: analysis.createdAt }),
      t("report.caption", { caption: analysis.caption ? isolate(analysis.caption) : none }),
      t("report.hashtags", { hashtags: analysis.hashtags ? isolate(analysis.hashtags) : none }),
    ]),
    section(t("report.score"), [
      t("report.viralScore", { score: analysis.viralScore, band: bandLabel(scoreBand(analysis.viralScore), t) }),
      t("report.viralPotential", { potential: potentialLabel(analysis.viralPotential, t) }),
      t("report.confidence", { confidence: analysis.confidence }),
      ...(analysis.standing ? [t("report.standing", { standing: standingText(analysis.standing, t) })] : []),
      ...(isCompliant || texts.violationReasons.length === 0
        ? []
        : [t("report.policy", { reason: isolate(texts.violationReasons[0]!) })]),
      t("report.engagement", {
        score: engagementScore(factors),
        first: lowerFirst(label("hookStrength")),
        second: lowerFirst(label("emotionalImpact")),
      }),
    ]),
    section(
      t("report.factors"),
      CONTENT_FACTOR_KEYS.map((key) => t("report.scoreLine", { label: label(key), score: factors[key] })),
    ),
    section(t("report.visual"), [
      t("report.theme", { theme: texts.theme }),
      t("report.scoreLine", { label: t("results.aesthetics"), score: visual.aesthetics }),
      t("report.scoreLine", { label: t("results.composition"), score: visual.composition }),
      t("report.scoreLine", { label: t("results.trendAlignment"), score: visual.trendAlignment }),
    ]),
    section(t("report.compliance"), [
      t("report.status", {
        status: isCompliant ? t("results.compliant") : t("results.needsReview"),
        score: compliance.complianceScore,
      }),
      ...texts.violationReasons.map((reason) => `- ${reason}`),
    ]),
    section(t("report.strengths"), withWhy(texts.strengths, texts.why.strengths, t)),
    section(t("report.recommendations"), withWhy(texts.recommendations, texts.why.recommendations, t)),
    ...(analysis.timeline && analysis.timeline.seconds.length > 0
      ? [section(t("report.secondBySecond"), timelineLines(analysis.timeline, t))]
      : []),
    section(
      t("report.insights"),
      bullets(
        analysis.insights.map((insight, index) =>
          t("report.insight", {
            number: index + 1,
            type: t(`insightTypes.${insight.type}`),
            x: Math.round(insight.x),
            y: Math.round(insight.y),
            text: texts.insights[index] ?? insight.insight,
          }),
        ),
        none,
      ),
    ),
    section(
      t("report.howWeScored"),
      analysis.explanation.length > 0
        ? analysis.explanation.map((row, index) => {
            const text = texts.explanation[index] ?? row;
            const line = t("report.signal", {
              label: text.label,
              value: text.value,
              subScore: row.subScore === null ? t("report.notMeasured") : t("report.subScore", { score: row.subScore }),
              weight: Math.round(row.weight * 100),
            });
            return text.note ? `${line}${t("report.signalNote", { note: text.note })}` : line;
          })
        : [t("report.noSignals")],
    ),
  ];
  return `${parts.join("\n\n")}\n`;
}

/** "Hook strength" inside a sentence: "hook strength" (a letter case only English has). */
function lowerFirst(text: string): string {
  return text.toLowerCase();
}

/** "Higher than 72% of the 1,204 posts analysed here in the last 90 days." */
export function standingText(standing: AnalysisStanding, t: TFunction<"results">): string {
  return t("standing", { percent: standing.higherThanPercent, sample: standing.sample, days: standing.days });
}
