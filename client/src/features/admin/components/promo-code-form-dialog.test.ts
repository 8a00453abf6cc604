import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { allResources } from "@/i18n/resources";
import { formatDiscount, formatUses } from "../tabs/promo-codes-tab";
import { adminFormatFor } from "../utils/admin-format";
import { promoFormProblem, promoFormProblemText } from "./promo-code-form-dialog";

const resources = allResources();
const english = createI18n({ language: "en", resources }).getFixedT("en", "admin");
const arabic = createI18n({ language: "ar", resources }).getFixedT("ar", "admin");

describe("promo code form checks", () => {
  const start = "2026-03-01T10:00:00.000Z";
  const end = "2026-04-01T10:00:00.000Z";
  const problemText = (values: Parameters<typeof promoFormProblem>[0]) => {
    const problem = promoFormProblem(values);
    return problem && promoFormProblemText(problem, english);
  };

  it("when the code or a date is missing, then the required-fields message is given", () => {
    expect(problemText({ code: " ", startDate: start, endDate: end })).toBe(
      "Code, start date, and end date are required",
    );
    expect(problemText({ code: "SPRING", startDate: "", endDate: end })).toBe(
      "Code, start date, and end date are required",
    );
    expect(problemText({ code: "SPRING", startDate: start, endDate: "" })).toBe(
      "Code, start date, and end date are required",
    );
  });

  it("when the end is not after the start, then the date-order message is given", () => {
    expect(problemText({ code: "SPRING", startDate: end, endDate: start })).toBe("End date must be after start date");
    expect(problemText({ code: "SPRING", startDate: start, endDate: start })).toBe("End date must be after start date");
    expect(promoFormProblemText("endBeforeStart", arabic)).toBe("يجب أن يكون تاريخ النهاية بعد تاريخ البداية");
  });

  it("when the code and an ordered range are given, then there is nothing to say", () => {
    expect(promoFormProblem({ code: "SPRING", startDate: start, endDate: end })).toBeNull();
  });
});

describe("promo code table text", () => {
  it("shows a percentage or a fixed amount in dollars, and unlimited uses as ∞", () => {
    const format = adminFormatFor("en");
    expect(formatDiscount({ discountType: "percentage", discountValue: 50 }, format)).toBe("50%");
    expect(formatDiscount({ discountType: "fixed", discountValue: 50 }, format)).toBe("$0.50");
    expect(formatUses({ usedCount: 3, maxUses: null }, english)).toBe("3 / ∞");
    expect(formatUses({ usedCount: 3, maxUses: 10 }, english)).toBe("3 / 10");
  });
});
