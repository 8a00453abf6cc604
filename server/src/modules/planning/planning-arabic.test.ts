import { describe, expect, it } from "vitest";
import postingWindows from "./data/posting-windows.json";
import { EVENT_INFO } from "./event-catalog";
import { eventsBetween } from "./events";

// The planner's fixed texts are kept in both languages beside each other: every event's angles and source and every
// posting window's reason have their Arabic, with no English left in it.

/** Two Latin letters in a row: an English word (digits and punctuation are fine in Arabic). */
const ENGLISH_WORD = /[A-Za-z]{2,}/;
const expectArabic = (text: string | undefined) => {
  expect(text).toMatch(/[\u0600-\u06ff]/);
  expect(text).not.toMatch(ENGLISH_WORD);
};

describe("the planner's texts in Arabic", () => {
  it("when an event is listed, then its angles and source come in Arabic too, angle for angle", () => {
    for (const info of Object.values(EVENT_INFO)) {
      expect(info.anglesAr).toHaveLength(info.angles.length);
      info.anglesAr.forEach(expectArabic);
      expectArabic(info.sourceAr);
    }
    const events = eventsBetween("2027-01-01", "2027-12-31");
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.anglesAr).toHaveLength(event.angles.length);
  });

  it("when the posting windows are read, then each reason, the basis and the region have their Arabic", () => {
    expectArabic(postingWindows.basisAr);
    for (const region of Object.values(postingWindows.regions)) {
      expectArabic(region.regionNameAr);
      for (const window of [...region.weekly, ...region.ramadan]) expectArabic(window.whyAr);
    }
  });
});
