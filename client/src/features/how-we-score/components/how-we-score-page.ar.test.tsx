import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reply, stubNetwork } from "@/test-utils/network";
import { renderWithApp } from "@/test-utils/render";
import { HowWeScorePage } from "./how-we-score-page";

// /how-we-score in both languages: the figure, or why there is none yet, with its counts in the reader's words.

const figure = (correlation: { rho: number; low: number; high: number; posts: number } | null) =>
  reply(200, { posts: 120, creators: 14, minPosts: 100, minCreators: 10, correlation });

describe("how we score", () => {
  it("when too few results are recorded, then the English page says so and claims nothing", async () => {
    stubNetwork({ "GET /api/how-we-score": figure(null) });
    renderWithApp(<HowWeScorePage />);

    expect(
      await screen.findByText(
        /^Not enough results yet\. Creators here have recorded results for 120 posts from 14 creators\./,
      ),
    ).toBeInTheDocument();
  });

  it("when read in Arabic, then the headings and the figure are in Arabic, no key is shown", async () => {
    stubNetwork({ "GET /api/how-we-score": figure({ rho: 0.31, low: 0.12, high: 0.48, posts: 120 }) });
    renderWithApp(<HowWeScorePage />, { language: "ar" });

    expect(screen.getByRole("heading", { level: 1, name: "كيف نحسب الدرجة" })).toBeInTheDocument();
    expect(await screen.findByText(/في 120 منشورًا من 14 صانع محتوى/)).toBeInTheDocument();
    expect(screen.getByText(/صاحبتها مشاهدات أكثر/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b(?:figure|measures|cannot|route)\.[a-zA-Z]/);
  });
});
