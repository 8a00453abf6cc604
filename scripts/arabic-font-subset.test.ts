import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ARABIC_CORE_RANGES, ARABIC_EXTENDED_RANGES, inArabicCore, subtractRanges } from "./arabic-font-subset.ts";

// The preloaded Arabic font file must cover every Arabic character the interface writes, or the page would wait
// for the second file (or show two fonts in one word).

const ARABIC_LETTERS = /[\u0600-\u06ff\u200c-\u200f\ufb50-\ufdff\ufe70-\ufeff]/gu;

function catalogueFiles(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => path.join(dir, file)) : [];
}

describe("the Arabic font's cuts", () => {
  it("when the Arabic catalogues are read, then every Arabic character in them is in the preloaded core file", () => {
    const files = ["client/src/locales/ar", "shared/locales/ar", "server/src/locales/ar"].flatMap(catalogueFiles);
    expect(files.length).toBeGreaterThan(10);
    const missing = new Set<string>();
    for (const file of files) {
      for (const [character] of fs.readFileSync(file, "utf8").matchAll(ARABIC_LETTERS)) {
        if (!inArabicCore(character.codePointAt(0) as number)) missing.add(character);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("when the core and extended ranges are put together, then they cover the Arabic block once each", () => {
    const covered = new Map<number, number>();
    for (const [first, last] of [...ARABIC_CORE_RANGES, ...ARABIC_EXTENDED_RANGES]) {
      for (let point = first; point <= last; point++) covered.set(point, (covered.get(point) ?? 0) + 1);
    }
    for (let point = 0x0600; point <= 0x06ff; point++) expect(covered.get(point), point.toString(16)).toBe(1);
    expect(covered.get(0xfdf2)).toBe(1); // ﷲ
    expect(covered.get(0x0041)).toBeUndefined(); // Latin takes the system font
  });

  it("when ranges are subtracted, then the gaps and the ends come out right", () => {
    expect(
      subtractRanges(
        [[10, 20]],
        [
          [12, 13],
          [20, 25],
          [0, 10],
        ],
      ),
    ).toEqual([
      [11, 11],
      [14, 19],
    ]);
    expect(subtractRanges([[10, 20]], [[30, 40]])).toEqual([[10, 20]]);
    expect(subtractRanges([[10, 20]], [[5, 25]])).toEqual([]);
  });
});
