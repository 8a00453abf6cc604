import { BackLink } from "@/components/layout/back-link";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Download, Eye, Globe, Lock, Mail, Scale, Shield, Trash2 } from "lucide-react";
import { paths, profileSectionIds } from "@/config/paths";
import { useFormat } from "@/i18n/format";
import { usePublicHref } from "@/i18n/use-language";
import { PREVIEW_MAX_AGE_HOURS, PREVIEW_MAX_SIDE_PX } from "@shared/constants";

// The policy's words are the "privacy" catalogue's, in English and Arabic: a legal text, translated whole.

/** The day the policy last changed (local midnight, so it reads as the same day everywhere). */
const LAST_UPDATED = new Date(2026, 10, 27);

// The profile's "Your data" section (Download my data, Delete my account); a signed-out reader is asked to sign
// in there first.
const YOUR_DATA_HREF = paths.profileSection.href(profileSectionIds.yourData);

/** The glance cards: privacy:glance.<id>.title and .body. */
const glance = [
  { id: "neverSell", icon: <Shield className="h-6 w-6 shrink-0" /> },
  { id: "transit", icon: <Lock className="h-6 w-6 shrink-0" /> },
  { id: "transparency", icon: <Eye className="h-6 w-6 shrink-0" /> },
] as const;

/** Each section's list, in order: the keys of its items in the catalogue. */
const items = {
  collected: ["account", "content", "usage", "billing"],
  use: ["analyse", "account", "support", "secure"],
  sharing: ["hosting", "stripe"],
  security: ["tls", "stored", "passwords", "cards", "access"],
} as const;

const strong = <strong className="text-slate-900" />;
const yourDataLink = <Link to={YOUR_DATA_HREF} className="font-medium text-brand-700 underline underline-offset-2" />;

export function PrivacyPage() {
  const { t } = useTranslation("privacy");
  const format = useFormat();
  const publicHref = usePublicHref();
  const contactHref = publicHref(paths.contact.href());
  const hours = t("security.hours", { count: PREVIEW_MAX_AGE_HOURS });
  const pixels = t("security.pixels", { count: PREVIEW_MAX_SIDE_PX });
  return (
    <>
      <div className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-8 pb-12 sm:px-6 lg:px-8">
          <nav aria-label={t("page.pageNav")} className="flex items-center justify-between gap-4">
            <BackLink />
            <Button asChild variant="secondary" size="sm">
              <Link to={contactHref}>{t("page.questions")}</Link>
            </Button>
          </nav>
          <div className="mt-10 text-center">
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t("page.title")}</h1>
            <p className="mt-3 text-sm font-medium text-slate-600">
              {t("page.lastUpdated", { date: format.date(LAST_UPDATED) })}
            </p>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-slate-600">{t("page.intro")}</p>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6 lg:px-8">
        <section aria-labelledby="privacy-glance-heading">
          <h2 id="privacy-glance-heading" className="sr-only">
            {t("glance.heading")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {glance.map((item) => (
              <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
                <span className="mx-auto grid h-12 w-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  {item.icon}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{t(`glance.${item.id}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(`glance.${item.id}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-12 space-y-6">
          <PolicySection id="information-collected" number={1} title={t("collected.title")}>
            <p>{t("collected.intro")}</p>
            <ul className="list-disc space-y-1.5 ps-5">
              {items.collected.map((item) => (
                <li key={item}>
                  <Trans t={t} i18nKey={`collected.${item}`} components={{ strong }} />
                </li>
              ))}
            </ul>
          </PolicySection>

          <PolicySection id="how-we-use" number={2} title={t("use.title")}>
            <ul className="list-disc space-y-1.5 ps-5">
              {items.use.map((item) => (
                <li key={item}>{t(`use.${item}`)}</li>
              ))}
            </ul>
          </PolicySection>

          <PolicySection id="sharing" number={3} title={t("sharing.title")}>
            <p>{t("sharing.intro")}</p>
            <ul className="list-disc space-y-1.5 ps-5">
              {items.sharing.map((item) => (
                <li key={item}>
                  <Trans t={t} i18nKey={`sharing.${item}`} components={{ strong }} />
                </li>
              ))}
            </ul>
            <p>{t("sharing.authorities")}</p>
          </PolicySection>

          <PolicySection id="security" number={4} title={t("security.title")}>
            <ul className="list-disc space-y-1.5 ps-5">
              {items.security.map((item) => (
                <li key={item}>{t(`security.${item}`)}</li>
              ))}
            </ul>
            <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
              <p className="flex items-center gap-2 font-semibold">
                <Trash2 className="h-5 w-5 shrink-0" />
                {t("security.mediaTitle", { hours })}
              </p>
              <p className="mt-1 text-sm">{t("security.mediaBody", { hours, pixels })}</p>
            </div>
            <p>{t("security.analysis")}</p>
          </PolicySection>

          <PolicySection id="your-rights" number={5} title={t("rights.title")}>
            <p>{t("rights.intro")}</p>
            <ul className="grid gap-3 sm:grid-cols-2">
              <RightItem title={t("rights.access.title")}>{t("rights.access.body")}</RightItem>
              <RightItem title={t("rights.correction.title")}>{t("rights.correction.body")}</RightItem>
              <RightItem title={t("rights.deletion.title")}>
                <Trans t={t} i18nKey="rights.deletion.body" components={{ yourData: yourDataLink }} />
              </RightItem>
              <RightItem title={t("rights.portability.title")}>
                <Trans t={t} i18nKey="rights.portability.body" components={{ yourData: yourDataLink }} />
              </RightItem>
            </ul>
            <div className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
              <Download className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <div className="space-y-3">
                <p>
                  <Trans t={t} i18nKey="rights.selfService" components={{ strong: <strong /> }} />
                </p>
                <Button asChild size="sm">
                  <Link to={YOUR_DATA_HREF}>{t("rights.goToYourData")}</Link>
                </Button>
              </div>
            </div>
          </PolicySection>
        </div>

        <section aria-labelledby="compliance-heading" className="mt-12">
          <h2 id="compliance-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {t("compliance.heading")}
          </h2>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid h-10 w-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Globe className="h-5 w-5 shrink-0" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t("compliance.gdprTitle")}</h3>
              <p className="mt-1 text-sm text-slate-600">{t("compliance.gdprBody")}</p>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid h-10 w-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Scale className="h-5 w-5 shrink-0" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t("compliance.pdplTitle")}</h3>
              <p className="mt-1 text-sm text-slate-600">{t("compliance.pdplBody")}</p>
            </div>
          </div>
        </section>

        <section
          aria-labelledby="privacy-contact-heading"
          className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-slate-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="privacy-contact-heading" className="text-xl font-semibold">
              {t("contact.heading")}
            </h2>
            <p className="mt-1 text-slate-300">{t("contact.body")}</p>
          </div>
          <Button asChild variant="secondary" className="border-transparent">
            <Link to={contactHref}>
              <Mail className="h-4 w-4 shrink-0" />
              {t("contact.button")}
            </Link>
          </Button>
        </section>
      </div>
    </>
  );
}

function PolicySection({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  const format = useFormat();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-heading`} className="flex items-baseline gap-3 text-xl font-bold text-slate-900">
        <span className="text-brand-700 tabular-nums">{format.number(number)}.</span>
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-slate-700">{children}</div>
    </section>
  );
}

function RightItem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{children}</p>
    </li>
  );
}
