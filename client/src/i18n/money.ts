import { formatCents, formatPrice } from "@shared/billing";
import { useMemo } from "react";
import { type Formatters, useFormat } from "./format";

// Prices are US dollars, kept in cents. English writes them as it always has ("$1.00", "$10"); Arabic writes them the
// Intl way ("1.00 US$") in one left-to-right isolate, so a right-to-left line never splits the amount from "US$".

const isolate = (text: string) => `\u2066${text}\u2069`;

export function moneyFor(format: Formatters) {
  const english = format.language === "en";
  return {
    /** "$1.00": an amount to pay, with its cents. */
    cents: (cents: number) => (english ? formatCents(cents) : isolate(format.dollars(cents / 100))),
    /** "$1", "$10", "$4.99": a price in a headline, whole dollars without cents. */
    price: (cents: number) =>
      english
        ? formatPrice(cents)
        : isolate(
            format.number(cents / 100, {
              style: "currency",
              currency: "USD",
              minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
              maximumFractionDigits: 2,
            }),
          ),
  };
}

export type Money = ReturnType<typeof moneyFor>;

/** Dollar amounts in the reader's language and digits. */
export function useMoney(): Money {
  const format = useFormat();
  return useMemo(() => moneyFor(format), [format]);
}
