// Helpers of the Arabic browser tests (arabic.spec.ts). Every Arabic text a test expects is read from the catalogues
// (client/src/locales/{en,ar}/*.json and shared/locales/{en,ar}/engine.json), never written in the test: a wording change
// moves the test with it. The catalogues are read from disk when this file loads, so a namespace added while the
// screens are being translated counts without an edit here.
//
// Two ways to find a text:
// - arabic(ns, key, params): the Arabic of a key the test knows (the analyze, results and admin catalogues).
// - arabicFor(english): the Arabic written at the key whose English is `english` (the English stays word for word
//   what it was, docs/i18n.md), so a screen can be checked before the test knows which key its translator chose.
//   While no catalogue has that English yet, the screen is not translated: `translated` is false and the English is
//   returned, so that the journey goes on and reports every untranslated text at once (a soft failure each).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import i18next from "i18next";
import { ENGINE_FORMATS } from "../shared/i18n/engine-formats";
import { type Message, renderMessage } from "../shared/i18n/message";
import { expect, test } from "./fixtures";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CATALOGUE_DIRS = [path.join(ROOT, "client/src/locales"), path.join(ROOT, "shared/locales")];

type Language = "en" | "ar";
type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (typeof value === "string") into.set(prefix, value);
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** language → namespace → flat key → text, as the JSON files hold them now. */
function loadCatalogues(): Record<Language, Map<string, Flat>> {
  const result: Record<Language, Map<string, Flat>> = { en: new Map(), ar: new Map() };
  for (const language of ["en", "ar"] as const) {
    for (const dir of CATALOGUE_DIRS) {
      const folder = path.join(dir, language);
      if (!fs.existsSync(folder)) continue;
      for (const file of fs.readdirSync(folder).filter((name) => name.endsWith(".json"))) {
        const json = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as unknown;
        result[language].set(file.replace(/\.json$/, ""), flatten(json, "", new Map()));
      }
    }
  }
  return result;
}

export const CATALOGUES = loadCatalogues();

/** The raw JSON of a catalogue (for a test that walks it as the app does, e.g. common's meta.pages["/"]). */
export function catalogueJson(language: Language, namespace: string): Record<string, unknown> {
  for (const dir of CATALOGUE_DIRS) {
    const file = path.join(dir, language, `${namespace}.json`);
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  }
  return {};
}

/** Every key of every catalogue, with and without its namespace ("results.strengths", "results:results.strengths"). */
export const ALL_KEYS: string[] = (() => {
  const keys = new Set<string>();
  for (const [namespace, flat] of CATALOGUES.en) {
    for (const key of flat.keys()) {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
      for (const candidate of [key, base]) {
        if (candidate.includes(".")) keys.add(candidate);
        keys.add(`${namespace}:${candidate}`);
      }
    }
  }
  return [...keys];
})();

const PLURAL = /_(zero|one|two|few|many|other)$/;
const ARABIC_LETTERS = /[\u0600-\u06FF]/;

/** A catalogue text without <Trans> markup (<strong>, </strong>, <0/>), as the page shows its words. */
export function plain(text: string): string {
  return text.replace(/<\/?[\w-]+\s*\/?>/g, "").replace(/\s+/g, " ");
}

/** The Arabic digits and money the interface writes with Latin digits (ar-SA, Gregorian, docs/i18n.md). */
export const arabicDollars = (amount: number) =>
  new Intl.NumberFormat("ar-SA-u-ca-gregory-nu-latn", { style: "currency", currency: "USD" }).format(amount);

