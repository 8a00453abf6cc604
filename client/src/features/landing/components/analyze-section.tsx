import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading";

type AnalyzeSectionProps = {
  /** The working analyze panel (upload, progress, results), composed by the home route. */
  children: ReactNode;
};

/** The #analyze section of the landing page: heading and the analyze panel. */
export function AnalyzeSection({ children }: AnalyzeSectionProps) {
  const { t } = useTranslation("landing");
  return (
    <section id="analyze" aria-labelledby="analyze-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="analyze-heading" eyebrow={t("analyze.eyebrow")} title={t("analyze.title")}>
          {t("analyze.lead")}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
