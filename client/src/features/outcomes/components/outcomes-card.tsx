import { useId, useState } from "react";
import type { Outcome } from "@shared/schemas/outcomes";
import { BarChart3 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useOutcomes } from "../api/outcomes";
import { type OutcomesFormat, useOutcomesFormat } from "../utils/use-outcomes-format";
import { MarkPosted } from "./mark-posted";
import { OutcomeDialog } from "./outcome-dialog";

// "How did it do?" on a creator's own analysis: the latest check-in of the post's results (views, views per
// follower, engagement, watch) and every check-in before it, with a button to add one.

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

function Latest({ outcome, format }: { outcome: Outcome; format: OutcomesFormat }) {
  const { t } = format;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Figure label={t("card.views")} value={format.whole(outcome.views)} />
      <Figure
        label={t("card.viewsPerFollower")}
        value={outcome.viewsPerFollower === null ? "—" : format.ratio(outcome.viewsPerFollower)}
      />
      <Figure
        label={t("card.engagementRate")}
        value={outcome.engagementRate === null ? "—" : format.percent(outcome.engagementRate)}
      />
      <Figure
        label={t("card.watched")}
        value={outcome.watchedPercent === null ? "—" : format.percent(outcome.watchedPercent / 100)}
      />
    </dl>
  );
}

export function OutcomesCard({ analysisId }: { analysisId: number }) {
  const format = useOutcomesFormat();
  const { t } = format;
  const headingId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const { data, isPending, isError, refetch } = useOutcomes(analysisId);
  const outcomes = data?.outcomes ?? [];
  const last = outcomes.at(-1) ?? null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <BarChart3 className="h-5 w-5 shrink-0 text-brand-600" />
          {t("card.title")}
        </h2>
        <Button variant="secondary" onClick={() => setIsOpen(true)} disabled={isPending || isError}>
          {last ? t("card.addCheckIn") : t("card.addResults")}
        </Button>
      </div>
      {isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {t("card.loading")}
        </p>
      ) : isError ? (
        <div role="alert" className="mt-3 text-sm text-red-800">
          {t("card.loadFailed")}{" "}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            {t("tryAgain")}
          </button>
        </div>
      ) : last ? (
        <div className="mt-4 space-y-3">
          <p className="text-sm text-slate-600">
            {t("card.latest", {
              platform: format.platform(last.platform),
              posted: format.day(`${last.postedOn}T00:00:00Z`),
              recorded: format.day(last.recordedAt),
            })}
          </p>
          <Latest outcome={last} format={format} />
          {outcomes.length > 1 ? (
            <ol aria-label={t("card.earlier")} className="space-y-1 text-sm text-slate-600">
              {outcomes.slice(0, -1).map((o) => (
                <li key={o.id} className="tabular-nums">
                  {t("card.earlierViews", { date: format.day(o.recordedAt), views: format.whole(o.views) })}
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t("card.empty")}</p>
      )}
      {data && !(data.posted === null && last) ? (
        <div className="mt-3">
          <MarkPosted analysisId={analysisId} posted={data.posted} hasResults={outcomes.length > 0} />
        </div>
      ) : null}
      <OutcomeDialog analysisId={analysisId} last={last} isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </section>
  );
}
