import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

// The Arabic web font (IBM Plex Sans Arabic, from @fontsource), cut in two per weight, as large font services do:
// - "core": the letters, marks, digits and punctuation Arabic text in the Gulf is written with, Persian letters
//   Gulf dialect spelling borrows (پ چ ڤ گ ک ی) and the joiners. Every string of the interface is in it (a test
//   checks the Arabic catalogues), and the prerendered Arabic pages preload it: ~12 KB per weight.
// - "extended": the rest of the Arabic block, the word ligatures (ﷲ ﷺ) and the presentation forms old text may
//   carry. The browser fetches it only when a page shows one of those characters (its unicode-range says so).
// @fontsource's "arabic" files also carry the Arabic Supplement and Extended-A blocks (African and South Asian
// languages): 87 KB for the two weights before any cut, 66 KB cut to the block, 32 KB preloaded in two cuts, 24 KB
// without hinting; every first visit to an Arabic page fetches the preloaded files before its text is laid out
// (font-display: optional).
// Without hinting: its instructions were a quarter of each file, and phones and Macs do not run them (they scale
// outlines); Windows at small sizes does, so there the text is a little softer. Large font services serve unhinted
// files to everything but Windows; the product is read on phones (docs/decisions/041-paint-first.md).
// Written at the start of every build and dev server (under a second), into client/src/fonts/ (not committed: it
// is made from the npm package, so nothing is downloaded): the .woff2 files and arabic-font.css, their @font-face
// rules, which client/src/index.css imports.

type Range = [first: number, last: number];

/** Code points, inclusive, of the preloaded file. */
export const ARABIC_CORE_RANGES: Range[] = [
  [0x060c, 0x060c], // ، comma
  [0x061b, 0x061b], // ؛ semicolon
  [0x061f, 0x061f], // ؟ question mark
  [0x0621, 0x063a], // hamza to ghain
  [0x0640, 0x0652], // tatweel, feh to yeh, the harakat
  [0x0660, 0x066d], // Arabic-Indic digits, percent, decimal and thousands separators, star
  [0x0670, 0x0670], // superscript alef
  [0x067e, 0x067e], // پ
  [0x0686, 0x0686], // چ
  [0x06a4, 0x06a4], // ڤ
  [0x06a9, 0x06a9], // ک
  [0x06af, 0x06af], // گ
  [0x06cc, 0x06cc], // ی
  [0x200c, 0x200f], // zero-width non-joiner and joiner, left-to-right and right-to-left marks
];

/** Everything the font serves: the Arabic block, the word ligatures and Presentation Forms-B, and the joiners. */
const ARABIC_ALL_RANGES: Range[] = [
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
  [0xfdf0, 0xfdff],
  [0xfe70, 0xfeff],
];

const WEIGHTS = ["400", "700"] as const;

/** The code points of `ranges` minus those of `minus`, as ranges. */
export function subtractRanges(ranges: Range[], minus: Range[]): Range[] {
  const result: Range[] = [];
  for (const [first, last] of ranges) {
    let start = first;
    for (const [cutFirst, cutLast] of [...minus].sort((a, b) => a[0] - b[0])) {
      if (cutLast < start || cutFirst > last) continue;
      if (cutFirst > start) result.push([start, cutFirst - 1]);
      start = Math.max(start, cutLast + 1);
    }
    if (start <= last) result.push([start, last]);
  }
  return result;
}

export const ARABIC_EXTENDED_RANGES: Range[] = subtractRanges(ARABIC_ALL_RANGES, ARABIC_CORE_RANGES);

/** True when the preloaded (core) file has the code point. */
export function inArabicCore(codePoint: number): boolean {
  return ARABIC_CORE_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
}

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
const unicodeRange = (ranges: Range[]) =>
  ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(", ");

function charactersOf(ranges: Range[]): string {
  let text = "";
  for (const [first, last] of ranges) {
    for (let point = first; point <= last; point++) text += String.fromCodePoint(point);
  }
  return text;
}

const SETS = { core: ARABIC_CORE_RANGES, extended: ARABIC_EXTENDED_RANGES } as const;

/** The file name of one cut; prerender-pages.ts preloads the core ones. */
export const arabicFontFile = (set: keyof typeof SETS, weight: string) => `ibm-plex-sans-arabic-${set}-${weight}.woff2`;

function fontFaceRules(): string {
  const rules = WEIGHTS.flatMap((weight) =>
    Object.entries(SETS).map(
      ([set, ranges]) => `@font-face {
  font-family: "IBM Plex Sans Arabic";
  font-style: normal;
  font-weight: ${weight};
  font-display: optional;
  src: url("./${arabicFontFile(set as keyof typeof SETS, weight)}") format("woff2");
  unicode-range: ${unicodeRange(ranges)};
}`,
    ),
  );
  return `/* Written by scripts/arabic-font-subset.ts at build time; do not edit. */\n${rules.join("\n")}\n`;
}

function writeIfChanged(target: string, bytes: Buffer | string): void {
  const next = Buffer.from(bytes);
  if (!fs.existsSync(target) || !fs.readFileSync(target).equals(next)) fs.writeFileSync(target, next);
}

/** Writes client/src/fonts/: the four .woff2 cuts and arabic-font.css (each only when its bytes differ). */
export async function writeArabicFontSubsets(rootDir: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const outDir = path.join(rootDir, "client/src/fonts");
  fs.mkdirSync(outDir, { recursive: true });
  for (const weight of WEIGHTS) {
    const source = fs.readFileSync(
      require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`),
    );
    for (const [set, ranges] of Object.entries(SETS)) {
      const subset = await subsetFont(source, charactersOf(ranges), { targetFormat: "woff2", noHinting: true });
      writeIfChanged(path.join(outDir, arabicFontFile(set as keyof typeof SETS, weight)), subset);
    }
  }
  writeIfChanged(path.join(outDir, "arabic-font.css"), fontFaceRules());
}

/** Runs once the config is read, before any stylesheet: in a build, and in the dev server (middleware mode too). */
export function arabicFontSubset(rootDir: string): Plugin {
  return { name: "viralscore:arabic-font-subset", configResolved: () => writeArabicFontSubsets(rootDir) };
}
