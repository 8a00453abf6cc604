import type { APIRequestContext } from "@playwright/test";
import { createAnalysisViaApi, createUserViaApi, expect, generateMedia, test, uniqueUser } from "./fixtures";
import { makeProViaApi } from "./payment-fixtures";

// The Pro analytics dashboard: a Pro creator reaches /analytics from the dashboard's View Analytics summary and sees
// the charts (with their band lines and data tables), the recurring weaknesses and best versus worst, also on a 360 px
// phone; a free creator sees the locked preview on example data and the way to Pro, and the API refuses them (402).

test.describe.configure({ mode: "parallel" });
test.setTimeout(120_000);

type ProAnalytics = {
  totals: { analyses: number; bestScore: number | null; worstScore: number | null };
  weaknesses: Array<{ key: string; label: string; occurrences: number }>;
  best: { fileName: string; viralScore: number } | null;
  worst: { fileName: string; viralScore: number } | null;
};

/** A Pro creator with two real analyses (an image and a short video, scored by the engine). */
async function proCreatorWithAnalyses(request: APIRequestContext, outputPath: (name: string) => string) {
  await createUserViaApi(request, uniqueUser("proan"));
  await makeProViaApi(request);
  const image = await generateMedia("image", outputPath("plain-frame.png"));
  const video = await generateMedia("video", outputPath("test-pattern.mp4"));
  await createAnalysisViaApi(request, image, { mimeType: "image/png" });
  await createAnalysisViaApi(request, video, {
    mimeType: "video/mp4",
    caption: "Which one do you like more? Tell me below!",
    hashtags: "#test #pattern",
  });
  const response = await request.get("/api/pro/analytics?range=all");
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ProAnalytics;
}

test.describe("the analytics dashboard as a Pro creator", () => {
  test("when a Pro creator opens Analytics from the dashboard, then the score and factor charts, the recurring weaknesses and best versus worst show their own figures", async ({
    page,
  }, testInfo) => {
    const analytics = await proCreatorWithAnalyses(page.request, (name) => testInfo.outputPath(name));
    expect(analytics.totals.analyses).toBe(2);

    await page.goto("/dashboard");
    await page.getByRole("button", { name: /View Analytics/ }).click();
    const summary = page.getByRole("dialog", { name: "Analytics Summary" });
    await expect(summary).toContainText(/Total analyses\s*2/); // the summary and trend stay
    await summary.getByRole("link", { name: "Open Analytics Dashboard" }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();

    const scoreCard = page.getByRole("region", { name: "Viral score over time" });
    await expect(scoreCard).toBeVisible();
    await expect(scoreCard.locator(".recharts-line")).toHaveCount(1);
    await expect(scoreCard.getByText("Good 60")).toBeVisible(); // the band lines
    await expect(scoreCard.getByText("Excellent 80")).toBeVisible();
    // The text alternative: the same numbers as a table.
    await scoreCard.getByText("Show data").click();
    await expect(scoreCard.getByRole("table", { name: "Viral score over time" })).toBeVisible();

    const factorsCard = page.getByRole("region", { name: "Content factors over time" });
    await expect(factorsCard.locator(".recharts-line")).toHaveCount(4);
    for (const label of ["Hook strength", "Emotional impact", "Shareability", "Algorithm optimization"]) {
      await expect(factorsCard.getByText(label).first()).toBeVisible();
    }

    const weaknesses = page.getByRole("region", { name: "Recurring weaknesses" });
    expect(analytics.weaknesses.length, "the test media has weak signals").toBeGreaterThan(0);
    await expect(weaknesses.getByRole("listitem")).toHaveCount(analytics.weaknesses.length);
    const top = analytics.weaknesses[0]!;
    await expect(weaknesses.getByRole("listitem").first()).toContainText(top.label);
    await expect(weaknesses.getByRole("listitem").first()).toContainText(`${top.occurrences} of 2 analyses`);

    await expect(page.getByRole("region", { name: "Recommendations you keep getting" })).toBeVisible();
    const bestWorst = page.getByRole("region", { name: "Best versus worst" });
    await expect(bestWorst.getByRole("article", { name: `Best: ${analytics.best!.fileName}` })).toContainText(
      `${analytics.best!.viralScore}/100`,
    );
    await expect(bestWorst.getByRole("article", { name: `Worst: ${analytics.worst!.fileName}` })).toContainText(
      `${analytics.worst!.viralScore}/100`,
    );

    // Another range comes from the server and stays in the address.
    await page.getByRole("group", { name: "Range" }).getByRole("button", { name: "All time" }).click();
    await expect(page).toHaveURL(/\/analytics\?range=all$/);
    await expect(page.getByRole("button", { name: "All time" })).toHaveAttribute("aria-pressed", "true");
  });

  test("when a Pro creator opens /analytics on a 360 px phone, then nothing overflows sideways and the charts fit", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await proCreatorWithAnalyses(page.request, (name) => testInfo.outputPath(name));
    await page.goto("/analytics");
    const scoreCard = page.getByRole("region", { name: "Viral score over time" });
    await expect(scoreCard.locator(".recharts-line")).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Recurring weaknesses" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
    const chartBox = await scoreCard.locator(".recharts-wrapper").boundingBox();
    expect(chartBox!.width).toBeLessThanOrEqual(360);
    expect(chartBox!.width).toBeGreaterThan(250);
  });

  test("when a Pro creator has no analyses yet, then the page says so and links to the analyze form", async ({
    page,
  }) => {
    await createUserViaApi(page.request, uniqueUser("proempty"));
    await makeProViaApi(page.request);
    await page.goto("/analytics?range=all");
    await expect(page.getByText("No analyses yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Analyze Your First Video" })).toHaveAttribute("href", "/#analyze");
  });
});

test.describe("the analytics dashboard as a free creator", () => {
  test("when a free creator opens /analytics, then a locked preview on labelled example data offers Pro, and the API answers 402", async ({
    page,
  }) => {
    await createUserViaApi(page.request, uniqueUser("freean"));
    const refused = await page.request.get("/api/pro/analytics");
    expect(refused.status()).toBe(402);
    expect(await refused.json()).toMatchObject({ code: "PAYMENT_REQUIRED", requiresPayment: true });

    await page.goto("/dashboard");
    await page.getByRole("button", { name: /View Analytics/ }).click();
    await page
      .getByRole("dialog", { name: "Analytics Summary" })
      .getByRole("link", { name: "See Pro Analytics" })
      .click();
    await expect(page).toHaveURL(/\/analytics$/);

    await expect(page.getByRole("heading", { name: "The analytics dashboard is part of Pro" })).toBeVisible();
    const example = page.getByRole("region", { name: "Example: what the dashboard shows" });
    await expect(example.getByText("Example data", { exact: true })).toBeVisible();
    await expect(example.getByText("These figures belong to an invented creator, not to you")).toBeVisible();
    await expect(example.getByRole("region", { name: "Viral score over time" }).locator(".recharts-line")).toHaveCount(
      1,
    );
    await expect(example.getByRole("region", { name: "Recurring weaknesses" })).toContainText("On-screen text");
    await expect(example.getByRole("region", { name: "Example: Score vs results" })).toContainText(
      "On your 14 posts, higher scores went with more views per follower",
    );
    expect((await page.request.get("/api/pro/results")).status()).toBe(402);

    await page
      .getByRole("region", { name: "The analytics dashboard is part of Pro" })
      .getByRole("link", { name: "Upgrade to Pro" })
      .click();
    await expect(page).toHaveURL(/\/subscribe$/);
  });
});
