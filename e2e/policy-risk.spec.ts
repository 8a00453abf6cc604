import { createAnalysisViaApi, createUserViaApi, expect, generateMedia, test, uniqueUser } from "./fixtures";

// A post that would get the account restricted is never "Excellent": the results say why first, on a phone too.

test("when a creator analyses a photo whose caption sells drugs, then the result is Needs Work with Low potential, the reason is the first line and the first recommendation says what to remove", async ({
  page,
}, testInfo) => {
  await createUserViaApi(page.request, uniqueUser("policy"));
  const image = await generateMedia("image", testInfo.outputPath("policy.png"));
  const analysis = await createAnalysisViaApi(page.request, image, {
    caption: "Good vibes only, weed delivery tonight DM me",
    hashtags: "#weed #drugs",
    mimeType: "image/png",
  });
  expect(analysis.viralScore).toBeLessThan(60);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/analyses/${analysis.id}`);
  const summary = page.locator("section").filter({ has: page.getByRole("heading", { name: /^Viral Score:/ }) });
  await expect(summary).toContainText("Needs Work");
  await expect(summary).toContainText("Low viral potential");
  await expect(summary).toContainText("Held at Needs Work for policy review: caption mentions 'weed' (drugs)");
  await expect(
    page.getByText(/^Remove 'weed' from the caption and '#weed' from the hashtags before posting \(drugs\)/),
  ).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/\b(porn|sexy|hentai)\b/i);
  const scrollsSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(scrollsSideways).toBe(false);
  await page.screenshot({ path: testInfo.outputPath("policy-risk-360.png"), fullPage: true });
});
