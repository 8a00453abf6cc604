import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser } from "@/test-utils/fixtures";
import { stubNetwork } from "@/test-utils/network";
import { rawKeysOnPage } from "@/test-utils/raw-keys";
import { renderWithApp } from "@/test-utils/render";
import { EXAMPLE_DAY, EXAMPLE_EVENTS, EXAMPLE_MONTH, EXAMPLE_PLANS, EXAMPLE_SCORE } from "../utils/example-plan";
import type { PostingWindows } from "@shared/schemas/planning";
import { CaptionScoreView } from "./caption-score-panel";
import { DayPanel, EventDetails, WindowsList } from "./day-panel";

/** Two Latin letters in a row: an English word (digits and punctuation are fine in Arabic). */
const ENGLISH_WORD = /[A-Za-z]{2,}/;

const WINDOWS: PostingWindows = {
  region: "SA",
  regionName: "Saudi Arabia",
  regionNameAr: "السعودية",
  timeZone: "Asia/Riyadh",
  utcOffset: "+03:00",
  asOf: "2026-11-23",
  basis: "Heuristic starting points, not measurements of your audience.",
  basisAr: "نقاط انطلاق تقديرية، لا قياسات لجمهورك.",
  sources: [],
  weekly: [],
  ramadan: [
    {
      days: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"],
      start: "21:00",
      end: "02:00",
      strength: "peak",
      why: "In Ramadan use peaks after iftar and runs late toward suhoor (TikTok MENA, 2020).",
      whyAr: "في رمضان يبلغ الاستخدام ذروته بعد الإفطار ويمتد حتى السحور.",
    },
  ],
};
import { PlanningPage } from "./planning-page";

describe("content planner in Arabic", () => {
  it("when a free creator opens the planner in Arabic, then the locked preview and its calendar read in Arabic", () => {
    stubNetwork();
    renderWithApp(<PlanningPage user={makeUser({ isPremium: false })} />, { language: "ar" });
    expect(screen.getByRole("heading", { level: 1, name: "خطة المحتوى" })).toBeInTheDocument();
    expect(screen.getByText("تخطيط المحتوى جزء من Pro")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "الأحد" })).toBeInTheDocument();
    expect(rawKeysOnPage()).toEqual([]);
  });

  it("when the caption score is shown in Arabic, then the engine's signal names, values and advice read in Arabic", () => {
    stubNetwork();
    const { container } = renderWithApp(<CaptionScoreView result={EXAMPLE_SCORE} />, { language: "ar" });
    const list = container.querySelector("ul")!;
    expect(list.textContent).toContain("طول الوصف");
    expect(list.textContent).not.toMatch(ENGLISH_WORD);
    expect(rawKeysOnPage()).toEqual([]);
  });

  it("when the caption score is shown in English, then it reads the server's English fields as before", () => {
    stubNetwork();
    renderWithApp(<CaptionScoreView result={EXAMPLE_SCORE} />);
    expect(screen.getByText("Caption length")).toBeInTheDocument();
    expect(screen.getByText("68 characters (English)")).toBeInTheDocument();
    expect(screen.getByText("One or two emoji can set the tone (measured: 0)")).toBeInTheDocument();
  });

  it("when an event and the day's posting windows are shown in Arabic, then their ideas, source and reasons are Arabic", () => {
    stubNetwork();
    const { container } = renderWithApp(
      <ul>
        <EventDetails event={EXAMPLE_EVENTS[0]!} />
        <li>
          <WindowsList windows={WINDOWS} events={EXAMPLE_EVENTS} day={EXAMPLE_DAY} />
        </li>
      </ul>,
      { language: "ar" },
    );
    const angles = [...container.querySelectorAll("li[dir='auto']")].map((li) => li.textContent ?? "");
    expect(angles).toHaveLength(EXAMPLE_EVENTS[0]!.angles.length);
    for (const angle of angles) expect(angle).not.toMatch(ENGLISH_WORD);
    expect(screen.getByText(/^المصدر|محسوب من تقويم أم القرى/)).not.toHaveTextContent(ENGLISH_WORD);
    expect(screen.getByText(WINDOWS.ramadan[0]!.whyAr!)).toBeInTheDocument();
    expect(screen.getByText(WINDOWS.basisAr!)).toBeInTheDocument();
    expect(container.textContent).not.toContain("TikTok");
    expect(rawKeysOnPage()).toEqual([]);
  });

  it("when an event is shown in English, then its angles and source read as before", () => {
    stubNetwork();
    renderWithApp(
      <ul>
        <EventDetails event={EXAMPLE_EVENTS[0]!} />
      </ul>,
    );
    expect(screen.getByText(EXAMPLE_EVENTS[0]!.angles[0]!)).toBeInTheDocument();
    expect(screen.getByText(`Source: ${EXAMPLE_EVENTS[0]!.source}`)).toBeInTheDocument();
  });

  it("when a day is shown, then its Hijri date stands beside the Gregorian one", () => {
    stubNetwork();
    renderWithApp(
      <DayPanel
        day={EXAMPLE_DAY}
        plans={EXAMPLE_PLANS}
        events={EXAMPLE_EVENTS}
        windows={undefined}
        onAdd={() => undefined}
        onEdit={() => undefined}
      />,
      { language: "ar" },
    );
    const heading = screen.getByRole("heading", { level: 2 });
    expect(heading).toHaveTextContent("فبراير 2027");
    expect(heading).toHaveTextContent("رمضان 1448");
    expect(EXAMPLE_MONTH).toBe("2027-02");
    expect(rawKeysOnPage()).toEqual([]);
  });
});
