import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { Comparison, ComparedAnalysis, SignalComparison, SignalLead } from "@shared/schemas/comparison";
import { Badge } from "@/components/ui/badge";
import { ENGINE_NAMESPACE } from "@/i18n/i18n";
import { cn } from "@/lib/cn";
import { formatDifference, sideName } from "../utils/format";

// The side-by-side of two analyses. On a phone every pair stacks: each row reads "label, yours, theirs, difference" as
// a small card instead of a wide table. The measured values come as the engine wrote them; a signal's name is read
// from the engine's catalogue in the reader's language where it has one.

function SideCard({ analysis, heading }: { analysis: ComparedAnalysis; heading: string }) {
  const { t } = useTranslation("compare");
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{heading}</p>
      <p dir="auto" className="mt-1 break-words font-semibold text-slate-900">
        {analysis.fileName}
      </p>
      <div className="mt-1 flex flex-wrap gap-1.5">
        <Badge tone={analysis.kind === "competitor" ? "info" : "brand"}>
          {analysis.kind === "competitor" ? t("view.competitor") : t("view.yours")}
        </Badge>
        <Badge>{analysis.mediaType === "video" ? t("view.video") : t("view.image")}</Badge>
      </div>
      <p className="mt-3 text-3xl font-bold tabular-nums text-slate-900">
        {analysis.viralScore}
        <span className="text-base font-medium text-slate-600">{t("view.outOf100")}</span>
      </p>
      {analysis.caption ? (
        <p dir="auto" className="mt-2 line-clamp-3 break-words text-sm text-slate-600">
          {analysis.caption}
        </p>
      ) : null}
      {analysis.hashtags ? (
        <p dir="auto" className="mt-1 break-words text-sm text-brand-700">
          {analysis.hashtags}
        </p>
      ) : null}
    </div>
  );
}

function Measured({ side }: { side: SignalComparison["left"] }) {
  const { t } = useTranslation("compare");
  if (!side) return <span className="text-slate-600">{t("view.notMeasured")}</span>;
  return (
    <span>
      <span dir="auto" className="text-slate-900">
        {side.value}
      </span>{" "}
      <span className="tabular-nums text-slate-600">
        ({side.subScore === null ? t("view.notApplicable") : t("view.subScore", { score: side.subScore })})
      </span>
    </span>
  );
}

function differenceClass(difference: number | null) {
  if (difference === null || difference === 0) return "text-slate-600";
  return difference > 0 ? "text-sky-800" : "text-emerald-800";
}

/** A signed difference, kept left to right ("+12") inside Arabic text. */
function Difference({ value }: { value: number }) {
  return <span dir="ltr">{formatDifference(value)}</span>;
}

/** A signal's name in the reader's language: the engine catalogue's label for its key, else as the server sent it. */
function useSignalLabel() {
  const { t, i18n } = useTranslation(ENGINE_NAMESPACE);
  return (key: string, label: string) =>
    i18n.exists(`${key}.label`, { ns: ENGINE_NAMESPACE }) ? t(`${key}.label`) : label;
}

function SignalRows({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation("compare");
  const signalLabel = useSignalLabel();
  const other = t(`sides.${sideName(comparison.right)}`);
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {comparison.signals.map((signal) => (
        <li key={signal.key} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[1.2fr_1fr_1fr_auto] sm:gap-4">
          <span className="font-semibold text-slate-900">{signalLabel(signal.key, signal.label)}</span>
          <span>
            <span className="text-slate-600 sm:hidden">{t("view.yoursPrefix")}</span>
            <Measured side={signal.left} />
          </span>
          <span>
            <span className="text-slate-600 sm:hidden">{t("view.sidePrefix", { side: other })}</span>
            <Measured side={signal.right} />
          </span>
          <span className={cn("font-semibold tabular-nums", differenceClass(signal.difference))}>
            <span className="font-normal text-slate-600 sm:hidden">{t("view.differencePrefix")}</span>
            {signal.difference === null ? "—" : <Difference value={signal.difference} />}
          </span>
        </li>
      ))}
    </ul>
  );
}

type LeadNames = { leader: string; other: string };

/** A measured value inside a sentence, isolated (first-strong isolate) so "-14 LUFS" keeps its order in Arabic. */
const isolate = (value: string) => `\u2068${value}\u2069`;

/** A lead in the reader's language, from its parts (the server's English text says the same). */
function leadText(lead: SignalLead, label: string, names: LeadNames, t: TFunction<"compare">, isRtl: boolean) {
  const isolated = (value: string) => (isRtl ? isolate(value) : value);
  return t("view.lead", {
    label,
    leader: names.leader,
    leaderValue: isolated(lead.leaderValue),
    leaderScore: lead.leaderSubScore,
    other: names.other,
    otherValue: isolated(lead.otherValue),
    otherScore: lead.otherSubScore,
    points: lead.points,
  });
}

function Leads(props: { title: string; leads: SignalLead[]; empty: string; names: LeadNames }) {
  const { t, i18n } = useTranslation("compare");
  const isRtl = i18n.dir() === "rtl";
  const signalLabel = useSignalLabel();
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-bold text-slate-900">{props.title}</h3>
      {props.leads.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{props.empty}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1.5 ps-5 text-sm text-slate-700">
          {props.leads.map((lead) => (
            <li key={lead.key} dir="auto">
              {leadText(lead, signalLabel(lead.key, lead.label), props.names, t, isRtl)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ComparisonView({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation("compare");
  const side = sideName(comparison.right);
  const other = t(`sides.${side}`);
  const otherInSentence = t(`sidesInSentence.${side}`);
  const names = { theirs: t(`leadNames.${side}`), yours: t("leadNames.yours") };
  const isCompetitor = comparison.right.kind === "competitor";
  return (
    <div className="space-y-4" data-testid="comparison">
      <div className="grid gap-3 sm:grid-cols-2">
        <SideCard analysis={comparison.left} heading={t("view.yours")} />
        <SideCard analysis={comparison.right} heading={other} />
      </div>
      <p className="text-sm font-semibold text-slate-800">
        {t("view.scoreDifference", { difference: formatDifference(comparison.scoreDifference), side: otherInSentence })}
      </p>
      <section aria-labelledby="factors-heading">
        <h3 id="factors-heading" className="font-bold text-slate-900">
          {t("view.factorsHeading")}
        </h3>
        <dl className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {comparison.factors.map((factor) => (
            <div key={factor.key} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
              <dt className="font-semibold text-slate-900">{t(`factors.${factor.key}`)}</dt>
              <dd className="mt-1 tabular-nums text-slate-700">
                {t("view.factorLine", { left: factor.left, side: other, right: factor.right })}
                <span className={cn("font-semibold", differenceClass(factor.difference))}>
                  <Difference value={factor.difference} />
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="grid gap-3 lg:grid-cols-2">
        <Leads
          title={isCompetitor ? t("view.theyDoBetter") : t("view.otherIsAhead")}
          leads={comparison.theyDoBetter}
          empty={t("view.theyLeadNone")}
          names={{ leader: names.theirs, other: names.yours }}
        />
        <Leads
          title={t("view.youDoBetter")}
          leads={comparison.youDoBetter}
          empty={t("view.youLeadNone")}
          names={{ leader: names.yours, other: names.theirs }}
        />
      </div>
      <section aria-labelledby="signals-heading">
        <h3 id="signals-heading" className="font-bold text-slate-900">
          {t("view.signalsHeading")}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t("view.signalsIntro", { side: otherInSentence })}</p>
        <div className="mt-2">
          <SignalRows comparison={comparison} />
        </div>
      </section>
    </div>
  );
}
