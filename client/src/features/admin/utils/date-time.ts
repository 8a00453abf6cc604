// The promo code form's date inputs. Times are entered in the admin's own time zone; the API speaks ISO 8601.
// (Dates are shown through utils/admin-format.ts, in the admin's language.)

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
