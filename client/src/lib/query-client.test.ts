import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { shouldRetryRead, transientRetryDelay } from "./query-client";

describe("shouldRetryRead", () => {
  const error = (status: number, code: string) => new ApiError(status, "m", { code, message: "m" });

  it("when the database is briefly away or the server restarts, then a read is asked again twice", () => {
    expect(shouldRetryRead(0, error(503, "DATABASE_UNAVAILABLE"))).toBe(true);
    expect(shouldRetryRead(1, error(503, "SHUTTING_DOWN"))).toBe(true);
    expect(shouldRetryRead(2, error(503, "DATABASE_UNAVAILABLE"))).toBe(false);
    expect([transientRetryDelay(0), transientRetryDelay(1)]).toEqual([2000, 4000]);
  });

  it("when the answer is anything else, then it is not repeated (reads are not retried by default)", () => {
    expect(shouldRetryRead(0, error(503, "MAINTENANCE"))).toBe(false);
    expect(shouldRetryRead(0, error(503, "BUSY"))).toBe(false);
    expect(shouldRetryRead(0, error(500, "INTERNAL"))).toBe(false);
    expect(shouldRetryRead(0, error(404, "NOT_FOUND"))).toBe(false);
    expect(shouldRetryRead(0, new TypeError("Failed to fetch"))).toBe(false);
  });
});
