import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { adminTable, expect, openAdmin, search, tableRow, test } from "./admin-fixtures";
import { createAnalysisViaApi, generateMedia } from "./fixtures";
import { PROMO } from "./payment-fixtures";

// What an operator tripped over in the admin area: row actions off screen on a laptop, paging lost on reload and
// Back, competitors' posts passed off as the creator's own, no date range; and the creator's dashboard
// counting competitors' posts in one place and not the other.

test.describe.configure({ mode: "parallel" });
test.setTimeout(120_000);

const SEARCH_USERS = "Search users by username or email";

/** Left and right edges of an element, in CSS px of the viewport. */
async function edges(locator: Locator): Promise<{ left: number; right: number }> {
  await expect(locator).toBeVisible();
  // Read in the page, without scrolling anything into view: the table's own box must not be scrolled for it.
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, right: rect.right };
  });
}

async function expectWithinViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const { left, right } = await edges(locator);
  expect(left, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(right, `${what}: right edge within ${width} px`).toBeLessThanOrEqual(width);
}

async function makeProViaApi(request: APIRequestContext, userId: number): Promise<void> {
  const response = await request.post("/api/apply-promo-code", {
    data: { code: PROMO.freePro, userId, type: "subscription" },
  });
  expect(response.status(), `POST /api/apply-promo-code answered ${await response.text()}`).toBe(200);
}

async function analyseCompetitorViaApi(request: APIRequestContext, filePath: string): Promise<void> {
  const response = await request.post("/api/analyze", {
    multipart: {
      caption: "",
      hashtags: "",
      kind: "competitor",
      file: { name: path.basename(filePath), mimeType: "image/png", buffer: fs.readFileSync(filePath) },
    },
    timeout: 60_000,
  });
  expect(response.status(), `POST /api/analyze answered ${await response.text()}`).toBe(201);
}

test.describe("admin tables on a 1280 px laptop", () => {
  test("when the users, analyses and payments tables are open at 1280 px, then every row's actions are within the screen", async ({
    page,
    admin,
    newUser,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const session = await newUser("adm_wide");
    const image = await generateMedia("image", testInfo.outputPath(`${session.user.username}.png`));
    await createAnalysisViaApi(session.request, image, { mimeType: "image/png" });
    await openAdmin(page, admin.token);
    await search(page, SEARCH_USERS, session.user.username);
    const row = tableRow(adminTable(page, "Users"), session.user.username);
    await expect(row).toHaveCount(1);
    for (const name of [`Edit ${session.user.username}`, `Delete ${session.user.username}`]) {
      await expectWithinViewport(page, row.getByRole("button", { name, exact: true }), name);
    }
    const more = row.getByRole("button", { name: `More actions for ${session.user.username}` });
    await expectWithinViewport(page, more, "More");
    await page.screenshot({ path: testInfo.outputPath("users-1280.png") });
    await more.click();
    const menu = page.getByRole("menu", { name: `Actions for ${session.user.username}` });
    await expectWithinViewport(page, menu, "the row's menu");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();

    // The operator may show the optional columns; the actions stay in view, stuck to the right edge.
    await page.getByText("Columns", { exact: true }).click();
    for (const name of ["Name", "Language", "E-mail", "Activity"]) await page.getByRole("checkbox", { name }).check();
    await page.getByText("Columns", { exact: true }).click();
    await expect(row).toContainText("1 analysis, 0 payments");
    await expectWithinViewport(page, row.getByRole("button", { name: `Delete ${session.user.username}` }), "Delete");
    await page.screenshot({ path: testInfo.outputPath("users-all-columns-1280.png") });

    await page.goto(`/admin?tab=analyses&search=${session.user.username}`);
    const analysisRow = tableRow(adminTable(page, "Analyses"), session.user.username);
    await expect(analysisRow).toHaveCount(1);
    await expectWithinViewport(page, analysisRow.getByRole("button", { name: /^Delete analysis/ }), "Delete analysis");
    await page.screenshot({ path: testInfo.outputPath("analyses-1280.png") });
  });

  test("when the users table is open on a 360 px phone, then the row's actions stay in view at the right edge", async ({
    page,
    admin,
    newUser,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const session = await newUser("adm_phone");
    await openAdmin(page, admin.token);
    await search(page, SEARCH_USERS, session.user.username);
    const row = tableRow(adminTable(page, "Users"), session.user.username);
    await expect(row).toHaveCount(1);
    await expectWithinViewport(page, row.getByRole("button", { name: `Edit ${session.user.username}` }), "Edit");
    // Down to the row (the page only, never the table's own box sideways), for the screenshot.
    await row.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 300));
    await page.screenshot({ path: testInfo.outputPath("users-360.png") });
  });
});

