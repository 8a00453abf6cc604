import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { type Analysis, CONTENT_FACTOR_KEYS } from "@shared/schemas/analysis";
import { Button } from "@/components/ui/button";
import { CircleCheck, Download, Lightbulb, MessageSquare, ShieldCheck, Sparkles, TrendingUp } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { useFormat } from "@/i18n/format";
import { useFileSize } from "@/lib/file-size";
import { cn } from "@/lib/cn";
import { downloadText } from "@/lib/download-text";
import { useAnalysisTexts } from "../hooks/use-analysis-texts";
import { buildReportText, reportFileName, standingText } from "../utils/report";
import { analysisPreviewUrl } from "../api/get-analysis-preview";
import { bandLabel, bandTone, engagementScore, factorLabel, mediaAspectRatio, potentialLabel } from "../utils/scores";
import { ExplanationPanel } from "./explanation-panel";
import { InsightPreview, type PreviewMedia } from "./insight-preview";
import { ScoreBar, ScoreRing } from "./score-meter";

type AnalysisResultsProps = {
  analysis: Analysis;
  /** The uploaded media for a fresh analysis; null for a stored one (which shows its kept still, if any). */
  media: PreviewMedia | null;
  /** Buttons shown beside Download Report (New Analysis, Delete). */
  actions?: ReactNode;
  /** The level of the results' own heading (2 on a page of its own, 3 inside the landing section). */
  headingLevel?: 2 | 3;
  /** Id for the results heading, so that a caller can move focus to it. */
  headingId?: string;
  /** Someone other than the owner is looking (an admin): the kept still is not shown to them. */
  ownerOnlyPreview?: boolean;
  /** How the post really did (the owner's own analysis), shown right under the score. */
  results?: ReactNode;
};

function Card({ title, icon, children, level }: { title: string; icon: ReactNode; children: ReactNode; level: 3 | 4 }) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <Heading className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <span className="grid h-8 w-8 place-items-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
        {title}
      </Heading>
      <div className="mt-4">{children}</div>
    </section>
  );
}

type TextListProps = {
  items: string[];
  /** Why each line matters (its study or figure), same order; shown in a "Why" detail under the line. */
  why: (string | null)[];
  empty: string;
  tone: "positive" | "suggestion";
};

