import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubNetwork } from "@/test-utils/network";
import { rawKeysOnPage } from "@/test-utils/raw-keys";
import { renderWithApp } from "@/test-utils/render";
import { EXAMPLE_SCORE_VS_RESULTS } from "../utils/example-results";
import { OutcomesCard } from "./outcomes-card";
import { ScoreVsResultsBody } from "./score-vs-results";
import { YourScoreLine } from "./your-score";

/** Two Latin letters in a row: an English word (ρ, digits and punctuation are fine in Arabic). */
const ENGLISH_WORD = /[A-Za-z]{2,}/;

describe("results in Arabic", () => {
  it("when Score vs results is shown in Arabic, then its chart, table and lists read in Arabic", () => {
    stubNetwork();
    renderWithApp(<ScoreVsResultsBody data={EXAMPLE_SCORE_VS_RESULTS} />, { language: "ar" });
    expect(screen.getByRole("img", { name: /درجة كل منشور مقابل/ })).toBeInTheDocument();
    expect(screen.getByText("ما اشتركت فيه أفضل منشوراتك")).toBeInTheDocument();
    expect(screen.getByText("الدرجة")).toBeInTheDocument();
    expect(rawKeysOnPage()).toEqual([]);
  });

  it("when the server's sentences come as messages, then they read in Arabic, with no English sentence", () => {
    stubNetwork();
    const { container } = renderWithApp(<ScoreVsResultsBody data={EXAMPLE_SCORE_VS_RESULTS} />, { language: "ar" });
    const sentences = [...container.querySelectorAll('p[dir="auto"]')].map((p) => p.textContent ?? "");
    expect(sentences).toHaveLength(2);
    expect(sentences[0]).toMatch(/^في منشوراتك الـ14، ارتبطت الدرجات الأعلى بزيادة المشاهدات لكل متابع/);
    expect(sentences[1]).toMatch(/^لا تتوقع درجتك الخاصة المشاهدات لكل متابع أفضل من الدرجة العامة بعد/);
    for (const sentence of sentences) expect(sentence).not.toMatch(ENGLISH_WORD);
    expect(rawKeysOnPage()).toEqual([]);
  });

  it("when English is read, then the server's sentences are its English fields word for word", () => {
    stubNetwork();
    renderWithApp(<ScoreVsResultsBody data={EXAMPLE_SCORE_VS_RESULTS} />);
    expect(screen.getByText(EXAMPLE_SCORE_VS_RESULTS.correlation!.sentence)).toBeInTheDocument();
    expect(screen.getByText(EXAMPLE_SCORE_VS_RESULTS.personal.sentence)).toBeInTheDocument();
  });

  it("when a Pro creator's own score is shown in Arabic, then its line reads in Arabic", async () => {
    stubNetwork({
      "GET /api/pro/results/5/your-score": {
        yourScore: 71,
        sentence:
          "Your own score: predicted to do better than 71% of your 14 posts with results (it ranked your posts at ρ = 0.81, the general score at 0.42).",
        message: {
          key: "outcomes.yourScore.score",
          params: { score: 71, count: 14, personalRho: 0.81, generalRho: 0.42 },
        },
      },
    });
    renderWithApp(<YourScoreLine analysisId={5} isPro />, { language: "ar" });
    const line = await screen.findByText(/^درجتك الخاصة: يُتوقع أن يتفوق على 71% من منشوراتك الـ14/);
    expect(line.textContent).not.toMatch(ENGLISH_WORD);
    expect(rawKeysOnPage()).toEqual([]);
  });

  it("when a post has no results yet, then the card asks for them in Arabic", async () => {
    stubNetwork({ "GET /api/analyses/5/outcomes": { outcomes: [], posted: null } });
    renderWithApp(<OutcomesCard analysisId={5} />, { language: "ar" });
    expect(screen.getByRole("region", { name: "كيف كان أداؤه؟" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "نشرته" })).toBeInTheDocument();
    expect(rawKeysOnPage()).toEqual([]);
  });
});
