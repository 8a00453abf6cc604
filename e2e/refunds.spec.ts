import type { Page } from "@playwright/test";
import { openProfile, section } from "./account-fixtures";
import { adminTable, expect, openAdmin, payForAnalysisViaApi, search, tableRow, test, toast } from "./admin-fixtures";
import { createUserViaApi, fetchCurrentUser, uniqueUser } from "./fixtures";

// The 30-day money-back guarantee in the browser: the creator asks in the profile's Payment History, an admin
// refunds from the payments list (or from the user's row), and the payment reads "Refunded" on both sides.

test.describe.configure({ mode: "parallel" });

/** A creator signed in on this page who paid $1 for an analysis (test mode, through the API). */
async function payingCreator(page: Page, prefix: string) {
  const user = await createUserViaApi(page.request, uniqueUser(prefix));
  const { id } = await fetchCurrentUser(page.request);
  await payForAnalysisViaApi({ user, id, request: page.request });
  return user;
}

test("when a creator asks for a refund and an admin refunds it, then both see the payment as refunded", async ({
  page,
  admin,
}, testInfo) => {
  const user = await payingCreator(page, "refund");
  await page.setViewportSize({ width: 360, height: 780 });
  await openProfile(page, "#payment-history");
  const history = section(page, "Payment History");
  await expect(history).toContainText("One analysis · $1.00");
  await expect(history.getByText("Paid", { exact: true })).toBeVisible();
  await history.getByRole("button", { name: "Request a refund" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a refund" });
  await dialog.getByLabel("Why are you asking?").fill("The advice did not fit my niche.");
  await dialog.getByRole("button", { name: "Request refund" }).click();
  await expect(toast(page, "Refund requested")).toBeVisible();
  await expect(history.getByText("Refund requested", { exact: true })).toBeVisible();
  await expect(history.getByRole("button", { name: "Request a refund" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("profile-refund-requested-360.png"), fullPage: false });

  await page.setViewportSize({ width: 1280, height: 900 });
  await openAdmin(page, admin.token, "payments");
  await page.getByLabel("Refund", { exact: true }).selectOption("true");
  await search(page, "Search payments by username, email or payment id", user.username);
  const row = tableRow(adminTable(page, "Payments"), user.username);
  await expect(row).toContainText("Refund requested");
  await row.getByRole("button", { name: /^Refund payment #/ }).click();
  const confirm = page.getByRole("dialog", { name: "Refund Payment" });
  await expect(confirm).toContainText("The advice did not fit my niche.");
  await page.screenshot({ path: testInfo.outputPath("admin-refund-confirm-1280.png") });
  await confirm.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(toast(page, "Payment Refunded")).toContainText("Refunded $1.00");

  await page.getByLabel("Refund", { exact: true }).selectOption("");
  await page.getByLabel("Status", { exact: true }).selectOption("refunded");
  await expect(tableRow(adminTable(page, "Payments"), user.username)).toContainText("Refunded");

  await openProfile(page, "#payment-history");
  await expect(history.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(history).toContainText("Refunded on");
});

test("when an admin opens Manage on a user's row, then a Pro month can be granted (the row reads Active) and Cancel Pro, once confirmed, ends it", async ({
  page,
  admin,
  newUser,
}, testInfo) => {
  const { user } = await newUser("manage");
  await openAdmin(page, admin.token, "users");
  await search(page, "Search users by username or email", user.username);
  const row = tableRow(adminTable(page, "Users"), user.username);
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Manage ${user.username}` }).click();
  const dialog = page.getByRole("dialog", { name: `Manage ${user.username}` });
  await expect(dialog).toContainText("No paid payment to refund.");
  await expect(dialog.getByRole("button", { name: "Cancel Pro" })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath("admin-manage-user-1280.png") });
  await dialog.getByRole("button", { name: "Grant a Pro month" }).click();
  await expect(toast(page, "Pro Month Granted")).toContainText("Pro runs until");
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();

  // Cancel Pro asks once more; "Keep Pro" changes nothing, "Yes, cancel Pro" ends it.
  await row.getByRole("button", { name: `Manage ${user.username}` }).click();
  await dialog.getByRole("button", { name: "Cancel Pro" }).click();
  const confirm = dialog.getByRole("group", { name: "Confirm cancelling Pro" });
  await expect(confirm).toContainText(`Cancel Pro for ${user.username}? Pro ends at once and does not renew`);
  await confirm.getByRole("button", { name: "Keep Pro" }).click();
  await expect(confirm).toBeHidden();
  await dialog.getByRole("button", { name: "Cancel Pro" }).click();
  await confirm.getByRole("button", { name: "Yes, cancel Pro" }).click();
  await expect(toast(page, "Pro Cancelled")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
});
