import {
  createAnalysisViaApi,
  createUserViaApi,
  expect,
  expectNoSeriousViolations,
  generateMedia,
  test,
  uniqueUser,
} from "./fixtures";
import { makeProViaApi } from "./payment-fixtures";

// A creator who posted comes back to the analysis and records how the post did, on a phone: the figures as the
// platform shows them ("12,400"), a value out of range refused beside its field, and the rates worked out.

test("when a creator adds a post's results on a 360 px phone, then a bad value is refused beside its field and the saved figures show views per follower and engagement", async ({
  page,
}, testInfo) => {
  await createUserViaApi(page.request, uniqueUser("results"));
  const image = await generateMedia("image", testInfo.outputPath("posted.png"));
  const analysis = await createAnalysisViaApi(page.request, image, { caption: "Which look?", mimeType: "image/png" });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/analyses/${analysis.id}`);
  const card = page.getByRole("region", { name: "How did it do?" });
  await expect(card).toContainText("Posted it?");
  await expect(card.getByLabel("E-mail me in 48 hours to add its results")).toBeChecked();
  await card.getByRole("button", { name: "I posted it" }).click();
  await expect(card.getByText(/^Posted .+\. We will e-mail you on .+ to add its results\.$/)).toBeVisible();
  await card.getByRole("button", { name: "Add results" }).click();

  const dialog = page.getByRole("dialog", { name: "Add results" });
  await dialog.getByLabel("Platform").selectOption("tiktok");
  await dialog.getByLabel("Posted on").fill("2026-11-20");
  await dialog.getByLabel("Views").fill("12,400");
  await dialog.getByLabel("Likes").fill("700");
  await dialog.getByLabel("Comments").fill("90");
  await dialog.getByLabel("Shares").fill("45");
  await dialog.getByLabel("Saves").fill("70");
  await dialog.getByLabel("Followers when posted").fill("4000");
  await dialog.getByLabel("Watched (%)").fill("140");
  await dialog.getByRole("button", { name: "Save results" }).click();
  await expect(dialog.getByText("Must be from 0 to 100")).toBeVisible();
  await expect(dialog.getByLabel("Watched (%)")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Watched (%)").fill("41.5");
  await dialog.getByRole("button", { name: "Save results" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Results saved")).toBeVisible();

  await expect(
    card
      .getByRole("term")
      .filter({ hasText: /^Views$/ })
      .locator("xpath=.."),
  ).toContainText("12,400");
  await expect(card.getByRole("term").filter({ hasText: "Views per follower" }).locator("xpath=..")).toContainText(
    "3.1",
  );
  await expect(card.getByRole("term").filter({ hasText: "Engagement rate" }).locator("xpath=..")).toContainText("7.3%");
  await expect(card.getByRole("term").filter({ hasText: "Watched" }).locator("xpath=..")).toContainText("41.5%");
  await expect(card.getByRole("button", { name: "Add a check-in" })).toBeVisible();
  // Its results are in: the reminder is no longer promised (the server would skip it).
  await expect(card.getByText(/^Posted [^.]+\.\s*$/)).toBeVisible();

  const stored = await page.request.get(`/api/analyses/${analysis.id}/outcomes`);
  expect((await stored.json()).outcomes).toMatchObject([
    { views: 12400, likes: 700, followers: 4000, watchedPercent: 41.5 },
  ]);
  const scrollsSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(scrollsSideways).toBe(false);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("post-results-360.png") });
  await expectNoSeriousViolations(page, "an analysis with its results");
});

test("when a Pro creator opens a posted item of the content plan, then its analysis is picked by its caption and its results can be added there", async ({
  page,
}, testInfo) => {
  await createUserViaApi(page.request, uniqueUser("planresults"));
  await makeProViaApi(page.request);
  const image = await generateMedia("image", testInfo.outputPath("iftar.png"));
  const caption = "Three iftar recipes ready in 20 minutes";
  const analysis = await createAnalysisViaApi(page.request, image, { caption, mimeType: "image/png" });
  const plan = await page.request.post("/api/pro/plans", {
    data: { caption, hashtags: "", date: "2027-02-08", time: "21:30", timeZone: "Asia/Riyadh", status: "posted" },
  });
  expect(plan.status()).toBe(201);

  await page.goto("/plan?month=2027-02");
  await page.locator('[data-day="2027-02-08"]').click();
  await page.getByRole("button", { name: /Edit the post planned 2027-02-08 21:30/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit planned post" });
  await expect(edit.getByLabel("Posted: which analysis was it?")).toHaveValue(String(analysis.id));
  await edit.getByRole("button", { name: "Add its results" }).click();
  const results = page.getByRole("dialog", { name: "Add results" });
  await results.getByLabel("Posted on").fill("2027-02-08");
  await results.getByLabel("Views").fill("5400");
  await results.getByRole("button", { name: "Save results" }).click();
  await expect(results).toBeHidden();
  const stored = await page.request.get(`/api/analyses/${analysis.id}/outcomes`);
  expect((await stored.json()).outcomes).toMatchObject([{ views: 5400, postedOn: "2027-02-08" }]);
});
