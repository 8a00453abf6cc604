import i18next, { type i18n as I18n } from "i18next";
import ar from "../locales/ar/engine.json";
import en from "../locales/en/engine.json";
import { ENGINE_FORMATS } from "./engine-formats";
import { type Language, type Message, renderMessage } from "./message";

export { clipClause, ENGINE_FORMATS } from "./engine-formats";

// The scoring engine's messages in English or Arabic, synchronously: the server renders the English fields of a
// result from the same messages it stores, and a page can render a stored result in the reader's language.
// The catalogues use four formats of their own (engine-formats.ts), registered here; the client's i18next
// applies them in its own formatter.

export const ENGINE_NAMESPACE = "engine";
export const ENGINE_CATALOGUES = { en, ar } as const;

/** Adds the engine's formats to an i18next instance that uses the built-in formatter. */
export function addEngineFormats(instance: I18n): void {
  for (const [name, format] of Object.entries(ENGINE_FORMATS)) {
    instance.services.formatter?.add(name, (value, _lng, options) => format(value, options as Record<string, unknown>));
  }
}

function createEngineI18n(onMissing?: (language: string, key: string) => void): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    initAsync: false,
    resources: { en: { [ENGINE_NAMESPACE]: en }, ar: { [ENGINE_NAMESPACE]: ar } },
    lng: "en",
    fallbackLng: false,
    ns: [ENGINE_NAMESPACE],
    defaultNS: ENGINE_NAMESPACE,
    interpolation: { escapeValue: false },
    saveMissing: onMissing !== undefined,
    missingKeyHandler: onMissing ? (languages, _ns, key) => onMissing(languages.join(","), key) : false,
  });
  addEngineFormats(instance);
  return instance;
}

const shared = createEngineI18n();

/** A message of the engine in one language. */
export function renderEngineMessage(message: Message, language: Language = "en", instance: I18n = shared): string {
  const t = instance.getFixedT(language, ENGINE_NAMESPACE);
  return renderMessage(message, (key, params) => t(key, params));
}

/** A message or nothing, rendered. */
export function renderOptional(message: Message | null | undefined, language: Language = "en"): string | null {
  return message ? renderEngineMessage(message, language) : null;
}

/** An instance that reports every key it cannot find (tests that prove a catalogue complete). */
export function createCheckedEngineI18n(onMissing: (language: string, key: string) => void): I18n {
  return createEngineI18n(onMissing);
}
