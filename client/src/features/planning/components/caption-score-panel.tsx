import type { ScoreTextResponse } from "@shared/schemas/planning";
import { useTranslation } from "react-i18next";
import { useEngineText } from "@/i18n/use-engine-text";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useCaptionScore } from "../api/score-caption";

// The live caption score of the plan form: the engine's caption signals on the draft text, asked for as the creator
// types (debounced). It judges the words only: the video is not filmed yet.

const bandKey = (score: number) => (score >= 80 ? "excellent" : score >= 60 ? "good" : "needsWork");
const bandClass = (score: number) =>
  score >= 80
    ? "bg-emerald-100 text-emerald-900"
    : score >= 60
      ? "bg-sky-100 text-sky-900"
      : "bg-amber-100 text-amber-900";

export function CaptionScoreView({ result, isUpdating }: { result: ScoreTextResponse; isUpdating?: boolean }) {
  const { t } = useTranslation("planning");
  const engineText = useEngineText();
  const scored = result.signals.filter((signal) => signal.weight > 0 || signal.subScore !== null);
  return (
    <div aria-busy={isUpdating || undefined}>
      {/* Only the score is announced as it changes, not every signal on every pause in typing. */}
      <p role="status" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {t("caption.score")}
        {result.score === null ? (
          <span>—</span>
        ) : (
          <span className={cn("rounded-full px-2.5 py-0.5 tabular-nums", bandClass(result.score))}>
            {t("caption.outOf100", { score: result.score })} · {t(`caption.bands.${bandKey(result.score)}`)}
          </span>
        )}
      </p>
      <ul className="mt-2 space-y-1.5">
        {scored.map((signal) => (
          <li key={signal.key} className="text-sm">
            {/* The engine's signal names, values and advice: its messages in the reader's language (else its English). */}
            <span dir="auto" className="font-medium text-slate-900">
              {engineText(signal.messages?.label, signal.label)}
            </span>
            <span className="text-slate-600">
              {" "}
              · {signal.subScore === null
                ? t("caption.notScored")
                : t("caption.outOf100", { score: signal.subScore })}{" "}
              · <span dir="auto">{engineText(signal.messages?.value, signal.value)}</span>
            </span>
            {signal.advice && signal.subScore !== null && signal.subScore < 60 ? (
              <span dir="auto" className="block text-amber-800">
                {engineText(signal.messages?.advice, signal.advice)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CaptionScorePanel({ caption, hashtags }: { caption: string; hashtags: string }) {
  const { t } = useTranslation("planning");
  const query = useCaptionScore(caption, hashtags, { isEnabled: true });
  let body;
  if (query.data) body = <CaptionScoreView result={query.data} isUpdating={query.isFetching} />;
  else if (query.error)
    body = (
      <p className="text-sm text-red-800">
        {query.error instanceof ApiError ? query.error.serverMessage : t("caption.failed")}
      </p>
    );
  else body = <p className="text-sm text-slate-600">{t("caption.scoring")}</p>;
  return (
    <section aria-label={t("caption.label")} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      {body}
      <p className="mt-2 text-xs text-slate-600">{t("caption.note")}</p>
    </section>
  );
}
