import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

const now = new Date("2026-11-22T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe("formatRelativeTime", () => {
  it("when a session was used under a minute ago, then it says 'just now' rather than counting seconds", () => {
    expect(formatRelativeTime(ago(0), now)).toBe("just now");
    expect(formatRelativeTime(ago(59), now)).toBe("just now");
  });

  it("when it was used minutes, hours or days ago, then it says so as people do", () => {
    expect(formatRelativeTime(ago(120), now)).toBe("2 minutes ago");
    expect(formatRelativeTime(ago(3 * 3600 + 50), now)).toBe("3 hours ago");
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe("yesterday");
    expect(formatRelativeTime(ago(3 * 86400), now)).toBe("3 days ago");
    expect(formatRelativeTime(ago(15 * 86400), now)).toBe("2 weeks ago");
    expect(formatRelativeTime(ago(400 * 86400), now)).toBe("last year");
  });

  it("when the server's clock is a little ahead of the browser's, then it still says 'just now'", () => {
    expect(formatRelativeTime(ago(-20), now)).toBe("just now");
  });

  it("when the time cannot be read, then it says so instead of 'NaN'", () => {
    expect(formatRelativeTime("not a date", now)).toBe("at an unknown time");
  });
});
