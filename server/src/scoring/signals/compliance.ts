import { renderEngineMessage } from "@shared/i18n/engine-text";
import { type Message, msg } from "@shared/i18n/message";
import policy from "../data/policy-words.json";
import { arabicStems, isArabicWord, normalizeText, words } from "./arabic";
import { normalizeTag } from "./text";

// Policy words (data/policy-words.json), English and Arabic, over the caption, the hashtags and the on-screen text. A
// hit is a "needs review" flag whose reason names the word, where it was found and the category: never a hard verdict
// (word lists give false positives: a published Arabic profanity list holds the words for bathroom, hair, milk and
// tired; so the lists are curated and hold no everyday words). Matching is on whole words and whole phrases, never
// substrings.

export const POLICY_CATEGORIES = [
  "fake_engagement",
  "drugs",
  "weapons",
  "gambling",
  "adult",
  "hate",
  "profanity",
  "self_harm",
  "medical_claims",
  "financial_claims",
  "dangerous_challenges",
  "regulated_goods",
] as const;

export type PolicyCategory = (typeof POLICY_CATEGORIES)[number];

export const POLICY_CATEGORY_LABELS: Record<PolicyCategory, string> = {
  fake_engagement: "fake engagement or engagement bait",
  drugs: "drugs",
  weapons: "weapons or violence",
  gambling: "gambling",
  adult: "adult content",
  hate: "hate speech",
  profanity: "profanity or insults",
  self_harm: "suicide or self-harm",
  medical_claims: "medical claims",
  financial_claims: "financial claims",
  dangerous_challenges: "dangerous challenges",
  regulated_goods: "regulated goods",
};

export type PolicySource = "caption" | "hashtags" | "on-screen text";

export type PolicyHit = {
  /** The list entry as written (caption, on-screen text), or the hashtag as written with its '#'. */
  term: string;
  category: PolicyCategory;
  /** POLICY_CATEGORY_LABELS[category], for display. */
  label: string;
  source: PolicySource;
};

/** @deprecated The former name of PolicyHit. */
export type ComplianceHit = PolicyHit;

export type ComplianceInput = {
  caption: string;
  /** The hashtags field as typed ("#a #b", "a, b"); hashtags inside the caption are found too. */
  hashtags: string;
  /** What OCR read on the frames, if anything. */
  onScreenText?: string;
};

// ---- lists ----------------------------------------------------------------------------------------

/** Stands for a number in an entry ("lose {n} kg in a week"); tokens never contain braces. */
const NUMBER = "{n}";
/** Words that may follow a number and belong to it: 1k, 2m, 10 ألف. */
const NUMBER_SUFFIXES = new Set(["k", "m", "الف"]);

type Pattern = { parts: string[]; arabic: boolean };
type Entry = Pattern & { term: string; category: PolicyCategory; rank: number };

type Lists = {
  /** Entries by their first word (every spelling variant). */
  byFirst: Map<string, Entry[]>;
  /** Entries that start with a number. */
  numberFirst: Entry[];
  /** Multi-word entries written as one word ("followforfollow", "follow4follow"). */
  joined: Map<string, Entry[]>;
  /** Everyday phrases per category (a hit overlapping one is dropped). */
  except: Map<PolicyCategory, Pattern[]>;
};

let lists: Lists | null = null;

/**
 * Normalised words for matching: lower case, Arabic normalised, apostrophes dropped, hyphens and
 * underscores as spaces, decimals kept whole (1.5 → 15), and digits split from letters (10kg → 10 kg,
 * like4like → like 4 like), so lists and input always compare in one form.
 */
