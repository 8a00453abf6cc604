import type { Page } from "@playwright/test";
import { createUserViaApi, expect, expectNoViolations, test, uniqueUser } from "./fixtures";
import { cardForm, payWithTestCard, TEST_CARD, testModeBadge, toast } from "./payment-fixtures";

// The payment pages around the journeys: saved cards and auto-charge on the profile, the "Payment System Unavailable"
// state when Stripe.js cannot load, and /checkout, /subscribe and /profile on a phone and under axe.

test.describe.configure({ mode: "parallel" });

test.describe("saved cards and auto-charge on the profile", () => {
  test("when a card is added on the profile, auto-charge switched on and the card removed, then each step toasts and removing the default card turns auto-charge off", async ({
    page,
  }) => {
    await createUserViaApi(page.request, uniqueUser("cards"));
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    const methods = page.getByRole("region", { name: /^Payment Methods/ });
    await expect(methods).toContainText("No saved cards yet");
    const autoCharge = page.getByRole("switch", { name: "Auto-charge for analyses" });
    await expect(autoCharge).toHaveAttribute("aria-checked", "false");
    await expect(autoCharge, "auto-charge needs a saved card").toBeDisabled();

    await methods.getByRole("button", { name: "Add Card" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a payment method" });
    await expect(testModeBadge(dialog)).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: "Set as default" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Enable auto-charge" })).not.toBeChecked();
    await payWithTestCard(dialog, TEST_CARD.success, "Save card");
    await expect(toast(page, "Payment Method Saved")).toContainText(
      "Your card has been saved successfully for future payments.",
    );
    await expect(dialog).toBeHidden();
    const cards = methods.getByRole("list", { name: "Saved cards" }).getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("•••• 4242");
    await expect(cards.first().getByText("Default", { exact: true })).toBeVisible();

    await expect(autoCharge).toBeEnabled();
    await autoCharge.click();
    await expect(toast(page, "Preference Updated")).toContainText("Auto-charge enabled");
    await expect(autoCharge).toHaveAttribute("aria-checked", "true");
    await page.reload();
    await expect(autoCharge, "the preference is stored").toHaveAttribute("aria-checked", "true");

    await cards
      .first()
      .getByRole("button", { name: /^Remove .+ ending in 4242$/ })
      .click();
    const confirm = page.getByRole("dialog", { name: "Remove this card?" });
    await expect(confirm).toContainText("auto-charge will be turned off");
    await confirm.getByRole("button", { name: "Remove Card" }).click();
    await expect(toast(page, "Payment Method Removed")).toContainText("Auto-charge is now off");
    await expect(confirm).toBeHidden();
    await expect(methods).toContainText("No saved cards yet");
    await expect(autoCharge).toHaveAttribute("aria-checked", "false");
    await expect(autoCharge).toBeDisabled();
    await page.reload();
    await expect(autoCharge).toHaveAttribute("aria-checked", "false");
  });
});

/**
 * The page as it would run in Stripe mode with Stripe.js blocked (an ad blocker, a network failure): the
 * public config names Stripe and a public key, and every request to js.stripe.com is aborted. Returns how
 * many such requests the page made.
 */
async function runInStripeModeWithoutStripeJs(page: Page): Promise<() => number> {
  let stripeRequests = 0;
  await page.route("**/api/public-config", async (route) => {
    const response = await route.fetch();
    const real = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...real, paymentsMode: "stripe", stripePublicKey: "pk_test_x" } });
  });
  await page.route("https://js.stripe.com/**", async (route) => {
    stripeRequests += 1;
    await route.abort("blockedbyclient");
  });
  return () => stripeRequests;
}

// Stripe.js gives up on a failed script at once, and our loader after 10 s at most (load-stripe.ts).
const STRIPE_GIVES_UP = 20_000;

