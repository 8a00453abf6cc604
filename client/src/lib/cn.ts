/** Joins class names, skipping falsy ones (ten lines instead of a dependency). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
