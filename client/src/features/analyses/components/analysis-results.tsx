import type { ReactNode } from "react";
import type { Analysis } from "@shared/schemas/analysis";
import { Button } from "@/components/ui/button";
import { CircleCheck, Download, Lightbulb, MessageSquare, ShieldCheck, Sparkles, TrendingUp } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { downloadText } from "@/lib/download-text";
import { buildReportText, reportFileName, standingText } from "../utils/report";
import { analysisPreviewUrl } from "../api/get-analysis-preview";
import {
  bandTone,
  CONTENT_FACTOR_KEYS,
  contentFactorLabels,
  engagementScore,
  formatAnalysisDate,
  formatFileSize,
  mediaAspectRatio,
} from "../utils/scores";
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
                  Why
                </summary>
                <p className="mt-1">{why[index]}</p>
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
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const cardLevel = headingLevel === 2 ? 3 : 4;
  const tone = bandTone(analysis.viralScore);
  const engagement = engagementScore(analysis.contentFactors);
  const compliance = analysis.contentCompliance;
  const isCompliant = compliance.isCompliant && compliance.status === "compliant";
  const analysedOn = formatAnalysisDate(analysis.createdAt, true);
  const factorLabels = contentFactorLabels(analysis.mediaType);

  function handleDownload() {
    const now = new Date();
    downloadText(reportFileName(now), buildReportText(analysis, now));
    toast({ title: "Report downloaded", description: "Your analysis report was saved as a text file." });
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
              Viral Score: {analysis.viralScore}
              <span className="sr-only"> out of 100</span>
            </Heading>
            <p className="mt-2 flex flex-wrap items-center gap-2">
              <span className={cn("rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset", tone.badge)}>
                {tone.band}
              </span>
              <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                {analysis.viralPotential} viral potential
              </span>
            </p>
            {isCompliant ? null : <PolicyHeadline reasons={compliance.violationReasons} />}
            {analysis.standing ? (
              <p className="mt-2 text-sm text-slate-700">{standingText(analysis.standing)}</p>
            ) : null}
            <p className="mt-3 truncate text-sm text-slate-600">
              <span dir="auto" className="font-medium text-slate-800">
                {analysis.fileName}
              </span>
              {" · "}
              {formatFileSize(analysis.fileSize)}
              {analysedOn ? ` · ${analysedOn}` : ""}
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-3 md:w-80 md:shrink-0">
            {[
              { label: "Confidence", value: `${analysis.confidence}%` },
              { label: "Engagement", value: String(engagement) },
              { label: "Compliance", value: `${compliance.complianceScore}` },
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
            Download Report
          </Button>
          {actions}
        </div>
      </section>

      {results}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
        <Card title="Preview and insights" icon={<Sparkles className="h-4 w-4 shrink-0" />} level={cardLevel}>
          <InsightPreview
            insights={analysis.insights}
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
          <Card title="Strengths" icon={<CircleCheck className="h-4 w-4 shrink-0" />} level={cardLevel}>
            <TextList
              items={analysis.strengths}
              why={analysis.why.strengths}
              empty="No particular strengths were measured."
              tone="positive"
            />
          </Card>
          <Card title="Recommendations" icon={<Lightbulb className="h-4 w-4 shrink-0" />} level={cardLevel}>
            <TextList
              items={analysis.recommendations}
              why={analysis.why.recommendations}
              empty="Nothing to change: this post is ready."
              tone="suggestion"
            />
          </Card>
          <Card title="Content compliance" icon={<ShieldCheck className="h-4 w-4 shrink-0" />} level={cardLevel}>
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
              {isCompliant ? "Compliant" : "Needs review"}
              <span className="font-normal">· {compliance.complianceScore}/100</span>
            </p>
            {compliance.violationReasons.length > 0 ? (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {compliance.violationReasons.map((reason, index) => (
                  <li key={`${index}-${reason}`} dir="auto">
                    {reason}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-slate-600">
                No policy terms were found in the caption, hashtags or on-screen text, and the picture raised no review.
              </p>
            )}
          </Card>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Card title="Visual analysis" icon={<Sparkles className="h-4 w-4 shrink-0" />} level={cardLevel}>
          <p className="text-sm text-slate-600">
            Theme: <span className="font-medium text-slate-900">{analysis.visualAnalysis.theme}</span>
          </p>
          <div className="mt-4 space-y-4">
            <ScoreBar label="Aesthetics" value={analysis.visualAnalysis.aesthetics} />
            <ScoreBar label="Composition" value={analysis.visualAnalysis.composition} />
            <ScoreBar label="Trend alignment" value={analysis.visualAnalysis.trendAlignment} />
          </div>
        </Card>
        <Card title="Content factors" icon={<TrendingUp className="h-4 w-4 shrink-0" />} level={cardLevel}>
          <div className="space-y-4">
            {CONTENT_FACTOR_KEYS.map((key) => (
              <ScoreBar key={key} label={factorLabels[key]} value={analysis.contentFactors[key]} />
            ))}
          </div>
        </Card>
      </div>

      {analysis.caption || analysis.hashtags ? (
        <Card title="Caption and hashtags" icon={<MessageSquare className="h-4 w-4 shrink-0" />} level={cardLevel}>
          <dl className="space-y-3 text-sm">
            {analysis.caption ? (
              <div>
                <dt className="font-medium text-slate-600">Caption</dt>
                <dd dir="auto" className="mt-0.5 whitespace-pre-line break-words text-slate-900">
                  {analysis.caption}
                </dd>
              </div>
            ) : null}
            {analysis.hashtags ? (
              <div>
                <dt className="font-medium text-slate-600">Hashtags</dt>
                <dd dir="auto" className="mt-0.5 break-words text-slate-900">
                  {analysis.hashtags}
                </dd>
              </div>
            ) : null}
          </dl>
        </Card>
      ) : null}

      <ExplanationPanel explanation={analysis.explanation} />
    </div>
  );
}

/** Why a post is held at Needs Work, in one line above everything else: the first reason, and how many more. */
function PolicyHeadline({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  const more = reasons.length > 1 ? ` (and ${reasons.length - 1} more)` : "";
  return (
    <p className="mt-3 text-sm font-semibold text-red-800">
      Held at Needs Work for policy review: <bdi>{reasons[0]}</bdi>
      {more}. Fix this first.
    </p>
  );
}
