import { z } from "zod";
import { testCardConfirmBodySchema } from "@shared/schemas/billing";

// Test mode's own card form: formatting as the user types and the checks made before the card goes to POST
// /api/test-payments/confirm. Stripe mode never sees these: its Payment Element does this.

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

const serverCard = testCardConfirmBodySchema.shape;

/**
 * The three fields, checked before the card goes to POST /api/test-payments/confirm, and turned into that call's
 * card details. The number and the CVC end in the server's own rules (testCardConfirmBodySchema); the form adds
 * what only it can tell at once: an empty field, the Luhn checksum and an expiry in the past. `now` is the clock.
 */
export function makeCardFieldsSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      number: z
        .string()
        .trim()
        .min(1, "Enter a card number")
        .pipe(serverCard.cardNumber)
        .refine(passesLuhn, "Enter a valid card number"),
      expiry: z
        .string()
        .trim()
        .min(1, "Enter the expiry date")
        .transform((value, context) => {
          const expiry = parseExpiry(value);
          if (expiry && !isExpired(expiry, now())) return expiry;
          context.addIssue({
            code: "custom",
            message: expiry ? "This card has expired" : "Enter the expiry date as MM/YY",
          });
          return z.NEVER;
        }),
      cvc: z.string().trim().min(1, "Enter the CVC").pipe(serverCard.cvc),
    })
    .transform(({ number, expiry, cvc }) => ({
      cardNumber: number,
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc,
    }));
}

export type CardDetails = z.output<ReturnType<typeof makeCardFieldsSchema>>;

/** The server's field names (testCardConfirmBodySchema) -> the form's, for applyServerFieldErrors. */
export const CARD_SERVER_FIELDS = {
  cardNumber: "number",
  expMonth: "expiry",
  expYear: "expiry",
  cvc: "cvc",
} as const satisfies Record<string, keyof CardFields>;
