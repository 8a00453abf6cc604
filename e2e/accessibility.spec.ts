import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createUserViaApi, uniqueUser } from "./fixtures";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

/** One readable paragraph per violation: rule, impact, help link, and where it happens. */
function formatViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    - ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`)
        .join("\n");
      const more = violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : "";
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join("\n\n");
}

/** Runs axe (WCAG 2 A and AA) and fails on serious or critical violations, listing them. */
async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map((violation) => violation.id),
    `axe found serious or critical problems on ${what}:\n\n${formatViolations(serious)}\n`,
  ).toEqual([]);
}

test.describe("accessibility (axe, WCAG 2 A and AA)", () => {
  const pages: Array<{ path: string; heading: string | RegExp }> = [
    { path: "/", heading: /Know your viral score/ },
    { path: "/contact", heading: "Get in Touch" },
    { path: "/privacy", heading: "Privacy Policy" },
    { path: "/verify-email", heading: "Verification Failed" },
    { path: "/no-such-page", heading: "404 Page Not Found" },
    { path: "/dashboard", heading: "Please log in to view your dashboard" },
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
