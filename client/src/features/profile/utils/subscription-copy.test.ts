import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { allResources } from "@/i18n/resources";
import { periodEndLabel, renewalSentence as renewalSentenceIn, visibleSubscriptionId } from "./subscription-copy";

const t = createI18n({ language: "en", resources: allResources() }).getFixedT("en", "profile");
const renewalSentence = (...args: [Parameters<typeof renewalSentenceIn>[0], string | null, number | null]) =>
  renewalSentenceIn(...args, t);

const paid = { stripeSubscriptionId: "sub_1PabcdefGHIJ5678", cancelAtPeriodEnd: false, subscriptionStatus: "active" };
const free = { ...paid, stripeSubscriptionId: "free_subscription_2b1f6c1e" };

describe("subscription copy", () => {
  it("when Pro is a free month from a 100% code, then it says it ends on its date and what continuing costs, never 'Renews on'", () => {
    expect(periodEndLabel(free)).toBe("Ends on");
    const sentence = renewalSentence(free, "Dec 27, 2026", null);
    expect(sentence).toBe(
      "Your free Pro month ends on Dec 27, 2026. Nothing is charged: to keep Pro after that, subscribe for $10.00 a month.",
    );
    expect(sentence).not.toMatch(/Renews/);
  });

  it("when Pro was bought at the flash or a promo price, then the renewal names that price", () => {
    expect(periodEndLabel(paid)).toBe("Renews on");
    expect(renewalSentence(paid, "Dec 27, 2026", 500)).toBe("Renews on Dec 27, 2026 at $5.00 a month.");
    expect(renewalSentence(paid, "Dec 27, 2026", 1000)).toBe("Renews on Dec 27, 2026 at $10.00 a month.");
  });

  it("when Pro is set to end at the period's end, then the date is when it ends", () => {
    expect(periodEndLabel({ ...paid, cancelAtPeriodEnd: true })).toBe("Ends on");
  });

  it("when the subscription was cancelled, then its id is no longer shown", () => {
    expect(visibleSubscriptionId(paid)).toBe("sub_1PabcdefGHIJ5678");
    expect(visibleSubscriptionId({ ...paid, subscriptionStatus: "canceled" })).toBeNull();
  });
});
