import type { BrowserContext, Page } from "@playwright/test";
import {
  adminTable,
  expect,
  headerButton,
  openAdmin,
  search,
  selectTab,
  startIsolatedServer,
  tableRow,
  test as adminTest,
  toast,
  type IsolatedServer,
} from "./admin-fixtures";

// Maintenance mode as a customer meets it: the admin switches it on in Settings, a signed-in customer's page shows the
// notice and their API calls answer 503, the admin area keeps working, and once it is off the customer's page works
// again. It runs on a server of its own: on the shared one, every customer call of the other worker's tests would
// answer 503 while it is on.

const test = adminTest.extend<object, { isolated: IsolatedServer }>({
  isolated: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startIsolatedServer("maintenance");
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ isolated }, use) => {
    await use(isolated.baseURL);
  },
});

type Settings = { maintenanceMode: boolean; [key: string]: unknown };

/** Marks the flash offer as already shown in `context`, as the shared `page` fixture does for its pages. */
async function skipFlashOffer(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const offer = { code: "FLASH50", discount: 50, type: "percentage", expires: Date.now() + 3_600_000 };
    window.localStorage.setItem("flashOffer", JSON.stringify({ ...offer, token: "already-shown" }));
  });
}

function maintenanceNotice(page: Page) {
  return page.getByRole("status").filter({ hasText: "Scheduled maintenance." });
}

/** Opens Settings, sets the maintenance switch to `on`, saves and waits for "Settings Saved". */
async function setMaintenanceInUi(page: Page, on: boolean): Promise<void> {
  await headerButton(page, "Settings").click();
  const dialog = page.getByRole("dialog", { name: "Platform Settings" });
  const toggle = dialog.getByRole("switch", { name: "Maintenance mode" });
  await expect(toggle).toHaveAttribute("aria-checked", String(!on));
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", String(on));
  await dialog.getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(page, "Settings Saved")).toContainText("The platform settings have been updated.");
  await expect(dialog).toBeHidden();
}

test("when the admin switches maintenance mode on, then a signed-in customer sees the notice and gets 503 while the admin area works, and switching it off brings the site back", async ({
  page,
  admin,
  newUser,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { settings: before } = await admin.get<{ settings: Settings }>("/api/admin/settings");
  expect(before.maintenanceMode, "the fresh server starts without maintenance").toBe(false);
  const customer = await newUser("adm_maint");
  const customerContext = await browser.newContext({ baseURL, storageState: await customer.request.storageState() });
  try {
    await skipFlashOffer(customerContext);
    const customerPage = await customerContext.newPage();
    await customerPage.goto("/");
    const welcome = customerPage.getByRole("banner").getByText(`Welcome, ${customer.user.username}`);
    await expect(welcome).toBeVisible();
    await expect(maintenanceNotice(customerPage)).toHaveCount(0);

    await openAdmin(page, admin.token);
    await setMaintenanceInUi(page, true);
    await expect(page.getByRole("status").filter({ hasText: "Maintenance mode is on." })).toBeVisible();

    // The customer: the notice on the page, 503 from the API.
    await customerPage.reload();
    await expect(maintenanceNotice(customerPage)).toContainText("Please try again soon.");
    const blocked = await customerContext.request.get("/api/user");
    expect(blocked.status()).toBe(503);
    expect((await blocked.json()).message).toBe(
      "ViralScore is down for scheduled maintenance. Please try again shortly.",
    );

    // The admin area keeps working: lists load and find the customer.
    await search(page, "Search users by username or email", customer.user.username);
    await expect(tableRow(adminTable(page, "Users"), customer.user.username)).toBeVisible();
    await selectTab(page, "Payments");
    await expect(adminTable(page, "Payments")).toContainText("No payments yet.");

    await setMaintenanceInUi(page, false);
    await expect(page.getByRole("status").filter({ hasText: "Maintenance mode is on." })).toHaveCount(0);

    await customerPage.reload();
    await expect(welcome).toBeVisible();
    await expect(maintenanceNotice(customerPage)).toHaveCount(0);
    expect((await customerContext.request.get("/api/user")).status()).toBe(200);
  } finally {
    // Whatever happened above, the server is left as it was found.
    await admin.put("/api/admin/settings", { ...before, maintenanceMode: false });
    await customerContext.close();
  }
});
