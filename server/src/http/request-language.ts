import type { Request } from "express";
import { LANGUAGES, type Language } from "@shared/constants";

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The language a request is answered in: the best of English and Arabic its Accept-Language names (the browser
 * sends the interface's language on every API call), else the signed-in user's profile language, else English.
 */
export function requestLanguage(req: Request): Language {
  if (req.get("accept-language")) {
    const best = req.acceptsLanguages(...LANGUAGES);
    if (isLanguage(best)) return best;
  }
  return isLanguage(req.user?.language) ? req.user.language : "en";
}
