/**
 * A name someone typed, isolated (U+2068 … U+2069) for a sentence that is plain text, such as a toast: a Latin name
 * in an Arabic sentence, or an Arabic one in English, then cannot reorder the words around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
