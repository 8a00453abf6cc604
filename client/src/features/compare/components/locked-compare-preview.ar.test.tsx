import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubNetwork } from "@/test-utils/network";
import { renderWithApp } from "@/test-utils/render";
import { LockedComparePreview } from "./locked-compare-preview";

// The comparison a free creator is shown (an invented example), in English and in Arabic.

const keyLike = /\b(?:view|sides|leadNames|locked|example|factors|picker|page)\.[a-zA-Z]/;

describe("the locked comparison preview", () => {
  it("when read in English, then the example says what it compares, with the leads spelled out", () => {
    stubNetwork();
    renderWithApp(<LockedComparePreview />);

    expect(screen.getByText("Competitor comparison is part of Pro")).toBeInTheDocument();
    expect(screen.getByText("Pro ($10/month, unlimited analyses) adds:")).toBeInTheDocument();
    expect(screen.getByText("Score difference: +18 points for theirs")).toBeInTheDocument();
    expect(
      screen.getByText("First cut: theirs 0.8 s (90/100) vs yours 2.9 s (45/100), 45 points ahead."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What you do better" })).toBeInTheDocument();
  });

  it("when read in Arabic, then the example and its headings are in Arabic, no key is shown", () => {
    stubNetwork();
    renderWithApp(<LockedComparePreview />, { language: "ar" });

    expect(screen.getByText("المقارنة مع المنافسين من مزايا Pro")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "ما تتفوّق فيه" })).toBeInTheDocument();
    expect(screen.getByText("فرق الدرجة: +18 نقطة لصالح المنافس")).toBeInTheDocument();
    expect(screen.getByText("روتيني الساعة 5 الفجر، بكل صراحة")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(keyLike);
  });
});