function TextList({ items, why, empty, tone }: TextListProps) {
  const { t } = useTranslation("results");
  if (items.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-2.5">
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex items-start gap-2.5 text-sm text-slate-700">
          {tone === "positive" ? (
            <CircleCheck className="mt-0.5 h-4 w-4 text-emerald-600 shrink-0" />
          ) : (
            <Lightbulb className="mt-0.5 h-4 w-4 text-amber-600 shrink-0" />
          )}
          <div className="min-w-0">
            <span dir="auto">{item}</span>
            {why[index] ? (
              <details className="group mt-1 text-xs text-slate-600">
                <summary className="cursor-pointer select-none font-medium text-slate-500 hover:text-slate-700">
                  {t("results.why")}
                </summary>
                <p dir="auto" className="mt-1">
                  {why[index]}
                </p>
              </details>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The results of one analysis, for a fresh upload or a stored analysis. */
export function AnalysisResults({
  analysis,
  media,
  actions,
  headingLevel = 2,
  headingId,
  ownerOnlyPreview = false,
  results = null,
}: AnalysisResultsProps) {
  const { t } = useTranslation("results");
  const format = useFormat();
  const fileSize = useFileSize();
  const texts = useAnalysisTexts(analysis);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const cardLevel = headingLevel === 2 ? 3 : 4;
  const tone = bandTone(analysis.viralScore);
  const engagement = engagementScore(analysis.contentFactors);
  const compliance = analysis.contentCompliance;
  const isCompliant = compliance.isCompliant && compliance.status === "compliant";
  const analysedOn = format.dateTime(analysis.createdAt);

  function handleDownload() {
    const now = new Date();
    downloadText(reportFileName(now), buildReportText(analysis, now, { t, fileSize, texts }));
    toast({ title: t("results.downloadedTitle"), description: t("results.downloadedDescription") });
  }

  return (
    <div className="space-y-6">
      {/* Summary */}
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-col gap-6 md:flex-row md:items-center">
          <ScoreRing score={analysis.viralScore} className="self-center md:self-auto" />
          <div className="min-w-0 flex-1">
            <Heading
              id={headingId}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
            >
              {t("results.heading", { score: analysis.viralScore })}
              <span className="sr-only">{t("results.outOf100")}</span>
            </Heading>
            <p className="mt-2 flex flex-wrap items-center gap-2">
              <span className={cn("rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset", tone.badge)}>
                {bandLabel(tone.band, t)}
              </span>
              <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                {t("results.potential", { potential: potentialLabel(analysis.viralPotential, t) })}
              </span>
            </p>
            {isCompliant ? null : <PolicyHeadline reasons={texts.violationReasons} />}
            {analysis.standing ? (
              <p className="mt-2 text-sm text-slate-700">{standingText(analysis.standing, t)}</p>
            ) : null}
            {/* Only a long file name is cut; its size and date wrap (an Arabic date and time lost its end at 360 px). */}
            <p className="mt-3 text-sm text-slate-600">
              <span dir="auto" className="inline-block max-w-full truncate align-bottom font-medium text-slate-800">
                {analysis.fileName}
              </span>
              {analysedOn
                ? t("results.fileLineWithDate", { size: fileSize(analysis.fileSize), date: analysedOn })
                : t("results.fileLine", { size: fileSize(analysis.fileSize) })}
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-3 md:w-80 md:shrink-0">
            {[
              { label: t("results.confidence"), value: t("results.percentValue", { value: analysis.confidence }) },
              { label: t("results.engagement"), value: format.number(engagement) },
              { label: t("results.compliance"), value: format.number(compliance.complianceScore) },
            ].map((item) => (
              <div key={item.label} className="rounded-xl bg-slate-50 px-3 py-3 text-center">
                <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
                <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:flex-wrap">
          <Button onClick={handleDownload}>
            <Download className="h-4 w-4 shrink-0" />
            {t("results.download")}
          </Button>
          {actions}
        </div>
      </section>

      {results}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
        <Card title={t("results.previewCard")} icon={<Sparkles className="h-4 w-4 shrink-0" />} level={cardLevel}>
          <InsightPreview
            insights={analysis.insights}
            insightTexts={texts.insights}
            media={media}
            stored={
              media
                ? null
                : {
                    status:
                      ownerOnlyPreview && analysis.previewStatus === "available"
                        ? "owner-only"
                        : analysis.previewStatus,
                    url: analysisPreviewUrl(analysis.id),
                    mediaType: analysis.mediaType,
                    expiresAt: analysis.previewExpiresAt,
                  }
            }
            fallbackAspectRatio={mediaAspectRatio(analysis.explanation)}
            timeline={analysis.timeline}
          />
        </Card>

        <div className="space-y-6">
          <Card title={t("results.strengths")} icon={<CircleCheck className="h-4 w-4 shrink-0" />} level={cardLevel}>
            <TextList
              items={texts.strengths}
              why={texts.why.strengths}
              empty={t("results.noStrengths")}
              tone="positive"
            />
          </Card>
          <Card
            title={t("results.recommendations")}
            icon={<Lightbulb className="h-4 w-4 shrink-0" />}
            level={cardLevel}
          >
            <TextList
              items={texts.recommendations}
              why={texts.why.recommendations}
              empty={t("results.noRecommendations")}
              tone="suggestion"
            />
          </Card>
          <Card
            title={t("results.complianceCard")}
            icon={<ShieldCheck className="h-4 w-4 shrink-0" />}
            level={cardLevel}
          >
            <p
              className={cn(
                "inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold",
                isCompliant ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-900",
              )}
            >
              <span
                aria-hidden="true"
                className={cn("h-2 w-2 rounded-full", isCompliant ? "bg-emerald-500" : "bg-amber-500")}
              />
              {isCompliant ? t("results.compliant") : t("results.needsReview")}
              <span className="font-normal">{t("results.complianceScore", { score: compliance.complianceScore })}</span>
            </p>
            {texts.violationReasons.length > 0 ? (
              <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-slate-700">
                {texts.violationReasons.map((reason, index) => (
                  <li key={`${index}-${reason}`} dir="auto">
                    {reason}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-slate-600">{t("results.noPolicy")}</p>
            )}
          </Card>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Card title={t("results.visualCard")} icon={<Sparkles className="h-4 w-4 shrink-0" />} level={cardLevel}>
          <p className="text-sm text-slate-600">
            <Trans
              t={t}
              i18nKey="results.theme"
              values={{ theme: texts.theme }}
              components={{ value: <span dir="auto" className="font-medium text-slate-900" /> }}
            />
          </p>
          <div className="mt-4 space-y-4">
            <ScoreBar label={t("results.aesthetics")} value={analysis.visualAnalysis.aesthetics} />
            <ScoreBar label={t("results.composition")} value={analysis.visualAnalysis.composition} />
            <ScoreBar label={t("results.trendAlignment")} value={analysis.visualAnalysis.trendAlignment} />
          </div>
        </Card>
        <Card title={t("results.factorsCard")} icon={<TrendingUp className="h-4 w-4 shrink-0" />} level={cardLevel}>
          <div className="space-y-4">
            {CONTENT_FACTOR_KEYS.map((key) => (
              <ScoreBar
                key={key}
                label={factorLabel(key, analysis.mediaType, t)}
                value={analysis.contentFactors[key]}
              />
            ))}
          </div>
        </Card>
      </div>

      {analysis.caption || analysis.hashtags ? (
        <Card title={t("results.captionCard")} icon={<MessageSquare className="h-4 w-4 shrink-0" />} level={cardLevel}>
          <dl className="space-y-3 text-sm">
            {analysis.caption ? (
              <div>
                <dt className="font-medium text-slate-600">{t("results.caption")}</dt>
                <dd dir="auto" className="mt-0.5 whitespace-pre-line break-words text-slate-900">
                  {analysis.caption}
                </dd>
              </div>
            ) : null}
            {analysis.hashtags ? (
              <div>
                <dt className="font-medium text-slate-600">{t("results.hashtags")}</dt>
                <dd dir="auto" className="mt-0.5 break-words text-slate-900">
                  {analysis.hashtags}
                </dd>
              </div>
            ) : null}
          </dl>
        </Card>
      ) : null}

      <ExplanationPanel explanation={analysis.explanation} texts={texts.explanation} />
    </div>
  );
}

/** Why a post is held at Needs Work, in one line above everything else: the first reason, and how many more. */
function PolicyHeadline({ reasons }: { reasons: string[] }) {
  const { t } = useTranslation("results");
  if (reasons.length === 0) return null;
  const more = reasons.length > 1 ? t("results.policyMore", { count: reasons.length - 1 }) : "";
  return (
    <p className="mt-3 text-sm font-semibold text-red-800">
      <Trans
        t={t}
        i18nKey="results.policyHeadline"
        values={{ reason: reasons[0], more }}
        components={{ reason: <bdi /> }}
      />
    </p>
  );
}
