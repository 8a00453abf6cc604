import { describe, expect, it } from "vitest";
import { changePasswordBodySchema } from "./account";
import { adminUsersQuerySchema } from "./admin-lists";
import {
  analyzeFieldsSchema,
  CONTENT_FACTOR_KEYS,
  contentFactorsSchema,
  engineOutputSchema,
  storedContentFactors,
} from "./analysis";
import { paymentIntentIdSchema, promoCodeSchema, testCardConfirmBodySchema, userIdSchema } from "./billing";
import {
  COMMON_PASSWORD_MESSAGE,
  emailSchema,
  idParamSchema,
  passwordSchema,
  PASSWORD_TOO_LONG_MESSAGE,
  usernameSchema,
} from "./common";
import { comparisonSchema } from "./comparison";
import { RESULT_FACTORS } from "./outcomes";
import { proAnalyticsPointSchema } from "./pro-analytics";
import { formatClock } from "./timeline";
import { updateUserBodySchema } from "./user";

/** The first message a schema gives for `value`, or null when it accepts it. */
function messageFor(
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message ?? null;
}

describe("promoCodeSchema", () => {
  it("when a code is typed with spaces around it and in lower case, then it is trimmed and upper-cased", () => {
    expect(promoCodeSchema.parse("  save-20_x ")).toBe("SAVE-20_X");
  });

  it("when a code is empty, too long or holds other characters, then each gets its own message", () => {
    expect(messageFor(promoCodeSchema, "   ")).toBe("Please enter a promo code to validate");
    expect(messageFor(promoCodeSchema, undefined)).toBe("Please enter a promo code to validate");
    expect(messageFor(promoCodeSchema, "A".repeat(41))).toBe("Promo codes are at most 40 characters");
    expect(messageFor(promoCodeSchema, "SAVE 20")).toBe(
      "Promo codes contain only letters, digits, dashes and underscores",
    );
    expect(messageFor(promoCodeSchema, "A".repeat(40))).toBeNull();
  });
});

describe("emailSchema and usernameSchema", () => {
  it("when an address is given, then it is trimmed and lower-cased; a tab or a malformed address is refused", () => {
    expect(emailSchema.parse("  Sara@Example.COM ")).toBe("sara@example.com");
    expect(messageFor(emailSchema, "sara\t@example.com")).toBe(
      "Email must be one line of text without control characters (such as a NUL byte or a tab)",
    );
    expect(messageFor(emailSchema, "sara@")).toBe("Enter a valid email address");
    expect(messageFor(emailSchema, "")).toBe("Email is required");
  });

  it("when a username is chosen, then letters of any language count, and spaces and the length bounds do not", () => {
    expect(usernameSchema.parse(" سارة_1 ")).toBe("سارة_1");
    expect(messageFor(usernameSchema, "sara h")).toMatch(/^Username may contain letters/);
    expect(messageFor(usernameSchema, "ab")).toBe("Username must be at least 3 characters");
    expect(messageFor(usernameSchema, "a".repeat(33))).toBe("Username must be at most 32 characters");
  });
});

