import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAnalysis } from "@/test-utils/fixtures";
import { stubNetwork } from "@/test-utils/network";
import { renderWithApp } from "@/test-utils/render";
import { AnalysisResults } from "./analysis-results";

// The results read in Arabic: the interface's words and the labels the API sends in English (band, potential)
// come from the catalogue; the creator's own words (file name, caption) stay as typed.

const keyLike = /\b(?:results|insights|timeline|explanation|meter|bands|potentials|factors|insightTypes)\.[a-zA-Z]/;

describe("the results view in Arabic", () => {
  it("when an analysis is shown, then the headings, the band and the potential are in Arabic and the caption as typed", () => {
    stubNetwork();
    renderWithApp(<AnalysisResults analysis={makeAnalysis()} media={null} />, { language: "ar" });

    expect(screen.getByRole("heading", { level: 2, name: /درجة الانتشار: 78/ })).toBeInTheDocument();
    expect(screen.getByText("جيد")).toBeInTheDocument();
    expect(screen.getByText("فرصة انتشار عالية")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "نقاط القوة" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "التوصيات" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "تنزيل التقرير" })).toBeInTheDocument();
    expect(screen.getByText("قوة الافتتاحية")).toBeInTheDocument();
    expect(screen.getByText("Golden hour on the corniche")).toBeInTheDocument();
    expect(screen.getByText("sunset-clip.mp4")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(keyLike);
  });
});

describe("the engine's texts", () => {
  const messages = {
    strengths: [
      {
        key: "aspect.good",
        params: {
          ratio: "9:16",
          measured: { key: "aspect.value", params: { width: 1080, height: 1920, ratio: "9:16" } },
        },
      },
      { key: "aspect.good", params: { ratio: "9:16", measured: "1080x1920" } },
    ],
    recommendations: [{ key: "aspect.fix_image", params: { measured: "1:1" } }],
    why: { strengths: [{ key: "aspect.why_video" }, null], recommendations: [null] },
    insights: [{ key: "insights.face", params: { size: "40%" } }],
    violationReasons: [],
    explanation: [
      {
        key: "aspect",
        label: { key: "aspect.label" },
        value: { key: "aspect.value", params: { width: 1080, height: 1920, ratio: "9:16" } },
        note: { key: "aspect.note" },
      },
    ],
    theme: {
      key: "theme.value",
      params: { light: { key: "theme.lights.bright" }, tone: { key: "theme.tones.warm" }, colour: "colourful" },
    },
    confidenceReasons: [],
  };

  it("when the analysis keeps its texts as messages, then they are read in Arabic", () => {
    stubNetwork();
    renderWithApp(<AnalysisResults analysis={makeAnalysis({ messages })} media={null} />, { language: "ar" });

    expect(screen.getByText("إطار عمودي 9:16 يملأ شاشة الجوال (القياس: 1080x1920 (9:16))")).toBeInTheDocument();
    expect(screen.getByText(/^اقتصّ الصورة طوليًا/)).toBeInTheDocument();
    expect(screen.getByText(/إضاءة ساطعة، ودرجات دافئة/)).toBeInTheDocument();
    expect(screen.queryByText("Vertical 9:16 video fills the phone screen")).not.toBeInTheDocument();
  });

  it("when the analysis keeps its texts as messages, then English readers get the same sentences in English", () => {
    stubNetwork();
    renderWithApp(<AnalysisResults analysis={makeAnalysis({ messages })} media={null} />);

    expect(
      screen.getByText("Vertical 9:16 frame fills the phone screen (measured: 1080x1920 (9:16))"),
    ).toBeInTheDocument();
  });

  it("when an older analysis has no messages, then its stored English texts are shown in Arabic too", () => {
    stubNetwork();
    renderWithApp(<AnalysisResults analysis={makeAnalysis({ messages: null })} media={null} />, { language: "ar" });

    expect(screen.getByText("Vertical 9:16 video fills the phone screen")).toBeInTheDocument();
  });
});
