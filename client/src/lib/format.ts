const KIB = 1024;
const MIB = 1024 * KIB;
const GIB = 1024 * MIB;

/**
 * A file size as a person reads it: "6 bytes", "12 KB", "4.2 MB", "1.1 GB" (units of 1024, as the 300 MB upload limit
 * counts them). Kilobytes are whole, megabytes and gigabytes have one decimal, and every unit is rounded UP: a file one
 * byte over the limit must never read "300.0 MB" next to "must be under 300MB", and a tiny file must never read as
 * nothing (a 6-byte file used to read "0.1 MB").
 */
export function formatFileSize(bytes: number): string {
  const size = Math.max(0, Math.ceil(bytes));
  if (size < KIB) return size === 1 ? "1 byte" : `${size} bytes`;
  const kilobytes = Math.ceil(size / KIB);
  if (kilobytes < 1024) return `${kilobytes} KB`;
  // size * 10 is a whole number and the units are powers of two, so these divisions are exact.
  const megabytes = Math.ceil((size * 10) / MIB) / 10;
  if (megabytes < 1024) return `${megabytes.toFixed(1)} MB`;
  return `${(Math.ceil((size * 10) / GIB) / 10).toFixed(1)} GB`;
}

const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });

/** "January 15, 2026", or null for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
