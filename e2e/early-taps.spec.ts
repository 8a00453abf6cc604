import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// A prerendered page is on screen before its scripts have run. A tap on one of its buttons in that time is kept by
// index.html's inline script and made again once the page is live, so it is not lost (it was: "Get Started" did
// nothing on a slow phone, and tests that clicked it at once failed on a loaded CI machine).

/** Holds every script of the page until `release` is called, so the painted page stays unhydrated meanwhile. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Console messages about a blocked script: the production CSP must allow the inline keeper by its hash. */
function collectCspErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test("when a visitor taps Get Started before the page's scripts have run, then the sign-up dialog opens once they have", async ({
  page,
}) => {
  const cspErrors = collectCspErrors(page);
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const getStarted = page.getByRole("banner").getByRole("button", { name: "Get Started" });
  await getStarted.click();
  await getStarted.click(); // an impatient second tap is the same request, not a second one
  await expect(page.getByRole("dialog")).toHaveCount(0); // nothing is live yet
  release();
  await expect(page.getByRole("dialog", { name: "Create Account" })).toBeVisible();
  expect(cspErrors).toEqual([]);
});

test("when a visitor on a phone taps the menu button of the Arabic page before its scripts have run, then the menu opens once they have", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await holdScripts(page);
  await page.goto("/ar", { waitUntil: "commit" });
  await page.getByRole("banner").getByRole("button", { name: "افتح القائمة" }).click();
  release();
  await expect(page.getByRole("menu")).toBeVisible();
});
