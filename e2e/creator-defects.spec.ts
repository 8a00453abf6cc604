import type { Page } from "@playwright/test";
import { createUserViaApi, expect, test, uniqueUser } from "./fixtures";
import { makeProViaApi } from "./payment-fixtures";

// What creators lost or were misled by in a real browser: a caption typed while the page loads, a popup that
// took the keyboard mid-word.

test.describe.configure({ mode: "parallel" });

/** Holds every script of the page until the returned function is called, as a slow phone's network does. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Types into the caption from the painted page's first moment (scripts held back), then ~6 s more through the
 * scripts' arrival, the working form's swap and the offer's 3 s delay, and checks nothing was lost.
 */
async function typeThroughLoading(page: Page): Promise<void> {
  const release = await holdScripts(page);
  await page.goto("/#analyze", { waitUntil: "commit" });
  const caption = page.getByRole("textbox", { name: "Caption" });
  await caption.click();
  const early = "Riyadh nights ";
  await page.keyboard.type(early, { delay: 40 });
  await expect(caption, "the painted field takes typing before the scripts run").toHaveValue(early);

  release();
  // About 6 s of typing: through hydration, the working form's arrival and the offer's 3 s delay.
  const late = "(mena) #الرياض with friends, who else stays up this late? Tell me below";
  await page.keyboard.type(late, { delay: 85 });

  const form = page.getByRole("form", { name: "Analyze your content" });
  await expect(form.getByLabel("Upload video or image"), "the working form is in place").toHaveCount(1);
  await expect(caption).toHaveValue(early + late);
  await expect(caption).toBeFocused();
  await expect(page.getByRole("dialog"), "no popup while the field is in use").toHaveCount(0);
  await expect(form.getByText(`${(early + late).length}/2200`)).toBeVisible();

  // Leaving the field lets the offer show: it was deferred, not dropped.
  await caption.blur();
  await expect(page.getByRole("dialog", { name: /^Flash offer/ })).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press("Escape");
  await expect(caption).toHaveValue(early + late);
}

test.describe("a caption typed while the page loads", () => {
  test.use({ flashOffer: "fresh" });
  test.setTimeout(90_000);

  test("when a visitor types a caption before the scripts run and goes on typing through the first seconds, then every character stays, the field keeps the keyboard, and the flash offer waits until the field is left", async ({
    page,
  }) => {
    await typeThroughLoading(page);
  });
});

test.describe("a caption typed by a signed-in creator while the page loads", () => {
  test.use({ flashOffer: "fresh" });
  test.setTimeout(90_000);

  test("when a signed-in creator types a caption before the scripts run and goes on typing through the first seconds, then every character stays, the field keeps the keyboard, and the flash offer waits until the field is left", async ({
    page,
  }) => {
    await createUserViaApi(page.request, uniqueUser("earlytyper"));
    // An earlier visit left the signed-in user in the browser's storage: the painted page is a guest's, and the
    // signed-in header replaces the guest's around the field being typed into.
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
    await page.evaluate(() => localStorage.removeItem("flashOffer"));
    await typeThroughLoading(page);
  });
});

test.describe("figures when the API fails", () => {
  test("when the analyses cannot be loaded, then the dashboard says so with Try again instead of showing zeros, and Try again brings the figures", async ({
    page,
  }, testInfo) => {
    await createUserViaApi(page.request, uniqueUser("apifail"));
    let isFailing = true;
    await page.route(/\/api\/analyses\/\d+$/, async (route) => {
      if (!isFailing) return route.continue();
      return route.fulfill({
        status: 503,
        contentType: "application/json",
        headers: { "Retry-After": "5" },
        body: JSON.stringify({ message: "The service is briefly unavailable.", code: "SERVICE_UNAVAILABLE" }),
      });
    });
    await page.goto("/dashboard");
    const stats = page.getByRole("region", { name: "Your statistics" });
    await expect(stats.getByRole("alert")).toContainText("Your figures could not be loaded.");
    const total = stats.getByRole("term").filter({ hasText: "Total Analyses" }).locator("xpath=..");
    await expect(total).toContainText("—");
    await expect(total).not.toContainText(/\b0\b/);
    await page.screenshot({ path: testInfo.outputPath("dashboard-api-down.png"), fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: testInfo.outputPath("dashboard-api-down-phone.png"), fullPage: true });

    isFailing = false;
    await stats.getByRole("button", { name: "Try again" }).click();
    await expect(stats.getByRole("alert")).toHaveCount(0);
    await expect(total).toContainText("0");
    await expect(total).toContainText("All time");
  });
});

test.describe("the Pro analytics range line", () => {
  test("when a Pro creator switches to All time while its figures load, then the line reads All your analyses, never 'the last All time'", async ({
    page,
  }) => {
    await createUserViaApi(page.request, uniqueUser("rangeline"));
    await makeProViaApi(page.request);
    await page.goto("/analytics");
    await expect(page.getByText("Your analyses of the last 90 days.")).toBeVisible();

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/pro\/analytics\?range=all$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("group", { name: "Range" }).getByRole("button", { name: "All time" }).click();
    await expect(page.getByText("All your analyses.")).toBeVisible();
    await expect(page.getByText(/the last All time/)).toHaveCount(0);
    release();
    await expect(page.getByText("All your analyses.")).toBeVisible();
    await expect(page.getByText(/the last All time/)).toHaveCount(0);
  });
});
