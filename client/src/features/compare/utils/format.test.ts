import { describe, expect, it } from "vitest";
import { formatDifference, sideName } from "./format";

describe("comparison formatting", () => {
  it("when a difference is positive, then it carries a plus sign, and zero or negative keep theirs", () => {
    expect(formatDifference(12)).toBe("+12");
    expect(formatDifference(0)).toBe("0");
    expect(formatDifference(-4)).toBe("-4");
  });
  it("when the other post is a competitor's, then it is named Theirs, else Other post (their catalogue keys)", () => {
    expect(sideName({ kind: "competitor" })).toBe("theirs");
    expect(sideName({ kind: "own" })).toBe("otherPost");
  });
});
