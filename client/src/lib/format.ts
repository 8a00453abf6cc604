/**
 * A file size in MB with one decimal, rounded UP: a file one byte over the 300 MB limit must never read
 * "300 MB" next to the "must be under 300MB" message.
 */
export function formatMegabytes(bytes: number): string {
  const tenths = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  return `${tenths.toFixed(1)} MB`;
}
