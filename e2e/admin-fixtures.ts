// Helpers of the admin area's browser tests (admin-*.spec.ts). The admin is the e2e server's first admin
// (scripts/e2e-server.mjs: ADMIN_USERNAME/ADMIN_PASSWORD). Tests sign in through the login screen where that is what
// they test, and otherwise put a token from POST /api/admin/login into localStorage.adminToken, as the login screen
// does. Customers and their payments, analyses and messages are made through the same API calls the site makes, each in
// its own cookie jar.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, APIResponse, Locator, Page } from "@playwright/test";
import { createUserViaApi, expect, fetchCurrentUser, test as base, uniqueUser, type TestUser } from "./fixtures";
import { TEST_CARD } from "./payment-fixtures";

export { expect };
export { toast } from "./payment-fixtures";

/** The first admin, created by the e2e server on its first start. */
export const ADMIN = { username: "e2e-admin", password: "e2e admin password" } as const;

/** The admin API with a bearer token; every call checks its status and returns the JSON body. */
export type AdminApi = {
  token: string;
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, data?: unknown): Promise<T>;
  put<T = unknown>(path: string, data?: unknown): Promise<T>;
  delete<T = unknown>(path: string, data?: unknown): Promise<T>;
};

async function expectOk(response: APIResponse, what: string): Promise<void> {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** POST /api/admin/login; returns the token (the response must be 200). */
export async function adminLoginViaApi(
  request: APIRequestContext,
  credentials: { username: string; password: string } = ADMIN,
): Promise<string> {
  const response = await request.post("/api/admin/login", { data: credentials });
  await expectOk(response, `POST /api/admin/login as ${credentials.username}`);
  return (await response.json()).token as string;
}

/** Calls of the admin API with `token` over `request`. */
export function adminApi(request: APIRequestContext, token: string): AdminApi {
  const headers = { Authorization: `Bearer ${token}` };
  const call = async <T>(method: "get" | "post" | "put" | "delete", path: string, data?: unknown): Promise<T> => {
    const response = await request[method](path, { headers, data });
    await expectOk(response, `${method.toUpperCase()} ${path}`);
    return (await response.json()) as T;
  };
  return {
    token,
    get: (path) => call("get", path),
    post: (path, data) => call("post", path, data ?? {}),
    put: (path, data) => call("put", path, data ?? {}),
    delete: (path, data) => call("delete", path, data),
  };
}

/** A signed-in customer with their own cookie jar (the API calls a second browser tab would make). */
export type UserSession = { user: TestUser; id: number; request: APIRequestContext };

type AdminFixtures = {
  /** The first admin signed in through the API, with its own request context. */
  admin: AdminApi;
  /** Registers a customer (POST /api/register) in a fresh cookie jar; disposed after the test. */
  newUser: (prefix: string) => Promise<UserSession>;
};

export const test = base.extend<AdminFixtures>({
  admin: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await use(adminApi(request, await adminLoginViaApi(request)));
    await request.dispose();
  },
  newUser: async ({ playwright, baseURL }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (prefix) => {
      const request = await playwright.request.newContext({ baseURL });
      contexts.push(request);
      const user = await createUserViaApi(request, uniqueUser(prefix));
      const { id } = await fetchCurrentUser(request);
      return { user, id, request };
    });
    for (const request of contexts) await request.dispose();
  },
});

/**
 * Opens /admin (on `tab`) signed in with `token`: the token goes into localStorage.adminToken on this origin
 * first, from a static file of the site so that no page of the app runs before it is there.
 */
