import fs from "node:fs";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { MAX_UPLOAD_BYTES } from "../shared/constants";
import {
  createAnalysisViaApi,
  createUserViaApi,
  expect,
  expectNoSeriousViolations,
  fetchCurrentUser,
  generateMedia,
  listAnalysesViaApi,
  test,
  uniqueUser,
  type ApiAnalysis,
} from "./fixtures";

// The analysis flow as a creator goes through it: upload real media (made here with ffmpeg), see the
// progress, read the results, download the report, meet the paywall, and find the analyses again on the
// dashboard and /analyses. Every test has its own user; the scoring engine decodes each file, so the
// tests that analyse allow up to a minute for it.

// Every test has its own user, so the two workers share the file's tests.
test.describe.configure({ mode: "parallel" });

const ANALYSIS_TIMEOUT = 60_000;
const CAPTION = "Morning routine in Riyadh ☕ روتين الصباح مع القهوة";
const HASHTAGS = "#fyp #morning #روتين #قهوة";
const UNSUPPORTED_FILE_MESSAGE =
  "This file type is not supported. Upload an MP4, MOV or AVI video, or a JPEG or PNG image.";

function bandOf(score: number): "Excellent" | "Good" | "Needs Work" {
  return score >= 80 ? "Excellent" : score >= 60 ? "Good" : "Needs Work";
}

/** A ffmpeg-made file in this test's own output folder. */
function mediaPath(testInfo: TestInfo, name: string): string {
  return testInfo.outputPath(name);
}

/** The analyze form of the home page, once it knows the signed-in user (its plan line says so). */
async function openAnalyzeForm(page: Page, trialsUsed = 0): Promise<Locator> {
  await page.goto("/#analyze");
  const form = page.getByRole("form", { name: "Analyze your content" });
  await expect(form.getByText(new RegExp(`^Free analyses used: ${trialsUsed}/\\d+\\.`))).toBeVisible();
  return form;
}

/** The card (a section) that a results heading names. */
function card(page: Page, heading: string): Locator {
  return page.getByRole("heading", { name: heading, exact: true }).locator("xpath=ancestor::section[1]");
}

/** Counts the analyze requests the page sends from now on. */
function countAnalyzeRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/analyze") count += 1;
  });
  return () => count;
}

type AnalyzeOptions = { caption?: string; hashtags?: string; expectOverlay?: boolean };

/**
 * Chooses the file, types the caption and hashtags, clicks Analyze and waits for the results; returns the
 * analysis the server answered with, so that the test compares the page with it.
 */
async function analyzeInBrowser(
  page: Page,
  form: Locator,
  file: string,
  { caption = "", hashtags = "", expectOverlay = false }: AnalyzeOptions = {},
): Promise<ApiAnalysis> {
  await form.getByLabel("Upload video or image").setInputFiles(file);
  await form.getByLabel("Caption", { exact: true }).fill(caption);
  await form.getByLabel("Hashtags", { exact: true }).fill(hashtags);
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/analyze",
    { timeout: ANALYSIS_TIMEOUT },
  );
  await form.getByRole("button", { name: "Analyze", exact: true }).click();
  const overlay = page.getByRole("dialog", { name: "Analyzing your content" });
  if (expectOverlay) {
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole("progressbar", { name: "Analysis progress" })).toBeVisible();
    await expect(overlay.getByRole("list", { name: "Analysis stages" })).toContainText("Uploading");
  }
  const response = await answer;
  expect(response.status(), `POST /api/analyze answered ${await response.text()}`).toBe(201);
  const { analysis } = (await response.json()) as { analysis: ApiAnalysis };
  await expect(overlay).toBeHidden();
  // The results render in a transition after the answer; on a loaded CI machine that once took over 10 s.
  await expect(page.getByRole("heading", { name: `Viral Score: ${analysis.viralScore} out of 100` })).toBeVisible({
    timeout: 30_000,
  });
  return analysis;
}

