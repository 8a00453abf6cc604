import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { allResources } from "@/i18n/resources";
import { ApiError } from "@/lib/api-client";
import { needsPaymentMethod, paymentMessages } from "./payment-messages";

const apiError = (status: number, code: string, message: string) =>
  new ApiError(status, message, { code, message, requestId: "r" });

const messagesIn = (language: "en" | "ar") =>
  paymentMessages(createI18n({ language, resources: allResources() }).getFixedT(language, "billing"));

const { declinedToast, outcomeToast, paymentErrorToast, saveCardErrorToast } = messagesIn("en");

describe("payment messages", () => {
  it("when the bank gives no reason, then the fallback reason is shown", () => {
    expect(declinedToast(null).description).toBe("Card declined: Please try a different payment method");
    expect(outcomeToast({ message: null, declineCode: "insufficient_funds" }).description).toBe(
      "Card declined: insufficient_funds",
    );
  });

  it("when the server says no stored payment method, then a card is asked for", () => {
    const error = apiError(402, "PAYMENT_METHOD_REQUIRED", "No stored payment method. Add a card first.");
    expect(needsPaymentMethod(error)).toBe(true);
    expect(paymentErrorToast(error)).toMatchObject({
      title: "Payment Method Required",
      description: "Please add a payment method first",
    });
  });

  it("when a saved card is declined, then the server's reason follows 'Card declined:'", () => {
    const toast = paymentErrorToast(apiError(402, "CARD_DECLINED", "Your card was declined."));
    expect(toast.description).toBe("Card declined: Your card was declined.");
  });

  it("when the error is not from the API, then the unexpected-error copy is shown", () => {
    expect(paymentErrorToast(new TypeError("x")).description).toBe(
      "Something went wrong. Please refresh and try again.",
    );
  });

  it("when the card is already saved, then the Duplicate Card toast is shown; else Setup Error", () => {
    expect(saveCardErrorToast(apiError(409, "CONFLICT", "This card is already saved in your profile.")).title).toBe(
      "Duplicate Card",
    );
    expect(saveCardErrorToast(new Error("boom"))).toMatchObject({
      title: "Setup Error",
      description: "Failed to save payment method",
    });
  });

  it("when the reader reads Arabic, then the messages are Arabic and a duplicate card is told apart by its code", () => {
    const arabic = messagesIn("ar");
    expect(arabic.declinedToast(null).description).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.saveCardErrorToast(apiError(409, "CONFLICT", "البطاقة محفوظة")).description).toMatch(
      /[\u0600-\u06FF]/,
    );
    expect(arabic.saveCardErrorToast(apiError(409, "CONFLICT", "x")).title).not.toBe("Duplicate Card");
  });
});
