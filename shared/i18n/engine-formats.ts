// The four formats the engine's catalogues use, without the catalogues: the client's own i18next applies them too
// (client/src/i18n/i18n.ts), and importing engine-text.ts there would carry both catalogues into every page.
// `fixed(digits: n)` a measurement with n decimals, `lower` and `lowerFirst` for an English label or sentence set
// inside another sentence, `clip` the first clause of a sentence, at most 70 characters.

const CLIP_MAX = 70;

/** The first clause of a rendered sentence (up to a ; : ( or Arabic semicolon), at most CLIP_MAX characters. */
export function clipClause(text: string): string {
  const first = text.split(/[;:(؛]/)[0]!.trim();
  return first.length > CLIP_MAX ? `${first.slice(0, CLIP_MAX - 1)}…` : first;
}

export const ENGINE_FORMATS: Record<string, (value: unknown, options: Record<string, unknown>) => string> = {
  fixed: (value, options) => Number(value).toFixed(Number(options.digits ?? 1)),
  lower: (value) => String(value).toLowerCase(),
  lowerFirst: (value) => {
    const text = String(value);
    return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  },
  clip: (value) => clipClause(String(value)),
};

/**
 * A format as a catalogue writes it after the comma ("fixed(digits: 1)", "lower"): its name and options, as
 * i18next's built-in formatter reads them (options separated by ";").
 */
export function parseFormat(format: string): { name: string; options: Record<string, string> } {
  const match = /^\s*([\w]+)\s*(?:\((.*)\))?\s*$/.exec(format);
  if (!match) return { name: format.trim(), options: {} };
  const options: Record<string, string> = {};
  for (const option of (match[2] ?? "").split(";")) {
    const [name, ...value] = option.split(":");
    if (name?.trim() && value.length > 0) options[name.trim()] = value.join(":").trim();
  }
  return { name: match[1]!, options };
}
