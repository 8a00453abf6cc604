import { createUserViaApi, expect, expectNoSeriousViolations, test, uniqueUser } from "./fixtures";
import { makeProViaApi } from "./payment-fixtures";

// The Pro tools through axe (WCAG 2 A and AA): each page as a Pro creator, and its locked preview as a free creator.

const PRO_PAGES: Array<{ path: string; heading: string; ready: string | RegExp }> = [
  { path: "/analytics", heading: "Analytics", ready: /No analyses in the last/ },
];

test.describe("accessibility of the Pro tools", () => {
  for (const { path, heading, ready } of PRO_PAGES) {
    test(`when a Pro creator's ${path} is checked by axe, then it has no serious or critical violations`, async ({
      page,
    }) => {
      await createUserViaApi(page.request, uniqueUser("a11ypro"));
      await makeProViaApi(page.request);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(ready).first()).toBeVisible();
      await expectNoSeriousViolations(page, `${path} (Pro)`);
    });

    test(`when a free creator's ${path} (the locked preview) is checked by axe, then it has no serious or critical violations`, async ({
      page,
    }) => {
      await createUserViaApi(page.request, uniqueUser("a11yfree"));
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("link", { name: /Upgrade|Go Pro|Get Pro/i }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `${path} (locked preview)`);
    });
  }
});
