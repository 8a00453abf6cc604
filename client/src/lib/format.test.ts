import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "@shared/constants";
import { formatDate, formatMegabytes } from "./format";

describe("formatMegabytes", () => {
  it("when a file is one byte over the limit, then it never reads as the limit itself", () => {
    expect(formatMegabytes(MAX_UPLOAD_BYTES)).toBe("300.0 MB");
    expect(formatMegabytes(MAX_UPLOAD_BYTES + 1)).toBe("300.1 MB");
  });
  it("when sizes are small, then one decimal rounded up", () => {
    expect(formatMegabytes(1)).toBe("0.1 MB");
    expect(formatMegabytes(5 * 1024 * 1024)).toBe("5.0 MB");
  });
});

describe("formatDate", () => {
  it("when a date is given, then it reads as month, day and year", () => {
    expect(formatDate("2026-01-15T12:00:00.000Z")).toBe("January 15, 2026");
  });
  it("when the date is missing or unreadable, then there is nothing to show", () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate("not a date")).toBeNull();
  });
});