test.describe("when Stripe.js cannot load", () => {
  test("when /checkout opens the card form and Stripe.js is blocked, then it shows Payment System Unavailable with Retry and no enabled Pay button", async ({
    page,
  }) => {
    const stripeRequests = await runInStripeModeWithoutStripeJs(page);
    await createUserViaApi(page.request, uniqueUser("nostripe"));
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Pay per analysis" })).toBeVisible();
    await expect(testModeBadge(page), "Stripe mode is not test mode").toHaveCount(0);

    await page.getByRole("button", { name: "Pay $1.00 by card" }).click();
    const unavailable = page.getByRole("alert").filter({ hasText: "Payment System Unavailable" });
    await expect(unavailable).toBeVisible({ timeout: STRIPE_GIVES_UP });
    await expect(unavailable).toContainText("Payment system is currently being configured. Please try again later.");
    await expect(page.getByRole("button", { name: "Pay $1.00", exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: /^Pay /, disabled: false })).toHaveCount(0);
    await expect(cardForm(page)).toHaveCount(0);
    expect(stripeRequests(), "the page tried to load Stripe.js").toBeGreaterThan(0);

    // Retry tries again (and fails again while Stripe.js stays blocked).
    const before = stripeRequests();
    await unavailable.getByRole("button", { name: "Retry" }).click();
    await expect.poll(stripeRequests, { timeout: STRIPE_GIVES_UP }).toBeGreaterThan(before);
    await expect(page.getByRole("alert").filter({ hasText: "Payment System Unavailable" })).toBeVisible({
      timeout: STRIPE_GIVES_UP,
    });
    await expect(page.getByRole("button", { name: /^Pay /, disabled: false })).toHaveCount(0);
  });

  test("when /subscribe opens the card form and Stripe.js is blocked, then it shows Payment System Unavailable and no enabled Pay button", async ({
    page,
  }) => {
    await runInStripeModeWithoutStripeJs(page);
    await createUserViaApi(page.request, uniqueUser("nostripesub"));
    await page.goto("/subscribe");
    await page.getByRole("button", { name: "Subscribe for $10.00/month" }).click();
    const unavailable = page.getByRole("alert").filter({ hasText: "Payment System Unavailable" });
    await expect(unavailable).toBeVisible({ timeout: STRIPE_GIVES_UP });
    await expect(unavailable.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay $10.00 and subscribe" })).toBeDisabled();
    await expect(page.getByRole("button", { name: /^Pay /, disabled: false })).toHaveCount(0);
  });
});

test.describe("payment pages on a 360px-wide phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  async function expectNoSidewaysScroll(page: Page, what: string) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${what} is ${width}px wide at a 360px viewport`).toBeLessThanOrEqual(360);
  }

  test("when /checkout and /subscribe are opened with their card forms on a phone, then neither scrolls sideways", async ({
    page,
  }) => {
    await createUserViaApi(page.request, uniqueUser("phonepay"));
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Pay per analysis" })).toBeVisible();
    await expectNoSidewaysScroll(page, "/checkout");
    await page.getByRole("button", { name: "Pay $1.00 by card" }).click();
    await expect(cardForm(page)).toBeVisible();
    await expectNoSidewaysScroll(page, "/checkout with the card form");

    await page.goto("/subscribe");
    await expect(page.getByRole("heading", { level: 1, name: "Subscribe to Pro" })).toBeVisible();
    await expectNoSidewaysScroll(page, "/subscribe");
    await page.getByRole("button", { name: "Subscribe for $10.00/month" }).click();
    await expect(cardForm(page)).toBeVisible();
    await expectNoSidewaysScroll(page, "/subscribe with the card form");
  });
});

test.describe("accessibility of the payment pages (axe, WCAG 2 A and AA)", () => {
  test("when /checkout, /subscribe and /profile are checked by axe for a signed-in user, with their card forms open, then none has any violation", async ({
    page,
  }) => {
    await createUserViaApi(page.request, uniqueUser("a11ypay"));
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Pay per analysis" })).toBeVisible();
    await expectNoViolations(page, "/checkout");
    await page.getByRole("button", { name: "Pay $1.00 by card" }).click();
    await expect(cardForm(page)).toBeVisible();
    // Errors shown, so their wiring is checked too.
    await cardForm(page).getByRole("button", { name: "Pay $1.00" }).click();
    await expect(cardForm(page).getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, "/checkout with the card form and its errors");

    await page.goto("/subscribe");
    await expect(page.getByRole("heading", { level: 1, name: "Subscribe to Pro" })).toBeVisible();
    await expectNoViolations(page, "/subscribe");
    await page.getByRole("button", { name: "Subscribe for $10.00/month" }).click();
    await expect(cardForm(page)).toBeVisible();
    await expectNoViolations(page, "/subscribe with the card form");

    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    await expect(page.getByRole("region", { name: /^Payment Methods/ })).toContainText("No saved cards yet");
    await expectNoViolations(page, "/profile");
    await page.getByRole("button", { name: "Add Card" }).click();
    await expect(cardForm(page.getByRole("dialog", { name: "Add a payment method" }))).toBeVisible();
    await expectNoViolations(page, "/profile with the Add Card dialog");
  });
});
