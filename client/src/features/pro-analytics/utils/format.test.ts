import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { allResources } from "@/i18n/resources";
import { analyticsFormat } from "./format";

const formatIn = (language: "en" | "ar") =>
  analyticsFormat(language, createI18n({ language, resources: allResources() }).getFixedT(language, "proAnalytics"));

describe("formatPeriod", () => {
  it("when a period is a day, a week or a month, then it reads as such in UTC", () => {
    const format = formatIn("en");
    expect(format.period("2030-03-14", "day")).toBe("Mar 14");
    expect(format.period("2030-03-11", "week")).toBe("Wk of Mar 11");
    expect(format.period("2030-03-01", "month")).toBe("Mar 2030");
    expect(format.period("not a day", "day")).toBe("not a day");
  });
});

describe("scoreTrendSummary", () => {
  it("when the average rose, fell or stayed, then the summary says by how much", () => {
    const { scoreTrendSummary } = formatIn("en");
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

  it("when the reader reads Arabic, then the summary is Arabic with Arabic month names", () => {
    const { scoreTrendSummary } = formatIn("ar");
    const summary = scoreTrendSummary(
      [
        { period: "2030-03-01", averageScore: 60 },
        { period: "2030-04-01", averageScore: 72.5 },
      ],
      "month",
    );
    expect(summary).toContain("مارس");
    expect(summary).not.toMatch(/[A-Za-z]/);
  });
});
