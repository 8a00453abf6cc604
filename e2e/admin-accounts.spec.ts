import { adminTable, ADMIN, expect, openAdmin, search, tableRow, test, toast } from "./admin-fixtures";
import { uniqueUser } from "./fixtures";

// The Admin Users tab: create an admin, change their password (new and confirm must match), delete them by typing their
// username, and the login-attempts log where a failed attempt is easy to see.

test.describe.configure({ mode: "parallel" });

test.describe("the Admin Users tab", () => {
  test("when the admin creates an admin, changes their password and deletes them, then each step shows its toast", async ({
    page,
    admin,
    request,
  }) => {
    const colleague = uniqueUser("adm_team");
    const password = "first password 1";
    const newPassword = "second password 2";
    await openAdmin(page, admin.token, "admin-users");

    // Create.
    await page.getByRole("button", { name: "Create Admin" }).click();
    const create = page.getByRole("dialog", { name: "Create Admin" });
    await create.getByLabel("Username").fill(colleague.username);
    await create.getByLabel("Password").fill(password);
    await create.getByRole("button", { name: "Create Admin" }).click();
    await expect(toast(page, "Admin Created")).toContainText(`${colleague.username} can now sign in.`);
    await expect(create).toBeHidden();

    await search(page, "Search admins", colleague.username);
    const accounts = adminTable(page, "Admin users");
    const row = tableRow(accounts, colleague.username);
    await expect(row.getByRole("cell").nth(1), "created by the admin of the token").toHaveText(ADMIN.username);
    await expect(row.getByRole("cell").nth(3), "last login").toHaveText("Never");

    // Change the password: the confirmation must match.
    await row.getByRole("button", { name: `Change password of ${colleague.username}` }).click();
    const change = page.getByRole("dialog", { name: `Change Password: ${colleague.username}` });
    await change.getByLabel("New password").fill(newPassword);
    await change.getByLabel("Confirm password").fill(`${newPassword}!`);
    await change.getByRole("button", { name: "Update Password" }).click();
    await expect(change.getByText("Passwords do not match")).toBeVisible();
    await expect(change.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");

    await change.getByLabel("Confirm password").fill(newPassword);
    await change.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, "Password Updated")).toContainText(`The password of ${colleague.username} was changed.`);
    await expect(change).toBeHidden();
    const oldLogin = await request.post("/api/admin/login", { data: { username: colleague.username, password } });
    expect(oldLogin.status(), "the old password no longer works").toBe(401);
    const newLogin = await request.post("/api/admin/login", {
      data: { username: colleague.username, password: newPassword },
    });
    expect(newLogin.status(), "the new password works").toBe(200);

    // Delete: the button works only once their username is typed.
    await row.getByRole("button", { name: `Delete ${colleague.username}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Admin" });
    const deleteButton = confirm.getByRole("button", { name: "Delete Admin" });
    await expect(deleteButton).toBeDisabled();
    const typed = confirm.getByLabel(`Type the username "${colleague.username}" to confirm`);
    await typed.fill(colleague.username.slice(0, -1));
    await expect(deleteButton).toBeDisabled();
    await typed.fill(colleague.username);
    await deleteButton.click();
    await expect(toast(page, "Admin Deleted")).toContainText(`${colleague.username} was removed.`);
    await expect(row).toHaveCount(0);
    await expect(accounts).toContainText("No admin users match this search.");
  });

  test("when someone tried a wrong password earlier, then the login-attempts log shows that attempt as Failed", async ({
    page,
    admin,
    request,
  }) => {
    const intruder = uniqueUser("adm_guess");
    const attempt = await request.post("/api/admin/login", {
      data: { username: intruder.username, password: "a wrong guess" },
    });
    expect(attempt.status()).toBe(401);
    await openAdmin(page, admin.token, "admin-users");

    // The signed-in admin cannot delete their own account.
    await search(page, "Search admins", ADMIN.username);
    // Its own row, by the first cell: other tests' admins show "e2e-admin" as their creator.
    const self = adminTable(page, "Admin users")
      .getByRole("row")
      .filter({ hasText: new RegExp(`^${ADMIN.username}`) });
    await expect(self.getByRole("button", { name: "Delete", exact: true })).toBeDisabled();
    await expect(self).toContainText(`You cannot delete your own account (${ADMIN.username}).`);

    const attempts = adminTable(page, "Admin login attempts");
    await search(page, "Search by username", intruder.username);
    await page.getByRole("combobox", { name: "Show" }).selectOption({ label: "Failed only" });
    await expect(attempts.getByRole("row")).toHaveCount(2);
    const failed = tableRow(attempts, intruder.username);
    await expect(failed.getByRole("cell").first()).toHaveText("Failed");

    await page.getByRole("combobox", { name: "Show" }).selectOption({ label: "Successful" });
    await expect(attempts).toContainText("No login attempts recorded.");
  });
});
