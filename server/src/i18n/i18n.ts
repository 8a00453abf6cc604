import i18next, { type i18n as I18n, type TOptions } from "i18next";
import type { Language } from "@shared/constants";
import arErrors from "../locales/ar/errors.json";
import arMail from "../locales/ar/mail.json";
import enErrors from "../locales/en/errors.json";
import enMail from "../locales/en/mail.json";

// The server's own text in English and Arabic: API errors (`errors`) and e-mails (`mail`). Synchronous: the
// catalogues are bundled, nothing is fetched.

export const SERVER_CATALOGUES = { en: { errors: enErrors, mail: enMail }, ar: { errors: arErrors, mail: arMail } };

export type ServerNamespace = "errors" | "mail";

function createServerI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    initAsync: false,
    resources: SERVER_CATALOGUES,
    lng: "en",
    fallbackLng: false,
    ns: ["errors", "mail"],
    defaultNS: "errors",
    // Parameters are inserted as they are: the mail templates escape what goes into HTML themselves.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const shared = createServerI18n();

export type ServerTranslate = (key: string, params?: TOptions) => string;

/** `t` of one namespace in one language. */
export function serverT(language: Language, namespace: ServerNamespace): ServerTranslate {
  const t = shared.getFixedT(language, namespace);
  return (key, params) => t(key, params ?? {});
}
