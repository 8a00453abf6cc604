import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

// The Arabic web font (IBM Plex Sans Arabic, from @fontsource) cut down to what Arabic text in the Gulf uses: the
// Arabic block (Persian letters included), the Allah and salawat ligatures, the presentation forms that old text
// may carry, and the joiners and direction marks. @fontsource's "arabic" files also carry the Arabic Supplement and
// Extended-A blocks (for African and South Asian languages) and their shaping tables: 87 KB for the two weights,
// which every first visit to an Arabic page fetches; these are 66 KB. A character outside the ranges takes the
// system's Arabic font, as the stylesheet's unicode-range says (client/src/index.css, the same ranges).
// Written at the start of every build and dev server (a fraction of a second), into client/src/fonts/ (not
// committed: it is made from the npm package, so nothing is downloaded).

/** Code point ranges kept, inclusive; index.css's unicode-range lists the same. */
export const ARABIC_FONT_RANGES: Array<[number, number]> = [
  [0x0600, 0x06ff], // Arabic
  [0x200c, 0x200f], // zero-width non-joiner and joiner, left-to-right and right-to-left marks
  [0xfdf0, 0xfdff], // ﷲ ﷺ and the other word ligatures
  [0xfe70, 0xfeff], // Arabic Presentation Forms-B
];
const WEIGHTS = ["400", "700"] as const;

function subsetText(): string {
  let text = "";
  for (const [first, last] of ARABIC_FONT_RANGES) {
    for (let point = first; point <= last; point++) text += String.fromCodePoint(point);
  }
  return text;
}

/** Writes client/src/fonts/ibm-plex-sans-arabic-arabic-<weight>-normal.woff2 (when the bytes differ). */
export async function writeArabicFontSubsets(rootDir: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const outDir = path.join(rootDir, "client/src/fonts");
  fs.mkdirSync(outDir, { recursive: true });
  const text = subsetText();
  for (const weight of WEIGHTS) {
    const name = `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`;
    const source = fs.readFileSync(require.resolve(`@fontsource/ibm-plex-sans-arabic/files/${name}`));
    const subset = await subsetFont(source, text, { targetFormat: "woff2" });
    const target = path.join(outDir, name);
    if (!fs.existsSync(target) || !fs.readFileSync(target).equals(subset)) fs.writeFileSync(target, subset);
  }
}

/** Runs once the config is read, before any stylesheet: in a build, and in the dev server (middleware mode too). */
export function arabicFontSubset(rootDir: string): Plugin {
  return { name: "viralscore:arabic-font-subset", configResolved: () => writeArabicFontSubsets(rootDir) };
}
