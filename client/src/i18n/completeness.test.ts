import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every catalogue has the same keys in English and Arabic, each with the same parameters, and Arabic has all six
// plural forms wherever English has a plural.

const ROOTS = ["client/src/locales", "shared/locales", "server/src/locales"];
const PLURAL = /_(zero|one|two|few|many|other)$/;
const ARABIC_FORMS = ["zero", "one", "two", "few", "many", "other"];

type Flat = Map<string, string>;

function flatten(value: unknown, prefix = "", into: Flat = new Map()): Flat {
  if (typeof value === "string") into.set(prefix, value);
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

function read(file: string): Flat {
  return flatten(JSON.parse(fs.readFileSync(file, "utf8")));
}

function params(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] as string);
}

/** Key without its plural suffix → the parameters used across its forms, and the forms present. */
function byBase(flat: Flat): Map<string, { params: Set<string>; forms: Set<string> }> {
  const bases = new Map<string, { params: Set<string>; forms: Set<string> }>();
  for (const [key, text] of flat) {
    const form = PLURAL.exec(key)?.[1];
    const base = form ? key.replace(PLURAL, "") : key;
    const entry = bases.get(base) ?? { params: new Set<string>(), forms: new Set<string>() };
    for (const name of params(text)) if (name !== "count") entry.params.add(name);
    if (form) entry.forms.add(form);
    bases.set(base, entry);
  }
  return bases;
}

const namespaces = ROOTS.flatMap((root) => {
  const english = path.join(root, "en");
  if (!fs.existsSync(english)) return [];
  return fs
    .readdirSync(english)
    .filter((file) => file.endsWith(".json"))
    .map((file) => ({ root, file }));
});

describe("catalogues", () => {
  it("exist", () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  for (const root of ROOTS) {
    const arabic = path.join(root, "ar");
    it.runIf(fs.existsSync(arabic))(`${root}: Arabic has no namespace English lacks`, () => {
      const extra = fs.readdirSync(arabic).filter((file) => !fs.existsSync(path.join(root, "en", file)));
      expect(extra).toEqual([]);
    });
  }

  for (const { root, file } of namespaces) {
    it(`${root}/${file}: same keys and parameters in both languages, six Arabic plural forms`, () => {
      const arabicFile = path.join(root, "ar", file);
      expect(fs.existsSync(arabicFile), `${arabicFile} is missing`).toBe(true);
      const en = byBase(read(path.join(root, "en", file)));
      const ar = byBase(read(arabicFile));
      expect(
        [...ar.keys()].filter((key) => !en.has(key)),
        "keys only in Arabic",
      ).toEqual([]);
      expect(
        [...en.keys()].filter((key) => !ar.has(key)),
        "keys only in English",
      ).toEqual([]);
      for (const [key, { params: enParams, forms }] of en) {
        const other = ar.get(key);
        if (!other) continue;
        expect([...other.params].sort(), `parameters of ${key}`).toEqual([...enParams].sort());
        if (forms.size > 0)
          expect([...other.forms].sort(), `Arabic plural forms of ${key}`).toEqual([...ARABIC_FORMS].sort());
      }
    });
  }
});
