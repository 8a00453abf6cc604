import { screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import type { WorkedExamplesFile } from "@shared/schemas/worked-examples";
import workedExamples from "@shared/data/worked-examples.json";
import arLanding from "@/locales/ar/landing.json";
import enLanding from "@/locales/en/landing.json";
import { makePublicConfig, makeUser } from "@/test-utils/fixtures";
import { stubNetwork } from "@/test-utils/network";
import { renderWithApp } from "@/test-utils/render";
import { DashboardSummaryCard } from "./dashboard-summary-card";
import { FaqSection } from "./faq-section";
import { HeroSection } from "./hero-section";
import { HowItWorksSection } from "./how-it-works-section";
import { loadDeferredParts } from "./deferred";
import { LandingPage } from "./landing-page";
import { PricingSection } from "./pricing-section";
import { WorkedExamplesSection } from "./worked-examples-section";

// The landing page in Arabic: every section's words come from the Arabic catalogue (no English sentence, no raw
// "section.key"), and the worked examples' English words are the engine's own, as stored in the data file.

const RAW_KEY = /\b[a-z]+(?:\.[a-zA-Z-]+)+\b/;
const examples = (workedExamples as WorkedExamplesFile).examples;

function expectNoRawKeys(container: HTMLElement) {
  expect(container.textContent ?? "").not.toMatch(RAW_KEY);
}

const figures = { postsAnalysed: 1234, creators: 56, medianSecondsToScore: 7.25, medianOf: 20, countedAt: "" };

describe("the landing page's words", () => {
  it("has each worked example's English words exactly as the engine's data file, and Arabic ones for each", () => {
    for (const example of examples) {
      const en = enLanding.examples.items[example.id as keyof typeof enLanding.examples.items];
      expect(en, example.id).toEqual({
        title: example.title,
        media: example.media,
        strength: example.strength,
        recommendation: example.recommendation,
      });
      expect(arLanding.examples.items[example.id as keyof typeof arLanding.examples.items], example.id).toBeDefined();
    }
  });
});

describe("the landing page in Arabic", () => {
  it("when a guest reads the hero, then its heading, buttons and figures are Arabic", async () => {
    stubNetwork({ "GET /api/public-figures": figures });
    await loadDeferredParts();
    const { container } = renderWithApp(<HeroSection />, { language: "ar" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("اعرف درجة انتشار مقطعك قبل أن تنشره");
    expect(screen.getByRole("link", { name: "حلّل الآن" })).toHaveAttribute("href", "#analyze");
    expect(screen.getByRole("button", { name: "شاهد العرض التوضيحي" })).toBeInTheDocument();
    expect(await screen.findByText("1,234")).toBeInTheDocument();
    expect(screen.getByText("7.3 ث")).toBeInTheDocument();
    expect(screen.getByText("الوسيط لآخر 20 تحليلًا")).toBeInTheDocument();
    // The decorative phone: the first worked example's band and title.
    expect(screen.getByText("ممتاز")).toBeInTheDocument();
    expect(screen.getByText("مقطع عمودي بوصف عربي")).toBeInTheDocument();
    expectNoRawKeys(container);
    expect(container.textContent).not.toMatch(/Analyze Now|Watch Demo|Posts analysed|Viral score/);
  });

  it("when the site has over a hundred thousand posts, then the hero's counts are short enough for a phone's cell", async () => {
    stubNetwork({ "GET /api/public-figures": { ...figures, postsAnalysed: 1_234_567, creators: 98_765 } });
    await loadDeferredParts();
    renderWithApp(<HeroSection />, { language: "ar" });
    expect(await screen.findByText("1.2 مليون")).toBeInTheDocument();
    expect(screen.getByText("98,765")).toBeInTheDocument();
  });

  it("when a guest reads how it works, pricing, the examples and the FAQ, then they are Arabic", async () => {
    stubNetwork({ "GET /api/public-config": makePublicConfig({ freeTrialLimit: 3 }) });
    const { container, user } = renderWithApp(
      <>
        <HowItWorksSection />
        <PricingSection user={null} onRequireAuth={() => undefined} />
        <WorkedExamplesSection />
        <FaqSection />
      </>,
      { language: "ar" },
    );
    expect(screen.getByRole("heading", { name: "من الرفع إلى النتيجة في ثلاث خطوات" })).toBeInTheDocument();
    expect(screen.getByText("الخطوة 1")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "أسعار بسيطة وواضحة" })).toBeInTheDocument();
    const free = screen.getByRole("article", { name: "تجربة مجانية" });
    expect(within(free).getByRole("button", { name: "ابدأ التجربة المجانية" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "طرق الدفع" })).toBeInTheDocument();
    expect(screen.getByText("مدى")).toBeInTheDocument();

    const samples = screen.getByRole("region", { name: "ماذا تقول الدرجة؟ ثلاث عيّنات" });
    expect(within(samples).getAllByText("عيّنة قيّمها المحرك")).toHaveLength(examples.length);
    expect(within(samples).getByRole("article", { name: "مقطع عمودي بوصف عربي" })).toHaveTextContent(
      "الدرجة 86: فرصة انتشار عالية جدًا",
    );
    // The sample's caption and hashtags are shown as written.
    expect(within(samples).getByText(examples[1]!.caption)).toBeInTheDocument();

    const faq = screen.getByRole("region", { name: "الأسئلة الشائعة" });
    await user.click(within(faq).getByRole("button", { name: "كيف تعمل التجربة المجانية، وكم أدفع بعدها؟" }));
    expect(within(faq).getByText(/يحصل كل حساب جديد على 3 تحليلات مجانية كاملة/)).toBeInTheDocument();
    // The contact page of the reader's language.
    expect(within(faq).getByRole("link", { name: "تواصل مع فريقنا" })).toHaveAttribute("href", "/ar/contact");

    expectNoRawKeys(container);
    expect(container.textContent).not.toMatch(/Pricing|Frequently asked|Start Free Trial|What works|Step 1/);
  });

  it("when a signed-in creator sees the summary card, then it greets them by name in Arabic", () => {
    const { container } = renderWithApp(
      <DashboardSummaryCard user={makeUser({ username: "sara", freeTrialsUsed: 1, freeTrialLimit: 3 })} />,
      { language: "ar" },
    );
    expect(screen.getByRole("heading", { name: "أهلًا بعودتك، sara" })).toBeInTheDocument();
    expect(screen.getByText("تبقّى تحليلان مجانيان")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "افتح لوحة التحكم" })).toBeInTheDocument();
    expectNoRawKeys(container);
  });
});

describe("the landing page in English", () => {
  it("when its sections come from their chunk, then every one shows, in order, with its words as before", async () => {
    stubNetwork({ "GET /api/public-figures": figures, "GET /api/public-config": makePublicConfig() });
    await loadDeferredParts();
    renderWithApp(
      <Suspense fallback={null}>
        <LandingPage user={null} onRequireAuth={() => undefined} analyzePanel={null} />
      </Suspense>,
    );
    expect(await screen.findByRole("heading", { name: "Frequently asked questions" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Know your viral score before you post");
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "From upload to insight in three steps",
      "Analyze Your Content",
      "Simple, transparent pricing",
      "What the score says, on three samples",
      "Frequently asked questions",
    ]);
    const pro = screen.getByRole("article", { name: "Monthly Pro" });
    expect(pro).toHaveTextContent("$10per month");
    const sample = screen.getByRole("article", { name: examples[0]!.title });
    expect(sample).toHaveTextContent(`Score ${examples[0]!.viralScore}: ${examples[0]!.viralPotential} potential`);
    expect(screen.getByRole("link", { name: "Contact our team" })).toHaveAttribute("href", "/contact");
  });
});
