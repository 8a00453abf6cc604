import { describe, expect, it } from "vitest";
import { adminFormatFor } from "./admin-format";
import { fromDateTimeLocal, toDateTimeLocal } from "./date-time";

describe("admin date helpers", () => {
  const english = adminFormatFor("en");
  const arabic = adminFormatFor("ar");

  it("when a datetime-local value is converted to ISO and back, then it is the same local minute", () => {
    const iso = fromDateTimeLocal("2026-03-01T10:30");
    expect(iso).toBe(new Date(2026, 2, 1, 10, 30).toISOString());
    expect(toDateTimeLocal(iso)).toBe("2026-03-01T10:30");
  });

  it("when a date is missing or unreadable, then the input is empty and the text is a dash", () => {
    expect(fromDateTimeLocal("")).toBe("");
    expect(fromDateTimeLocal("not a date")).toBe("");
    expect(toDateTimeLocal(null)).toBe("");
    expect(english.dateTime(null)).toBe("—");
    expect(english.dateTime("nonsense")).toBe("—");
  });

  it("when an analytics day is shown, then it reads as the UTC day whatever the local zone", () => {
    expect(english.day("2026-03-01")).toBe("Mar 1");
    expect(arabic.day("2026-03-01")).toBe("1 مارس");
  });

  it("when money is shown, then English keeps $1.00 and Arabic writes the dollars its own way", () => {
    expect(english.money(100)).toBe("$1.00");
    expect(arabic.money(100)).toMatch(/1\.00/);
    expect(arabic.money(100)).toMatch(/US\$|\$/);
  });
});
