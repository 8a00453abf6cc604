import { describe, expect, it } from "vitest";
import { translateErrorText } from "../../i18n/error-text";
import { DECLINE_CODES, declinedMessage } from "./payment-outcomes";

// A declined card's sentence reaches an Arabic reader in Arabic: the provider's own message is English only, so
// each decline code we know has a sentence of ours in the error catalogue.

const LATIN_WORD = /[A-Za-z]{2,}/;

describe("a declined card's sentence", () => {
  it.each(DECLINE_CODES)("when the bank declines with %s, then the sentence is ours and reads in Arabic", (code) => {
    const english = declinedMessage("The bank's own English words.", code);
    expect(english).not.toContain("bank's own English words");
    const arabic = translateErrorText(english, "ar");
    expect(arabic, english).not.toMatch(LATIN_WORD);
    // Inside the auto-charge refusal as well: the whole sentence, reason included.
    const autoCharge = `Card declined: ${english} Auto-charge is now off until you update your card.`;
    expect(translateErrorText(autoCharge, "ar")).not.toMatch(LATIN_WORD);
  });

  it("when a lost or stolen card is declined, then the page says only that the card was declined", () => {
    for (const code of ["lost_card", "stolen_card", "fraudulent"]) {
      expect(declinedMessage("Your card was reported lost.", code)).toBe("Your card was declined.");
    }
  });

  it("when the bank gives a code we have not met, then its own message is kept with the code", () => {
    expect(declinedMessage("Your card was declined for a new reason.", "brand_new_reason")).toBe(
      "Your card was declined for a new reason (brand new reason).",
    );
    expect(declinedMessage("Declined.", "constructor")).toBe("Declined (constructor).");
  });
});
