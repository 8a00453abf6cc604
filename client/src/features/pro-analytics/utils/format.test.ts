import { describe, expect, it } from "vitest";
import { formatPeriod, scoreTrendSummary } from "./format";

describe("formatPeriod", () => {
  it("when a period is a day, a week or a month, then it reads as such in UTC", () => {
    expect(formatPeriod("2030-03-14", "day")).toBe("Mar 14");
    expect(formatPeriod("2030-03-11", "week")).toBe("Wk of Mar 11");
    expect(formatPeriod("2030-03-01", "month")).toBe("Mar 2030");
    expect(formatPeriod("not a day", "day")).toBe("not a day");
  });
});

describe("scoreTrendSummary", () => {
  it("when the average rose, fell or stayed, then the summary says by how much", () => {
    const points = (a: number, b: number) => [
      { period: "2030-03-01", averageScore: a },
      { period: "2030-04-01", averageScore: b },
    ];
    expect(scoreTrendSummary(points(60, 72.5), "month")).toBe(
      "Average score 60 in Mar 2030 and 72.5 in Apr 2030: up 12.5 points, over 2 months with analyses.",
    );
    expect(scoreTrendSummary(points(70, 65), "month")).toContain("down 5 points");
    expect(scoreTrendSummary(points(70, 70), "month")).toContain("unchanged");
    expect(scoreTrendSummary([], "day")).toBe("No analyses in this range.");
  });
});
