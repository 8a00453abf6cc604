import { formatReminderLead } from "@shared/schemas/planning";
import { describe, expect, it } from "vitest";
import type { CalendarEvent, PostingWindows } from "@shared/schemas/planning";
import { monthGrid, monthRange, shiftMonth, todayIn, windowsOn } from "./calendar";

describe("planner calendar", () => {
  it("when February 2027 is drawn, then the grid starts on Sunday 31 January and has whole weeks", () => {
    const weeks = monthGrid("2027-02");
    expect(weeks[0]![0]).toBe("2027-01-31");
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat()).toContain("2027-02-28");
    expect(monthRange("2027-02")).toEqual({ from: "2027-02-01", to: "2027-02-28" });
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
  });

  it("when it is 22:30 UTC, then it is already tomorrow in Riyadh", () => {
    expect(todayIn("Asia/Riyadh", new Date("2026-11-23T22:30:00Z"))).toBe("2026-11-24");
  });

  it("when a day is in Ramadan, then Ramadan's windows replace the weekly ones", () => {
    const windows = {
      weekly: [{ days: ["mon"], start: "20:00", end: "23:00", strength: "good", why: "w" }],
      ramadan: [{ days: ["mon", "tue"], start: "21:00", end: "02:00", strength: "peak", why: "r" }],
    } as unknown as PostingWindows;
    const ramadan = { id: "ramadan-2027-02-08", start: "2027-02-08", end: "2027-03-08" } as CalendarEvent;
    expect(windowsOn(windows, [ramadan], "2027-02-08")).toMatchObject({ isRamadan: true, windows: [{ why: "r" }] });
    expect(windowsOn(windows, [ramadan], "2027-03-15")).toMatchObject({ isRamadan: false, windows: [{ why: "w" }] });
  });
});

describe("formatReminderLead", () => {
  it("when a lead is whole days, hours or neither, then it is said in the largest whole unit", () => {
    expect(formatReminderLead(60)).toBe("1 hour");
    expect(formatReminderLead(1440)).toBe("1 day");
    expect(formatReminderLead(2880)).toBe("2 days");
    expect(formatReminderLead(90)).toBe("90 minutes");
    expect(formatReminderLead(120)).toBe("2 hours");
  });
});
