import { formatCents } from "@shared/billing";
import type { Language } from "@shared/constants";
import { type ServerTranslate, serverT } from "../i18n/i18n";

// What every e-mail template needs to write in the recipient's language: the catalogue (locales/<language>/mail.json),
// dates and money, and the HTML's direction. English keeps the exact forms it had (ISO dates, "$9.99").

/** Arabic with Latin digits and the Gregorian calendar, as most Saudi apps show them. */
export const ARABIC_LOCALE = "ar-SA-u-ca-gregory-nu-latn";

export type MailText = {
  language: Language;
  t: ServerTranslate;
  /** A day: "2026-03-05" in English, "5 مارس 2026" in Arabic (UTC, the day the records keep). */
  day(date: Date): string;
  /** Cents as money: "$9.99" in English, "‏9.99 US$" in Arabic. */
  money(cents: number): string;
  /** The HTML body as it is in English; inside a right-to-left block in Arabic. */
  html(body: string): string;
};

export function mailText(language: Language = "en"): MailText {
  const t = serverT(language, "mail");
  if (language === "ar") {
    const days = new Intl.DateTimeFormat(ARABIC_LOCALE, { dateStyle: "long", timeZone: "UTC" });
    const money = new Intl.NumberFormat(ARABIC_LOCALE, { style: "currency", currency: "USD" });
    return {
      language,
      t,
      day: (date) => days.format(date),
      money: (cents) => money.format(cents / 100),
      html: (body) => `<div dir="rtl" lang="ar">${body}</div>`,
    };
  }
  return {
    language,
    t,
    day: (date) => date.toISOString().slice(0, 10),
    money: formatCents,
    html: (body) => body,
  };
}

/** A language from a stored value (a profile's or a contact message's column), English when it is anything else. */
export function mailLanguage(value: string | null | undefined): Language {
  return value === "ar" ? "ar" : "en";
}