export function policyTokens(text: string): string[] {
  const t = normalizeText(text)
    .replace(/['’‘`´]/gu, "")
    .replace(/(\p{N})[.,٫](?=\p{N})/gu, "$1")
    .replace(/[-_\u2010-\u2015]+/gu, " ")
    .replace(/(\p{N})(?=\p{L})|(\p{L})(?=\p{N})/gu, "$1$2 ");
  return words(t);
}

function entryParts(term: string): string[] {
  return term.split(NUMBER).flatMap((piece, i) => (i === 0 ? policyTokens(piece) : [NUMBER, ...policyTokens(piece)]));
}

/** An entry with "for" also matches "4" in its place: follow for follow = follow 4 follow. */
function spellings(parts: string[]): string[][] {
  if (!parts.includes("for")) return [parts];
  return [parts, parts.map((p) => (p === "for" ? "4" : p))];
}

function getLists(): Lists {
  if (lists) return lists;
  const byFirst = new Map<string, Entry[]>();
  const joined = new Map<string, Entry[]>();
  const numberFirst: Entry[] = [];
  const except = new Map<PolicyCategory, Pattern[]>();
  const push = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);

  const known = new Set<string>(POLICY_CATEGORIES);
  const seenIds = new Set<string>();
  policy.categories.forEach((c) => {
    if (!known.has(c.id) || seenIds.has(c.id))
      throw new Error(`policy-words.json: unknown or repeated category '${c.id}'`);
    seenIds.add(c.id);
    const category = c.id as PolicyCategory;
    const rank = POLICY_CATEGORIES.indexOf(category);
    const seenTerms = new Set<string>();
    const lang = (list: readonly string[], arabic: boolean) => {
      for (const term of list) {
        const parts = entryParts(term);
        const key = parts.join(" ");
        if (parts.length === 0 || parts.every((p) => p === NUMBER) || parts.some(isArabicWord) !== arabic) {
          throw new Error(`policy-words.json: bad ${arabic ? "Arabic" : "English"} entry '${term}' in ${c.id}`);
        }
        if (seenTerms.has(key)) throw new Error(`policy-words.json: '${term}' is listed twice in ${c.id}`);
        seenTerms.add(key);
        for (const variant of spellings(parts)) {
          const entry: Entry = { parts: variant, arabic, term, category, rank };
          if (variant[0] === NUMBER) numberFirst.push(entry);
          else push(byFirst, variant[0]!, entry);
          if (variant.length > 1 && !variant.includes(NUMBER)) push(joined, variant.join(""), entry);
        }
      }
    };
    lang(c.en, false);
    lang(c.ar, true);
    except.set(
      category,
      c.except.flatMap((phrase) => {
        const parts = entryParts(phrase);
        return spellings(parts).map((variant) => ({ parts: variant, arabic: parts.some(isArabicWord) }));
      }),
    );
  });
  const missing = POLICY_CATEGORIES.filter((id) => !seenIds.has(id));
  if (missing.length > 0) throw new Error(`policy-words.json: categories missing: ${missing.join(", ")}`);
  lists = { byFirst, numberFirst, joined, except };
  return lists;
}

// ---- matching -------------------------------------------------------------------------------------

type Token = { text: string; forms: Set<string> };
/** term: the entry, with the numbers read in place of {n} ("lose 10 kg in a week"). */
type Found = { entry: Entry; term: string; start: number; end: number };

/** Arabic words with their prefixes tried off; a short word keeps its form without و/ف too (ولا → لا). */
function toTokens(texts: readonly string[]): Token[] {
  return texts.map((text) => {
    if (!isArabicWord(text)) return { text, forms: new Set([text]) };
    const forms = new Set(arabicStems(text));
    if (text.length >= 3 && (text.startsWith("و") || text.startsWith("ف"))) forms.add(text.slice(1));
    return { text, forms };
  });
}

/** Where the pattern starting at token i ends (exclusive), or -1. Arabic words match with prefixes off. */
function matchAt(tokens: readonly Token[], i: number, p: Pattern, numbers?: string[]): number {
  let j = i;
  for (const part of p.parts) {
    const token = tokens[j];
    if (!token) return -1;
    if (part === NUMBER) {
      if (!/^\p{N}+$/u.test(token.text)) return -1;
      j++;
      const suffix = tokens[j] && NUMBER_SUFFIXES.has(tokens[j]!.text) ? tokens[j++]!.text : "";
      numbers?.push(
        suffix === "k" || suffix === "m" ? `${token.text}${suffix}` : suffix ? `${token.text} ${suffix}` : token.text,
      );
      continue;
    }
    if (!(p.arabic ? token.forms.has(part) : token.text === part)) return -1;
    j++;
  }
  return j;
}

/** Policy entries in a run of words, minus everyday phrases and minus hits inside a longer hit. */
function scan(tokens: readonly Token[]): Found[] {
  const { byFirst, numberFirst, joined, except } = getLists();
  const found: Found[] = [];
  tokens.forEach((token, i) => {
    const candidates = new Set<Entry>(numberFirst);
    for (const form of token.forms) for (const e of byFirst.get(form) ?? []) candidates.add(e);
    for (const entry of candidates) {
      const numbers: string[] = [];
      const end = matchAt(tokens, i, entry, numbers);
      if (end > i)
        found.push({ entry, term: entry.term.replace(/\{n\}/gu, () => numbers.shift() ?? "{n}"), start: i, end });
    }
    // A phrase written as one word: "followforfollow", "getrichquick".
    for (const entry of joined.get(token.text) ?? []) found.push({ entry, term: entry.term, start: i, end: i + 1 });
  });
  if (found.length === 0) return [];
  // Spans of the everyday phrases of each category that has a hit.
  const spans = new Map<PolicyCategory, [number, number][]>();
  for (const category of new Set(found.map((f) => f.entry.category))) {
    const list: [number, number][] = [];
    for (const p of except.get(category) ?? []) {
      tokens.forEach((_, i) => {
        const end = matchAt(tokens, i, p);
        if (end > i) list.push([i, end]);
      });
    }
    spans.set(category, list);
  }
  const kept = found.filter(
    (f) => !(spans.get(f.entry.category) ?? []).some(([start, end]) => start < f.end && f.start < end),
  );
  return kept.filter(
    (f) =>
      !kept.some(
        (g) =>
          g !== f &&
          g.entry.category === f.entry.category &&
          g.start <= f.start &&
          f.end <= g.end &&
          g.end - g.start > f.end - f.start,
      ),
  );
}

// ---- sources --------------------------------------------------------------------------------------

const HASHTAG_IN_TEXT = /[#＃]([\p{L}\p{M}\p{N}_]+)/gu;

/** Raw hashtags of the hashtags field ("#a #b", "a, b", "a،b", "#a#b"), edges trimmed. */
function fieldTags(field: string): string[] {
  return field
    .split(/[\s,،;؛]+/u)
    .flatMap((token) => token.split(/[#＃]/u))
    .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{M}\p{N}_]+$/gu, ""))
    .filter((t) => t.length > 0 && t.length <= 100);
}

type Candidate = { term: string; key: string; category: PolicyCategory; rank: number; pos: number };

function textCandidates(text: string, posBase: number): Candidate[] {
  return scan(toTokens(policyTokens(text))).map((f) => ({
    term: f.term,
    key: f.term,
    category: f.entry.category,
    rank: f.entry.rank,
    pos: posBase + f.start,
  }));
}

/** A tag hits when its words contain an entry, or when the whole tag is a phrase written as one word. */
function tagCandidates(tags: readonly string[], posBase: number): Candidate[] {
  const { joined } = getLists();
  return tags.flatMap((raw, index) => {
    const tagWords = policyTokens(raw);
    const entries = [
      ...scan(toTokens(tagWords)).map((f) => f.entry),
      ...(tagWords.length > 1 ? (joined.get(tagWords.join("")) ?? []) : []),
    ];
    return entries.map((entry) => ({
      term: `#${raw}`,
      key: normalizeTag(raw),
      category: entry.category,
      rank: entry.rank,
      pos: posBase + index,
    }));
  });
}

function tagsIn(text: string): { tags: string[]; rest: string } {
  const tags = [...text.matchAll(HASHTAG_IN_TEXT)].map((m) => m[1]!);
  return { tags, rest: text.replace(HASHTAG_IN_TEXT, " ") };
}

const TAG_POS = 1_000_000;

function hitsOf(source: PolicySource, candidates: readonly Candidate[]): PolicyHit[] {
  const sorted = [...candidates].sort((a, b) => a.pos - b.pos || a.rank - b.rank || a.term.localeCompare(b.term));
  const seen = new Set<string>();
  const hits: PolicyHit[] = [];
  for (const c of sorted) {
    const key = `${c.key}|${c.category}`;
    if (seen.has(key)) continue;
    seen.add(key);
    hits.push({ term: c.term, category: c.category, label: POLICY_CATEGORY_LABELS[c.category], source });
  }
  return hits;
}

/**
 * Policy hits in the caption, the hashtags (the hashtags field and the #tags written in the caption) and
 * the on-screen text: one hit per term, category and source, in source order (caption, hashtags,
 * on-screen text) and then in order of appearance.
 */
export function complianceHits(input: ComplianceInput): PolicyHit[];
/** @deprecated Former form: caption and the parsed hashtags; prefer complianceHits({ caption, hashtags }). */
export function complianceHits(caption: string, hashtags: readonly string[]): PolicyHit[];
export function complianceHits(a: ComplianceInput | string, b: readonly string[] = []): PolicyHit[] {
  const input: ComplianceInput = typeof a === "string" ? { caption: a, hashtags: b.map((t) => `#${t}`).join(" ") } : a;
  const caption = tagsIn(input.caption);
  const screen = tagsIn(input.onScreenText ?? "");
  return [
    ...hitsOf("caption", textCandidates(caption.rest, 0)),
    ...hitsOf("hashtags", tagCandidates([...fieldTags(input.hashtags), ...caption.tags], 0)),
    ...hitsOf("on-screen text", [...textCandidates(screen.rest, 0), ...tagCandidates(screen.tags, TAG_POS)]),
  ];
}

/** The category in words, as a message: `policy.categories.<category>` in the catalogue. */
export const policyCategoryMessage = (category: PolicyCategory): Message => msg(`policy.categories.${category}`);

const REASON_KEYS: Record<PolicySource, string> = {
  caption: "policy.reason_caption",
  hashtags: "policy.reason_hashtag",
  "on-screen text": "policy.reason_screen",
};

/** Why a hit needs review: the word as written (never translated), where it was found, and its category. */
export function complianceReasonMessage(hit: PolicyHit): Message {
  return msg(REASON_KEYS[hit.source], { term: hit.term, category: policyCategoryMessage(hit.category) });
}

/** "caption mentions 'weed' (drugs)", "hashtag #like4like (…)", "on-screen text shows 'casino' (gambling)". */
export function complianceReason(hit: PolicyHit): string {
  return renderEngineMessage(complianceReasonMessage(hit));
}
