// Test mode's own card form (PRODUCT.md §4): formatting as the user types and the checks made before the
// card goes to POST /api/test-payments/confirm. Stripe mode never sees these: its Payment Element does this.

export const CARD_NUMBER_MAX_DIGITS = 19;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/** "4242424242424242" -> "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** As the user types the expiry: "1", "12", "12/3", "12/34"; a lone first digit 2-9 becomes "0N/". */
export function formatExpiryInput(value: string): string {
  let digits = digitsOnly(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length <= 2) return digits.length === 2 && value.trim().endsWith("/") ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export type Expiry = { month: number; year: number };

/** "MM/YY", "MM / YY", "MMYY" or "MM/YYYY" -> { month, year (four digits) }, or null when unreadable. */
export function parseExpiry(value: string): Expiry | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: Expiry, now: Date = new Date()): boolean {
  const year = now.getFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < now.getMonth() + 1);
}

/** The Luhn checksum every card number carries (catches most typos before a round trip). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type CardFields = { number: string; expiry: string; cvc: string };
export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;
export type CardDetails = { cardNumber: string; expMonth: number; expYear: number; cvc: string };

/** Checks the three fields; returns the details to send, or an error per field. */
export function checkCardFields(
  fields: CardFields,
  now: Date = new Date(),
): { details: CardDetails; errors: null } | { details: null; errors: CardFieldErrors } {
  const errors: CardFieldErrors = {};
  const number = digitsOnly(fields.number);
  if (!number) errors.number = "Enter a card number";
  else if (number.length < 12 || !passesLuhn(number)) errors.number = "Enter a valid card number";

  const expiry = parseExpiry(fields.expiry);
  if (!fields.expiry.trim()) errors.expiry = "Enter the expiry date";
  else if (!expiry) errors.expiry = "Enter the expiry date as MM/YY";
  else if (isExpired(expiry, now)) errors.expiry = "This card has expired";

  const cvc = fields.cvc.trim();
  if (!cvc) errors.cvc = "Enter the CVC";
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = "Enter a 3 or 4 digit CVC";

  if (Object.keys(errors).length > 0 || !expiry) return { details: null, errors };
  return { details: { cardNumber: number, expMonth: expiry.month, expYear: expiry.year, cvc }, errors: null };
}

/** The server's field names (testCardConfirmBodySchema) -> the form's fields. */
export function cardErrorsFromServer(fieldErrors: Record<string, string[]> | undefined): CardFieldErrors {
  if (!fieldErrors) return {};
  const first = (key: string) => fieldErrors[key]?.[0];
  const errors: CardFieldErrors = {};
  const number = first("cardNumber");
  const expiry = first("expMonth") ?? first("expYear");
  const cvc = first("cvc");
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  return errors;
}
