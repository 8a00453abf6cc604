import { createUserViaApi, expect, expectNoSeriousViolations, test, uniqueUser } from "./fixtures";

test.describe("accessibility (axe, WCAG 2 A and AA)", () => {
  const pages: Array<{ path: string; heading: string | RegExp }> = [
    { path: "/", heading: /Know your viral score/ },
    { path: "/contact", heading: "Get in Touch" },
    { path: "/privacy", heading: "Privacy Policy" },
    { path: "/verify-email", heading: "Verification Failed" },
    { path: "/no-such-page", heading: "404 Page Not Found" },
    { path: "/dashboard", heading: "Please log in to view your dashboard" },
    { path: "/checkout", heading: "Please log in to check out" },
    { path: "/profile", heading: "Profile Not Found" },
    { path: "/reactivate", heading: "Reactivate your subscription" },
  ];

  for (const { path, heading } of pages) {
    test(`when ${path} is checked by axe, then it has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousViolations(page, path);
    });
  }

  test("when a signed-in user's dashboard is checked by axe, then it has no serious or critical violations", async ({
    page,
  }) => {
    const user = await createUserViaApi(page.request, uniqueUser("a11y")); // page.request shares the page's cookies
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: `Welcome back, ${user.username}!` })).toBeVisible();
    await expectNoSeriousViolations(page, "/dashboard (signed in)");
  });

  test("when the auth dialog is open, then it has no serious or critical violations in either mode", async ({
    page,
  }) => {
    // Two axe runs: on a loaded machine one took 11 s, clicks took 3 to 5 s, and the test ran past the default 60 s.
    test.slow();
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    const signUp = page.getByRole("dialog", { name: "Create Account" });
    await expect(signUp).toBeVisible();
    // Errors shown, so their wiring is checked too.
    await signUp.getByRole("button", { name: "Create Account" }).click();
    await expect(signUp.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousViolations(page, "the sign-up dialog");

    await signUp.getByRole("button", { name: /already have an account/i }).click();
    await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
    await expectNoSeriousViolations(page, "the sign-in dialog");
  });

  test("when the demo dialog is open, then it has no serious or critical violations", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Watch Demo" }).click();
    await expect(page.getByRole("dialog", { name: "ViralScore Demo" })).toBeVisible();
    await expectNoSeriousViolations(page, "the demo dialog");
  });
});
