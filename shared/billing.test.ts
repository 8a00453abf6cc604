import { describe, expect, it } from "vitest";
import {
  accessLine,
  analysisAccess,
  applyDiscount,
  describeDiscount,
  formatCents,
  formatPrice,
  freeTrialsLeft,
  isPremium,
  isRefundable,
  moneyWasTaken,
  PAID_WITHOUT_GRANT,
  planBadge,
  planSummary,
  PRICES,
  profilePlanLabel,
  subscriptionStatusLabel,
  TEST_CARDS,
  type BillingState,
} from "./billing";
import { FLASH_OFFER_PERCENT, PRICE_PER_ANALYSIS_CENTS, PRO_MONTHLY_CENTS } from "./constants";
import { testCardConfirmBodySchema } from "./schemas/billing";

const state = (overrides: Partial<BillingState> = {}): BillingState => ({
  isPremium: false,
  freeTrialsUsed: 0,
  freeTrialLimit: 1,
  analysisCredits: 0,
  autoChargeEnabled: false,
  hasPaymentMethod: false,
  ...overrides,
});

describe("applyDiscount", () => {
  it("when the discount is a percentage, then it takes that share off and rounds to the cent", () => {
    expect(applyDiscount(100, { discountType: "percentage", discountValue: 20 })).toBe(80);
    expect(applyDiscount(100, { discountType: "percentage", discountValue: 33 })).toBe(67);
    expect(applyDiscount(999, { discountType: "percentage", discountValue: 50 })).toBe(500);
    expect(applyDiscount(1000, { discountType: "percentage", discountValue: 12.5 })).toBe(875);
  });

  it("when a percentage is out of 0-100, then it is held to that range: never a negative price nor a surcharge", () => {
    expect(applyDiscount(100, { discountType: "percentage", discountValue: 150 })).toBe(0);
    expect(applyDiscount(100, { discountType: "percentage", discountValue: -20 })).toBe(100);
  });

  it("when the discount is a fixed amount, then it takes those cents off, floored at $0, and a negative one takes nothing", () => {
    expect(applyDiscount(100, { discountType: "fixed", discountValue: 30 })).toBe(70);
    expect(applyDiscount(100, { discountType: "fixed", discountValue: 150 })).toBe(0);
    expect(applyDiscount(100, { discountType: "fixed", discountValue: -50 })).toBe(100);
  });

  it("when there is no discount, then the price is unchanged", () => {
    expect(applyDiscount(1000, null)).toBe(1000);
    expect(applyDiscount(1000, undefined)).toBe(1000);
  });
});

describe("prices and their labels", () => {
  it("when cents are written for a summary, then they always show two decimals; in a headline whole dollars drop them", () => {
    expect([0, 50, 100, 499, 1000].map(formatCents)).toEqual(["$0.00", "$0.50", "$1.00", "$4.99", "$10.00"]);
    expect([0, 50, 100, 499, 1000].map(formatPrice)).toEqual(["$0", "$0.50", "$1", "$4.99", "$10"]);
  });

  it("when a discount is described, then a percentage reads as such and a fixed amount in dollars", () => {
    expect(describeDiscount({ discountType: "percentage", discountValue: 20 })).toBe("20% off");
    expect(describeDiscount({ discountType: "fixed", discountValue: 50 })).toBe("$0.50 off");
  });

  it("when the prices are read, then they are the constants, and the flash price is the flash percentage off Pro", () => {
    expect(PRICES.perAnalysis).toBe(PRICE_PER_ANALYSIS_CENTS);
    expect(PRICES.proMonthly).toBe(PRO_MONTHLY_CENTS);
    expect(PRICES.proFlash).toBe((PRO_MONTHLY_CENTS * (100 - FLASH_OFFER_PERCENT)) / 100);
    expect(formatPrice(PRICES.proFlash)).toBe("$5");
  });
});

describe("analysisAccess", () => {
  it.each<[string, Partial<BillingState>, ReturnType<typeof analysisAccess>]>([
    ["Pro, even with trials and credits left", { isPremium: true, analysisCredits: 3 }, "monthly"],
    ["a trial left, even with a credit", { freeTrialsUsed: 0, analysisCredits: 2 }, "free"],
    [
      "trials used, a credit",
      { freeTrialsUsed: 1, analysisCredits: 1, autoChargeEnabled: true, hasPaymentMethod: true },
      "credit",
    ],
    [
      "trials used, auto-charge on with a card",
      { freeTrialsUsed: 1, autoChargeEnabled: true, hasPaymentMethod: true },
      "auto_charge",
    ],
    ["trials used, auto-charge on but no card", { freeTrialsUsed: 1, autoChargeEnabled: true }, "payment_required"],
    ["trials used, a card but auto-charge off", { freeTrialsUsed: 1, hasPaymentMethod: true }, "payment_required"],
    [
      "more trials used than the limit (the limit was lowered)",
      { freeTrialsUsed: 5, freeTrialLimit: 3 },
      "payment_required",
    ],
  ])("when %s, then the next analysis is %s", (_, overrides, expected) => {
    expect(analysisAccess(state(overrides))).toBe(expected);
  });
});