test.describe("admin lists in the address", () => {
  test("when the operator pages with 10 rows a page, then a reload keeps page 2 and Back returns to page 1", async ({
    page,
    admin,
    newUser,
  }) => {
    // Eleven users whose names share a prefix: two pages of ten under one search.
    const users = [];
    for (let i = 0; i < 11; i += 1) users.push(await newUser("adm_pg"));
    await openAdmin(page, admin.token);
    await search(page, SEARCH_USERS, "adm_pg");
    await expect(page).toHaveURL(/search=adm_pg/);
    await page.getByRole("combobox", { name: "Rows per page" }).selectOption("10");
    await expect(page).toHaveURL(/pageSize=10/);
    await expect(page.getByText("Page 1 of")).toBeVisible();
    const firstRow = adminTable(page, "Users").getByRole("row").nth(1);
    const firstPage = await firstRow.textContent();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText("Page 2 of")).toBeVisible();
    // The pager says page 2 while page 1's rows may still be on screen (kept while the next page loads): read
    // the row once page 2's rows have replaced them.
    await expect(firstRow).not.toHaveText(firstPage!);
    const secondPage = await firstRow.textContent();

    await page.reload();
    await expect(page.getByText("Page 2 of")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Rows per page" })).toHaveValue("10");
    await expect(page.getByRole("searchbox", { name: SEARCH_USERS })).toHaveValue("adm_pg");
    await expect(adminTable(page, "Users").getByRole("row").nth(1)).toHaveText(secondPage!);

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByText("Page 1 of")).toBeVisible();
    expect(users).toHaveLength(11);
  });

  test("when From and To are set on the users list, then they are in the address, filter the rows and a reversed range is explained", async ({
    page,
    admin,
    newUser,
  }) => {
    const session = await newUser("adm_range");
    const today = new Date().toISOString().slice(0, 10);
    await openAdmin(page, admin.token);
    await search(page, SEARCH_USERS, session.user.username);
    const table = adminTable(page, "Users");
    await expect(tableRow(table, session.user.username)).toHaveCount(1);

    await page.getByLabel("From", { exact: true }).fill("2099-01-01");
    await expect(page).toHaveURL(/from=2099-01-01/);
    await expect(table).toContainText("No users match these filters.");
    await page.getByLabel("From", { exact: true }).fill(today);
    await page.getByLabel("To", { exact: true }).fill(today);
    await expect(page).toHaveURL(new RegExp(`from=${today}.*to=${today}|to=${today}.*from=${today}`));
    await expect(tableRow(table, session.user.username)).toHaveCount(1);

    await page.reload();
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(today);
    await expect(tableRow(table, session.user.username)).toHaveCount(1);

    await page.goto(`/admin?tab=users&from=2030-01-02&to=2030-01-01`);
    await expect(table.getByRole("alert")).toContainText("To must be on or after From");
  });
});

test.describe("competitors' posts", () => {
  test("when a Pro creator analyses a competitor's post, then admin marks and filters it, and the creator's dashboard counts it apart", async ({
    page,
    admin,
    newUser,
  }, testInfo) => {
    const session = await newUser("adm_comp");
    await makeProViaApi(session.request, session.id);
    const own = await generateMedia("image", testInfo.outputPath(`${session.user.username}-own.png`));
    const theirs = await generateMedia("image", testInfo.outputPath(`${session.user.username}-theirs.png`));
    await createAnalysisViaApi(session.request, own, { mimeType: "image/png" });
    await analyseCompetitorViaApi(session.request, theirs);

    await openAdmin(page, admin.token, "analyses");
    await search(page, "Search analyses by file name or username", session.user.username);
    const table = adminTable(page, "Analyses");
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(tableRow(table, "-theirs.png")).toContainText("Competitor");
    await expect(tableRow(table, "-own.png")).not.toContainText("Competitor");
    await page.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Competitor posts" });
    await expect(page).toHaveURL(/kind=competitor/);
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(tableRow(table, "-theirs.png")).toHaveCount(1);

    // The creator: the total is their own post; the competitor's is said apart, not silently added elsewhere.
    await page.context().addCookies((await session.request.storageState()).cookies);
    await page.goto("/dashboard");
    const stats = page.getByRole("region", { name: "Your statistics" });
    await expect(stats).toContainText(/Total Analyses\s*1\s*All time; 1 competitor analysis not counted/);
  });
});
