import type { Locator, Page } from "@playwright/test";
import { createUserViaApi, expect, readVerificationLink, signInViaUi, test, uniqueUser } from "./fixtures";

// The header's items are behind "Open menu" below 1024 px (1280 px once signed in): these tests keep
// the default desktop viewport, 1280 px wide, so the header shows them directly.

function header(page: Page) {
  return page.getByRole("banner");
}

async function openSignUp(page: Page): Promise<Locator> {
  await header(page).getByRole("button", { name: "Get Started" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Account" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openSignIn(page: Page): Promise<Locator> {
  const signUp = await openSignUp(page);
  await signUp.getByRole("button", { name: /already have an account/i }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Whether keyboard focus on this element draws an outline (the app's :focus-visible style). */
async function outlineStyleOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).outlineStyle);
}

test.describe("sign-up, verification, sign-out and sign-in", () => {
  test("when a visitor signs up and follows the e-mailed link, then they are verified, reach the dashboard, and can log out and sign in again", async ({
    page,
  }) => {
    const user = uniqueUser("journey");
    await page.goto("/");

    // The dialog toggles between its two modes; the journey ends up on sign-up.
    let dialog = await openSignUp(page);
    await dialog.getByRole("button", { name: /already have an account/i }).click();
    await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
    await page
      .getByRole("dialog", { name: "Sign In" })
      .getByRole("button", { name: /don't have an account/i })
      .click();
    dialog = page.getByRole("dialog", { name: "Create Account" });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("Username").fill(user.username);
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password").fill(user.password);
    await dialog.getByRole("button", { name: "Create Account" }).click();

    await expect(dialog).toBeHidden();
    const toastMessage = page.getByRole("status").filter({ hasText: "Account created" });
    await expect(toastMessage).toContainText("check your e-mail");
    await expect(toastMessage).toContainText(user.email);
    await expect(header(page).getByRole("link", { name: `Welcome, ${user.username}` })).toBeVisible();

    // The link from the e-mail, opened as a person would from their inbox.
    const link = await readVerificationLink(user.email);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
    await expect(page.getByText(`Welcome, ${user.username}!`)).toBeVisible();
    await page.getByRole("link", { name: "Go to Dashboard" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: `Welcome back, ${user.username}!` })).toBeVisible();
    const plan = page.getByRole("region", { name: "Free Trial" });
    await expect(plan).toContainText("1 free analysis remaining");
    // Verified: the "please verify your e-mail" reminder is gone.
    await expect(page.getByRole("region", { name: "Email verification" })).toHaveCount(0);

    await header(page).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("button", { name: "Get Started" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: `Welcome, ${user.username}` })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("userData"))).toBeNull();

    await signInViaUi(page, user);
    await header(page).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: `Welcome back, ${user.username}!` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Email verification" })).toHaveCount(0);
  });
});

test.describe("?showRegister=true", () => {
  test("when the page is opened with showRegister=true and the visitor signs up, then the dialog opened on load and the parameter is removed", async ({
    page,
  }) => {
    const user = uniqueUser("showreg");
    await page.goto("/?showRegister=true");
    const dialog = page.getByRole("dialog", { name: "Create Account" });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("Username").fill(user.username);
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password").fill(user.password);
    await dialog.getByRole("button", { name: "Create Account" }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === "/" && !url.searchParams.has("showRegister"));
    await expect(header(page).getByRole("link", { name: `Welcome, ${user.username}` })).toBeVisible();
  });

  test("when the page is opened with showRegister=true and a member signs in, then only that parameter is removed from the URL", async ({
    page,
    request,
  }) => {
    const user = await createUserViaApi(request, uniqueUser("showlogin"));
    await page.goto("/?showRegister=true&utm_source=e2e");
    await expect(page.getByRole("dialog", { name: "Create Account" })).toBeVisible();
    await page.getByRole("button", { name: /already have an account/i }).click();

    const dialog = page.getByRole("dialog", { name: "Sign In" });
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password").fill(user.password);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(
      (url) => !url.searchParams.has("showRegister") && url.searchParams.get("utm_source") === "e2e",
    );
    await expect(header(page).getByRole("link", { name: `Welcome, ${user.username}` })).toBeVisible();
  });

  test("when the visitor closes the showRegister dialog, then it stays closed until the next navigation", async ({
    page,
  }) => {
    await page.goto("/?showRegister=true");
    const dialog = page.getByRole("dialog", { name: "Create Account" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    // A history change (back, then forward to the same address) opens it again: ?showRegister=true acts on each.
    await page.goto("/privacy");
    await page.goBack();
    await expect(page).toHaveURL(/showRegister=true/);
    await expect(dialog).toBeVisible();
  });
});

test.describe("sign-in and sign-up errors", () => {
  test("when a member signs in with a wrong password, then an 'Authentication failed' toast says 'Invalid email or password'", async ({
    page,
    request,
  }) => {
    const user = await createUserViaApi(request);
    await page.goto("/");
    const dialog = await openSignIn(page);
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password").fill(`${user.password}-wrong`);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();

    const alert = page.getByRole("alert").filter({ hasText: "Authentication failed" });
    await expect(alert).toContainText("Invalid email or password");
    await expect(dialog).toBeVisible();
    // Still a guest (the header is hidden from assistive tech while the modal is open, so close it first).
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(header(page).getByRole("button", { name: "Get Started" })).toBeVisible();
  });

  test("when a visitor signs up with an e-mail that already has an account, then the form says so next to the e-mail field", async ({
    page,
    request,
  }) => {
    const existing = await createUserViaApi(request);
    const newcomer = uniqueUser("dup");
    await page.goto("/");
    const dialog = await openSignUp(page);
    await dialog.getByLabel("Username").fill(newcomer.username);
    await dialog.getByLabel("Email").fill(existing.email);
    await dialog.getByLabel("Password").fill(newcomer.password);
    await dialog.getByRole("button", { name: "Create Account" }).click();

    const email = dialog.getByLabel("Email");
    await expect(dialog.getByRole("alert")).toHaveText("An account with this email already exists");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("An account with this email already exists");
    await expect(email).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(header(page).getByRole("button", { name: "Get Started" })).toBeVisible();
  });
});

test.describe("keyboard use of the auth dialog", () => {
  test("when a keyboard user opens the dialog, moves through it, closes it and submits it, then focus is visible, trapped and returned", async ({
    page,
  }) => {
    const user = uniqueUser("keys");
    await page.goto("/");
    const getStarted = header(page).getByRole("button", { name: "Get Started" });

    // Tab from the top of the page to the header's Get Started.
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press("Tab");
      if (await getStarted.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(getStarted).toBeFocused();
    expect(await outlineStyleOf(getStarted)).not.toBe("none");

    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Create Account" });
    await expect(dialog).toBeVisible();
    const username = dialog.getByLabel("Username");
    const email = dialog.getByLabel("Email");
    const password = dialog.getByLabel("Password");
    const showPassword = dialog.getByRole("button", { name: "Show password" });
    const submit = dialog.getByRole("button", { name: "Create Account" });
    const toggle = dialog.getByRole("button", { name: /already have an account/i });
    const close = dialog.getByRole("button", { name: "Close" });

    // Focus starts on the first field, moves through the fields and buttons, and stays in the dialog.
    await expect(username).toBeFocused();
    // The password's show/hide button sits right after it, as on every password field.
    for (const next of [email, password, showPassword, submit, toggle, close, username]) {
      await page.keyboard.press("Tab");
      await expect(next).toBeFocused();
      expect(await outlineStyleOf(next), "a visible focus outline").not.toBe("none");
    }
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();

    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(getStarted).toBeFocused();

    // Open again, type, and submit with Enter.
    await page.keyboard.press("Enter");
    await expect(username).toBeFocused();
    await page.keyboard.type(user.username);
    await page.keyboard.press("Tab");
    await page.keyboard.type(user.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(user.password);
    await page.keyboard.press("Enter");

    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Account created" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: `Welcome, ${user.username}` })).toBeVisible();
  });

  test("when a keyboard user submits the sign-up form empty, then focus moves to the first field in error", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openSignUp(page);
    await dialog.getByRole("button", { name: "Create Account" }).press("Enter");
    const username = dialog.getByLabel("Username");
    await expect(username).toBeFocused();
    await expect(username).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("verification links that do not work", () => {
  test("when the link's token is unknown, then the page shows 'Verification Failed' with the reason", async ({
    page,
  }) => {
    await page.goto("/verify-email?token=this-token-was-never-issued");
    await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("This verification link is invalid or has already been used.");
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  });

  test("when the link has no token, then the page says 'Verification token is missing'", async ({ page }) => {
    await page.goto("/verify-email");
    await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Verification token is missing");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