test.describe("analysing a video or an image", () => {
  test.setTimeout(90_000);

  test("when a new user analyses a generated video with an Arabic and English caption, then the progress overlay shows and the results show the score, band, lists, compliance, visual analysis, insight dots and measured signals", async ({
    page,
  }, testInfo) => {
    const video = await generateMedia("video", mediaPath(testInfo, "morning-routine.mp4"));
    await createUserViaApi(page.request, uniqueUser("video"));
    const form = await openAnalyzeForm(page);

    const analysis = await analyzeInBrowser(page, form, video, {
      caption: CAPTION,
      hashtags: HASHTAGS,
      expectOverlay: true,
    });

    // The score and its band.
    const score = analysis.viralScore;
    expect(Number.isInteger(score) && score >= 0 && score <= 100, `score ${score} is a whole number 0-100`).toBe(true);
    const band = bandOf(score);
    await expect(page.getByRole("img", { name: `Viral score ${score} out of 100, ${band}` })).toBeVisible();
    const summary = page
      .getByRole("heading", { name: `Viral Score: ${score} out of 100` })
      .locator("xpath=ancestor::section[1]");
    await expect(summary.getByText(band, { exact: true })).toBeVisible();
    await expect(summary).toContainText(`${analysis.viralPotential} viral potential`);
    await expect(summary).toContainText("morning-routine.mp4");

    // What the engine measured, listed as the server stored it; the caption kept its Arabic.
    expect(analysis.caption).toBe(CAPTION);
    expect(analysis.hashtags).toBe(HASHTAGS);
    expect(analysis.strengths.length + analysis.recommendations.length, "strengths or recommendations").toBeGreaterThan(
      0,
    );
    // Each line as stored, and under it, where the engine gave one, its "Why" (the study behind it).
    for (const [heading, lines, why] of [
      ["Strengths", analysis.strengths, analysis.why.strengths],
      ["Recommendations", analysis.recommendations, analysis.why.recommendations],
    ] as const) {
      const items = card(page, heading).getByRole("listitem");
      await expect(items).toHaveCount(lines.length);
      for (const [index, line] of lines.entries()) {
        await expect(items.nth(index).getByText(line, { exact: true })).toBeVisible();
        const reason = why[index];
        if (!reason) continue;
        await items.nth(index).getByText("Why", { exact: true }).click();
        await expect(items.nth(index).getByText(reason, { exact: true })).toBeVisible();
      }
    }
    const compliance = card(page, "Content compliance");
    const isCompliant = analysis.contentCompliance.isCompliant && analysis.contentCompliance.status === "compliant";
    await expect(compliance).toContainText(isCompliant ? "Compliant" : "Needs review");
    await expect(compliance).toContainText(`${analysis.contentCompliance.complianceScore}/100`);
    const visual = card(page, "Visual analysis");
    await expect(visual).toContainText(`Theme: ${analysis.visualAnalysis.theme}`);
    await expect(visual).toContainText(
      new RegExp(`Aesthetics\\s*${Math.round(analysis.visualAnalysis.aesthetics)}/100`),
    );
    await expect(visual).toContainText(
      new RegExp(`Composition\\s*${Math.round(analysis.visualAnalysis.composition)}/100`),
    );
    await expect(card(page, "Content factors")).toContainText(/Hook strength[\s\S]*Algorithm optimization/);
    const captionCard = card(page, "Caption and hashtags");
    await expect(captionCard).toContainText(CAPTION);
    await expect(captionCard).toContainText(HASHTAGS);

    // Insight dots over the uploaded video; the toggle hides and shows them.
    await expect(page.getByLabel("Preview of the analysed video")).toBeVisible();
    expect(analysis.insights.length, "insights placed on the frame").toBeGreaterThan(0);
    const dots = page.getByRole("button", { name: /^Insight \d+, / });
    await expect(dots).toHaveCount(analysis.insights.length);
    await dots.first().click();
    await expect(dots.first()).toHaveAttribute("aria-expanded", "true");
    // The toggle names what it will do: "Hide insights" while the dots show, "Show insights" once hidden.
    await expect(page.getByRole("button", { name: "Show insights" })).toHaveCount(0);
    await page.getByRole("button", { name: "Hide insights" }).click();
    await expect(dots).toHaveCount(0);
    await page.getByRole("button", { name: "Show insights" }).click();
    await expect(page.getByRole("button", { name: "Hide insights" })).toBeVisible();
    await expect(dots).toHaveCount(analysis.insights.length);

    // "How we scored this" lists every measured signal with its measurement.
    expect(analysis.explanation.length, "signals in the explanation").toBeGreaterThan(0);
    const how = page.getByRole("button", { name: /How we scored this/ });
    await expect(how).toContainText(`${analysis.explanation.length} measured signal`);
    await how.click();
    const signals = page.getByRole("region", { name: /How we scored this/ }).getByRole("listitem");
    await expect(signals).toHaveCount(analysis.explanation.length);
    for (const [index, row] of analysis.explanation.entries()) {
      await expect(signals.nth(index)).toContainText(row.label);
      await expect(signals.nth(index)).toContainText(row.value);
      await expect(signals.nth(index)).toContainText(`${Math.round(row.weight * 100)}%`);
    }
  });

  test("when the user clicks Download Report, then a viral-analysis-report text file with the score, the caption and the recommendations downloads", async ({
    page,
  }, testInfo) => {
    const video = await generateMedia("video", mediaPath(testInfo, "report.mp4"));
    await createUserViaApi(page.request, uniqueUser("report"));
    const form = await openAnalyzeForm(page);
    const analysis = await analyzeInBrowser(page, form, video, { caption: CAPTION, hashtags: HASHTAGS });

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Report" }).click();
    const download = await downloading;

    expect(download.suggestedFilename()).toMatch(/^viral-analysis-report-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.txt$/);
    const report = fs.readFileSync(await download.path(), "utf8");
    expect(report).toContain(`Viral score: ${analysis.viralScore}/100 (${bandOf(analysis.viralScore)})`);
    // The creator's text is isolated (FSI … PDI) so mixed Arabic and English keep their order in any viewer.
    expect(report).toContain(`Caption: \u2068${CAPTION}\u2069`);
    expect(report).toContain(`Hashtags: \u2068${HASHTAGS}\u2069`);
    const recommendations = report.split("RECOMMENDATIONS\n")[1]?.split("\n\n")[0] ?? "";
    expect(recommendations, "the report's recommendations section").not.toBe("");
    for (const recommendation of analysis.recommendations) expect(recommendations).toContain(`- ${recommendation}`);
    if (analysis.recommendations.length === 0) expect(recommendations).toContain("(none)");
    await expect(page.getByRole("status").filter({ hasText: "Report downloaded" })).toBeVisible();
  });

  test("when a user analyses a PNG image, then the results show the image preview with insight dots", async ({
    page,
  }, testInfo) => {
    const image = await generateMedia("image", mediaPath(testInfo, "cover.png"));
    await createUserViaApi(page.request, uniqueUser("image"));
    const form = await openAnalyzeForm(page);

    const analysis = await analyzeInBrowser(page, form, image, { caption: "New cover", hashtags: "#design" });

    const preview = page.getByRole("img", { name: "Preview of the analysed post" });
    await expect(preview).toBeVisible();
    // The picture itself loaded (the object URL is still alive), not only its box.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(720);
    expect(analysis.insights.length, "insights placed on the image").toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: /^Insight \d+, / })).toHaveCount(analysis.insights.length);
    await expect(page.getByRole("list", { name: "Insights on the preview" }).getByRole("listitem")).toHaveCount(
      analysis.insights.length,
    );
    // A still has no opening seconds or watch time: its content factors carry the image names.
    const factors = card(page, "Content factors");
    for (const label of ["Stopping power", "Emotion", "Shareability", "Platform fit"]) {
      await expect(factors).toContainText(label);
    }
    await expect(factors).not.toContainText("Hook strength");
  });
});

