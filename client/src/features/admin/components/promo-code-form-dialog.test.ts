import { describe, expect, it } from "vitest";
import { formatDiscount, formatUses } from "../tabs/promo-codes-tab";
import { promoFormProblem } from "./promo-code-form-dialog";

describe("promo code form checks", () => {
  const start = "2026-03-01T10:00:00.000Z";
  const end = "2026-04-01T10:00:00.000Z";

  it("when the code or a date is missing, then the required-fields message is given", () => {
    expect(promoFormProblem({ code: " ", startDate: start, endDate: end })).toBe(
      "Code, start date, and end date are required",
    );
    expect(promoFormProblem({ code: "SPRING", startDate: "", endDate: end })).toBe(
      "Code, start date, and end date are required",
    );
    expect(promoFormProblem({ code: "SPRING", startDate: start, endDate: "" })).toBe(
      "Code, start date, and end date are required",
    );
  });

  it("when the end is not after the start, then the date-order message is given", () => {
    expect(promoFormProblem({ code: "SPRING", startDate: end, endDate: start })).toBe(
      "End date must be after start date",
    );
    expect(promoFormProblem({ code: "SPRING", startDate: start, endDate: start })).toBe(
      "End date must be after start date",
    );
  });

  it("when the code and an ordered range are given, then there is nothing to say", () => {
    expect(promoFormProblem({ code: "SPRING", startDate: start, endDate: end })).toBeNull();
  });
});

describe("promo code table text", () => {
  it("shows a percentage or a fixed amount in dollars, and unlimited uses as ∞", () => {
    expect(formatDiscount({ discountType: "percentage", discountValue: 50 })).toBe("50%");
    expect(formatDiscount({ discountType: "fixed", discountValue: 50 })).toBe("$0.50");
    expect(formatUses({ usedCount: 3, maxUses: null })).toBe("3 / ∞");
    expect(formatUses({ usedCount: 3, maxUses: 10 })).toBe("3 / 10");
  });
});
