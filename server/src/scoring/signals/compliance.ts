import policy from "../data/policy-words.json";
import { arabicStems, isArabicWord, normalizeText, words } from "./arabic";

// Policy word lists (data/policy-words.json), English and Arabic. A hit is a "needs review" flag with a
// reason that names the word, the field and the category: never a hard verdict (notes/scoring.md:
// word lists give false positives, so the lists are curated and short).

export type ComplianceHit = { field: "caption" | "hashtags"; term: string; category: string; categoryId: string };

type Entry = { parts: string[]; term: string; category: string; categoryId: string; arabic: boolean };

let entries: Entry[] | null = null;

function getEntries(): Entry[] {
  if (entries) return entries;
  entries = policy.categories.flatMap((c) =>
    [...c.en, ...c.ar].map((term) => {
      const norm = normalizeText(term);
      return { parts: tokens(norm), term, category: c.label, categoryId: c.id, arabic: isArabicWord(norm) };
    }),
  );
  return entries;
}

// Hyphens and underscores join words in hashtags ("#free_spins", "e-cigarette"): treat them as spaces.
function tokens(text: string): string[] {
  return words(text.replace(/[-_]+/gu, " "));
}

function matches(textTokens: string[], entry: Entry): boolean {
  const n = entry.parts.length;
  outer: for (let i = 0; i + n <= textTokens.length; i++) {
    for (let k = 0; k < n; k++) {
      const token = textTokens[i + k]!;
      const part = entry.parts[k]!;
      // Arabic words may carry attached prefixes (و ف ب ل ك, ال); only the first word of a phrase does.
      const ok = entry.arabic && k === 0 ? arabicStems(token).includes(part) : token === part;
      if (!ok) continue outer;
    }
    return true;
  }
  return false;
}

/** Scans caption and hashtags; a hashtag is scanned as a whole tag too ("#freespins" won't split). */
export function complianceHits(caption: string, hashtags: readonly string[]): ComplianceHit[] {
  const hits: ComplianceHit[] = [];
  const seen = new Set<string>();
  const fields: [ComplianceHit["field"], string][] = [
    ["caption", caption.replace(/[#＃]/gu, " ")],
    ["hashtags", hashtags.join(" ")],
  ];
  for (const [field, text] of fields) {
    const textTokens = tokens(normalizeText(text));
    const wholeTags = field === "hashtags" ? hashtags.map((t) => normalizeText(t).replace(/[-_]+/gu, "")) : [];
    for (const entry of getEntries()) {
      const key = `${field}|${entry.term}`;
      if (seen.has(key)) continue;
      const joined = entry.parts.join("");
      if (matches(textTokens, entry) || wholeTags.includes(joined)) {
        seen.add(key);
        hits.push({ field, term: entry.term, category: entry.category, categoryId: entry.categoryId });
      }
    }
  }
  return hits;
}

export function complianceReason(hit: ComplianceHit): string {
  return `${hit.field === "caption" ? "caption mentions" : "hashtags mention"} '${hit.term}' (${hit.category})`;
}
