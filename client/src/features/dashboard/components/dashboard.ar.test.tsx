import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser } from "@/test-utils/fixtures";
import { stubNetwork } from "@/test-utils/network";
import { rawKeysOnPage } from "@/test-utils/raw-keys";
import { renderWithApp } from "@/test-utils/render";
import { DashboardView } from "./dashboard-view";

const analyses = [
  {
    id: 1,
    fileName: "رحلة العلا.mp4",
    viralScore: 82,
    viralPotential: "High",
    mediaType: "video" as const,
    createdAt: "2026-11-20T10:00:00.000Z",
  },
  {
    id: 2,
    fileName: "cafe.jpg",
    viralScore: 55,
    viralPotential: "Medium",
    mediaType: "image" as const,
    createdAt: "2026-11-18T10:00:00.000Z",
  },
];

describe("dashboard in Arabic", () => {
  it("when a creator opens the dashboard in Arabic, then plan, figures and recent analyses read in Arabic", () => {
    stubNetwork();
    renderWithApp(
      <DashboardView
        user={makeUser({ freeTrialsUsed: 1, freeTrialLimit: 3 })}
        analyses={analyses}
        isAnalysesError={false}
        onRetryAnalyses={() => undefined}
      />,
      { language: "ar" },
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("أهلًا بعودتك");
    expect(screen.getByRole("heading", { name: "التجربة المجانية" })).toBeInTheDocument();
    expect(screen.getByText("تبقّى تحليلان مجانيان")).toBeInTheDocument();
    expect(screen.getByText("أحدث التحليلات")).toBeInTheDocument();
    // The file name is the creator's own text, shown as typed.
    expect(screen.getByText("رحلة العلا.mp4")).toHaveAttribute("dir", "auto");
    expect(screen.getAllByText("ممتاز").length).toBeGreaterThan(0);
    expect(rawKeysOnPage()).toEqual([]);
  });
});