test.describe("the free trial", () => {
  test.setTimeout(90_000);

  test("when the user has used the free trial and tries a second analysis with an image, then the browser blocks it with Free trial exhausted and the plan choice", async ({
    page,
  }, testInfo) => {
    const video = await generateMedia("video", mediaPath(testInfo, "first.mp4"));
    const image = await generateMedia("image", mediaPath(testInfo, "second.png"));
    await createUserViaApi(page.request, uniqueUser("trial"));
    let form = await openAnalyzeForm(page);
    await analyzeInBrowser(page, form, video, { caption: CAPTION });

    await page.getByRole("button", { name: "New Analysis" }).click();
    form = page.getByRole("form", { name: "Analyze your content" });
    // The user was fetched again after the analysis: the page knows the trial is used.
    await expect(form.getByText(/^Free analyses used: 1\/1\. Further analyses are \$1 each/)).toBeVisible();
    await form.getByLabel("Upload video or image").setInputFiles(image);
    await expect(form.getByText("second.png")).toBeVisible();
    const analyzeRequests = countAnalyzeRequests(page);
    await form.getByRole("button", { name: "Analyze", exact: true }).click();

    await expect(page.getByText("Free trial exhausted")).toBeVisible();
    const plans = page.getByRole("dialog", { name: "Choose how to continue" });
    await expect(plans).toBeVisible();
    // The three ways on; paying in place is followed to its end in payments-analysis.spec.ts.
    await expect(plans.getByRole("button", { name: /^Pay \$1 now/ })).toBeVisible();
    await expect(plans.getByRole("button", { name: /^Save a card and auto-charge/ })).toBeVisible();
    await expect(plans.getByRole("link", { name: /^Monthly Pro/ })).toHaveAttribute("href", "/subscribe");
    expect(analyzeRequests(), "analyze requests sent after the trial was used").toBe(0);
    const user = await fetchCurrentUser(page.request);
    expect(await listAnalysesViaApi(page.request, user.id)).toHaveLength(1);
  });

  test("when the free trial was used in another tab after the page loaded, then the server's 402 shows Upgrade Required and the plan choice", async ({
    page,
  }, testInfo) => {
    const video = await generateMedia("video", mediaPath(testInfo, "other-tab.mp4"));
    const image = await generateMedia("image", mediaPath(testInfo, "this-tab.png"));
    await createUserViaApi(page.request, uniqueUser("tab"));
    const form = await openAnalyzeForm(page); // the page believes one free analysis is left

    // Another tab of the same account takes the trial (page.request shares the page's session).
    await createAnalysisViaApi(page.request, video, { mimeType: "video/mp4", caption: "from the other tab" });
    await expect(form.getByText(/^Free analyses used: 0\/1\. This one is free\./)).toBeVisible();

    await form.getByLabel("Upload video or image").setInputFiles(image);
    const answer = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/analyze",
    );
    await form.getByRole("button", { name: "Analyze", exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(402);
    expect(await response.json()).toMatchObject({ code: "PAYMENT_REQUIRED", requiresPayment: true });

    await expect(page.getByText("Upgrade Required")).toBeVisible();
    await expect(
      page.getByText("You've used your free analysis. Please upgrade or purchase per-post analysis"),
    ).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Choose how to continue" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Analyzing your content" })).toBeHidden();
    const user = await fetchCurrentUser(page.request);
    const analyses = await listAnalysesViaApi(page.request, user.id);
    expect(analyses.map((analysis) => analysis.fileName)).toEqual(["other-tab.mp4"]);
  });
});

