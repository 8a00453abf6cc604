import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, fromDateTimeLocal, toDateTimeLocal } from "./date-time";

describe("admin date helpers", () => {
  it("when a datetime-local value is converted to ISO and back, then it is the same local minute", () => {
    const iso = fromDateTimeLocal("2026-03-01T10:30");
    expect(iso).toBe(new Date(2026, 2, 1, 10, 30).toISOString());
    expect(toDateTimeLocal(iso)).toBe("2026-03-01T10:30");
  });

  it("when a date is missing or unreadable, then the input is empty and the text is a dash", () => {
    expect(fromDateTimeLocal("")).toBe("");
    expect(fromDateTimeLocal("not a date")).toBe("");
    expect(toDateTimeLocal(null)).toBe("");
    expect(formatDateTime(null)).toBe("—");
    expect(formatDateTime("nonsense")).toBe("—");
  });

  it("when an analytics day is shown, then it reads as the UTC day whatever the local zone", () => {
    expect(formatDay("2026-03-01")).toBe("Mar 1");
  });
});
