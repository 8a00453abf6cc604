import { createHash } from "node:crypto";
import { TEST_CARDS } from "@shared/billing";
import type { CardDetails } from "./provider";

// Stripe's public test cards and what they do in test mode, as they do at Stripe, and the decline answers.

/** What a test card does: succeed, decline on confirm, decline later charges only, or ask to authenticate. */
export type CardBehaviour = "succeed" | "decline" | "insufficient_funds" | "decline_charges" | "authenticate";

const CARD_BEHAVIOURS: Record<string, { behaviour: CardBehaviour; brand: string }> = {
  [TEST_CARDS.success]: { behaviour: "succeed", brand: "visa" },
  "4000056655665556": { behaviour: "succeed", brand: "visa" },
  "5555555555554444": { behaviour: "succeed", brand: "mastercard" },
  "378282246310005": { behaviour: "succeed", brand: "amex" },
  [TEST_CARDS.declined]: { behaviour: "decline", brand: "visa" },
  [TEST_CARDS.insufficientFunds]: { behaviour: "insufficient_funds", brand: "visa" },
  "4000000000000341": { behaviour: "decline_charges", brand: "visa" },
  [TEST_CARDS.authenticationRequired]: { behaviour: "authenticate", brand: "visa" },
};

export const TEST_ONLY_CARDS_MESSAGE =
  "TEST MODE accepts only test card numbers, such as 4242 4242 4242 4242. No real card is charged.";

export type ConfirmResult = {
  status: "succeeded" | "requires_action" | "failed";
  intentId: string;
  message: string | null;
  declineCode: string | null;
};

export type CardInput = { cardNumber: string; expMonth: number; expYear: number; cvc: string };

export const DECLINES: Record<string, { code: string; declineCode: string; message: string }> = {
  decline: { code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." },
  insufficient_funds: {
    code: "card_declined",
    declineCode: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  expired: { code: "expired_card", declineCode: "expired_card", message: "Your card has expired." },
  authentication_failed: {
    code: "payment_intent_authentication_failure",
    declineCode: "authentication_failed",
    message: "The payment could not be authenticated. Please try again or use another card.",
  },
};

/** A test card's behaviour and details, or why it is refused (not a test card, expired). */
export function cardOf(
  card: CardInput,
  now: Date,
): { behaviour: CardBehaviour; details: CardDetails } | { error: string; declineCode: string } {
  const known = CARD_BEHAVIOURS[card.cardNumber];
  if (!known) return { error: TEST_ONLY_CARDS_MESSAGE, declineCode: "test_mode_live_card" };
  const expired =
    card.expYear < now.getUTCFullYear() ||
    (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
  if (expired) return { error: DECLINES.expired!.message, declineCode: DECLINES.expired!.declineCode };
  return {
    behaviour: known.behaviour,
    details: {
      brand: known.brand,
      last4: card.cardNumber.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      fingerprint: createHash("sha256").update(`test-card:${card.cardNumber}`).digest("hex").slice(0, 16),
    },
  };
}
