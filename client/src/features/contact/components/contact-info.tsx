import type { ReactNode } from "react";
import { Inbox, Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { usePublicConfig } from "@/lib/public-config";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * The operator's contact details, from the server's configuration (GET /api/public-config): the e-mail address
 * always, the phone (with its hours) and the location only when the operator has set them. Until the answer
 * arrives, and in the page prerendered at build time, the list keeps its place empty rather than show an
 * address or number the installation may not have.
 */
export function ContactInfo() {
  const { data: config } = usePublicConfig();
  // The prerendered page has no config: until hydration is over, render as it did, even when the footer's request
  // for the same config has already answered (hydration yields between slices).
  const hydrated = useHydrated();
  const support = hydrated ? config?.support : undefined;
  const { t } = useTranslation("contact");
  return (
    <section
      aria-labelledby="contact-info-heading"
      aria-busy={support ? undefined : true}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="contact-info-heading" className="text-lg font-semibold text-slate-900">
        {t("info.heading")}
      </h2>
      <ul className="mt-5 min-h-16 space-y-5">
        {support ? (
          <>
            <ContactCard icon={<Mail className="h-5 w-5 shrink-0" />} title={t("info.emailSupport")}>
              <a href={`mailto:${support.email}`} className="font-medium break-all text-brand-700 hover:underline">
                {support.email}
              </a>
            </ContactCard>
            {support.phone ? (
              <ContactCard icon={<Phone className="h-5 w-5 shrink-0" />} title={t("info.phone")}>
                <a
                  href={`tel:${support.phone.replace(/[^+\d]/g, "")}`}
                  className="font-medium text-brand-700 hover:underline"
                  dir="ltr"
                >
                  {support.phone}
                </a>
                {/* The operator's own words, shown as configured. */}
                {support.hours ? (
                  <span dir="auto" className="block text-sm text-slate-600">
                    {support.hours}
                  </span>
                ) : null}
              </ContactCard>
            ) : null}
            {support.location ? (
              <ContactCard icon={<MapPin className="h-5 w-5 shrink-0" />} title={t("info.location")}>
                <span dir="auto">{support.location}</span>
              </ContactCard>
            ) : null}
          </>
        ) : null}
        <ContactCard icon={<Inbox className="h-5 w-5 shrink-0" />} title={t("info.form")}>
          <span className="text-sm">{t("info.formNote")}</span>
        </ContactCard>
      </ul>
    </section>
  );
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <div className="mt-0.5 text-slate-700">{children}</div>
      </div>
    </li>
  );
}
