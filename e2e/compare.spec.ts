import type { APIRequestContext } from "@playwright/test";
import {
  createAnalysisViaApi,
  createUserViaApi,
  expect,
  expectNoSeriousViolations,
  fetchCurrentUser,
  generateMedia,
  test,
  uniqueUser,
} from "./fixtures";
import { PROMO } from "./payment-fixtures";

// Competitor comparison: a Pro creator opens "Compare…" from one of their analyses, uploads a competitor's post with
// its caption and hashtags, sees both side by side (also on a 360 px phone), saves the comparison and opens it again; a
// free creator sees the locked preview on example data and the way to Pro.

test.describe.configure({ mode: "parallel" });
test.setTimeout(150_000);

/** Pro through a 100% code (the free Pro month), as the promo widget on /subscribe applies it. */
async function makeProViaApi(request: APIRequestContext): Promise<void> {
  const me = await fetchCurrentUser(request);
  const response = await request.post("/api/apply-promo-code", {
    data: { code: PROMO.freePro, userId: me.id, type: "subscription" },
  });
  expect(response.status(), `POST /api/apply-promo-code answered ${await response.text()}`).toBe(200);
}

test("when a Pro creator compares their post with a competitor's, then both show side by side, and the saved comparison can be opened again", async ({
  page,
}, testInfo) => {
  await createUserViaApi(page.request, uniqueUser("cmp"));
  await makeProViaApi(page.request);
  const image = await generateMedia("image", testInfo.outputPath("mine.png"));
  const video = await generateMedia("video", testInfo.outputPath("theirs.mp4"));
  const own = await createAnalysisViaApi(page.request, image, { mimeType: "image/png", caption: "My post" });

  await page.goto(`/analyses/${own.id}`);
  await page.getByRole("link", { name: "Compare…" }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?left=${own.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Competitor Comparison" })).toBeVisible();
  await expect(page.getByLabel("Your post")).toHaveValue(String(own.id));

  const upload = page.getByRole("form", { name: "Analyse a competitor's post" });
  await upload.getByLabel("Competitor's video or image").setInputFiles(video);
  await upload.getByLabel("Their caption").fill("Wait for the end!");
  await upload.getByLabel("Their hashtags").fill("#fyp #pattern");
  await upload.getByRole("button", { name: "Analyse Competitor Post" }).click();

  // The new competitor analysis is chosen as the other side at once.
  const comparison = page.getByTestId("comparison");
  await expect(comparison).toBeVisible({ timeout: 90_000 });
  await expect(page.getByLabel("Compare with")).toHaveValue(/^\d+$/);
  await expect(comparison.getByText("Competitor", { exact: true })).toBeVisible();
  await expect(comparison.getByText("#fyp #pattern")).toBeVisible();
  await expect(comparison.getByRole("heading", { name: "What they do that you don't" })).toBeVisible();
  await expect(comparison.getByRole("heading", { name: "What you do better" })).toBeVisible();
  await expect(comparison.getByRole("heading", { name: "Every signal side by side" })).toBeVisible();
  // An image next to a video: the video-only signals say so.
  await expect(comparison.getByText("Not measured on this post").first()).toBeVisible();

  await page.getByLabel("Title").fill("Me vs them");
  await page.getByRole("button", { name: "Save Comparison" }).click();
  await expect(page).toHaveURL(/\/compare\?saved=\d+$/);
  const saved = page.getByRole("region", { name: "Saved comparisons" });
  await expect(saved.getByRole("button", { name: /^Me vs them/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Me vs them" })).toBeVisible();
  await expect(page.getByTestId("comparison")).toBeVisible();
  await expectNoSeriousViolations(page, "a saved comparison on /compare");

  // On a 360 px phone the columns stack and nothing overflows sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId("comparison")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
});

test("when a free creator opens the comparison from the dashboard, then a locked preview on example data offers Pro, and the API answers 402", async ({
  page,
}) => {
  await createUserViaApi(page.request, uniqueUser("cmpfree"));
  const refused = await page.request.get("/api/pro/comparisons");
  expect(refused.status()).toBe(402);
  expect(await refused.json()).toMatchObject({ code: "PAYMENT_REQUIRED", requiresPayment: true });

  await page.goto("/dashboard");
  await page.getByRole("link", { name: /Compare with a Competitor/ }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByRole("heading", { name: "Competitor comparison is part of Pro" })).toBeVisible();
  await expect(page.getByText("Example data")).toBeVisible();
  await expect(page.getByTestId("compare-example")).toContainText("What they do that you don't");
  await expect(page.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/subscribe");
  await expect(page.getByRole("form", { name: "Analyse a competitor's post" })).toHaveCount(0);
  await expectNoSeriousViolations(page, "the locked preview on /compare");
});
