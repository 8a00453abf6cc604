import { describe, expect, it } from "vitest";
import { withConversion } from "./analytics-charts";

describe("funnel conversion", () => {
  it("when each step follows the one before, then its conversion is its share of that step", () => {
    const steps = withConversion([
      { step: "visit", label: "Visit", count: 200 },
      { step: "signup", label: "Sign-up", count: 50 },
      { step: "first_analysis", label: "First analysis", count: 0 },
      { step: "paid", label: "Paid", count: 0 },
    ]);
    expect(steps.map((step) => step.conversion)).toEqual([null, 0.25, 0, null]);
  });
});
