import { describe, expect, it } from "vitest";
import { freeTrialAction } from "./free-trial-action";

describe("the Free Trial card's action", () => {
  it("when the creator has used their free analysis, then the card says so instead of 'Go to Analyze'", () => {
    expect(freeTrialAction({ isPremium: false, freeTrialsUsed: 1, freeTrialLimit: 1 })).toBe("used");
  });

  it("when a free analysis is left or the creator has Pro, then it goes to Analyze; a guest starts the trial", () => {
    expect(freeTrialAction({ isPremium: false, freeTrialsUsed: 0, freeTrialLimit: 1 })).toBe("analyze");
    expect(freeTrialAction({ isPremium: true, freeTrialsUsed: 1, freeTrialLimit: 1 })).toBe("analyze");
    expect(freeTrialAction(null)).toBe("start");
  });
});
