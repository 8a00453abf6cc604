import { type HijriHoliday, hijriHolidaysBetween } from "@shared/hijri-calendar";
import trending from "../data/trending-hashtags.json";
import { isArabicWord, normalizeText, scriptCounts, words } from "./arabic";

// Caption and hashtag signals, measured in English and in Arabic alike.

export type CaptionLanguage = "none" | "en" | "ar" | "mixed";

export type TextSignals = {
  /** Caption length in characters with hashtags removed. */
  captionLength: number;
  language: CaptionLanguage;
  hasQuestion: boolean;
  /** The call-to-action phrases found (as listed), in order of first appearance. */
  ctaPhrases: string[];
  emojiCount: number;
  /** Distinct hashtags from the hashtags field and the caption, normalised, in order of appearance. */
  hashtags: string[];
  /** The generic and trending ones as the creator typed them (matched by their normalised form). */
  genericTags: string[];
  trendingTags: { tag: string; list: "global" | "mena" | "calendar"; event?: string }[];
  /** The caption opens with hashtags before any words. */
  tagsAtStart: boolean;
  hashtagsInCaption: number;
  trendListUpdated: string;
};

/** Tags that say nothing about the content: they reach no particular audience. */
export const GENERIC_TAGS = [
  "fyp",
  "fypシ",
  "foryou",
  "foryoupage",
  "fy",
  "viral",
  "viralvideo",
  "trending",
  "trend",
  "explore",
  "explorepage",
  "reels",
  "reel",
  "reelsinstagram",
  "instagram",
  "tiktok",
  "video",
  "love",
  "instagood",
  "follow",
  "like",
  "xyzbca",
  // followforfollow, like4like and the like are engagement bait: the policy check names them (compliance.ts).
  "اكسبلور",
  "اكسبلورر",
  "ترند",
  "ترند_تيك_توك",
  "تيك_توك",
  "فولو",
  "لايك",
  "explore_page",
  "فيديو",
  "متابعه",
];

// Calls to action and invitations to reply. English as whole words or phrases; Arabic as word stems
// (verbs take suffixes: تابعوني, شاركوها) after the prefix و/ف is tried off. Invitations to take the
// conversation off the post ("dm me") are not listed: they are how spam and illegal sales solicit, so
// they are no strength (the policy lists in compliance.ts decide what needs review).
export const CTA_EN = [
  "comment",
  "comment below",
  "follow",
  "follow for more",
  "share",
  "share this",
  "like and follow",
  "double tap",
  "subscribe",
  "save this",
  "save for later",
  "tag a friend",
  "tag someone",
  "link in bio",
  "let me know",
  "tell me",
  "drop a",
  "check out",
  "watch till the end",
  "wait for it",
  "duet",
  "stitch",
  "which one",
  "what do you think",
  "would you",
  "try this",
  "shop now",
];
export const CTA_AR = [
  "تابع",
  "شارك",
  "اكتب",
  "علق",
  "لايك",
  "اشترك",
  "احفظ",
  "منشن",
  "رايك",
  "رايكم",
  "قولوا",
  "قولي",
  "خبروني",
  "جرب",
  "ارسل",
  "انتظر",
  "شوف",
  "اضغط",
  "الرابط في البايو",
];
/** Arabic stems that only count as a whole word (short or common words). */
const CTA_AR_EXACT = new Set(["شوف", "جرب", "رايك", "رايكم", "قولي"]);