describe("passwordSchema", () => {
  it("when a new password is short or common, then it is refused with the rule it breaks", () => {
    expect(messageFor(passwordSchema, "short1")).toBe("Password must be at least 8 characters");
    expect(messageFor(passwordSchema, "Password1")).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it("when a password passes bcrypt's 72 bytes, then it is refused by bytes, not letters: 36 Arabic letters fit, 37 do not", () => {
    expect(messageFor(passwordSchema, "x".repeat(72))).toBeNull();
    expect(messageFor(passwordSchema, "x".repeat(73))).toBe(PASSWORD_TOO_LONG_MESSAGE);
    expect(messageFor(passwordSchema, "ب".repeat(36))).toBeNull();
    expect(messageFor(passwordSchema, "ب".repeat(37))).toBe(PASSWORD_TOO_LONG_MESSAGE);
  });

  it("when the new password equals the current one, then the change is refused on the new password's field", () => {
    const result = changePasswordBodySchema.safeParse({
      currentPassword: "Same-secret-9",
      newPassword: "Same-secret-9",
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["newPassword"],
      message: "The new password must be different from the current one",
    });
  });
});

describe("request bodies and params", () => {
  it("when a profile update carries a field the API does not know, then it is refused rather than ignored", () => {
    expect(updateUserBodySchema.safeParse({ username: "sara", isAdmin: true }).success).toBe(false);
    expect(updateUserBodySchema.parse({ firstName: "  Sara " })).toEqual({ firstName: "Sara" });
    expect(updateUserBodySchema.safeParse({ lastName: null }).success).toBe(true);
  });

  it("when an id comes from the address, then only a positive whole number that fits the database is taken", () => {
    expect(idParamSchema.parse({ id: "12" })).toEqual({ id: 12 });
    for (const id of ["0", "-3", "1.5", "abc", "2147483648"])
      expect(idParamSchema.safeParse({ id }).success).toBe(false);
    expect(userIdSchema.safeParse(2_147_483_647).success).toBe(true);
  });

  it("when the test card form sends a card, then spaces and dashes leave the number and bad fields are named", () => {
    const card = {
      clientSecret: "pi_1_secret_x",
      cardNumber: "4242-4242 4242 4242",
      expMonth: 12,
      expYear: 2034,
      cvc: "123",
    };
    expect(testCardConfirmBodySchema.parse(card).cardNumber).toBe("4242424242424242");
    expect(messageFor(testCardConfirmBodySchema, { ...card, cardNumber: "42424242424" })).toBe(
      "Enter a valid card number",
    );
    expect(messageFor(testCardConfirmBodySchema, { ...card, cvc: "12" })).toBe("Enter a 3 or 4 digit CVC");
    expect(messageFor(testCardConfirmBodySchema, { ...card, expMonth: 13 })).toBe("Invalid month");
    expect(testCardConfirmBodySchema.safeParse({ ...card, amount: 100 }).success).toBe(false);
  });

  it("when a provider id is checked, then its prefix and characters are", () => {
    expect(paymentIntentIdSchema.safeParse("pi_3Abc_123").success).toBe(true);
    expect(messageFor(paymentIntentIdSchema, "seti_3Abc")).toBe("paymentIntentId is not valid");
    expect(messageFor(paymentIntentIdSchema, "pi_")).toBe("paymentIntentId is not valid");
  });

  it("when the analyze form's fields arrive, then missing text defaults to empty, the kind to own, and limits hold", () => {
    expect(analyzeFieldsSchema.parse({})).toEqual({ caption: "", hashtags: "", kind: "own" });
    expect(analyzeFieldsSchema.parse({ userId: "7" }).userId).toBe(7);
    expect(messageFor(analyzeFieldsSchema, { caption: "x".repeat(2201) })).toBe(
      "Caption must be at most 2200 characters",
    );
    expect(messageFor(analyzeFieldsSchema, { requestId: "short" })).toBe(
      "requestId must be 8-64 letters, digits or dashes",
    );
    expect(messageFor(analyzeFieldsSchema, { kind: "theirs" })).toBe("kind must be own or competitor");
  });

  it("when an admin list is asked for, then the defaults fill in, page sizes are the listed ones and a date range must be real and in order", () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 25,
      search: "",
      sort: "createdAt",
      order: "desc",
    });
    expect(adminUsersQuerySchema.parse({ page: "2", pageSize: "50", search: "  sara " })).toMatchObject({
      page: 2,
      pageSize: 50,
      search: "sara",
    });
    expect(messageFor(adminUsersQuerySchema, { pageSize: "30" })).toBe("pageSize must be one of 10, 25, 50, 100");
    expect(messageFor(adminUsersQuerySchema, { from: "2026-02-30" })).toBe("From is not a real date");
    expect(messageFor(adminUsersQuerySchema, { from: "31/01/2026" })).toBe("From must be a date like 2026-01-31");
    const reversed = adminUsersQuerySchema.safeParse({ from: "2026-03-01", to: "2026-02-01" });
    expect(reversed.error?.issues[0]).toMatchObject({ path: ["to"], message: "To must be on or after From" });
    expect(messageFor(adminUsersQuerySchema, { role: "admin" })).not.toBeNull();
  });
});

describe("content factors", () => {
  it("when any schema names the content factors, then it names exactly the keys of the one list, in its order", () => {
    const keys = [...CONTENT_FACTOR_KEYS];
    expect(keys).toEqual(["hookStrength", "emotionalImpact", "shareability", "algorithmOptimization"]);
    expect(Object.keys(contentFactorsSchema.shape)).toEqual(keys);
    expect(Object.keys(engineOutputSchema.shape.contentFactors.shape)).toEqual(keys);
    expect(Object.keys(proAnalyticsPointSchema.shape.factors.shape)).toEqual(keys);
    expect(comparisonSchema.shape.factors.element.shape.key.options).toEqual(keys);
  });

  it("when a creator's results are read against the engine's factors, then every content factor is among them", () => {
    const resultKeys = RESULT_FACTORS.map(([key]) => key as string);
    expect(resultKeys).toEqual(expect.arrayContaining([...CONTENT_FACTOR_KEYS]));
  });
});

describe("stored data read back", () => {
  it("when an older engine stored content factors in another shape, then they read as zeros", () => {
    expect(storedContentFactors({ hook: 80 })).toEqual({
      hookStrength: 0,
      emotionalImpact: 0,
      shareability: 0,
      algorithmOptimization: 0,
    });
    const current = { hookStrength: 80, emotionalImpact: 70, shareability: 60, algorithmOptimization: 50 };
    expect(storedContentFactors(current)).toEqual(current);
  });

  it("when timeline seconds are shown, then they read as an editor's clock", () => {
    expect([0, 4, 72, 2.7, 600].map(formatClock)).toEqual(["0:00", "0:04", "1:12", "0:02.7", "10:00"]);
  });
});
