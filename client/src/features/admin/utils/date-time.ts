// Dates in the admin tabs of helper "client-tabs" (promo codes, admin users, messages). Times are shown in
// the admin's own time zone; the API speaks ISO 8601.

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Mar 1, 2026, 10:00 AM", or "—" for a missing or unreadable date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : dateTime.format(date);
}

/** "Mar 1" for a YYYY-MM-DD day of the analytics series (UTC days, as the server counts them). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : shortDay.format(date);
}

const pad = (value: number) => String(value).padStart(2, "0");

/** An ISO time as the value of an <input type="datetime-local"> (local time, minutes), or "". */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The value of a datetime-local input (local time) as ISO 8601 in UTC, or "" when empty or incomplete. */
export function fromDateTimeLocal(value: string): string {
  if (!value) return "";
  const date = new Date(value); // a date-time without an offset is read as local time
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}