const HASHTAG_IN_TEXT = /[#＃]([\p{L}\p{M}\p{N}_]+)/gu;
const EMOJI = /\p{Extended_Pictographic}/gu;

/** A tag as the creator typed it, without its # and stray punctuation: what the explanation shows. */
function shownTag(raw: string): string {
  return raw.replace(/^[#＃]+/u, "").replace(/[^\p{L}\p{M}\p{N}_]/gu, "");
}

/**
 * A tag for showing inside a sentence: "#" and the tag isolated from the text around it (Unicode first-strong
 * isolate), so an Arabic tag next to English words keeps its own order: "#الرياض (mena)", not "(mena) الرياض#".
 */
export function isolatedTag(tag: string): string {
  return `\u2068#${tag}\u2069`;
}

export function normalizeTag(raw: string): string {
  return normalizeText(raw.replace(/^[#＃]+/u, "")).replace(/[^\p{L}\p{M}\p{N}_]/gu, "");
}

/**
 * Hashtags from the hashtags field ("#a #b", "a, b", "a،b") and from the caption, deduplicated by their
 * normalised form (for matching against the lists); `shown` holds each one as first typed, for the creator.
 */
export function parseHashtags(
  hashtagsField: string,
  caption: string,
): { tags: string[]; shown: Map<string, string>; inCaption: number } {
  const shown = new Map<string, string>();
  const tags: string[] = [];
  const add = (raw: string) => {
    const tag = normalizeTag(raw);
    if (tag.length === 0 || tag.length > 100 || shown.has(tag)) return;
    shown.set(tag, shownTag(raw));
    tags.push(tag);
  };
  for (const token of hashtagsField.split(/[\s,،;؛]+/u)) {
    // "#a#b" written without spaces is two tags.
    for (const part of token.split(/[#＃]/u)) add(part);
  }
  let inCaption = 0;
  for (const match of caption.matchAll(HASHTAG_IN_TEXT)) {
    inCaption++;
    add(match[1]!);
  }
  return { tags, shown, inCaption };
}

function containsPhrase(haystackWords: string[], phrase: string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= haystackWords.length; i++) {
    for (let k = 0; k < phrase.length; k++) if (haystackWords[i + k] !== phrase[k]) continue outer;
    return true;
  }
  return false;
}

function findCta(text: string): string[] {
  const tokens = words(normalizeText(text));
  const found: string[] = [];
  for (const phrase of CTA_EN) {
    const parts = words(phrase);
    if (containsPhrase(tokens, parts)) found.push(phrase);
  }
  // Drop a phrase already covered by a longer one ("follow" within "follow for more").
  const en = found.filter((p) => !found.some((q) => q !== p && q.startsWith(`${p} `)));
  const arabicTokens = tokens.filter(isArabicWord);
  const ar: string[] = [];
  for (const entry of CTA_AR) {
    const norm = normalizeText(entry);
    const parts = words(norm);
    const hit =
      parts.length > 1
        ? containsPhrase(arabicTokens, parts)
        : arabicTokens.some((token) => {
            const forms = [token, ...(token.startsWith("و") || token.startsWith("ف") ? [token.slice(1)] : [])];
            return forms.some((f) => (CTA_AR_EXACT.has(norm) ? f === norm : f.startsWith(norm)));
          });
    if (hit) ar.push(entry);
  }
  return [...en, ...ar];
}

type TrendIndex = Map<string, { list: "global" | "mena" | "calendar"; event?: string }>;

/**
 * A seasonal entry's name as the caption score says it. A Hijri holiday's dates come from the Umm al-Qura
 * calendar (shared/hijri-calendar.ts), the same dates the planner's calendar shows, never from hand-written text.
 */
export function calendarEventLabel(entry: { name: string; window: string; hijri?: string }): string {
  if (!entry.hijri) return entry.name;
  const [from, to] = entry.window.split("/") as [string, string];
  const holiday = hijriHolidaysBetween(from, to).find((h) => h.key === (entry.hijri as HijriHoliday));
  if (!holiday) return entry.name;
  return `${entry.name}, ${holiday.start === holiday.end ? holiday.start : `${holiday.start} to ${holiday.end}`}`;
}
let trendIndex: TrendIndex | null = null;

function getTrendIndex(): TrendIndex {
  if (trendIndex) return trendIndex;
  const index: TrendIndex = new Map();
  for (const tag of trending.global) index.set(normalizeTag(tag), { list: "global" });
  for (const tag of trending.mena) if (!index.has(normalizeTag(tag))) index.set(normalizeTag(tag), { list: "mena" });
  for (const entry of trending.calendar) {
    for (const tag of entry.tags) {
      const key = normalizeTag(tag);
      if (!index.has(key)) index.set(key, { list: "calendar", event: calendarEventLabel(entry) });
    }
  }
  trendIndex = index;
  return index;
}

const genericSet = new Set(GENERIC_TAGS.map(normalizeTag));

export function isGenericTag(tag: string): boolean {
  return genericSet.has(normalizeTag(tag));
}

export function textSignals(caption: string, hashtagsField: string): TextSignals {
  const { tags, shown, inCaption } = parseHashtags(hashtagsField, caption);
  const asTyped = (tag: string) => shown.get(tag) ?? tag;
  const withoutTags = caption.replace(HASHTAG_IN_TEXT, " ").replace(/\s+/gu, " ").trim();
  const counts = scriptCounts(withoutTags);
  const letters = counts.arabic + counts.latin;
  let language: CaptionLanguage = "none";
  if (letters > 0) {
    const share = counts.arabic / letters;
    language = share >= 0.7 ? "ar" : share <= 0.3 ? "en" : "mixed";
  }
  const index = getTrendIndex();
  const trendingTags = tags.flatMap((tag) => {
    const hit = index.get(tag);
    return hit ? [{ tag: asTyped(tag), ...hit }] : [];
  });
  return {
    captionLength: [...withoutTags].length,
    language,
    hasQuestion: /[?؟]/u.test(withoutTags),
    ctaPhrases: findCta(withoutTags),
    emojiCount: withoutTags.match(EMOJI)?.length ?? 0,
    hashtags: tags,
    genericTags: tags.filter((t) => genericSet.has(t)).map(asTyped),
    trendingTags,
    tagsAtStart: /^\s*[#＃][\p{L}\p{M}\p{N}_]/u.test(caption) && inCaption > 0,
    hashtagsInCaption: inCaption,
    trendListUpdated: trending.updated,
  };
}