export async function openAdmin(page: Page, token: string, tab?: string): Promise<void> {
  await page.goto("/favicon.svg");
  await page.evaluate((value) => window.localStorage.setItem("adminToken", value), token);
  await page.goto(tab ? `/admin?tab=${tab}` : "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${ADMIN.username}`)).toBeVisible();
}

/** The dashboard's tab named `name` ("Users", "Promo Codes", …). */
export function adminTab(page: Page, name: string): Locator {
  return page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab", { name: new RegExp(`^${name}`) });
}

/** Selects a tab of the dashboard and waits until it is the selected one. */
export async function selectTab(page: Page, name: string): Promise<void> {
  const tab = adminTab(page, name);
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

/** An admin table by its caption ("Users", "Promo codes", "Admin login attempts", …). */
export function adminTable(page: Page, caption: string): Locator {
  return page.getByRole("table", { name: caption, exact: true });
}

/** The body rows of an admin table that contain `text`. */
export function tableRow(table: Locator, text: string): Locator {
  return table.getByRole("row").filter({ hasText: text });
}

/** Opens a row's "More" menu (the sticky actions column) and clicks the item named `name`. */
export async function chooseRowAction(page: Page, rowLabel: string, name: string): Promise<void> {
  await page.getByRole("button", { name: `More actions for ${rowLabel}`, exact: true }).click();
  await page
    .getByRole("menu", { name: `Actions for ${rowLabel}` })
    .getByRole("menuitem", { name })
    .click();
}

/**
 * Types into an admin list's search box and waits for the list's answer to that search (the server searches once
 * typing pauses): what the test does next acts on the searched rows.
 */
export async function search(page: Page, label: string, text: string): Promise<void> {
  const answered = text.trim()
    ? page.waitForResponse(
        (response) =>
          response.url().includes("/api/admin/") && new URL(response.url()).searchParams.get("search") === text.trim(),
      )
    : null;
  await page.getByRole("searchbox", { name: label }).fill(text);
  await answered;
}

/** A header button of the dashboard: Refresh, Settings or Logout. */
export function headerButton(page: Page, name: "Refresh" | "Settings" | "Logout"): Locator {
  return page.getByRole("banner").getByRole("button", { name, exact: true });
}

/** Clicks Refresh and waits until every admin query has answered again. */
export async function refresh(page: Page): Promise<void> {
  const button = headerButton(page, "Refresh");
  await button.click();
  await expect(button).not.toHaveAttribute("aria-busy", "true");
}

type CheckoutAnswer = { clientSecret: string | null; paymentIntentId: string | null; amount: number };

/**
 * One analysis paid in test mode through the API, as the payment dialog does it: create the intent (with a
 * promo code when given), confirm it with a test card (4242… unless told), then verify it. With a declined
 * card the payment is recorded as failed. Returns what create-payment-intent answered (amount in cents).
 */
export async function payForAnalysisViaApi(
  session: UserSession,
  options: { promoCode?: string; card?: string } = {},
): Promise<CheckoutAnswer> {
  const { request, id } = session;
  const card = options.card ?? TEST_CARD.success;
  const checkout = await request.post("/api/create-payment-intent", {
    data: { userId: id, promoCode: options.promoCode },
  });
  await expectOk(checkout, "POST /api/create-payment-intent");
  const intent = (await checkout.json()) as CheckoutAnswer;
  expect(intent.clientSecret, "a payment to confirm").toBeTruthy();
  const confirm = await request.post("/api/test-payments/confirm", {
    data: { clientSecret: intent.clientSecret, cardNumber: card, expMonth: 12, expYear: 2034, cvc: "123" },
  });
  await expectOk(confirm, "POST /api/test-payments/confirm");
  const succeeds = card === TEST_CARD.success;
  expect((await confirm.json()).status, "the test card's outcome").toBe(succeeds ? "succeeded" : "failed");
  const verify = await request.post("/api/verify-payment", {
    data: { userId: id, paymentIntentId: intent.paymentIntentId },
  });
  await expectOk(verify, "POST /api/verify-payment");
  if (succeeds) expect((await verify.json()).hasValidPayment, "the paid analysis is granted").toBe(true);
  return intent;
}

/** Clicks an Export button and reads the downloaded CSV: its file name and its lines without the BOM. */
export async function downloadCsv(
  page: Page,
  button: string,
): Promise<{ fileName: string; hasBom: boolean; lines: string[] }> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: button, exact: true }).click();
  const download = await downloading;
  const csv = fs.readFileSync(await download.path(), "utf8");
  return {
    fileName: download.suggestedFilename(),
    hasBom: csv.startsWith("\uFEFF"),
    lines: csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/),
  };
}

/** Today's date as the export file names write it (UTC, YYYY-MM-DD). */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A free TCP port on 127.0.0.1 (asked from the system, then released for the server to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type IsolatedServer = { baseURL: string; logFile: string; stop(): Promise<void> };

/**
 * A second server like the e2e one (production build, fresh PGlite database, test payments, the same first
 * admin), for a test that changes what every other test depends on: maintenance mode answers 503 to every
 * customer call, so switching it on in the shared server would fail whatever the other worker is doing.
 */
export async function startIsolatedServer(
  name: string,
  options: { withoutAppUrl?: boolean; env?: Record<string, string> } = {},
): Promise<IsolatedServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dir = path.join(ROOT, "e2e/.tmp", `${name}-${port}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: baseURL,
    DATA_DIR: path.join(dir, "data"),
    RATE_LIMIT_MULTIPLIER: "50",
    BCRYPT_COST: "6",
    LOG_LEVEL: "info",
    PAYMENTS_MODE: "test",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  };
  delete env.SMTP_URL;
  delete env.DATABASE_URL; // its own embedded database, whatever the shared server uses
  if (options.withoutAppUrl) delete env.APP_URL; // as on a fresh machine: the server derives it from PORT
  Object.assign(env, options.env);
  const logFile = path.join(dir, "server.log");
  const log = fs.openSync(logFile, "w");
  const server = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server/src/index.ts")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", log, log],
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      const killer = setTimeout(() => server.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    }
    fs.closeSync(log);
    fs.rmSync(path.join(dir, "data"), { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`The isolated server stopped before answering; see ${logFile}`);
    }
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseURL, logFile, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The isolated server did not answer within 90 s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
