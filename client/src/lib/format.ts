/**
 * A file size in MB with one decimal, rounded UP: a file one byte over the 300 MB limit must never read
 * "300 MB" next to the "must be under 300MB" message.
 */
export function formatMegabytes(bytes: number): string {
  const tenths = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  return `${tenths.toFixed(1)} MB`;
}

const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });

/** "January 15, 2026", or null for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
