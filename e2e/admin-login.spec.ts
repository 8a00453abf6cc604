import type { Page } from "@playwright/test";
import { ADMIN, adminApi, adminLoginViaApi, expect, headerButton, openAdmin, test, toast } from "./admin-fixtures";

// The administrator login: its toasts and notices, the show/hide toggle, the stored token, Logout, and a token the
// server no longer accepts.

test.describe.configure({ mode: "parallel" });

function loginForm(page: Page) {
  return {
    username: page.getByLabel("Username", { exact: true }),
    password: page.getByLabel("Password", { exact: true }),
    submit: page.getByRole("button", { name: "Access Dashboard" }),
  };
}

/** Counts the page's POST /api/admin/login calls from now on. */
function countLoginRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/admin/login") count += 1;
  });
  return () => count;
}

async function readStoredToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem("adminToken"));
}

test.describe("the login screen", () => {
  test("when Access Dashboard is pressed with a field empty, then 'Missing Information' shows and nothing is sent", async ({
    page,
  }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
    await expect(page.getByText("Authorized personnel only")).toBeVisible();
    await expect(page.getByText("All access attempts are logged and monitored")).toBeVisible();
    const requests = countLoginRequests(page);
    const form = loginForm(page);

    await form.submit.click();
    const missing = toast(page, "Missing Information", "alert");
    await expect(missing).toContainText("Please enter both username and password.");

    await form.username.fill(ADMIN.username);
    await form.submit.click();
    await expect(missing).toBeVisible();
    expect(requests(), "no login call with a field empty").toBe(0);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("when the password is wrong, then 'Login Failed' shows the server's reason and no token is stored", async ({
    page,
  }) => {
    await page.goto("/admin/login");
    const form = loginForm(page);
    await form.username.fill(ADMIN.username);
    await form.password.fill("not the password");
    await form.submit.click();

    const failed = toast(page, "Login Failed", "alert");
    await expect(failed).toContainText("Invalid username or password.");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(form.submit).toHaveText("Access Dashboard");
    expect(await readStoredToken(page)).toBeNull();
  });

  test("when the eye button is pressed, then the password shows as text, and pressing it again hides it", async ({
    page,
  }) => {
    await page.goto("/admin/login");
    const form = loginForm(page);
    await form.password.fill("secret words");
    await expect(form.password).toHaveAttribute("type", "password");

    await page.getByRole("button", { name: "Show password" }).click();
    await expect(form.password).toHaveAttribute("type", "text");
    await expect(form.password).toHaveValue("secret words");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(form.password).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Show password" })).toBeVisible();
  });

  test("when the right username and password are given, then the dashboard opens with 'Login Successful'", async ({
    page,
  }) => {
    await page.goto("/admin/login");
    const form = loginForm(page);
    await form.username.fill(ADMIN.username);
    await form.password.fill(ADMIN.password);
    await form.submit.click();

    await expect(toast(page, "Login Successful")).toContainText("Welcome to the admin dashboard.");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${ADMIN.username}`)).toBeVisible();
    await expect(page.getByRole("banner")).toContainText("v1.0.0");
    const tabs = page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab");
    await expect(tabs).toHaveText([
      "Users",
      "Analyses",
      "Payments",
      "Promo Codes",
      "Admin Users",
      "Analytics",
      /^Messages/,
    ]);
    expect(await readStoredToken(page), "the token is in localStorage.adminToken").toBeTruthy();
  });
});

test.describe("the admin session", () => {
  test("when /admin is opened without a token, then the login page shows 'Authentication Required'", async ({
    page,
  }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toast(page, "Authentication Required", "alert")).toContainText(
      "Please log in to access the admin dashboard.",
    );
    await expect(page.getByRole("button", { name: "Access Dashboard" })).toBeVisible();
  });

  test("when the admin logs out, then 'Logged Out' shows, the token is gone and /admin asks to log in again", async ({
    page,
    admin,
  }) => {
    await openAdmin(page, admin.token);
    await headerButton(page, "Logout").click();

    await expect(toast(page, "Logged Out")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
    // Nothing signs the admin out a second time: "Logged Out" stays, no "Authentication Required" replaces it.
    await page.waitForTimeout(1_000);
    await expect(toast(page, "Authentication Required", "alert")).toHaveCount(0);
    await expect(toast(page, "Logged Out")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await readStoredToken(page)).toBeNull();
    // The token was revoked on the server too, not only forgotten here.
    const me = await page.request.get("/api/admin/me", { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(me.status()).toBe(401);

    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toast(page, "Authentication Required", "alert")).toBeVisible();
  });

  test("when the token is revoked on the server and the admin presses Refresh, then the dashboard sends them to the login page", async ({
    page,
    request,
  }) => {
    const token = await adminLoginViaApi(request);
    await openAdmin(page, token);
    await expect(page.getByRole("table", { name: "Users", exact: true })).toBeVisible();

    await adminApi(request, token).post("/api/admin/logout");
    await headerButton(page, "Refresh").click();

    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toast(page, "Authentication Required", "alert")).toContainText(
      "Please log in to access the admin dashboard.",
    );
    expect(await readStoredToken(page)).toBeNull();
  });
});
