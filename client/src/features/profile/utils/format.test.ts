import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { failureMessage } from "./failure-message";
import { cardBrandLabel, cardExpiryLabel, isCardExpired, shortSubscriptionId } from "./format";

describe("profile formatting", () => {
  it("when a subscription id is shown, then only its last 8 characters are", () => {
    expect(shortSubscriptionId("sub_1PabcdefGHIJ5678")).toBe("GHIJ5678");
    expect(shortSubscriptionId(null)).toBeNull();
  });

  it("when a card brand comes from the provider, then it is named as people know it", () => {
    expect(cardBrandLabel("visa")).toBe("Visa");
    expect(cardBrandLabel("amex")).toBe("American Express");
    expect(cardBrandLabel("mada")).toBe("Mada");
    expect(cardBrandLabel("")).toBe("Card");
  });

  it("when an expiry is shown, then it reads MM/YY", () => {
    expect(cardExpiryLabel(4, 2028)).toBe("04/28");
    expect(cardExpiryLabel(12, 2034)).toBe("12/34");
  });

  it("when the expiry month has passed, then the card is expired, and not during that month", () => {
    const now = new Date(2026, 10, 22); // November 2026
    expect(isCardExpired(11, 2026, now)).toBe(false);
    expect(isCardExpired(10, 2026, now)).toBe(true);
    expect(isCardExpired(1, 2027, now)).toBe(false);
    expect(isCardExpired(12, 2025, now)).toBe(true);
  });
});

describe("failure messages", () => {
  it("when the server refused the request, then its message is shown", () => {
    const error = new ApiError(400, "Add a card first to turn on auto-charge.", {});
    expect(failureMessage(error, "Failed to update preference")).toBe("Add a card first to turn on auto-charge.");
  });

  it("when the server failed or could not be reached, then the fallback sentence is shown", () => {
    expect(failureMessage(new ApiError(500, "Something went wrong", {}), "Failed to update profile")).toBe(
      "Failed to update profile",
    );
    expect(failureMessage(new Error("Network error"), "Failed to update profile")).toBe("Failed to update profile");
  });
});
