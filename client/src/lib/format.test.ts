import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "@shared/constants";
import { formatDate, formatFileSize } from "./format";

describe("formatFileSize", () => {
  it("when a file is a few bytes, then it reads in bytes, not as a fraction of a megabyte", () => {
    expect(formatFileSize(6)).toBe("6 bytes");
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(0)).toBe("0 bytes");
    expect(formatFileSize(1023)).toBe("1023 bytes");
  });
  it("when a file is kilobytes, then it reads in whole kilobytes, rounded up", () => {
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(12 * 1024)).toBe("12 KB");
    expect(formatFileSize(12 * 1024 + 1)).toBe("13 KB");
  });
  it("when a file is just under a megabyte, then it reads 1.0 MB rather than 1024 KB", () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe("1.0 MB");
  });
  it("when a file is megabytes, then one decimal, rounded up", () => {
    expect(formatFileSize(1024 * 1024)).toBe("1.0 MB");
    // 4.2 MB is 4,404,019.2 bytes: the byte below reads 4.2, the byte above 4.3.
    expect(formatFileSize(4_404_019)).toBe("4.2 MB");
    expect(formatFileSize(4_404_020)).toBe("4.3 MB");
  });
  it("when a file is one byte over the limit, then it never reads as the limit itself", () => {
    expect(formatFileSize(MAX_UPLOAD_BYTES)).toBe("300.0 MB");
    expect(formatFileSize(MAX_UPLOAD_BYTES + 1)).toBe("300.1 MB");
  });
  it("when a file is gigabytes, then one decimal in GB", () => {
    expect(formatFileSize(1024 * 1024 * 1024)).toBe("1.0 GB");
    expect(formatFileSize(2.5 * 1024 * 1024 * 1024)).toBe("2.5 GB");
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
