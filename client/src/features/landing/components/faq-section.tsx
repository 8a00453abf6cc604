import { Trans, useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Link } from "react-router-dom";
import { Accordion, type AccordionEntry } from "@/components/ui/accordion";
import { paths } from "@/config/paths";
import { usePublicHref } from "@/i18n/use-language";
import { usePublicConfig } from "@/lib/public-config";
import { useHydrated } from "@/lib/use-hydrated";
import { PRICES } from "@shared/billing";
import { DEFAULT_FREE_TRIAL_LIMIT, MAX_UPLOAD_LABEL } from "@shared/constants";
import { useMoney } from "@/i18n/money";
import { SectionHeading } from "./section-heading";

// The limit is 300MB in all copy (as the server enforces), and uploads are deleted right after analysis.
function faqItems(t: TFunction<"landing">, price: (cents: number) => string, freeTrialLimit: number): AccordionEntry[] {
  const entry = (id: string, key: string, answer: string) => ({ id, question: t(`faq.${key}.question`), answer });
  return [
    entry("upload-limit", "uploadLimit", t("faq.uploadLimit.answer", { maxUpload: MAX_UPLOAD_LABEL })),
    entry("content-deletion", "contentDeletion", t("faq.contentDeletion.answer")),
    entry("arabic", "arabic", t("faq.arabic.answer")),
    entry(
      "free-trial",
      "freeTrial",
      t("faq.freeTrial.answer", {
        freeAnalyses: t("faq.freeTrial.freeAnalyses", { count: freeTrialLimit }),
        perAnalysis: price(PRICES.perAnalysis),
        proMonthly: price(PRICES.proMonthly),
        proFlash: price(PRICES.proFlash),
      }),
    ),
    entry("cancel", "cancel", t("faq.cancel.answer")),
  ];
}

export function FaqSection() {
  const { t } = useTranslation("landing");
  const { price } = useMoney();
  const publicHref = usePublicHref();
  // The number the admin set; the prerendered page (and hydration) says the default until the config answers.
  const config = usePublicConfig();
  const hydrated = useHydrated();
  const freeTrialLimit = (hydrated ? config.data?.freeTrialLimit : undefined) ?? DEFAULT_FREE_TRIAL_LIMIT;
  return (
    <section id="faq" aria-labelledby="faq-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-heading" eyebrow={t("faq.eyebrow")} title={t("faq.title")} />
        <div className="mt-10">
          <Accordion items={faqItems(t, price, freeTrialLimit)} />
        </div>
        <p className="mt-8 text-center text-slate-600">
          <Trans
            t={t}
            i18nKey="faq.stillHaveQuestions"
            components={{
              contact: (
                <Link
                  to={publicHref(paths.contact.href())}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                />
              ),
            }}
          />
        </p>
      </div>
    </section>
  );
}
