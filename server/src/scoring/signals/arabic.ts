// Arabic text normalisation for matching word lists (CTA phrases, policy words, hashtags).

// Tashkeel (harakat, tanwin, shadda, sukun, dagger alef) and tatweel.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** Strips tashkeel and tatweel; unifies alef forms (أ إ آ ٱ -> ا), ى -> ي, ة -> ه, ؤ -> و, ئ -> ي. */
export function normalizeArabic(text: string): string {
  return text
    .normalize("NFKC")
    .replace(DIACRITICS, "")
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627")
    .replace(/\u0649/g, "\u064A")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0624/g, "\u0648")
    .replace(/\u0626/g, "\u064A");
}

/** Lower-cases Latin text and normalises Arabic, so both lists and input compare in one form. */
export function normalizeText(text: string): string {
  return normalizeArabic(text).toLowerCase();
}

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

export function isArabicWord(word: string): boolean {
  return ARABIC_LETTER.test(word);
}

/** Counts Arabic-script and Latin letters by Unicode range. */
export function scriptCounts(text: string): { arabic: number; latin: number } {
  let arabic = 0;
  let latin = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (
      (c >= 0x0620 && c <= 0x064a) ||
      (c >= 0x066e && c <= 0x06d3) ||
      (c >= 0x0750 && c <= 0x077f) ||
      (c >= 0x08a0 && c <= 0x08ff) ||
      (c >= 0xfb50 && c <= 0xfdff) ||
      (c >= 0xfe70 && c <= 0xfeff)
    ) {
      arabic++;
    } else if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0xc0 && c <= 0x24f)) {
      latin++;
    }
  }
  return { arabic, latin };
}

/** Words of a (normalised) text: runs of letters, marks, digits and underscores. */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{M}\p{N}_']+/gu) ?? [];
}

/**
 * The forms an Arabic word may be a list entry in, taking off the attached prefixes carefully: the
 * conjunctions و/ف, the prepositions ب/ل/ك, and the definite article ال (ل + ال is written لل).
 * A prefix is only removed when at least three letters remain, so short words are never mangled.
 */
export function arabicStems(word: string): string[] {
  const forms = new Set<string>([word]);
  const add = (w: string) => {
    if (w.length >= 3) forms.add(w);
  };
  const withoutArticle = (w: string) => {
    if (w.startsWith("ال")) add(w.slice(2));
  };
  withoutArticle(word);
  for (const conj of ["و", "ف"]) {
    if (word.startsWith(conj)) {
      const rest = word.slice(1);
      add(rest);
      withoutArticle(rest);
      if (rest.startsWith("لل")) add(rest.slice(2));
      for (const prep of ["ب", "ل", "ك"]) {
        if (rest.startsWith(prep)) {
          add(rest.slice(1));
          withoutArticle(rest.slice(1));
        }
      }
    }
  }
  for (const prep of ["ب", "ل", "ك"]) {
    if (word.startsWith(prep)) {
      add(word.slice(1));
      withoutArticle(word.slice(1));
    }
  }
  if (word.startsWith("لل")) add(word.slice(2));
  return [...forms];
}
