import type { Page } from "@playwright/test";
import {
  adminTab,
  adminTable,
  downloadCsv,
  expect,
  openAdmin,
  search,
  selectTab,
  tableRow,
  test,
  toast,
  todayUtc,
  type AdminApi,
} from "./admin-fixtures";
import { uniqueUser } from "./fixtures";

// The Users tab: search, create, edit, delete with a confirmation, CSV export, and the dashboard on a phone. Every test
// finds its own rows by searching for the unique names it made, so other tests and earlier runs do not matter.

test.describe.configure({ mode: "parallel" });

const SEARCH_USERS = "Search users by username or email";

async function freeTrialLimit(admin: AdminApi): Promise<number> {
  const { settings } = await admin.get<{ settings: { freeTrialLimit: number } }>("/api/admin/settings");
  return settings.freeTrialLimit;
}

function usersTable(page: Page) {
  return adminTable(page, "Users");
}

test.describe("the Users tab", () => {
  test("when the admin searches for a user who signed up, then their row shows with free trials as n/limit and no Pro badge", async ({
    page,
    admin,
    newUser,
  }) => {
    const { user } = await newUser("adm_search");
    const limit = await freeTrialLimit(admin);
    await openAdmin(page, admin.token);

    await search(page, SEARCH_USERS, user.username);
    const table = usersTable(page);
    await expect(table.getByRole("row")).toHaveCount(2); // the header and the one match
    const row = tableRow(table, user.username);
    await expect(row).toContainText(user.email);
    await expect(row.getByRole("cell").nth(2)).toHaveText(`0/${limit}`);
    await expect(row.getByRole("cell").nth(3)).toHaveText("Inactive");
    await row.getByRole("button", { name: `More actions for ${user.username}` }).click();
    await expect(page.getByRole("menuitem", { name: `Analyses (0) of ${user.username}` })).toBeVisible();
    await page.keyboard.press("Escape");

    // Searching by e-mail finds the same row.
    await search(page, SEARCH_USERS, user.email.toUpperCase());
    await expect(tableRow(table, user.username)).toBeVisible();
  });

  test("when the admin creates a user, edits their free trials and deletes them, then each step shows its toast and the row follows", async ({
    page,
    admin,
  }) => {
    const person = uniqueUser("adm_crud");
    const limit = await freeTrialLimit(admin);
    await openAdmin(page, admin.token);
    const table = usersTable(page);

    // Create.
    await page.getByRole("button", { name: "Create User", exact: true }).click();
    const create = page.getByRole("dialog", { name: "Create User" });
    await create.getByLabel("Email").fill(person.email);
    await create.getByLabel("Username").fill(person.username);
    await create.getByLabel("Password").fill(person.password);
    await create.getByRole("button", { name: "Create User" }).click();
    await expect(toast(page, "User Created")).toContainText(`${person.username} can now sign in.`);
    await expect(create).toBeHidden();
    await search(page, SEARCH_USERS, person.username);
    const row = tableRow(table, person.username);
    await expect(row).toContainText(person.email);
    await expect(row.getByRole("cell").nth(2)).toHaveText(`0/${limit}`);

    // Edit the free trials used.
    await row.getByRole("button", { name: `Edit ${person.username}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit User" });
    await expect(edit.getByLabel("Email")).toHaveValue(person.email);
    await edit.getByLabel("Free trials used").fill("2");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "User Updated")).toContainText(`${person.username} has been saved.`);
    await expect(edit).toBeHidden();
    await expect(row.getByRole("cell").nth(2)).toHaveText(`2/${limit}`);

    // Delete, after the "Are you sure…?" question.
    await row.getByRole("button", { name: `Delete ${person.username}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete User" });
    await expect(confirm).toContainText("Are you sure you want to delete this user? This action cannot be undone.");
    await confirm.getByRole("button", { name: "Delete User" }).click();
    await expect(toast(page, "User Deleted")).toContainText(`${person.username} has been deleted.`);
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(table).toContainText("No users match this search.");
    const left = await admin.get<{ total: number }>(`/api/admin/users?search=${person.username}`);
    expect(left.total, "the account is gone on the server").toBe(0);
  });

  test("when the admin exports the users found by a search, then users-export-<today>.csv downloads with the header and that user", async ({
    page,
    admin,
    newUser,
  }) => {
    const { user } = await newUser("adm_export");
    await openAdmin(page, admin.token);
    await search(page, SEARCH_USERS, user.username);
    // The list (and so the export) has applied the search once its only row is this user.
    await expect(usersTable(page).getByRole("row")).toHaveCount(2);
    await expect(tableRow(usersTable(page), user.username)).toBeVisible();

    const csv = await downloadCsv(page, "Export users");
    expect(csv.fileName).toBe(`users-export-${todayUtc()}.csv`);
    await expect(toast(page, "Export Complete")).toBeVisible();
    expect(csv.hasBom, "a UTF-8 BOM for Excel").toBe(true);
    const { lines } = csv;
    expect(lines[0]).toBe(
      "id,username,email,firstName,lastName,language,freeTrialsUsed,plan,subscriptionStatus,emailVerified,createdAt",
    );
    expect(lines, "the search's one user, after the header").toHaveLength(2);
    expect(lines[1]).toContain(`,${user.username},${user.email},`);
  });
});

test.describe("the dashboard on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("when /admin is opened at 360x740, then the Users tab does not scroll sideways and every tab can be reached", async ({
    page,
    admin,
  }) => {
    await openAdmin(page, admin.token);
    await expect(usersTable(page)).toBeVisible();
    await expect(usersTable(page).getByRole("row").nth(1)).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow(), "the page is no wider than the screen").toBeLessThanOrEqual(0);
    await expect(page.getByRole("searchbox", { name: SEARCH_USERS })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Create User", exact: true })).toBeInViewport();

    // The last tab is off screen in its own scrolling row; clicking it scrolls it into view and opens it.
    for (const name of ["Messages", "Analytics", "Users"]) {
      await selectTab(page, name);
      await expect(adminTab(page, name)).toBeInViewport();
    }
    // The keyboard reaches them too (WAI-ARIA tabs: End goes to the last one).
    await adminTab(page, "Users").focus();
    await page.keyboard.press("End");
    await expect(adminTab(page, "Messages")).toHaveAttribute("aria-selected", "true");
    await expect(adminTab(page, "Messages")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(adminTab(page, "Users")).toHaveAttribute("aria-selected", "true");
    await expect(usersTable(page)).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
