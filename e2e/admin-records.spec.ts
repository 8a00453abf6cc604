import type { Page } from "@playwright/test";
import {
  adminTable,
  chooseRowAction,
  downloadCsv,
  expect,
  openAdmin,
  payForAnalysisViaApi,
  refresh,
  search,
  tableRow,
  test,
  toast,
  todayUtc,
} from "./admin-fixtures";
import { createAnalysisViaApi, generateMedia, uniqueUser } from "./fixtures";
import { TEST_CARD } from "./payment-fixtures";

// What customers did, as the admin sees it: their analyses (view, delete), their payments (status badges, filters) and
// the promo codes the admin makes and customers redeem.

test.describe.configure({ mode: "parallel" });
test.setTimeout(90_000);

/** A datetime-local input's value for `date` (the browser and this process share the time zone). */
function dateTimeLocal(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

async function chooseSelect(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label, exact: true }).selectOption({ label: option });
}

test.describe("the Analyses tab", () => {
  test("when a customer has analysed an image, then the admin reaches it from the user's row, views the whole result and deletes it", async ({
    page,
    admin,
    newUser,
  }, testInfo) => {
    const session = await newUser("adm_anl");
    const fileName = `${session.user.username}.png`;
    const image = await generateMedia("image", testInfo.outputPath(fileName));
    const analysis = await createAnalysisViaApi(session.request, image, { mimeType: "image/png", caption: "admin" });

    // From the Users tab, one click to this user's analyses.
    await openAdmin(page, admin.token);
    await search(page, "Search users by username or email", session.user.username);
    await chooseRowAction(page, session.user.username, `Analyses (1) of ${session.user.username}`);
    await expect(page).toHaveURL(/tab=analyses/);
    await expect(page.getByText(`Showing analyses of ${session.user.username}`)).toBeVisible();
    const table = adminTable(page, `Analyses of ${session.user.username}`);
    await expect(table.getByRole("row")).toHaveCount(2);
    const row = tableRow(table, fileName);
    await expect(row).toContainText(session.user.username);
    await expect(row).toContainText("Free trial");
    await expect(row).toContainText(String(analysis.viralScore));

    // View: the result as its owner sees it.
    await row.getByRole("button", { name: `View analysis ${fileName}` }).click();
    const details = page.getByRole("dialog", { name: "Analysis Details" });
    await expect(details.getByText(`Owner: ${session.user.username}`)).toBeVisible();
    await expect(
      details.getByRole("heading", { name: `Viral Score: ${analysis.viralScore} out of 100` }),
    ).toBeVisible();
    await expect(details).toContainText(analysis.recommendations[0]!);
    // The creator's kept still is theirs alone: the admin gets the dots and the reason, not the picture.
    await expect(details).toContainText(
      "The still of the analysed frame is shown only to the creator who uploaded it.",
    );
    await expect(details.locator("img")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();

    // Delete, after confirming.
    await row.getByRole("button", { name: `Delete analysis ${fileName}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Analysis" });
    await expect(confirm).toContainText("Are you sure you want to delete this analysis? This action cannot be undone.");
    await confirm.getByRole("button", { name: "Delete Analysis" }).click();
    await expect(toast(page, "Analysis Deleted")).toContainText(`${fileName} has been deleted.`);
    await expect(row).toHaveCount(0);
    await expect(table).toContainText(`${session.user.username} has no analyses.`);
    const owner = await session.request.get(`/api/analysis/${analysis.id}`);
    expect(owner.status(), "the owner no longer finds it").toBe(404);
  });
});

test.describe("the Payments tab", () => {
  test("when a customer has paid $1 in test mode and another card was declined, then the statuses show and the status filter keeps each to its own", async ({
    page,
    admin,
    newUser,
  }) => {
    const session = await newUser("adm_pay");
    await payForAnalysisViaApi(session);
    await payForAnalysisViaApi(session, { card: TEST_CARD.declined });

    await openAdmin(page, admin.token, "payments");
    await search(page, "Search payments by username, email or payment id", session.user.username);
    const table = adminTable(page, "Payments");
    // Header, the paid checkout, the declined checkout (still open: it can be paid with another card) and the
    // declined attempt's own row: every charge attempt is a row.
    await expect(table.getByRole("row")).toHaveCount(4);
    const paid = tableRow(table, "Succeeded");
    await expect(paid).toContainText(session.user.username);
    await expect(paid).toContainText(session.user.email);
    await expect(paid).toContainText("$1.00");
    await expect(paid).toContainText("Per analysis");
    const declined = tableRow(table, "Failed");
    await expect(declined).toContainText("declined");

    await chooseSelect(page, "Status", "Failed");
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(paid).toHaveCount(0);
    await expect(declined).toBeVisible();

    await chooseSelect(page, "Status", "Succeeded");
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(paid).toBeVisible();
    await expect(declined).toHaveCount(0);

    await chooseSelect(page, "Type", "Subscription");
    await expect(table).toContainText("No payments match these filters.");

    // Export: the list as filtered (status and type back to All), both attempts with their status.
    await chooseSelect(page, "Status", "All");
    await chooseSelect(page, "Type", "All");
    await expect(table.getByRole("row")).toHaveCount(4);
    const csv = await downloadCsv(page, "Export payments");
    expect(csv.fileName).toBe(`payments-export-${todayUtc()}.csv`);
    expect(csv.lines[0]).toBe(
      "id,stripePaymentIntentId,username,email,amount,currency,type,method,status,refundedAmount,refundedAt,refundRequestedAt,createdAt",
    );
    expect(csv.lines).toHaveLength(4);
    const rows = csv.lines.slice(1).map((line) => line.split(","));
    expect(rows.map((cells) => cells[2])).toEqual([
      session.user.username,
      session.user.username,
      session.user.username,
    ]);
    expect(rows.map((cells) => cells[8]).sort()).toEqual(["failed", "pending", "succeeded"]);
    expect(rows.map((cells) => cells[4])).toEqual(["1.00", "1.00", "1.00"]);
  });
});

test.describe("exports", () => {
  test("when the admin exports the analyses found by a search, then analyses-export-<today>.csv holds that analysis with its owner", async ({
    page,
    admin,
    newUser,
  }, testInfo) => {
    const session = await newUser("adm_anlx");
    const fileName = `${session.user.username}.png`;
    const image = await generateMedia("image", testInfo.outputPath(fileName));
    const analysis = await createAnalysisViaApi(session.request, image, { mimeType: "image/png" });

    await openAdmin(page, admin.token, "analyses");
    await search(page, "Search analyses by file name or username", session.user.username);
    await expect(adminTable(page, "Analyses").getByRole("row")).toHaveCount(2);
    const csv = await downloadCsv(page, "Export analyses");
    expect(csv.fileName).toBe(`analyses-export-${todayUtc()}.csv`);
    expect(csv.hasBom).toBe(true);
    expect(csv.lines[0]).toBe("id,fileName,username,mediaType,viralScore,viralPotential,paymentType,kind,createdAt");
    expect(csv.lines).toHaveLength(2);
    expect(csv.lines[1]).toContain(
      `${analysis.id},${fileName},${session.user.username},image,${analysis.viralScore},${analysis.viralPotential},free,own,`,
    );
  });

  test("when the admin exports the analyses and payments of one user opened from the Users tab, then each file holds only that user's rows", async ({
    page,
    admin,
    newUser,
  }, testInfo) => {
    // Two customers with an analysis and a payment each: the files must hold the first one's only.
    const session = await newUser("adm_onex");
    const other = await newUser("adm_other");
    const image = await generateMedia("image", testInfo.outputPath("one-user.png"));
    for (const customer of [session, other]) {
      await createAnalysisViaApi(customer.request, image, { mimeType: "image/png" });
      await payForAnalysisViaApi(customer);
    }
    const { username } = session.user;

    await openAdmin(page, admin.token);
    await search(page, "Search users by username or email", username);
    await chooseRowAction(page, username, `Analyses (1) of ${username}`);
    await expect(adminTable(page, `Analyses of ${username}`).getByRole("row")).toHaveCount(2);
    const analyses = await downloadCsv(page, "Export analyses");
    expect(
      analyses.lines.slice(1).map((line) => line.split(",")[2]),
      "only this user's analyses",
    ).toEqual([username]);

    await page.goBack();
    await chooseRowAction(page, username, `Payments (1) of ${username}`);
    await expect(adminTable(page, `Payments of ${username}`).getByRole("row")).toHaveCount(2);
    const payments = await downloadCsv(page, "Export payments");
    expect(
      payments.lines.slice(1).map((line) => line.split(",")[2]),
      "only this user's payments",
    ).toEqual([username]);
  });
});

test.describe("the Promo Codes tab", () => {
  test("when the admin leaves the code empty or ends it before it starts, then 'Validation Error' says why and nothing is created", async ({
    page,
    admin,
  }) => {
    await openAdmin(page, admin.token, "promo-codes");
    let creates = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/admin/promo-codes") creates += 1;
    });
    await page.getByRole("button", { name: "Create Promo Code" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Promo Code" });
    // The form's defaults: percentage, 10, active.
    await expect(dialog.getByRole("combobox", { name: "Discount type" })).toHaveValue("percentage");
    await expect(dialog.getByLabel("Discount (%)")).toHaveValue("10");
    await expect(dialog.getByRole("switch", { name: "Active" })).toHaveAttribute("aria-checked", "true");

    await dialog.getByRole("button", { name: "Create Promo Code" }).click();
    await expect(toast(page, "Validation Error", "alert")).toContainText("Code, start date, and end date are required");

    await dialog.getByLabel("Code").fill("late_start");
    await expect(dialog.getByLabel("Code")).toHaveValue("LATE_START");
    await dialog.getByLabel("Start date").fill(dateTimeLocal(new Date(Date.now() + 2 * 86_400_000)));
    await dialog.getByLabel("End date").fill(dateTimeLocal(new Date(Date.now() + 86_400_000)));
    await dialog.getByRole("button", { name: "Create Promo Code" }).click();
    await expect(toast(page, "Validation Error", "alert")).toContainText("End date must be after start date");
    await expect(dialog).toBeVisible();
    expect(creates, "nothing was sent").toBe(0);
  });

  test("when the admin creates a 50% code and a customer pays with it, then Refresh shows 1 use and Redeemed by names the customer", async ({
    page,
    admin,
    newUser,
  }) => {
    const typed = uniqueUser("half").username.replace(/_/g, "-"); // letters, digits and dashes
    const code = typed.toUpperCase();
    await openAdmin(page, admin.token, "promo-codes");

    await page.getByRole("button", { name: "Create Promo Code" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Promo Code" });
    await dialog.getByLabel("Code").fill(typed);
    await expect(dialog.getByLabel("Code"), "codes are upper case").toHaveValue(code);
    await dialog.getByLabel("Discount (%)").fill("50");
    await dialog.getByLabel("End date").fill(dateTimeLocal(new Date(Date.now() + 30 * 86_400_000)));
    await dialog.getByRole("button", { name: "Create Promo Code" }).click();
    await expect(toast(page, "Promo code created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page, "Search promo codes", code);
    const table = adminTable(page, "Promo codes");
    const row = tableRow(table, code);
    await expect(row).toContainText("50%");
    await expect(row).toContainText("0 / ∞");
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(row).toContainText("e2e-admin");

    // A customer pays for an analysis with the code: half of $1.
    const session = await newUser("adm_promo");
    const checkout = await payForAnalysisViaApi(session, { promoCode: code });
    expect(checkout.amount).toBe(50);

    await refresh(page);
    await expect(row).toContainText("1 / ∞");
    await row.getByRole("button", { name: `Redeemed by: ${code}` }).click();
    const redeemed = page.getByRole("dialog", { name: `Redeemed by: ${code}` });
    await expect(redeemed).toContainText("1 use so far.");
    const redemption = tableRow(adminTable(page, "Redemptions"), session.user.username);
    await expect(redemption).toContainText(session.user.email);
    await expect(redemption).toContainText("An analysis");
  });
});
