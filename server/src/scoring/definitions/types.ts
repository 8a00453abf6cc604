import { ENGINE_CATALOGUES } from "@shared/i18n/engine-text";
import { type Message, msg } from "@shared/i18n/message";
import type { ContentFactorKey, VisualScoreKey } from "@shared/schemas/analysis";
import type { Measurements } from "../signals/measurements";

// One definition per signal: its key, label, medium, weight, the factors it feeds, the cause it speaks to,
// how it is measured and scored, and its strength and recommendation texts. score.ts only assembles them.
// Every text is a message (a key of shared/locales/<language>/engine.json and its parameters), so a stored
// result reads in English or Arabic; the English fields of a result are rendered from the same messages.

export type Medium = "video" | "image";

/** The content factors and visual scores of the result. */
export type FactorKey = ContentFactorKey | VisualScoreKey;

/**
 * "content" signals (picture, sound, format, people) carry the score; "caption" signals (caption, hashtags,
 * policy words) can move it by at most CAPTION_SPAN points in total (score.ts).
 */
export type SignalGroup = "content" | "caption";

export type Evaluation = {
  /** What was measured, in words ("1080x1920 (9:16)"). */
  value: Message;
  /** 0-100, or null when it could not be measured (the weight is then spread over the others). */
  subScore: number | null;
  /** Said when the sub-score is high; names the measurement. Absent where having no problem is no strength. */
  good?: Message;
  /** Said when the sub-score is low; names the measurement and the fix. */
  fix?: Message;
  /**
   * Why it matters: the study or figure behind the strength or the fix, for this medium. Shown in a "why"
   * detail under the line rather than closing every sentence, so the same citation does not repeat in every
   * analysis's text.
   */
  why?: Message;
  /** Overrides the definition's note for this result. */
  note?: Message;
};

export type SignalDefinition = {
  key: string;
  /** The catalogue's `<key>.label`. */
  label: Message;
  group: SignalGroup;
  /** 0 where the signal does not apply to the medium. Content weights sum to 1 per medium, caption ones too. */
  weight: Record<Medium, number>;
  factors: Partial<Record<Medium, readonly FactorKey[]>>;
  /**
   * What a recommendation is about. Only the most pressing recommendation per cause is given, so "no face
   * in the opening" and "show a face" never both appear.
   */
  cause: string;
  /** How it is measured, for the "How we scored this" panel. */
  note: Message;
  /** Returns null when the signal does not apply to these measurements. */
  evaluate(m: Measurements): Evaluation | null;
};

export { msg, type Message };

/** A share as a whole percentage ("38%"). */
export const pct = (v: number): Message => msg("common.percent", { value: Math.round(v * 100) });
/** Seconds with one decimal ("2.5 s"). */
export const sec = (v: number): Message => msg("common.seconds", { value: v });
/** A count of things, in the plural form the language needs ("3 cuts"): `count.<things>` in the catalogue. */
export const plural = (count: number, things: string): Message => msg(`count.${things}`, { count });
/** Text a person typed or the OCR read, in quotes, never translated. */
export const quoted = (text: string): Message => msg("common.quoted", { text });

/** A detector's object name ("cup", "cell phone") in words: `objects.<name>`, or as it is when not listed. */
export function objectName(label: string): Message {
  const key = label.replace(/ /g, "_");
  return Object.hasOwn(ENGINE_CATALOGUES.en.objects, key)
    ? msg(`objects.${key}`)
    : msg("common.plain", { text: label });
}

/** Items as one list ("a, b, c"; Arabic separates with "،"); null for none. */
export function list(items: readonly Message[]): Message | null {
  if (items.length === 0) return null;
  return items.slice(0, -1).reduceRight<Message>((rest, first) => msg("common.list", { first, rest }), items.at(-1)!);
}

/** The label and note of a signal: `<key>.label` and `<key>.note` in the catalogue. */
export const labelOf = (key: string): Message => msg(`${key}.label`);
export const noteOf = (key: string): Message => msg(`${key}.note`);

export function defineSignal(definition: SignalDefinition): SignalDefinition {
  return definition;
}
