import type { Language } from "@shared/constants";
import enErrors from "../locales/en/errors.json";
import { serverT } from "./i18n";

// API error messages in the reader's language. The code throws English sentences (tests and logs read them); the
// English catalogue (locales/en/errors.json) holds each of them, exactly or as a pattern with {{params}}, under a
// key, and the Arabic catalogue holds the same key. An English message is matched to its key here and rendered
// in Arabic with the parameters it carried; a parameter that is itself a catalogued phrase (a field's label, the
// payment step that failed) is translated too. English answers are never rewritten.

type Pattern = { key: string; regex: RegExp; names: string[]; literal: number };

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix: string, into: [string, string][]): [string, string][] {
  if (typeof value === "string") into.push([prefix, value]);
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const exact = new Map<string, string>();
const patterns: Pattern[] = [];
for (const [key, text] of flatten(enErrors, "", [])) {
  const base = key.replace(PLURAL, "");
  const names: string[] = [];
  const parts = text.split(/\{\{\s*(\w+)\s*\}\}/);
  if (parts.length === 1) {
    if (!exact.has(text)) exact.set(text, base);
    continue;
  }
  let source = "";
  parts.forEach((part, index) => {
    if (index % 2 === 0) source += escapeRegex(part);
    else {
      names.push(part);
      source += part === "count" ? "(\\d+)" : "([\\s\\S]*?)";
    }
  });
  const literal = parts.filter((_, index) => index % 2 === 0).join("").length;
  patterns.push({ key: base, regex: new RegExp(`^${source}$`), names, literal });
}
// The most specific pattern first: "Password must be at least {{min}} characters" before "{{label}} is required".
patterns.sort((a, b) => b.literal - a.literal);

/**
 * The catalogue key an English message belongs to, and its parameters; null when it is not catalogued. A message
 * thrown both as a sentence and as a field's error ("… already exists." and "… already exists") is one entry.
 */
export function matchErrorMessage(text: string): { key: string; params: Record<string, string> } | null {
  return matchExactly(text) ?? (text.endsWith(".") ? matchExactly(text.slice(0, -1)) : matchExactly(`${text}.`));
}

function matchExactly(text: string): { key: string; params: Record<string, string> } | null {
  const key = exact.get(text);
  if (key) return { key, params: {} };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const params: Record<string, string> = {};
    pattern.names.forEach((name, index) => {
      params[name] = match[index + 1] ?? "";
    });
    return { key: pattern.key, params };
  }
  return null;
}

/** A parameter that is a catalogued phrase of its own, translated; its surrounding spaces kept. */
function translateParam(value: string, language: Language, depth: number): string {
  const trimmed = value.trim();
  if (!trimmed || depth > 3) return value;
  const translated = translate(trimmed, language, depth + 1);
  return translated === trimmed ? value : value.replace(trimmed, translated);
}

function translate(text: string, language: Language, depth: number): string {
  const match = matchErrorMessage(text);
  if (!match) return text;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(match.params)) {
    params[name] = name === "count" ? Number(value) : translateParam(value, language, depth);
  }
  return serverT(language, "errors")(match.key, params);
}

/** An error message (or a field's) in `language`; English, and a message not catalogued, come back unchanged. */
export function translateErrorText(text: string, language: Language): string {
  return language === "en" ? text : translate(text, language, 0);
}

/** A 200 answer whose `message` says why a payment did not go through, with that sentence in `language`. */
export function translateMessageField<Body extends { message?: string | null }>(body: Body, language: Language): Body {
  return body.message ? { ...body, message: translateErrorText(body.message, language) } : body;
}

/** The field errors of a 400, each message translated. */
export function translateFieldErrors(
  fieldErrors: Record<string, string[]>,
  language: Language,
): Record<string, string[]> {
  if (language === "en") return fieldErrors;
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message) => translateErrorText(message, language)),
    ]),
  );
}
