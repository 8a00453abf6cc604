import type { Browser, BrowserContext } from "@playwright/test";
import { createUserViaApi, expect, signInViaUi, test, uniqueUser, waitForMail, type TestUser } from "./fixtures";
import { openProfile, section } from "./account-fixtures";
import { toast } from "./payment-fixtures";

// The creator's password and sign-ins on /profile: changing the password, the list of sessions with "Sign out
// everywhere else", and "Delete my account" followed by a new sign-up with the same e-mail. The profile's details,
// e-mail and data download are in account-profile.spec.ts.

test.describe.configure({ mode: "parallel" });

/** Another browser (a phone) signed in as `user` before the test acts, through its own fetch. */
async function signInOnAnotherDevice(browser: Browser, baseURL: string, user: TestUser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  });
  const page = await context.newPage();
  await page.goto("/privacy");
  const status = await page.evaluate(async ({ email, password }) => {
    const response = await fetch("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    return response.status;
  }, user);
  expect(status, "the other device signs in").toBe(200);
  return context;
}

/** GET /api/user answers a guest 200 with user null: the body tells whether the session lives. */
async function isSignedIn(context: BrowserContext): Promise<boolean> {
  const response = await context.request.get("/api/user");
  expect(response.status()).toBe(200);
  return (await response.json()).user !== null;
}

test.describe("password and sessions", () => {
  test("when the password is changed, then a wrong current one shows on its field, other devices are signed out, and only the new one signs in", async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = await createUserViaApi(page.request, uniqueUser("pw"));
    const newPassword = `${user.password}-Changed`;
    const phone = await signInOnAnotherDevice(browser, baseURL!, user);
    await openProfile(page);
    const security = section(page, "Security");
    await security.getByRole("button", { name: "Change password" }).click();
    const form = page.getByRole("form", { name: "Change password" });
    // The rule shows before anyone fails it, and is read with the field.
    await expect(form.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
      /^At least 8 characters, and not a common password/,
    );

    const current = form.getByLabel("Current password");
    await current.fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill(newPassword);
    await form.getByLabel("Confirm new password").fill(newPassword);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("Current password is incorrect")).toBeVisible();
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(current).toBeFocused();
    expect(await isSignedIn(phone), "a refused change signs nobody out").toBe(true);

    await current.fill(user.password);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page, "Password changed")).toContainText("signed out on your other devices");
    await expect(form).toBeHidden();
    expect(await isSignedIn(phone), "the device signed in before is signed out").toBe(false);
    await expect(page.getByRole("list", { name: "Active sessions" }).getByRole("listitem")).toHaveCount(1);
    await phone.close();

    const laptop = await browser.newContext({ baseURL });
    expect((await laptop.request.post("/api/login", { data: user })).status(), "the old password").toBe(401);
    const laptopPage = await laptop.newPage();
    await laptopPage.goto("/privacy");
    await signInViaUi(laptopPage, { ...user, password: newPassword });
    await laptop.close();
  });

  test("when another device is signed in, then both are listed and 'Sign out everywhere else' signs the other out", async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = await createUserViaApi(page.request, uniqueUser("sess"));
    const phone = await signInOnAnotherDevice(browser, baseURL!, user);
    await openProfile(page);
    const list = page.getByRole("list", { name: "Active sessions" });
    const rows = list.getByRole("listitem");
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "This device" })).toHaveCount(1);
    const phoneRow = rows.filter({ hasText: "Safari on iPhone" });
    await expect(phoneRow).toContainText("Last used just now");
    await expect(phoneRow.getByText("This device")).toHaveCount(0);

    await section(page, "Security").getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(toast(page, "Signed out everywhere else")).toContainText("1 other session was signed out.");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("This device");
    expect(await isSignedIn(phone)).toBe(false);
    const phonePage = phone.pages()[0]!;
    await phonePage.goto("/profile");
    await expect(phonePage.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
    await phone.close();
  });
});

test.describe("deleting the account", () => {
  test("when the account is deleted, then a wrong password is refused on its field, and after it the e-mail signs up again", async ({
    page,
  }) => {
    const user = await createUserViaApi(page.request, uniqueUser("delete"));
    await openProfile(page);
    await section(page, "Your data").getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toContainText("We keep your payment records, without your name or e-mail");

    const password = dialog.getByLabel("Your password");
    await password.fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Password is incorrect")).toBeVisible();
    expect((await (await page.request.get("/api/user")).json()).user, "nothing was deleted").not.toBeNull();

    await password.fill(user.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Your account was deleted")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Get Started" })).toBeVisible();
    expect(await (await page.request.get("/api/user")).json()).toEqual({ user: null });
    await waitForMail(
      (mail) => mail.to === user.email && mail.subject === "Your ViralScore account has been deleted",
      `confirming the deletion to ${user.email}`,
    );
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();

    // The same e-mail and username are free again.
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    const signUp = page.getByRole("dialog", { name: "Create Account" });
    await signUp.getByLabel("Username").fill(user.username);
    await signUp.getByLabel("Email").fill(user.email);
    await signUp.getByLabel("Password", { exact: true }).fill(user.password);
    await signUp.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("banner").getByText(`Welcome, ${user.username}`)).toBeVisible();
  });
});
