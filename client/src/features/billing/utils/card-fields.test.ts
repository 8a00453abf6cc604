import { describe, expect, it } from "vitest";
import { TEST_CARDS } from "@shared/billing";
import {
  formatCardNumber,
  formatExpiryInput,
  isExpired,
  makeCardFieldsSchema,
  parseExpiry,
  passesLuhn,
  type CardFields,
} from "./card-fields";

const MAY_2026 = new Date(2026, 4, 15);

describe("card number formatting", () => {
  it("when digits are typed, then they are grouped by four", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("42424")).toBe("4242 4");
  });

  it("when spaces, dashes or letters are pasted, then only digits remain, at most 19", () => {
    expect(formatCardNumber("4000-0027 6000x3184")).toBe("4000 0027 6000 3184");
    expect(formatCardNumber("1".repeat(25)).replace(/ /g, "")).toHaveLength(19);
  });

  it("when the test cards are checked, then all pass Luhn and a typo does not", () => {
    for (const number of Object.values(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
  });
});

describe("expiry", () => {
  it("when typed, then the slash is inserted and a lone 2-9 month gets a leading zero", () => {
    expect(formatExpiryInput("1")).toBe("1");
    expect(formatExpiryInput("1234")).toBe("12/34");
    expect(formatExpiryInput("5")).toBe("05");
    expect(formatExpiryInput("12/")).toBe("12/");
    expect(formatExpiryInput("12/345")).toBe("12/34");
  });

  it("when MM/YY, MMYY or MM/YYYY is given, then month and four-digit year are read", () => {
    expect(parseExpiry("12/34")).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry("0434")).toEqual({ month: 4, year: 2034 });
    expect(parseExpiry(" 7 / 2031 ")).toEqual({ month: 7, year: 2031 });
  });

  it("when the month is 0 or 13 or the text is not a date, then it is unreadable", () => {
    expect(parseExpiry("13/30")).toBeNull();
    expect(parseExpiry("00/30")).toBeNull();
    expect(parseExpiry("ab/cd")).toBeNull();
    expect(parseExpiry("")).toBeNull();
  });

  it("when the expiry month is the current one, then the card is still valid; the month before is expired", () => {
    expect(isExpired({ month: 5, year: 2026 }, MAY_2026)).toBe(false);
    expect(isExpired({ month: 4, year: 2026 }, MAY_2026)).toBe(true);
    expect(isExpired({ month: 1, year: 2025 }, MAY_2026)).toBe(true);
  });
});

describe("the card fields schema", () => {
  const schema = makeCardFieldsSchema(() => MAY_2026);
  /** The first message per field, as the form's resolver shows them. */
  const errorsOf = (fields: CardFields) => {
    const errors: Record<string, string> = {};
    for (const issue of schema.safeParse(fields).error?.issues ?? []) {
      const field = String(issue.path[0]);
      errors[field] ??= issue.message;
    }
    return errors;
  };

  it("when all fields are good, then the details to send come back", () => {
    expect(schema.parse({ number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" })).toEqual({
      cardNumber: "4242424242424242",
      expMonth: 12,
      expYear: 2034,
      cvc: "123",
    });
  });

  it("when fields are empty, then each says what to enter", () => {
    expect(errorsOf({ number: "", expiry: "", cvc: "" })).toEqual({
      number: "Enter a card number",
      expiry: "Enter the expiry date",
      cvc: "Enter the CVC",
    });
  });

  it("when the number has a typo, the card expired and the CVC is short, then each field has its error", () => {
    expect(errorsOf({ number: "4242 4242 4242 4241", expiry: "01/25", cvc: "12" })).toEqual({
      number: "Enter a valid card number",
      expiry: "This card has expired",
      cvc: "Enter a 3 or 4 digit CVC",
    });
  });

  it("when the number is too short or the expiry unreadable, then the field says so", () => {
    expect(errorsOf({ number: "4242 42", expiry: "13/30", cvc: "123" })).toEqual({
      number: "Enter a valid card number",
      expiry: "Enter the expiry date as MM/YY",
    });
  });
});
