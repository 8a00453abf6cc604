import { ChevronDown } from "lucide-react";
import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { useTranslation } from "react-i18next";
import type { ScoredSignal } from "@shared/schemas/analysis";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/cn";
import type { AnalysisTexts } from "../utils/analysis-texts";
import { bandTone } from "../utils/scores";

type ExplanationPanelProps = {
  explanation: ScoredSignal[];
  /** Each signal's label, measurement and note in the reader's language, same order (else the stored ones). */
  texts?: AnalysisTexts["explanation"];
};

/** "How we scored this": every measured signal, its sub-score and its weight: the score explains itself. */
export function ExplanationPanel({ explanation, texts }: ExplanationPanelProps) {
  const { t } = useTranslation("results");
  const format = useFormat();
  return (
    <AccordionPrimitive.Root type="single" collapsible className="rounded-2xl border border-slate-200 bg-white">
      <AccordionPrimitive.Item value="how-we-scored">
        <AccordionPrimitive.Header>
          <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-start hover:bg-slate-50">
            <span>
              <span className="block font-semibold text-slate-900">{t("explanation.title")}</span>
              <span className="mt-0.5 block text-sm text-slate-600">
                {t("explanation.summary", { count: explanation.length })}
              </span>
            </span>
            <ChevronDown className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
          </AccordionPrimitive.Trigger>
        </AccordionPrimitive.Header>
        <AccordionPrimitive.Content className="border-t border-slate-200">
          {explanation.length === 0 ? (
            <p className="px-5 py-4 text-sm text-slate-600">{t("explanation.none")}</p>
          ) : (
            <>
              <div
                aria-hidden="true"
                className="hidden gap-x-6 bg-slate-50 px-5 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 sm:grid sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_4.5rem]"
              >
                <span>{t("explanation.signal")}</span>
                <span>{t("explanation.subScore")}</span>
                <span className="text-end">{t("explanation.weight")}</span>
              </div>
              <ul className="divide-y divide-slate-100">
                {explanation.map((row, index) => {
                  const text = texts?.[index] ?? row;
                  return (
                    <li
                      key={row.key}
                      className="grid gap-x-6 gap-y-2 px-5 py-4 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_4.5rem]"
                    >
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{text.label}</p>
                        <p dir="auto" className="break-words text-sm text-slate-600">
                          {text.value}
                        </p>
                      </div>
                      <div className="min-w-0 self-center">
                        {row.subScore === null ? (
                          <p className="text-sm italic text-slate-500">{t("explanation.notMeasured")}</p>
                        ) : (
                          <div className="flex items-center gap-3">
                            <div aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
                              <div
                                className={cn("h-full rounded-full", bandTone(row.subScore).bar)}
                                style={{ width: `${row.subScore}%` }}
                              />
                            </div>
                            <span className="w-14 text-end text-sm font-semibold tabular-nums text-slate-900">
                              {format.number(row.subScore)}
                              <span className="font-normal text-slate-500">{t("meter.outOf100")}</span>
                            </span>
                          </div>
                        )}
                      </div>
                      <p className="self-center text-sm text-slate-600 sm:text-end">
                        <span className="sm:sr-only">{t("explanation.weightPrefix")}</span>
                        <span className="font-semibold tabular-nums text-slate-900">
                          {t("explanation.weightValue", { value: Math.round(row.weight * 100) })}
                        </span>
                        <span className="sr-only">{t("explanation.ofScore")}</span>
                      </p>
                      {text.note ? (
                        <p dir="auto" className="text-sm text-slate-600 sm:col-span-3">
                          {text.note}
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </AccordionPrimitive.Content>
      </AccordionPrimitive.Item>
    </AccordionPrimitive.Root>
  );
}
