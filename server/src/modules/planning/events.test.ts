import { describe, expect, it } from "vitest";
import { zonedInstant, zonedParts } from "@shared/planning-time";
import { hijriOf } from "@shared/hijri-calendar";
import { eventsBetween, lastFridayOfNovember } from "./events";

describe("planning calendar dates", () => {
  it("when the Umm al-Qura calendar is asked for 2027, then Ramadan starts on 8 Feb and the Eids follow", () => {
    const events = eventsBetween("2027-01-01", "2027-12-31");
    const byId = (prefix: string) => events.filter((e) => e.id.startsWith(prefix));
    expect(byId("ramadan")).toMatchObject([{ start: "2027-02-08", end: "2027-03-08", approximate: false }]);
    expect(byId("eidAlFitr")).toMatchObject([{ start: "2027-03-09", end: "2027-03-11" }]);
    expect(byId("eidAlAdha")).toMatchObject([{ start: "2027-05-16", end: "2027-05-19" }]);
    expect(byId("foundingDay")).toMatchObject([{ start: "2027-02-22" }]);
    expect(byId("nationalDay")).toMatchObject([{ start: "2027-09-23" }]);
    expect(byId("whiteFriday")).toMatchObject([{ start: "2027-11-26" }]);
    expect(byId("newYear")).toMatchObject([{ start: "2027-01-01" }]);
    expect(byId("backToSchool")).toMatchObject([{ start: "2027-08-22", approximate: true }]);
  });

  it("when a range starts inside Ramadan, then the Ramadan under way is included with its real start", () => {
    const events = eventsBetween("2026-03-01", "2026-03-05");
    expect(events.find((e) => e.id.startsWith("ramadan"))).toMatchObject({ start: "2026-02-18", end: "2026-03-19" });
  });

  it("when the next 24 months are listed, then two Ramadans and every fixed event appear, each with a source", () => {
    const events = eventsBetween("2026-11-23", "2028-11-22");
    expect(events.filter((e) => e.id.startsWith("ramadan")).map((e) => e.start)).toEqual(["2027-02-08", "2028-01-28"]);
    expect(events.filter((e) => e.id.startsWith("nationalDay"))).toHaveLength(2);
    for (const e of events) {
      expect(e.source.length, e.id).toBeGreaterThan(20);
      expect(e.tags.length, e.id).toBeGreaterThanOrEqual(2);
      expect(e.angles.length, e.id).toBeGreaterThanOrEqual(2);
    }
    expect(events.find((e) => e.id.startsWith("ramadan"))!.source).toMatch(/Umm al-Qura.*±1 day/s);
  });

  it("when a Gregorian day is converted, then it gets its Umm al-Qura date", () => {
    expect(hijriOf("2027-02-08")).toEqual({ year: 1448, month: 9, day: 1 });
  });

  it("when the last Friday of November is asked, then it is a Friday in the last week", () => {
    expect(lastFridayOfNovember(2026)).toBe("2026-11-27");
    expect(lastFridayOfNovember(2028)).toBe("2028-11-24");
  });

  it("when a Riyadh wall-clock time is converted, then the instant is 3 hours earlier in UTC and converts back", () => {
    const instant = zonedInstant("2027-02-08", "21:30", "Asia/Riyadh");
    expect(instant.toISOString()).toBe("2027-02-08T18:30:00.000Z");
    expect(zonedParts(instant, "Asia/Riyadh")).toEqual({ date: "2027-02-08", time: "21:30" });
    // A zone with daylight saving: London is UTC+1 in July.
    expect(zonedInstant("2027-07-01", "09:00", "Europe/London").toISOString()).toBe("2027-07-01T08:00:00.000Z");
  });
});