describe("accessLine and planSummary", () => {
  it("when the line under Analyze is written, then it says what this analysis costs, trials capped at the limit", () => {
    expect(accessLine(state({ isPremium: true }))).toBe("Pro plan: unlimited analyses.");
    expect(accessLine(state({ freeTrialLimit: 3, freeTrialsUsed: 1 }))).toBe(
      "Free analyses used: 1/3. This one is free.",
    );
    expect(accessLine(state({ freeTrialsUsed: 1, analysisCredits: 1 }))).toBe(
      "You have 1 paid analysis ready. This one uses one.",
    );
    expect(accessLine(state({ freeTrialsUsed: 1, analysisCredits: 2 }))).toBe(
      "You have 2 paid analyses ready. This one uses one.",
    );
    expect(accessLine(state({ freeTrialsUsed: 1, autoChargeEnabled: true, hasPaymentMethod: true }))).toBe(
      "Free analyses used: 1/1. This one is $1, charged to your saved card.",
    );
    expect(accessLine(state({ freeTrialsUsed: 4, freeTrialLimit: 1 }))).toBe(
      "Free analyses used: 1/1. Further analyses are $1 each, or unlimited with Pro.",
    );
  });

  it("when the plan is summarised, then Pro, the trial with what is left, or pay per use is named", () => {
    expect(planSummary(state({ isPremium: true })).name).toBe("Premium Pro");
    expect(planSummary(state({ freeTrialLimit: 3, freeTrialsUsed: 1 }))).toMatchObject({
      kind: "free-trial",
      detail: "2 free analyses remaining",
    });
    expect(planSummary(state({ freeTrialLimit: 2, freeTrialsUsed: 1 })).detail).toBe("1 free analysis remaining");
    expect(planSummary(state({ freeTrialsUsed: 1 }))).toMatchObject({
      kind: "pay-per-use",
      detail: "$1 per analysis",
    });
    expect(freeTrialsLeft({ freeTrialsUsed: 9, freeTrialLimit: 1 })).toBe(0);
  });

  it("when the profile labels a plan, then each stored plan and status has its words", () => {
    expect(["free", "monthly", "per_post", "unknown"].map(profilePlanLabel)).toEqual([
      "Free",
      "Pro Monthly",
      "Pay Per Analysis",
      "Free",
    ]);
    expect([
      subscriptionStatusLabel("active"),
      subscriptionStatusLabel("canceled"),
      subscriptionStatusLabel(null),
    ]).toEqual(["Active", "Inactive", "Inactive"]);
    expect([planBadge("monthly"), planBadge("per_post")]).toEqual(["Pro Member", "Premium"]);
  });

  it("when Pro is checked, then it takes the monthly plan and an active status together", () => {
    expect(isPremium({ subscriptionPlan: "monthly", subscriptionStatus: "active" })).toBe(true);
    expect(isPremium({ subscriptionPlan: "monthly", subscriptionStatus: "canceled" })).toBe(false);
    expect(isPremium({ subscriptionPlan: "per_post", subscriptionStatus: "active" })).toBe(false);
  });
});

describe("refunds", () => {
  const payment = (status: string, declineCode: string | null = null, refundedAmount = 0) => ({
    status,
    declineCode,
    amount: 1000,
    refundedAmount,
  });

  it("when a payment took money, then it may be refunded until all of it is given back", () => {
    expect(moneyWasTaken(payment("succeeded"))).toBe(true);
    expect(moneyWasTaken(payment("failed", PAID_WITHOUT_GRANT))).toBe(true);
    expect(isRefundable(payment("succeeded", null, 400))).toBe(true);
    expect(isRefundable(payment("succeeded", null, 1000))).toBe(false);
    expect(isRefundable(payment("failed", PAID_WITHOUT_GRANT))).toBe(true);
  });

  it("when a payment took nothing (declined, pending), then there is nothing to refund", () => {
    expect(isRefundable(payment("failed", "card_declined"))).toBe(false);
    expect(isRefundable(payment("pending"))).toBe(false);
    expect(isRefundable(payment("refunded", null, 1000))).toBe(false);
  });
});

describe("TEST_CARDS", () => {
  const passesLuhn = (digits: string) =>
    [...digits].reverse().reduce((sum, char, index) => {
      const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
      return sum + (digit > 9 ? digit - 9 : digit);
    }, 0) %
      10 ===
    0;

  it("when the test cards are offered, then each is a valid 16-digit number the test card form's schema accepts", () => {
    for (const number of Object.values(TEST_CARDS)) {
      expect(number).toMatch(/^\d{16}$/);
      expect(passesLuhn(number)).toBe(true);
      const parsed = testCardConfirmBodySchema.safeParse({
        clientSecret: "pi_1_secret_x",
        cardNumber: number.replace(/(\d{4})(?=\d)/g, "$1 "),
        expMonth: 12,
        expYear: 2034,
        cvc: "123",
      });
      expect(parsed.success && parsed.data.cardNumber).toBe(number);
    }
    expect(new Set(Object.values(TEST_CARDS)).size).toBe(Object.keys(TEST_CARDS).length);
  });
});
