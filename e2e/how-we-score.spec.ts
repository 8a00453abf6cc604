import { expect, openAdmin, selectTab, test } from "./admin-fixtures";
import { expectNoSeriousViolations } from "./fixtures";

// What the score measures and cannot know, in public, with the platform's figure withheld until it rests on
// enough creators' results; and the same figure in full on the admin's Analytics tab.

test("when a visitor opens How We Score from the footer on a phone, then the page explains the score and says the figure is not shown yet, with the counts", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/privacy");
  await page.getByRole("contentinfo").getByRole("link", { name: "How We Score" }).click();
  await expect(page).toHaveURL(/\/how-we-score$/);
  await expect(page.getByRole("heading", { level: 1, name: "How we score" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What it cannot know" })).toBeVisible();
  const figure = page.getByRole("region", { name: "Did higher scores go with more views?" });
  const answer = (await (await page.request.get("/api/how-we-score")).json()) as {
    posts: number;
    correlation: unknown;
  };
  if (answer.correlation === null) {
    await expect(figure).toContainText("Not enough results yet.");
    await expect(figure).toContainText("at least 100 posts from 20 creators");
  } else {
    await expect(figure).toContainText(/higher scores (went with|did not clearly go with)/);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await expectNoSeriousViolations(page, "/how-we-score");
});

test("when the admin opens the Analytics tab, then Score vs results states the posts and creators it rests on", async ({
  page,
  admin,
}) => {
  await openAdmin(page, admin.token);
  await selectTab(page, "Analytics");
  const section = page.getByRole("region", { name: "Score vs results" });
  await expect(section).toContainText(/\d+ posts with results and followers, from \d+ creators\./);
  await expect(section.getByRole("table").first()).toContainText("Median views per follower by score band");
  await expect(
    section.getByRole("img", { name: /Posts with results per week/ }).or(section.getByText(/^0 posts/)),
  ).toBeVisible();
});