test.describe("the dashboard and the analyses pages", () => {
  test.setTimeout(90_000);

  test("when a user with no analyses makes one, then the dashboard shows Total 1, that score as Average and Best, and lists it in Recent Analyses", async ({
    page,
  }, testInfo) => {
    const image = await generateMedia("image", mediaPath(testInfo, "dashboard.png"));
    const user = await createUserViaApi(page.request, uniqueUser("dash"));
    const stats = page.getByRole("region", { name: "Your statistics" });
    const stat = (label: string) =>
      stats.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]");

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: `Welcome back, ${user.username}!` })).toBeVisible();
    await expect(stat("Total Analyses")).toHaveText("0");
    await expect(stat("Average Viral Score")).toHaveText("—");
    await expect(stat("Best Score")).toHaveText("—");
    await expect(stat("Current Plan")).toHaveText("Free Trial");
    const recent = page.getByRole("region", { name: "Recent Analyses" });
    await expect(recent).toContainText("No analyses yet");

    await page.getByRole("link", { name: /Analyze New Content/ }).click();
    const form = page.getByRole("form", { name: "Analyze your content" });
    await expect(form.getByText(/^Free analyses used: 0\/\d+\./)).toBeVisible();
    const analysis = await analyzeInBrowser(page, form, image, { caption: "Dashboard check" });

    // Back to the dashboard inside the app: its cached list must have been refreshed by the analysis.
    await page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const me = await fetchCurrentUser(page.request);
    const listed = await listAnalysesViaApi(page.request, me.id);
    expect(listed.map((item) => item.id)).toEqual([analysis.id]);
    const scores = listed.map((item) => item.viralScore);
    const average = Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
    await expect(stat("Total Analyses")).toHaveText(String(listed.length));
    await expect(stat("Average Viral Score")).toHaveText(String(average));
    await expect(stat("Best Score")).toHaveText(String(Math.max(...scores)));
    await expect(stat("Average Viral Score")).toHaveText(String(analysis.viralScore));
    await expect(stat("Current Plan")).toHaveText("Pay Per Use");

    const rows = recent.getByRole("listitem");
    await expect(rows).toHaveCount(listed.length);
    await expect(rows.first()).toContainText("dashboard.png");
    await expect(rows.first()).toContainText(`${analysis.viralScore} out of 100`);
    await expect(rows.first().getByRole("link")).toHaveAttribute("href", `/analyses/${analysis.id}`);
    await expect(page.getByRole("link", { name: /^View All \d+ Analyses$/ })).toHaveCount(0); // only past 5

    await page.getByRole("button", { name: /View Analytics/ }).click();
    const analytics = page.getByRole("dialog", { name: "Analytics Summary" });
    await expect(analytics).toContainText(/Total analyses\s*1/);
    await expect(analytics).toContainText(`Average score${analysis.viralScore}/100`);
    await expect(analytics).toContainText(`Best score${analysis.viralScore}/100`);
    await expect(analytics).toContainText(/Trend\s*Stable/);
  });

  test("when the owner opens /analyses, then the analysis is listed, opens again on /analyses/:id and can be deleted after confirming", async ({
    page,
  }, testInfo) => {
    const image = await generateMedia("image", mediaPath(testInfo, "keep-or-delete.png"));
    await createUserViaApi(page.request, uniqueUser("list"));
    const created = await createAnalysisViaApi(page.request, image, { mimeType: "image/png", caption: CAPTION });

    await page.goto("/analyses");
    await expect(page.getByRole("heading", { level: 1, name: "Your Analyses" })).toBeVisible();
    await expect(page.getByText("1 analysis, newest first.")).toBeVisible();
    const table = page.getByRole("table", { name: "All your analyses, newest first" });
    await expect(table.getByRole("row")).toHaveCount(2); // the header and one analysis
    const row = table.getByRole("row").filter({ hasText: "keep-or-delete.png" });
    await expect(row).toContainText(`${created.viralScore}·${bandOf(created.viralScore)}`);
    await expect(row).toContainText(created.viralPotential);

    await row.getByRole("link", { name: "Open keep-or-delete.png" }).click();
    await expect(page).toHaveURL(new RegExp(`/analyses/${created.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "keep-or-delete.png" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Viral Score: ${created.viralScore} out of 100` })).toBeVisible();
    // The upload is gone, but the still of the analysed frame (a JPEG of at most 416 px, kept 24 hours) is
    // under the dots, loaded from the server at the image's own 9:16 shape.
    expect(created.previewStatus).toBe("available");
    const still = page.getByRole("img", { name: "Still of the analysed image" });
    await expect(still).toBeVisible();
    await expect(still).toHaveAttribute("src", `/api/analysis/${created.id}/preview`);
    const size = await still.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    expect(Math.max(size.width, size.height)).toBe(416);
    expect(size.width / size.height).toBeCloseTo(720 / 1280, 1);
    const preview = await page.request.get(`/api/analysis/${created.id}/preview`);
    expect(preview.headers()["content-type"]).toBe("image/jpeg");
    await expect(
      page.getByText(/This small still of the analysed frame is kept until .+, then deleted too\./),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^Insight \d+, / })).toHaveCount(created.insights.length);
    await expect(card(page, "Caption and hashtags")).toContainText(CAPTION);

    // Cancel first: nothing is deleted.
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    let confirm = page.getByRole("dialog", { name: "Delete this analysis?" });
    await expect(confirm).toContainText("keep-or-delete.png");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    const me = await fetchCurrentUser(page.request);
    expect(await listAnalysesViaApi(page.request, me.id)).toHaveLength(1);

    await page.getByRole("button", { name: "Delete", exact: true }).click();
    confirm = page.getByRole("dialog", { name: "Delete this analysis?" });
    await confirm.getByRole("button", { name: "Delete Analysis" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Analysis Deleted" })).toBeVisible();
    await expect(page).toHaveURL(/\/analyses$/);
    await expect(page.getByText("No analyses yet")).toBeVisible();
    expect(await listAnalysesViaApi(page.request, me.id)).toEqual([]);
    expect((await page.request.get(`/api/analysis/${created.id}`)).status()).toBe(404);
  });
});

