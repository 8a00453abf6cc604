import fs from "node:fs";
import {
  createAnalysisViaApi,
  createUserViaApi,
  expect,
  expectNoViolations,
  generateMedia,
  readVerificationLink,
  signInViaUi,
  test,
  uniqueUser,
  waitForMail,
} from "./fixtures";
import { ACCOUNT_EXPORT_SECTIONS } from "../shared/schemas/account";
import { openProfile, section } from "./account-fixtures";
import { toast } from "./payment-fixtures";

// The creator's own profile: personal details, a pending e-mail change, "Download my data" and the link from /privacy,
// the signed-out guard, the verification link opened twice, and the phone layout. Password, sessions and deleting the
// account are in account-security.spec.ts.

test.describe.configure({ mode: "parallel" });

test.describe("personal information", () => {
  test("when the names and language are edited, then 'Profile Updated' shows and they are still there after a reload", async ({
    page,
  }) => {
    await createUserViaApi(page.request, uniqueUser("edit"));
    await openProfile(page);
    const info = section(page, "Personal Information");
    await info.getByRole("button", { name: "Edit Profile" }).click();
    const form = page.getByRole("form", { name: "Edit personal information" });
    await expect(form.getByLabel("Username")).toBeFocused();

    // The shared schema refuses an empty username before anything is sent, on the field itself.
    await form.getByLabel("Username").fill("");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(form.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Username")).toBeFocused();
    await form.getByRole("button", { name: "Cancel" }).click();

    await info.getByRole("button", { name: "Edit Profile" }).click();
    await form.getByLabel("First name").fill("Sara");
    await form.getByLabel("Last name").fill("الحربي");
    // Choosing Arabic switches the interface at once, before saving: the form stays open with what was typed.
    await form.getByLabel("Language").selectOption("ar");
    const arabicInfo = section(page, "المعلومات الشخصية");
    const arabicForm = page.getByRole("form", { name: "تعديل المعلومات الشخصية" });
    await expect(arabicForm.getByLabel(/^الاسم الأول/)).toHaveValue("Sara");
    await arabicForm.getByRole("button", { name: "احفظ التغييرات" }).click();
    await expect(toast(page, "حُدّث الملف الشخصي")).toContainText("حُدّث ملفك الشخصي بنجاح.");
    await expect(arabicForm).toBeHidden();

    // The profile keeps the language: the page reads in Arabic after a reload too.
    await page.reload();
    await expect(arabicInfo.getByText("Sara", { exact: true })).toBeVisible();
    await expect(arabicInfo.getByText("الحربي", { exact: true })).toBeVisible();
    await expect(arabicInfo.getByText("العربية", { exact: true })).toBeVisible();
    await expect(info).toBeHidden();
  });

  test("when the username is one another account has, then the server's refusal shows on the Username field", async ({
    page,
    request,
  }) => {
    const taken = await createUserViaApi(request, uniqueUser("taken"));
    await createUserViaApi(page.request, uniqueUser("clash"));
    await openProfile(page);
    await section(page, "Personal Information").getByRole("button", { name: "Edit Profile" }).click();
    const form = page.getByRole("form", { name: "Edit personal information" });
    await form.getByLabel("Username").fill(taken.username);
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Update Failed", "alert")).toBeVisible();
    await expect(form.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Username")).toBeFocused();
  });
});

test.describe("changing the e-mail address", () => {
  test("when a new address is saved, then it waits for its link, the old one keeps signing in, and after the link the new one signs in", async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = await createUserViaApi(page.request, uniqueUser("mail"));
    const newEmail = `new.${user.email}`;
    await openProfile(page);
    const info = section(page, "Personal Information");
    await info.getByRole("button", { name: "Edit Profile" }).click();
    const form = page.getByRole("form", { name: "Edit personal information" });
    await form.getByLabel("Email").fill(newEmail);
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile Updated")).toContainText(`We sent a confirmation link to ${newEmail}`);

    const pending = page.getByRole("region", { name: "E-mail change waiting for confirmation" });
    await expect(pending).toContainText(`Waiting for you to confirm ${newEmail}`);
    await expect(pending).toContainText(`Until then you sign in with ${user.email}.`);
    await page.reload();
    await expect(pending, "the change is kept by the server, not the page").toBeVisible();
    await expect(info.getByText(user.email, { exact: true }), "the Email row and the notice").toHaveCount(2);
    await waitForMail(
      (mail) => mail.to === user.email && mail.subject === "A change of your ViralScore e-mail address was requested",
      `telling ${user.email} about the change`,
    );
    const firstLink = await readVerificationLink(newEmail);

    // "Resend link" mails a fresh link; the first one stops working.
    await pending.getByRole("button", { name: "Resend link" }).click();
    await expect(toast(page, "Email sent")).toContainText(newEmail);
    let link = firstLink;
    await expect.poll(async () => (link = await readVerificationLink(newEmail))).not.toBe(firstLink);

    // Until the link is opened, the old address signs in and the new one does not.
    const before = await browser.newContext({ baseURL });
    expect(
      (await before.request.post("/api/login", { data: { email: newEmail, password: user.password } })).status(),
    ).toBe(401);
    expect((await before.request.post("/api/login", { data: user })).status()).toBe(200);
    await before.close();

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
    await expect(page.getByText("Your new e-mail address is verified")).toBeVisible();

    await openProfile(page);
    await expect(info.getByText(newEmail, { exact: true })).toBeVisible();
    await expect(pending).toBeHidden();

    const after = await browser.newContext({ baseURL });
    const afterPage = await after.newPage();
    await afterPage.goto("/profile");
    await expect(afterPage.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
    await signInViaUi(afterPage, { ...user, email: newEmail });
    await expect(afterPage.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    expect((await after.request.post("/api/login", { data: user })).status(), "the old address is gone").toBe(401);
    await after.close();
  });

  test("when the change is cancelled, then the current address stays and the mailed link no longer works", async ({
    page,
  }) => {
    const user = await createUserViaApi(page.request, uniqueUser("undo"));
    const newEmail = `other.${user.email}`;
    await openProfile(page);
    await section(page, "Personal Information").getByRole("button", { name: "Edit Profile" }).click();
    const form = page.getByRole("form", { name: "Edit personal information" });
    await form.getByLabel("Email").fill(newEmail);
    await form.getByRole("button", { name: "Save Changes" }).click();
    const pending = page.getByRole("region", { name: "E-mail change waiting for confirmation" });
    await pending.getByRole("button", { name: "Cancel change" }).click();
    await expect(toast(page, "E-mail change cancelled")).toContainText(`You keep signing in with ${user.email}.`);
    await expect(pending).toBeHidden();
    await page.reload();
    await expect(section(page, "Personal Information").getByText(user.email, { exact: true })).toBeVisible();
    await expect(pending).toBeHidden();

    await page.goto(await readVerificationLink(newEmail));
    await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
  });
});

test.describe("your data", () => {
  test("when 'Download my data' is clicked, then a JSON file of the user's account and analyses downloads, its sections in order", async ({
    page,
  }, testInfo) => {
    const user = await createUserViaApi(page.request, uniqueUser("export"));
    const image = await generateMedia("image", testInfo.outputPath("export.png"));
    const analysis = await createAnalysisViaApi(page.request, image, { mimeType: "image/png", caption: "export me" });
    await openProfile(page);
    const yourData = section(page, "Your data");
    const downloading = page.waitForEvent("download");
    await yourData.getByRole("button", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^viralscore-data-.+\.json$/);
    await expect(toast(page, "Your data is downloading")).toBeVisible();

    const data = JSON.parse(fs.readFileSync(await download.path(), "utf8")) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(ACCOUNT_EXPORT_SECTIONS);
    expect((data.user as { email: string }).email).toBe(user.email);
    const analyses = data.analyses as Array<{ id: number; caption: string }>;
    expect(analyses.map((row) => row.id)).toEqual([analysis.id]);
    expect(analyses[0]!.caption).toBe("export me");

    // Signed out meanwhile (the cookie is gone): the page says so instead of saving an error as a file.
    await page.context().clearCookies();
    await yourData.getByRole("button", { name: "Download my data" }).click();
    await expect(toast(page, "Download failed", "alert")).toBeVisible();
  });

  test("when /privacy's link to 'Your data' is followed on a phone, then the profile opens at that section, far down the page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await createUserViaApi(page.request, uniqueUser("rights"));
    await page.goto("/privacy");
    await page.getByRole("link", { name: "Go to Your data on your profile" }).click();
    await expect(page).toHaveURL(/\/profile#your-data$/);
    const yourData = section(page, "Your data");
    await expect(yourData.getByRole("heading", { name: "Your data" })).toBeInViewport();
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).not.toBeInViewport();
    await expect(yourData.getByRole("button", { name: "Delete my account" })).toBeVisible();
  });
});

test.describe("the profile's guard, the second verification and the phone layout", () => {
  test("when a signed-out visitor opens /profile, even with a stale user cached in the browser, then only 'Profile Not Found' shows", async ({
    page,
  }) => {
    const stale = await createUserViaApi(page.request, uniqueUser("stale"));
    const { user } = await (await page.request.get("/api/user")).json();
    await page.context().clearCookies(); // the session is gone; the browser's copy of the user is not
    await page.addInitScript((cached) => {
      window.localStorage.setItem("userData", JSON.stringify(cached));
      window.localStorage.setItem("userAuthenticated", "true");
      // Records whether the profile of the cached user was ever painted, even for a moment.
      new MutationObserver(() => {
        if (document.querySelector("h1")?.textContent === "My Profile")
          document.documentElement.dataset.sawProfile = "1";
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, user);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile Not Found" })).toBeVisible();
    await expect(page.getByText("Please log in to view your profile.")).toBeVisible();
    await expect(page.getByText(stale.email)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.sawProfile ?? null)).toBeNull();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("when a verification link is opened a second time, then it says the e-mail is already verified", async ({
    page,
  }) => {
    const user = await createUserViaApi(page.request, uniqueUser("twice"));
    const link = await readVerificationLink(user.email);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
    await expect(page.getByText("Your e-mail is already verified.")).toBeVisible();
    await openProfile(page);
    await expect(section(page, "Account Overview").getByText("Verified", { exact: true })).toBeVisible();
  });

  test("when the profile is used on a 360 px phone, with its forms and the delete dialog open, then nothing scrolls sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const user = await createUserViaApi(page.request, uniqueUser("phone"));
    await openProfile(page);
    const noSidewaysScroll = async (what: string) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${what} is ${width}px wide at a 360px viewport`).toBeLessThanOrEqual(360);
    };
    await expect(page.getByRole("list", { name: "Active sessions" })).toBeVisible();
    await noSidewaysScroll("/profile");

    await section(page, "Personal Information").getByRole("button", { name: "Edit Profile" }).click();
    const form = page.getByRole("form", { name: "Edit personal information" });
    await form.getByLabel("Email").fill(`a.rather.long.new.address.${user.email}`);
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("region", { name: "E-mail change waiting for confirmation" })).toBeVisible();
    await section(page, "Security").getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("form", { name: "Change password" })).toBeVisible();
    await noSidewaysScroll("/profile with a pending e-mail and the password form");
    await expectNoViolations(page, "/profile with a pending e-mail and the password form");

    await section(page, "Your data").getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
    await noSidewaysScroll("/profile with the delete dialog");
    await expectNoViolations(page, "/profile with the delete dialog");
  });
});

test.describe("when the profile's data cannot be loaded", () => {
  test("when the subscription status fails to load, then 'Error / Failed to load profile data' is toasted once and Try again loads it", async ({
    page,
  }) => {
    await createUserViaApi(page.request, uniqueUser("loadfail"));
    // The server failing for a moment: only this browser's next status request sees the 500.
    const statusUrl = "**/api/user/*/subscription-status";
    await page.route(statusUrl, (route) =>
      route.fulfill({ status: 500, json: { message: "Internal server error", code: "INTERNAL", requestId: "e2e" } }),
    );
    await openProfile(page);

    const toasts = page
      .getByRole("alert")
      .filter({ has: page.getByRole("button", { name: "Dismiss notification" }) })
      .filter({ hasText: "Failed to load profile data" });
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText("Error");
    const notice = section(page, "Account Overview").getByRole("alert");
    await expect(notice).toContainText("Failed to load profile data");

    await page.unroute(statusUrl);
    await notice.getByRole("button", { name: "Try again" }).click();
    await expect(notice).toBeHidden();
    expect(await toasts.count(), "no second toast (the first may have timed out)").toBeLessThanOrEqual(1);
  });
});
