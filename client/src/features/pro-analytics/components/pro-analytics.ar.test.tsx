import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser } from "@/test-utils/fixtures";
import { stubNetwork } from "@/test-utils/network";
import { rawKeysOnPage } from "@/test-utils/raw-keys";
import { renderWithApp } from "@/test-utils/render";
import { ProAnalyticsPage } from "./pro-analytics-page";

describe("analytics in Arabic", () => {
  it("when a free creator opens analytics in Arabic, then the locked preview and its example read in Arabic", async () => {
    stubNetwork();
    renderWithApp(
      <ProAnalyticsPage
        user={makeUser({ isPremium: false })}
        scoreVsResults={null}
        scoreVsResultsExample={<p>مثال</p>}
      />,
      { language: "ar" },
    );
    expect(screen.getByRole("heading", { level: 1, name: "التحليلات" })).toBeInTheDocument();
    expect(screen.getByText("لوحة التحليلات جزء من Pro")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "نقاط الضعف المتكررة" })).toBeInTheDocument();
    expect(screen.getAllByText("أضف نصًا مكتوبًا على الشاشة: معظم الناس يشاهدون دون صوت").length).toBeGreaterThan(0);
    // The chart card is a lazy chunk: on a loaded 2-core machine its first import can take longer than a second.
    expect(
      await screen.findByRole("heading", { name: "درجة الانتشار عبر الوقت" }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(rawKeysOnPage()).toEqual([]);
  });
});
