import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChartColumn, Sparkles, Upload } from "lucide-react";
import { MAX_UPLOAD_LABEL } from "@shared/constants";
import { SectionHeading } from "./section-heading";

const steps: Array<{ key: string; icon: ReactNode }> = [
  { key: "upload", icon: <Upload className="h-6 w-6 shrink-0" /> },
  { key: "measure", icon: <Sparkles className="h-6 w-6 shrink-0" /> },
  { key: "score", icon: <ChartColumn className="h-6 w-6 shrink-0" /> },
];

export function HowItWorksSection() {
  const { t } = useTranslation("landing");
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-it-works-heading" eyebrow={t("howItWorks.eyebrow")} title={t("howItWorks.title")}>
          {t("howItWorks.lead")}
        </SectionHeading>

        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.key} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-4">
                <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  {step.icon}
                </span>
                <span className="text-sm font-semibold text-slate-500">
                  {t("howItWorks.step", { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{t(`howItWorks.steps.${step.key}.title`)}</h3>
              <p className="mt-2 text-slate-600">
                {t(`howItWorks.steps.${step.key}.body`, { maxUpload: MAX_UPLOAD_LABEL })}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
