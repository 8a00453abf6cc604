import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "@shared/constants";
import { formatMegabytes } from "./format";

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
