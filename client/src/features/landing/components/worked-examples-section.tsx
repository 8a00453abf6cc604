import { Trans, useTranslation } from "react-i18next";
import { Check, FlaskConical, Image as ImageIcon, Lightbulb, Video } from "lucide-react";
import type { WorkedExamplesFile } from "@shared/schemas/worked-examples";
import workedExamples from "@shared/data/worked-examples.json";
import { potentialKey } from "../utils/labels";
import { Hashtags } from "./hashtags";
import { ScoreRing } from "./score-ring";
import { SectionHeading } from "./section-heading";

// Written by `npm run examples:make` (scripts/make-worked-examples.ts): the engine's own output on generated
// samples, checked against a fresh run by server/src/scoring/worked-examples.test.ts. Only the type comes from
// the schema module, so the landing page's first load carries no validation library. Each example's words (title,
// what the sample is, the engine's first strength and recommendation) are in the landing catalogue under
// examples.items.<id>, the English ones as the engine wrote them (worked-examples.test.ts in this folder checks).
const file = workedExamples as WorkedExamplesFile;

// A measured value in an Arabic sentence is marked <ltr> in the catalogue and read left to right, so "-16.8 LUFS" keeps
// its minus in front (the English sentences have no marks).
const measured = { ltr: <bdi dir="ltr" /> };

const bandColour: Record<string, string> = {
  "Very High": "text-emerald-700",
  High: "text-emerald-700",
  Medium: "text-amber-700",
  Low: "text-rose-700",
};

/**
 * Where invented testimonials used to be: clearly labelled examples that the scoring engine itself produced
 * (docs/decisions/028-honest-figures-and-worked-examples.md).
 */
export function WorkedExamplesSection() {
  const { t } = useTranslation("landing");
  return (
    <section id="examples" aria-labelledby="examples-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="examples-heading" eyebrow={t("examples.eyebrow")} title={t("examples.title")}>
          {t("examples.lead")}
        </SectionHeading>

        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {file.examples.map((example) => {
            return (
              <li key={example.id}>
                <article
                  aria-labelledby={`example-${example.id}`}
                  className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                    <FlaskConical className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                    {t("examples.sample")}
                  </p>
                  <div className="mt-4 flex items-center gap-4">
                    <ScoreRing score={example.viralScore} size="sm" />
                    <div className="min-w-0">
                      <h3 id={`example-${example.id}`} className="font-semibold text-slate-900">
                        {t(`examples.items.${example.id}.title`)}
                      </h3>
                      <p className={`text-sm font-semibold ${bandColour[example.viralPotential] ?? "text-slate-700"}`}>
                        {t("examples.score", {
                          score: example.viralScore,
                          potential: t(potentialKey(example.viralPotential)),
                        })}
                      </p>
                    </div>
                  </div>
                  <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
                    {example.mediaKind === "video" ? (
                      <Video className="mt-0.5 h-4 w-4 shrink-0" aria-label={t("examples.video")} />
                    ) : (
                      <ImageIcon className="mt-0.5 h-4 w-4 shrink-0" aria-label={t("examples.image")} />
                    )}
                    <span>{t(`examples.items.${example.id}.media`)}</span>
                  </p>
                  <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
                    <bdi>{example.caption}</bdi> <Hashtags text={example.hashtags} />
                  </p>
                  <dl className="mt-4 flex-1 space-y-3 text-sm">
                    {example.strength ? (
                      <div>
                        <dt className="flex items-center gap-2 font-medium text-slate-900">
                          <Check className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                          {t("examples.whatWorks")}
                        </dt>
                        <dd className="ps-6 text-slate-700">
                          <Trans t={t} i18nKey={`examples.items.${example.id}.strength`} components={measured} />
                        </dd>
                      </div>
                    ) : null}
                    {example.recommendation ? (
                      <div>
                        <dt className="flex items-center gap-2 font-medium text-slate-900">
                          <Lightbulb className="h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
                          {t("examples.firstRecommendation")}
                        </dt>
                        <dd className="ps-6 text-slate-700">
                          <Trans t={t} i18nKey={`examples.items.${example.id}.recommendation`} components={measured} />
                        </dd>
                      </div>
                    ) : null}
                  </dl>
                </article>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600">
          {t("examples.footnote", { version: file.engineVersion })}
        </p>
      </div>
    </section>
  );
}
