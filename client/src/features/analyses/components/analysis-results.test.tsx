import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeAnalysis } from "@/test-utils/fixtures";
import { stubNetwork } from "@/test-utils/network";
import { renderWithApp } from "@/test-utils/render";
import { AnalysisResults } from "./analysis-results";

// The results view: what a creator reads after an analysis, on the landing page (fresh upload) and on the
// analysis's own page (stored). It asks the server nothing; the stored still is an <img> the browser loads.

// The score heading's accessible name; the hidden " out of 100" loses its leading space in jsdom's computation.
const SCORE_HEADING = /^Viral Score: 78 ?out of 100$/;
const section = (name: string) => screen.getByRole("heading", { name }).closest("section")!;

describe("the results view", () => {
  it("when an analysis is shown, then the score, its band, the potential and the three figures lead", () => {
    stubNetwork();
    renderWithApp(<AnalysisResults analysis={makeAnalysis()} media={null} />);

    expect(screen.getByRole("heading", { level: 2, name: SCORE_HEADING })).toBeInTheDocument();
    expect(screen.getByText("Good")).toBeInTheDocument();
    expect(screen.getByText("High viral potential")).toBeInTheDocument();
    expect(screen.getByText("sunset-clip.mp4")).toBeInTheDocument();
    expect(screen.getByText(/4\.5 MB/)).toBeInTheDocument();
    const figures = Object.fromEntries(
      screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toMatchObject({ Confidence: "84%", Engagement: "75", Compliance: "100" });
  });

  it("when a line has evidence, then a Why detail holds it; a line without has none", async () => {
    stubNetwork();
    const { user } = renderWithApp(<AnalysisResults analysis={makeAnalysis()} media={null} />);

    const strengths = within(section("Strengths")).getAllByRole("listitem");
    expect(strengths).toHaveLength(2);
    expect(strengths[0]).toHaveTextContent("Vertical 9:16 video fills the phone screen");
    expect(within(strengths[1]!).queryByText("Why")).not.toBeInTheDocument();

    const why = within(strengths[0]!).getByText("Why");
    const evidence = within(strengths[0]!).getByText("Full-screen vertical video is what the feeds are built for.");
    expect(evidence).not.toBeVisible();
    await user.click(why);
    expect(evidence).toBeVisible();
  });

  it("when nothing was measured for a list, then it says so instead of an empty card", () => {
    stubNetwork();
    renderWithApp(
      <AnalysisResults
        analysis={makeAnalysis({ strengths: [], recommendations: [], why: { strengths: [], recommendations: [] } })}
        media={null}
      />,
    );

    expect(within(section("Strengths")).getByText("No particular strengths were measured.")).toBeInTheDocument();
    expect(within(section("Recommendations")).getByText("Nothing to change: this post is ready.")).toBeInTheDocument();
  });

  it("when the post needs a policy review, then the first reason leads the page and every reason is listed", () => {
    stubNetwork();
    const reasons = ["The caption names a restricted product", "On-screen text mentions gambling"];
    renderWithApp(
      <AnalysisResults
        analysis={makeAnalysis({
          viralScore: 45,
          viralPotential: "Low",
          contentCompliance: {
            isCompliant: false,
            status: "needs_review",
            complianceScore: 40,
            violationReasons: reasons,
          },
        })}
        media={null}
      />,
    );

    expect(screen.getByText("Needs Work")).toBeInTheDocument();
    expect(
      screen.getByText((_, element) =>
        element?.tagName === "P"
          ? element.textContent ===
            "Held at Needs Work for policy review: The caption names a restricted product (and 1 more). Fix this first."
          : false,
      ),
    ).toBeInTheDocument();
    const compliance = section("Content compliance");
    expect(compliance).toHaveTextContent("Needs review· 40/100");
    expect(
      within(compliance)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(reasons);
  });

  it("when the post is compliant, then the card says nothing was found", () => {
    stubNetwork();
    renderWithApp(<AnalysisResults analysis={makeAnalysis()} media={null} />);

    const compliance = section("Content compliance");
    expect(compliance).toHaveTextContent("Compliant· 100/100");
    expect(within(compliance).getByText(/No policy terms were found/)).toBeInTheDocument();
    expect(screen.queryByText(/Held at Needs Work/)).not.toBeInTheDocument();
  });

  it("when the post had no caption nor hashtags, then their card is left out; with them, both are shown", () => {
    stubNetwork();
    const { unmount } = renderWithApp(
      <AnalysisResults analysis={makeAnalysis({ caption: "", hashtags: "" })} media={null} />,
    );
    expect(screen.queryByRole("heading", { name: "Caption and hashtags" })).not.toBeInTheDocument();
    unmount();

    renderWithApp(<AnalysisResults analysis={makeAnalysis()} media={null} />);
    const card = section("Caption and hashtags");
    expect(within(card).getByText("Caption").nextElementSibling).toHaveTextContent("Golden hour on the corniche");
    expect(within(card).getByText("Hashtags").nextElementSibling).toHaveTextContent("#sunset #travel");
  });

  it("when the analysis is of an image, then the content factors carry an image's names", () => {
    stubNetwork();
    renderWithApp(
      <AnalysisResults analysis={makeAnalysis({ mediaType: "image", mimeType: "image/png" })} media={null} />,
    );

    const factors = section("Content factors");
    expect(within(factors).getByText("Stopping power")).toBeInTheDocument();
    expect(within(factors).getByText("Platform fit")).toBeInTheDocument();
    expect(within(factors).queryByText("Hook strength")).not.toBeInTheDocument();
  });

  it("when it sits in the landing section, then its heading is one level lower and the page's actions sit beside Download Report", () => {
    stubNetwork();
    renderWithApp(
      <AnalysisResults
        analysis={makeAnalysis()}
        media={{ url: "blob:http://localhost/clip", kind: "video" }}
        headingLevel={3}
        headingId="results-heading"
        actions={<button type="button">New Analysis</button>}
      />,
    );

    const heading = screen.getByRole("heading", { level: 3, name: SCORE_HEADING });
    expect(heading).toHaveAttribute("id", "results-heading");
    expect(screen.getByRole("heading", { level: 4, name: "Strengths" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New Analysis" })).toBeInTheDocument();
  });

  it("when enough posts were analysed here, then the score's standing among them is given", () => {
    stubNetwork();
    renderWithApp(
      <AnalysisResults
        analysis={makeAnalysis({ standing: { higherThanPercent: 72, sample: 1250, days: 90 } })}
        media={null}
      />,
    );

    expect(
      screen.getByText("Higher than 72% of the 1,250 posts analysed here in the last 90 days."),
    ).toBeInTheDocument();
  });

  it("when How we scored this is opened, then each signal shows its measurement, sub-score and weight", async () => {
    stubNetwork();
    const { user } = renderWithApp(<AnalysisResults analysis={makeAnalysis()} media={null} />);

    const trigger = screen.getByRole("button", { name: /How we scored this/ });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);

    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const signal = screen.getByText("Aspect ratio").closest("li")!;
    expect(signal).toHaveTextContent("1080x1920 (9:16)");
    expect(signal).toHaveTextContent("100/100");
    expect(signal).toHaveTextContent("10% of the score");
  });

  it("when Download Report is pressed, then a text report is saved and the creator is told", async () => {
    stubNetwork();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderWithApp(<AnalysisResults analysis={makeAnalysis()} media={null} />);

    await user.click(screen.getByRole("button", { name: "Download Report" }));

    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatch(/\.txt$/);
    const toast = screen.getByText("Report downloaded").closest("[role=status]");
    expect(toast).toHaveTextContent("Your analysis report was saved as a text file.");
  });
});
