import type { OcrWord } from "./types";

// Which of tesseract's words are kept, and in which script they are written. Measured on real photos with
// and without overlay text, colour bars, test cards, noise and a circuit board (docs/decisions/006):
// real overlay words read at 85-96 confidence; the junk tesseract finds in photo texture is a lone word of
// two or three characters ("عم" 89, "فى" 88, "gui." 71, "wt" 64). So a line counts as text only when it holds
// a word of four letters, a three-letter word read at 90, or two words of two letters or more read at 80;
// only then are its digits and single letters ("3 tips", "SALE 50%", "I") kept with it.

/** Tesseract's word confidence (0-100) below which a word is dropped. */
export const WORD_MIN_CONFIDENCE = 60;
const THREE_LETTER_ANCHOR_CONFIDENCE = 90;
const SHORT_PAIR_CONFIDENCE = 80;

export type RawOcrWord = { text: string; confidence: number; x0: number; y0: number; x1: number; y1: number };

// Direction marks tesseract puts around Arabic and digits (LRM, RLM, embeddings, isolates).
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/gu;
const LATIN = /[A-Za-z\u00c0-\u024f]/gu;
const LETTER = /\p{L}/gu;
const ALNUM = /[\p{L}\p{N}]/u;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/** The script most of the word's letters (and Arabic-Indic digits) belong to. */
export function scriptOf(text: string): OcrWord["script"] {
  const arabic = count(text, ARABIC);
  const latin = count(text, LATIN);
  if (arabic === 0 && latin === 0) return "other";
  return arabic >= latin ? "arabic" : "latin";
}

function isTextLine(words: readonly { text: string; confidence: number }[]): boolean {
  let shortPairs = 0;
  for (const w of words) {
    const letters = count(w.text, LETTER);
    if (letters >= 4) return true;
    if (letters === 3 && w.confidence >= THREE_LETTER_ANCHOR_CONFIDENCE) return true;
    if (letters >= 2 && w.confidence >= SHORT_PAIR_CONFIDENCE) shortPairs++;
  }
  return shortPairs >= 2;
}

/** Keeps the words of lines that hold real text; boxes become fractions of the frame. */
export function keepWords(lines: readonly RawOcrWord[][], width: number, height: number): OcrWord[] {
  const words: OcrWord[] = [];
  for (const line of lines) {
    const read = line
      .map((w) => ({ ...w, text: w.text.replace(BIDI_MARKS, "").trim() }))
      .filter((w) => w.confidence >= WORD_MIN_CONFIDENCE && ALNUM.test(w.text));
    if (!isTextLine(read)) continue;
    for (const w of read) {
      words.push({
        text: w.text,
        confidence: Math.round(w.confidence),
        box: {
          x: round(w.x0 / width),
          y: round(w.y0 / height),
          width: round((w.x1 - w.x0) / width),
          height: round((w.y1 - w.y0) / height),
        },
        script: scriptOf(w.text),
      });
    }
  }
  return words;
}

function round(n: number): number {
  return Math.round(Math.min(1, Math.max(0, n)) * 10000) / 10000;
}