function interpolate(template: string, params: Record<string, unknown>): string {
  return plain(template).replace(/\{\{\s*([\w.]+)[^}]*\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

function lookup(language: Language, namespace: string, key: string, params: Record<string, unknown>): string | null {
  const flat = CATALOGUES[language].get(namespace);
  if (!flat) return null;
  if (flat.has(key)) return interpolate(flat.get(key)!, params);
  if (typeof params.count === "number") {
    const form = new Intl.PluralRules(language === "ar" ? "ar" : "en").select(params.count);
    const plural = flat.get(`${key}_${form}`) ?? flat.get(`${key}_other`);
    if (plural !== undefined) return interpolate(plural, params);
  }
  return null;
}

/** The Arabic of `namespace:key` with its parameters; fails the test, naming the key, when Arabic has none yet. */
export function arabic(namespace: string, key: string, params: Record<string, unknown> = {}): string {
  const text = lookup("ar", namespace, key, params);
  if (text === null) throw new Error(`The Arabic catalogue "${namespace}" has no key "${key}" yet`);
  return text.trim();
}

/** The English of `namespace:key` (for the same screen read after switching to English). */
export function english(namespace: string, key: string, params: Record<string, unknown> = {}): string {
  const text = lookup("en", namespace, key, params);
  if (text === null) throw new Error(`The English catalogue "${namespace}" has no key "${key}"`);
  return text.trim();
}

export type Found = { text: string; translated: boolean; where?: string };

/** Money in an English text ("$10.00") as the Arabic interface writes it. */
function arabicParam(value: string): string {
  const money = /^\$(\d+(?:\.\d+)?)$/.exec(value);
  return money ? arabicDollars(Number(money[1])) : value;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The Arabic at the key whose English is `englishText` (exactly, or through the key's {{parameters}}), in `namespaces`
 * when given, else in any catalogue. When no catalogue has that English, the text is reported as not translated yet
 * (a soft failure naming `where`) and the English is returned for the journey to go on.
 */
export function arabicFor(englishText: string, where: string, namespaces?: string[]): Found {
  const candidates = [...CATALOGUES.en].filter(([namespace]) => !namespaces || namespaces.includes(namespace));
  // Exact English first.
  for (const [namespace, flat] of candidates) {
    for (const [key, value] of flat) {
      if (/\{\{/.test(value) || plain(value).trim() !== englishText) continue;
      const base = key.replace(PLURAL, "");
      const text = lookup("ar", namespace, PLURAL.test(key) ? base : key, PLURAL.test(key) ? { count: 1 } : {});
      if (text) return { text: text.trim(), translated: true, where: `${namespace}:${key}` };
    }
  }
  // Then templates: "Welcome, {{username}}" matches "Welcome, sara"; the one with the most words of its own wins
  // ("{{size}}" alone matches anything).
  const matches: Array<{ found: Found; literal: number }> = [];
  for (const [namespace, flat] of candidates) {
    for (const [key, value] of flat) {
      if (!/\{\{/.test(value)) continue;
      const literal = plain(value)
        .replace(/\{\{[^}]*\}\}/g, "")
        .replace(/[^A-Za-z]/g, "").length;
      if (literal < 3) continue;
      const names: string[] = [];
      const pattern = plain(value)
        .trim()
        .split(/(\{\{[^}]*\}\})/)
        .map((part) => {
          const param = /^\{\{\s*([\w.]+)/.exec(part);
          if (!param) return escapeRegExp(part);
          names.push(param[1]!);
          return "(.+?)";
        })
        .join("");
      const match = new RegExp(`^${pattern}$`).exec(englishText);
      if (!match) continue;
      const params: Record<string, unknown> = {};
      names.forEach((name, index) => {
        const raw = match[index + 1]!;
        params[name] = name === "count" && /^\d+$/.test(raw) ? Number(raw) : arabicParam(raw);
      });
      const base = key.replace(PLURAL, "");
      const text = lookup("ar", namespace, PLURAL.test(key) ? base : key, params);
      if (text) matches.push({ found: { text: text.trim(), translated: true, where: `${namespace}:${key}` }, literal });
    }
  }
  if (matches.length) return matches.sort((a, b) => b.literal - a.literal)[0]!.found;
  expect.soft(false, `not translated yet (no catalogue has this English): "${englishText}" on ${where}`).toBe(true);
  return { text: englishText, translated: false };
}

/** Shorthand: the text to look for (Arabic when catalogued). */
export function ar(englishText: string, where: string, namespaces?: string[]): string {
  return arabicFor(englishText, where, namespaces).text;
}

/** Every Arabic text of a namespace, without markup, split at its parameters (pieces of 4 letters or more). */
export function arabicPieces(namespace: string): string[] {
  const flat = CATALOGUES.ar.get(namespace);
  if (!flat) return [];
  return [...flat.values()]
    .flatMap((value) => plain(value).split(/\{\{[^}]*\}\}/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 4 && ARABIC_LETTERS.test(piece));
}

/** Every Arabic text of a namespace, whole, without markup. */
export function arabicValues(namespace: string): Set<string> {
  return new Set([...(CATALOGUES.ar.get(namespace)?.values() ?? [])].map((value) => plain(value).trim()));
}

/** Expects `locator`'s text to carry a piece of the namespace's Arabic catalogue (a translated heading or sentence). */
export async function expectCatalogueText(locator: Locator, namespace: string, what: string): Promise<void> {
  const pieces = arabicPieces(namespace);
  expect.soft(pieces.length, `the Arabic catalogue "${namespace}" has texts (${what})`).toBeGreaterThan(0);
  if (pieces.length === 0) return;
  const text = ((await locator.first().innerText()) ?? "").replace(/\s+/g, " ");
  expect
    .soft(
      pieces.some((piece) => text.includes(piece)),
      `${what} reads "${text.slice(0, 120)}", which is no text of the Arabic catalogue "${namespace}"`,
    )
    .toBe(true);
}

/** The "lang=ar" cookie on the test's origin, as the language switch leaves it, before the first page. */
export async function chooseArabic(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: "lang", value: "ar", url: baseURL ?? "http://127.0.0.1:5179" }]);
}

/** <html lang="ar" dir="rtl">. */
export async function expectArabicDocument(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

/** <html lang="en" dir="ltr">. */
export async function expectEnglishDocument(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
}

/** Visible texts and the attributes people read (aria-label, placeholder, title, alt) of the page. */
async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const visible = (element: Element | null) =>
      Boolean(
        element && (element as HTMLElement).checkVisibility?.({ visibilityProperty: true, opacityProperty: false }),
      );
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("script, style, noscript, template")) continue;
      // Screen-reader-only text counts: people read it too.
      if (visible(parent) || parent.closest(".sr-only")) texts.push(text);
    }
    for (const element of Array.from(
      document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]"),
    )) {
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

const KEY_LIKE = /^[a-zA-Z][\w-]*(?::[\w-]+)?(?:\.[\w-]+)+$/;
const VERSION = /^v?\d+(\.\d+)+$/;
const NOT_A_KEY = /\.(png|jpe?g|mp4|mov|avi|webm|gif|svg|csv|json|txt|pdf|com|sa|org|net|io)$/i;

/** No text on the page is a catalogue key ("results.strengths", "landing:hero.title"): a missing translation. */
export async function expectNoRawKeys(page: Page, what: string): Promise<void> {
  const known = new Set(ALL_KEYS);
  const texts = await readableTexts(page);
  const raw = new Set<string>();
  for (const text of texts) {
    if (KEY_LIKE.test(text) && !NOT_A_KEY.test(text) && !VERSION.test(text) && !text.includes("@")) raw.add(text);
    for (const token of text.match(/[A-Za-z][\w-]*(?::[\w-]+)?(?:\.[\w-]+)+/g) ?? [])
      if (known.has(token)) raw.add(token);
  }
  expect.soft([...raw], `raw catalogue keys visible on ${what}`).toEqual([]);
}

/** Words the Arabic interface keeps in Latin letters on purpose (docs/i18n.md), or that a person typed. */
const KEPT_IN_LATIN =
  /^(ViralScore|Pro|PRO|TikTok|Instagram|Reels|Shorts|YouTube|Snapchat|English|LUFS|fps|US\$|Mb\/s|CSV|UTC|MP4|MOV|AVI|JPEG|PNG|CVC|MM\/YY|Stripe|Visa|Mastercard|Apple Pay|Google Pay|mada|TEST MODE|FLASH50|\$)$/;

/**
 * The texts of the page with English words and no Arabic (what a reader of Arabic would see left over), except the words
 * kept in Latin on purpose and `typed` (names, e-mails, file names the test made). For the report: recorded as an
 * annotation of the test, and returned.
 */
export async function englishLeftovers(page: Page, what: string, typed: string[] = []): Promise<string[]> {
  const texts = await readableTexts(page);
  const left = new Set<string>();
  for (const text of texts) {
    if (ARABIC_LETTERS.test(text) || !/[A-Za-z]{3,}/.test(text)) continue;
    if (typed.some((value) => value && text.includes(value))) continue;
    const words = text.replace(/[\d.,:;!?()/%+×·•—–\-#@"'’“”…$]+/g, " ").trim();
    if (!words || words.split(/\s+/).every((word) => KEPT_IN_LATIN.test(word) || !/[A-Za-z]{2,}/.test(word))) continue;
    if (/^[\w.+-]+@[\w.-]+$/.test(text) || NOT_A_KEY.test(text)) continue;
    left.add(text.length > 90 ? `${text.slice(0, 90)}…` : text);
  }
  const list = [...left];
  if (list.length) test.info().annotations.push({ type: `English left on ${what}`, description: list.join(" | ") });
  return list;
}

/** Expects no horizontal scroll at the page's width (as pages.spec.ts checks on a 360 px phone). */
export async function expectNoSidewaysScroll(page: Page, width: number, what: string): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `${what} is ${scrollWidth}px wide at a ${width}px viewport`).toBeLessThanOrEqual(width);
}

/**
 * A pattern for the accessible name that starts with the Arabic at the key whose English is `englishText` (parameters
 * such as prices match anything, as the interface formats them itself). Not translated yet: a soft failure, and the
 * English pattern, for the journey to go on.
 */
export function arRe(englishText: string, where: string, namespaces?: string[]): RegExp {
  const found = arabicFor(englishText, where, namespaces);
  if (!found.translated || !found.where) return new RegExp(`^${escapeRegExp(englishText)}`);
  const split = found.where.indexOf(":");
  const [namespace, key] = [found.where.slice(0, split), found.where.slice(split + 1)];
  const template = CATALOGUES.ar.get(namespace)?.get(key) ?? found.text;
  const pattern = plain(template)
    .trim()
    .split(/(\{\{[^}]*\}\})/)
    .map((part) => (/^\{\{/.test(part) ? ".+?" : escapeRegExp(part)))
    .join("");
  return new RegExp(`^${pattern}`);
}

/** A user's profile language (PUT /api/user/:id), the language their interface follows on every device. */
export async function setProfileLanguage(request: APIRequestContext, id: number, language: Language): Promise<void> {
  const response = await request.put(`/api/user/${id}`, { data: { language } });
  expect(response.status(), `PUT /api/user/${id} answered ${await response.text()}`).toBe(200);
}

// The engine's messages rendered as the pages render them: i18next over shared/locales/{en,ar}/engine.json with the
// engine's four formats (shared/i18n/engine-formats.ts). shared/i18n/engine-text.ts does the same, but imports the JSON
// without an import attribute, which Playwright's loader refuses.
const engineI18n = i18next.createInstance();
void engineI18n.init({
  initAsync: false,
  resources: {
    en: { engine: catalogueJson("en", "engine") },
    ar: { engine: catalogueJson("ar", "engine") },
  },
  lng: "en",
  fallbackLng: false,
  ns: ["engine"],
  defaultNS: "engine",
  interpolation: { escapeValue: false },
});
for (const [name, format] of Object.entries(ENGINE_FORMATS)) {
  engineI18n.services.formatter?.add(name, (value, _lng, options) => format(value, options as Record<string, unknown>));
}

/** One of the engine's messages in `language`, as the results show it. */
export function engineText(message: Message, language: Language): string {
  const t = engineI18n.getFixedT(language, "engine");
  return renderMessage(message, (key, params) => t(key, params));
}
