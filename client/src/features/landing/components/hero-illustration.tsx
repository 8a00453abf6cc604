import { useTranslation } from "react-i18next";
import { Star, TrendingUp } from "lucide-react";
import { scoreBand } from "@shared/constants";
import type { WorkedExamplesFile } from "@shared/schemas/worked-examples";
import workedExamples from "@shared/data/worked-examples.json";
import { bandKey } from "../utils/labels";
import { ScoreRing } from "./score-ring";

// The first worked example: a clip generated and scored by the engine (scripts/make-worked-examples.ts).
const heroExample = (workedExamples as WorkedExamplesFile).examples[0]!;

/**
 * A phone showing the first worked example (the section below): the score the engine gave that generated clip,
 * labelled as a worked example so nobody mistakes it for theirs or for a customer's. Decorative.
 */
export function HeroIllustration() {
  const { t } = useTranslation("landing");
  const example = heroExample;
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm lg:block">
      <div className="relative mx-auto w-64 rounded-[2.5rem] border-[10px] border-slate-900 bg-slate-900 shadow-2xl shadow-brand-900/30">
        <div className="relative aspect-[9/16] overflow-hidden rounded-[1.8rem] bg-linear-to-br from-brand-500 via-fuchsia-500 to-amber-400">
          <div className="absolute inset-x-0 top-0 flex justify-between p-4 text-xs font-semibold text-white">
            <span className="rounded-full bg-black/30 px-2 py-0.5">{t("hero.illustration.workedExample")}</span>
            <span className="rounded-full bg-black/30 px-2 py-0.5">0:10</span>
          </div>
          <div className="absolute top-1/3 start-1/4 h-3 w-3 rounded-full bg-emerald-400 ring-4 ring-white/70" />
          <div className="absolute top-1/2 end-1/4 h-3 w-3 rounded-full bg-amber-300 ring-4 ring-white/70" />
          <div className="absolute inset-x-3 bottom-3 rounded-2xl bg-white p-4 shadow-lg">
            <div className="flex items-center gap-3">
              <ScoreRing score={example.viralScore} size="sm" />
              <div>
                <p className="text-xs font-medium text-slate-600">{t("hero.illustration.viralScore")}</p>
                <p className="text-base font-bold text-emerald-700">{t(bandKey(scoreBand(example.viralScore)))}</p>
              </div>
            </div>
            <p className="mt-3 text-xs text-slate-600">{t(`examples.items.${example.id}.title`)}</p>
          </div>
        </div>
      </div>
      <div className="absolute top-16 -start-6 flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-lg ring-1 ring-slate-200">
        <TrendingUp className="h-4 w-4 text-emerald-600 shrink-0" />
        {t("hero.illustration.cuts", { count: 2 })}
      </div>
      <div className="absolute -end-4 bottom-40 flex items-center gap-1 rounded-xl bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-lg ring-1 ring-slate-200">
        <Star className="h-4 w-4 text-amber-500 shrink-0" fill="currentColor" />
        <bdi>{example.hashtags.split(" ")[0]}</bdi>
      </div>
    </div>
  );
}