test.describe("files the analysis refuses", () => {
  test.setTimeout(90_000);

  test("when a file over 300MB is chosen, then the form says File must be under 300MB and Analyze is disabled", async ({
    page,
  }) => {
    await createUserViaApi(page.request, uniqueUser("big"));
    const form = await openAnalyzeForm(page);
    const analyzeRequests = countAnalyzeRequests(page);

    // One byte over the limit, made in the page: a 300 MB buffer never crosses the test protocol.
    const input = form.getByLabel("Upload video or image");
    const started = Date.now();
    await input.evaluate((element: HTMLInputElement, size) => {
      const files = new DataTransfer();
      files.items.add(new File([new ArrayBuffer(size)], "too-big.mp4", { type: "video/mp4" }));
      element.files = files.files;
      element.dispatchEvent(new Event("change", { bubbles: true }));
    }, MAX_UPLOAD_BYTES + 1);
    test.info().annotations.push({ type: "oversize file made in", description: `${Date.now() - started} ms` });

    await expect(form.getByRole("alert")).toHaveText("File must be under 300MB to match TikTok's upload limits");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("too-big.mp4")).toBeVisible();
    await expect(form.getByRole("button", { name: "Analyze", exact: true })).toBeDisabled();
    expect(analyzeRequests()).toBe(0);
  });

  test("when a text file renamed .mp4 is analysed, then the server's 415 message shows, the file stays selected and no analysis is created", async ({
    page,
  }) => {
    await createUserViaApi(page.request, uniqueUser("fake"));
    const form = await openAnalyzeForm(page);
    await form.getByLabel("Upload video or image").setInputFiles({
      name: "hello.mp4",
      mimeType: "video/mp4",
      buffer: Buffer.from("hello"),
    });
    const answer = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/analyze",
    );
    await form.getByRole("button", { name: "Analyze", exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(415);
    expect(await response.json()).toMatchObject({
      code: "UNSUPPORTED_FILE",
      message: `${UNSUPPORTED_FILE_MESSAGE} Your free analysis was not used.`,
    });

    const toast = page.getByRole("alert").filter({ hasText: "Analysis Failed" });
    await expect(toast).toContainText(UNSUPPORTED_FILE_MESSAGE);
    await expect(toast).toContainText("Your free analysis was not used.");
    await expect(page.getByRole("dialog", { name: "Analyzing your content" })).toBeHidden();
    await expect(form.getByText("hello.mp4")).toBeVisible();
    await expect(form.getByRole("button", { name: "Remove file" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Analyze", exact: true })).toBeEnabled();
    await expect(page.getByRole("heading", { name: /^Viral Score:/ })).toHaveCount(0);
    const me = await fetchCurrentUser(page.request);
    expect(me.freeTrialsUsed, "the refused file did not use the free trial").toBe(0);
    expect(await listAnalysesViaApi(page.request, me.id)).toEqual([]);
  });
});

test.describe("accessibility of the analysis views (axe, WCAG 2 A and AA)", () => {
  test.setTimeout(90_000);

  test("when the results view, /analyses and /analyses/:id are checked by axe, then none has serious or critical violations", async ({
    page,
  }, testInfo) => {
    const image = await generateMedia("image", mediaPath(testInfo, "a11y.png"));
    await createUserViaApi(page.request, uniqueUser("a11yan"));
    const form = await openAnalyzeForm(page);
    const analysis = await analyzeInBrowser(page, form, image, { caption: CAPTION, hashtags: HASHTAGS });
    await page.getByRole("button", { name: /How we scored this/ }).click();
    await expect(page.getByRole("region", { name: /How we scored this/ })).toBeVisible();
    await expectNoSeriousViolations(page, "the results view");

    await page.goto("/analyses");
    await expect(page.getByRole("link", { name: "Open a11y.png" }).first()).toBeVisible();
    await expectNoSeriousViolations(page, "/analyses");

    await page.goto(`/analyses/${analysis.id}`);
    await expect(page.getByRole("heading", { name: `Viral Score: ${analysis.viralScore} out of 100` })).toBeVisible();
    await expectNoSeriousViolations(page, `/analyses/${analysis.id}`);
  });
});
