import type { Locator, Page } from "@playwright/test";
import { COMMON_PASSWORD_MESSAGE, PASSWORD_RULE } from "../shared/schemas/common";
import { createUserViaApi, expect, signInViaUi, test, uniqueUser, waitForMail } from "./fixtures";

// A forgotten password is reset through a single-use mailed link; sign-up shows the password rule before anyone fails
// it; ?showRegister=true leaves the URL of a visitor who is already signed in.

function header(page: Page) {
  return page.getByRole("banner");
}

async function openSignIn(page: Page): Promise<Locator> {
  await header(page).getByRole("button", { name: "Get Started" }).click();
  await page
    .getByRole("dialog", { name: "Create Account" })
    .getByRole("button", { name: /already have an account/i })
    .click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The path and query of the reset link in the newest e-mail to `email`, opened on the test server. */
async function readResetLink(email: string): Promise<string> {
  const mail = await waitForMail(
    (candidate) => candidate.to.toLowerCase() === email && /reset-password\?token=/.test(candidate.text),
    `with a password reset link to ${email}`,
  );
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  expect(link, `a reset link in the e-mail to ${email}`).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test.describe("forgot password", () => {
  test("when a member resets a forgotten password through the mailed link, then they land on the dashboard signed in, only the new password works, and the link is used up", async ({
    page,
    request,
  }) => {
    const user = await createUserViaApi(request, uniqueUser("reset"));
    const newPassword = `${user.password}-renewed`;
    await page.goto("/");

    // Sign in > Forgot password? > the address > the same answer whatever the address.
    const signIn = await openSignIn(page);
    await signIn.getByLabel("Email").fill(user.email);
    await signIn.getByRole("button", { name: "Forgot password?" }).click();
    const forgot = page.getByRole("dialog", { name: "Reset your password" });
    await expect(forgot.getByLabel("Email")).toHaveValue(user.email); // carried over from the sign-in view
    await forgot.getByRole("button", { name: "Send reset link" }).click();
    await expect(forgot.getByRole("status")).toContainText("If an account uses that address");
    await forgot.getByRole("button", { name: "Back to sign in" }).click();
    await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
    await page.keyboard.press("Escape");

    const link = await readResetLink(user.email);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`${user.email[0]}***@example.com`);
    const password = page.getByLabel("New password");
    const confirm = page.getByLabel("Confirm password");
    await expect(password).toHaveAccessibleDescription(PASSWORD_RULE);

    // The confirmation must match before anything is sent.
    await password.fill(newPassword);
    await confirm.fill(`${newPassword}-typo`);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(confirm).toHaveAccessibleDescription("The passwords do not match");
    await expect(confirm).toBeFocused();

    // The show/hide toggle reveals what was typed.
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(password).toHaveAttribute("type", "text");

    await confirm.fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("status").filter({ hasText: "Password updated" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Welcome back, ${user.username}!` })).toBeVisible();
    await expect(header(page).getByRole("link", { name: `Welcome, ${user.username}` })).toBeVisible();

    // Every other session ended: the one the account was created with is signed out.
    expect(await (await request.get("/api/user")).json()).toEqual({ user: null });

    // The old password no longer signs in; the new one does.
    await header(page).getByRole("button", { name: "Logout" }).click();
    await expect(header(page).getByRole("button", { name: "Get Started" })).toBeVisible();
    const again = await openSignIn(page);
    await again.getByLabel("Email").fill(user.email);
    await again.getByLabel("Password").fill(user.password);
    await again.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Authentication failed" })).toContainText(
      "Invalid email or password",
    );
    await page.keyboard.press("Escape");
    await signInViaUi(page, { ...user, password: newPassword });

    // The same link a second time: used up, with a way to ask for a new one.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "This link is invalid or was already used" })).toBeVisible();
    await page.getByRole("button", { name: "Send a new link" }).click();
    await expect(page.getByRole("dialog", { name: "Reset your password" })).toBeVisible();
  });

  test("when the reset link's token is unknown, then the page says so and offers a new link", async ({ page }) => {
    await page.goto("/reset-password?token=this-token-was-never-issued");
    await expect(page.getByRole("heading", { name: "This link is invalid or was already used" })).toBeVisible();
    await page.getByRole("button", { name: "Send a new link" }).click();
    const forgot = page.getByRole("dialog", { name: "Reset your password" });
    await expect(forgot.getByLabel("Email")).toBeFocused();
  });
});

test.describe("reset link without a token", () => {
  test("when /reset-password is opened with no token, then the page says the link is missing its code, not that it was used", async ({
    page,
  }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("heading", { name: "This link is missing its code" })).toBeVisible();
    await expect(page.getByText(/already used|works once/i)).toHaveCount(0);
    await page.getByRole("button", { name: "Send a new link" }).click();
    await expect(page.getByRole("dialog", { name: "Reset your password" })).toBeVisible();
  });
});

test.describe("sign-up password rule", () => {
  test("when a visitor signs up with 'password1', then the rule was shown before typing and the common-password message is on the field", async ({
    page,
    request,
  }) => {
    const user = uniqueUser("common");
    let registerCalls = 0;
    page.on("request", (call) => {
      if (call.method() === "POST" && new URL(call.url()).pathname === "/api/register") registerCalls += 1;
    });
    await page.goto("/");
    await header(page).getByRole("button", { name: "Get Started" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Account" });
    const password = dialog.getByLabel("Password");
    await expect(dialog.getByText(PASSWORD_RULE)).toBeVisible();
    await expect(password).toHaveAccessibleDescription(PASSWORD_RULE);

    await dialog.getByLabel("Username").fill(user.username);
    await dialog.getByLabel("Email").fill(user.email);
    await password.fill("password1");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription(COMMON_PASSWORD_MESSAGE);
    await expect(password).toBeFocused();
    expect(registerCalls).toBe(0);

    // The server holds the same rule for anyone who skips the form.
    const direct = await request.post("/api/register", { data: { ...user, password: "password1" } });
    expect(direct.status()).toBe(400);
    expect((await direct.json()).fieldErrors.password).toEqual([COMMON_PASSWORD_MESSAGE]);
  });
});

test.describe("?showRegister=true for a signed-in visitor", () => {
  test("when a signed-in visitor opens a page with showRegister=true, then the parameter leaves the URL in place and no dialog opens", async ({
    page,
  }) => {
    // Signed in through the page's own cookie jar, with nothing cached in localStorage: the page learns it from
    // the server, which is the case where a dialog could flash open while GET /api/user is answering.
    const user = await createUserViaApi(page.request, uniqueUser("showsigned"));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[role="dialog"]')) document.documentElement.dataset.dialogSeen = "true";
      }).observe(document, { childList: true, subtree: true });
    });
    const entries = await page.evaluate(() => history.length); // about:blank

    await page.goto("/?showRegister=true&utm_source=e2e#pricing");
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === "/" &&
        !url.searchParams.has("showRegister") &&
        url.searchParams.get("utm_source") === "e2e" &&
        url.hash === "#pricing",
    );
    await expect(header(page).getByRole("link", { name: `Welcome, ${user.username}` })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.dialogSeen ?? "never")).toBe("never");
    // Replaced, not pushed: one entry for the visit, and Back returns to the page before it.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  });
});
