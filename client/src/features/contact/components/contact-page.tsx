import { BackLink } from "@/components/layout/back-link";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { ArrowRight, Zap } from "lucide-react";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { useMoney } from "@/i18n/money";
import { usePublicHref } from "@/i18n/use-language";
import { PRICES } from "@shared/billing";
import { ContactForm } from "./contact-form";
import { ContactInfo } from "./contact-info";

// The questions, in the order shown: each is contact:faq.<id>.question and .answer.
const FAQ_IDS = ["accuracy", "arabic", "trial", "cost", "card", "cancel"] as const;

/** Priority support: a signed-in Pro member is told their message goes first. */
function ProPriorityNote() {
  const { data: user } = useCurrentUser();
  const { t } = useTranslation("contact");
  if (!user?.isPremium) return null;
  return (
    <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <Zap className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        <Trans t={t} i18nKey="page.priority" components={{ strong: <strong /> }} />
      </span>
    </p>
  );
}

/** A signed-in member's name (when they gave one) and e-mail start filled in. */
function MemberContactForm() {
  const { data: user } = useCurrentUser();
  const sender = user
    ? { name: [user.firstName, user.lastName].filter(Boolean).join(" ").trim(), email: user.email }
    : null;
  return <ContactForm sender={sender} />;
}

export function ContactPage() {
  const { t } = useTranslation("contact");
  const publicHref = usePublicHref();
  // "$1" in English as before; Arabic "1 US$" in one left-to-right isolate.
  const { price } = useMoney();
  const prices = {
    perAnalysis: price(PRICES.perAnalysis),
    proMonthly: price(PRICES.proMonthly),
    proFlash: price(PRICES.proFlash),
  };
  return (
    <>
      <div className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-12 sm:px-6 sm:pb-16 lg:px-8">
          <nav aria-label={t("page.pageNav")} className="flex items-center justify-between gap-4">
            <BackLink />
            <Button asChild size="sm">
              <Link to={publicHref(paths.homeSection.href("pricing"))}>
                {t("page.getStarted")}
                <ArrowRight className="h-4 w-4 shrink-0 rtl:-scale-x-100" />
              </Link>
            </Button>
          </nav>
          <div className="mx-auto mt-10 max-w-2xl text-center">
            <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {t("page.title")}
            </h1>
            <p className="mt-4 text-lg text-pretty text-slate-600">{t("page.intro")}</p>
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1.6fr_1fr] lg:px-8">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
            {t("page.formHeading")}
          </h2>
          <ProPriorityNote />
          <div className="mt-6">
            <MemberContactForm />
          </div>
        </section>

        <div className="space-y-6">
          <ContactInfo />
        </div>
      </div>

      <section aria-labelledby="contact-faq-heading" className="border-t border-slate-200 bg-slate-50 py-16">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <h2 id="contact-faq-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            {t("page.faqHeading")}
          </h2>
          <dl className="mt-10 grid gap-6 md:grid-cols-2">
            {FAQ_IDS.map((id) => (
              <div key={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <dt className="font-semibold text-slate-900">{t(`faq.${id}.question`)}</dt>
                <dd className="mt-2 text-slate-600">{t(`faq.${id}.answer`, prices)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
