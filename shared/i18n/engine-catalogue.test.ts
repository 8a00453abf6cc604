import { describe, expect, it } from "vitest";
import { ENGINE_CATALOGUES } from "./engine-text";

// The engine's two catalogues hold the same keys with the same parameters, and every counted phrase has the six
// plural forms Arabic needs (English has two). A message stored today must read in both languages tomorrow.

const PLURAL = /_(zero|one|two|few|many|other)$/;
const ARABIC_FORMS = ["zero", "one", "two", "few", "many", "other"];

/** Every leaf of a nested catalogue as "a.b.c" -> text. */
function leaves(tree: object, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string") out.set(key, value);
    else for (const [k, v] of leaves(value as object, key)) out.set(k, v);
  }
  return out;
}

/** Keys with their plural forms folded into one ("a.b_one", "a.b_other" -> "a.b"), each with its forms. */
function groups(catalogue: Map<string, string>): Map<string, { forms: string[]; params: Set<string> }> {
  const out = new Map<string, { forms: string[]; params: Set<string> }>();
  for (const [key, text] of catalogue) {
    const form = PLURAL.exec(key)?.[1];
    const base = form ? key.slice(0, -form.length - 1) : key;
    const group = out.get(base) ?? { forms: [], params: new Set<string>() };
    if (form) group.forms.push(form);
    for (const match of text.matchAll(/\{\{\s*([\w-]+)\s*(?:,[^}]*)?\}\}/g)) group.params.add(match[1]!);
    out.set(base, group);
  }
  return out;
}

const en = groups(leaves(ENGINE_CATALOGUES.en));
const ar = groups(leaves(ENGINE_CATALOGUES.ar));

describe("the engine catalogues", () => {
  it("when a key is in one language, then it is in the other", () => {
    expect([...ar.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it("when a message has parameters, then both languages use the same ones", () => {
    const differ = [...en].filter(([key, g]) => {
      const other = ar.get(key);
      return !other || [...g.params].sort().join() !== [...other.params].sort().join();
    });
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it("when English counts a thing (_one/_other), then Arabic has all six plural forms and English both", () => {
    const counted = [...en].filter(([, g]) => g.forms.length > 0);
    expect(counted.length).toBeGreaterThan(10);
    for (const [key, g] of counted) {
      expect([key, [...g.forms].sort()]).toEqual([key, ["one", "other"]]);
      expect([key, [...(ar.get(key)?.forms ?? [])].sort()]).toEqual([key, [...ARABIC_FORMS].sort()]);
    }
  });

  it("when Arabic has a plural form, then English counts the same key", () => {
    const arabicOnly = [...ar].filter(([key, g]) => g.forms.length > 0 && (en.get(key)?.forms.length ?? 0) === 0);
    expect(arabicOnly.map(([key]) => key)).toEqual([]);
  });
});
