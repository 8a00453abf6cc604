import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import type { Locator, Page } from "@playwright/test";
import { openProfile, section } from "./account-fixtures";
import { chooseArabic, expectArabicDocument, expectNoSidewaysScroll, setProfileLanguage } from "./arabic-fixtures";
import {
  createUserViaApi,
  expect,
  expectNoSeriousViolations,
  fetchCurrentUser,
  generateMedia,
  test,
  uniqueUser,
} from "./fixtures";
import { makeProViaApi } from "./payment-fixtures";

// The public API from a creator's side: a Pro creator makes a key in the profile, sees its secret once, finds only its
// prefix afterwards and revokes it (the API then refuses it); /developers reads the server's OpenAPI document and shows
// every operation, on a phone and a desktop, in English and Arabic. The screenshots go to test-results/api-keys-screens
// so that a person can look at the layout, which no assertion here judges.

const SCREENS = path.join("test-results", "api-keys-screens");

/** The whole page, or what is on screen (a dialog), or one part of it. */
async function screenshot(page: Page, name: string, what: "page" | "screen" | Locator = "page") {
  fs.mkdirSync(SCREENS, { recursive: true });
  const file = path.join(SCREENS, `${name}.png`);
  if (what === "page" || what === "screen") await page.screenshot({ path: file, fullPage: what === "page" });
  else await what.screenshot({ path: file });
}

test.describe.configure({ mode: "parallel" });

test("when a Pro creator creates a key, then it is shown once, the list then shows only its prefix, and revoking it stops it working", async ({
  page,
  context,
  request,
}) => {
  await createUserViaApi(page.request, uniqueUser("apikey"));
  await makeProViaApi(page.request);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openProfile(page, "#api-keys");
  const keys = section(page, "API keys");
  await expect(keys.getByText("No API keys yet")).toBeVisible();

  await keys.getByRole("button", { name: "Create Key" }).click();
  const form = page.getByRole("dialog", { name: "Create an API key" });
  await form.getByLabel("Key name").fill("Scheduler");
  await form.getByRole("button", { name: "Create Key" }).click();

  const shown = page.getByRole("dialog", { name: "Your new API key" });
  await expect(shown.getByRole("note")).toContainText("it will not be shown again");
  const secret = await shown.getByLabel("API key").inputValue();
  expect(secret).toMatch(/^vs_(live|test)_\S{20,}$/);
  await shown.getByRole("button", { name: "Copy" }).click();
  await expect(shown.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.setViewportSize({ width: 360, height: 740 });
  await screenshot(page, "profile-new-key-en-360", "screen");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The key works with the API at once (a context of its own: no session cookie, only the key).
  const usage = await request.get("/api/v1/usage", { headers: { Authorization: `Bearer ${secret}` } });
  expect(usage.status(), await usage.text()).toBe(200);

  await shown.getByRole("button", { name: "I Have Saved It" }).click();
  await expect(shown).toBeHidden();
  const list = keys.getByRole("list", { name: "Your API keys" });
  await expect(list).toContainText("Scheduler");
  const [listed] = ((await (await page.request.get("/api/api-keys")).json()) as { apiKeys: Array<{ prefix: string }> })
    .apiKeys;
  expect(secret.startsWith(listed!.prefix)).toBe(true);
  expect(listed!.prefix.length).toBeLessThan(secret.length);
  await expect(list.getByText(`${listed!.prefix}…`)).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  // Nor after a reload: the server never sends it again.
  await page.reload();
  await expect(list.getByText(`${listed!.prefix}…`)).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  await screenshot(page, "profile-keys-en-1280", keys);

  await keys.getByRole("button", { name: "Revoke Scheduler" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke this API key?" });
  await expect(confirm).toContainText("stops working at once");
  await confirm.getByRole("button", { name: "Revoke Key" }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByText("Revoked", { exact: true })).toBeVisible();
  await expect(keys.getByRole("button", { name: "Revoke Scheduler" })).toHaveCount(0);
  const refused = await request.get("/api/v1/usage", { headers: { Authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
});

test("when a free creator opens the profile, then API keys are explained with the way to Pro", async ({ page }) => {
  await createUserViaApi(page.request, uniqueUser("apifree"));
  await openProfile(page, "#api-keys");
  const keys = section(page, "API keys");
  await expect(keys.getByText("API keys are part of Pro")).toBeVisible();
  await expect(keys.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/subscribe");
  await expect(keys.getByRole("button", { name: "Create Key" })).toHaveCount(0);
});

test("when a visitor opens API for Developers from the footer, then every operation of the document is shown with curl for this server", async ({
  page,
}) => {
  const document = (await (await page.request.get("/api/v1/openapi.json")).json()) as {
    servers?: Array<{ url: string }>;
    paths: Record<string, Record<string, unknown>>;
  };
  const base = new URL(document.servers?.[0]?.url ?? "/", "http://x").pathname.replace(/\/$/, "");
  const operations = Object.entries(document.paths).flatMap(([route, item]) =>
    Object.keys(item)
      .filter((method) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map((method) => `${method.toUpperCase()} ${route.startsWith(`${base}/`) ? route : `${base}${route}`}`),
  );
  expect(operations).toContain("POST /api/v1/analyses");

  await page.goto("/privacy");
  await page.getByRole("contentinfo").getByRole("link", { name: "API for Developers" }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole("heading", { level: 1, name: "ViralScore API" })).toBeVisible();
  for (const operation of operations)
    await expect(page.getByRole("article", { name: operation, exact: true })).toBeVisible();

  const upload = page.getByRole("article", { name: "POST /api/v1/analyses" });
  const origin = new URL(page.url()).origin;
  await expect(upload.locator("pre")).toContainText(`curl -X POST "${origin}/api/v1/analyses"`);
  await expect(upload.locator("pre")).toContainText(`-F "file=@video.mp4"`);
  await expect(page.getByRole("region", { name: "Webhooks" })).toContainText("webhook-signature");
  await expect(page.getByRole("region", { name: "Rate limits" })).toContainText("Retry-After");
  await expectNoSeriousViolations(page, "/developers");

  await screenshot(page, "developers-en-1280");
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page, 360, "/developers in English");
  await screenshot(page, "developers-en-360");
});

test("when the reader chose Arabic, then /developers and the profile's keys read right to left with the code left to right", async ({
  page,
  context,
  baseURL,
}) => {
  await chooseArabic(context, baseURL);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/developers");
  await expectArabicDocument(page);
  await expect(page.getByRole("heading", { level: 1, name: "واجهة ViralScore البرمجية" })).toBeVisible();
  const upload = page.getByRole("article", { name: "POST /api/v1/analyses" });
  await expect(upload).toBeVisible();
  await expect(upload.locator("pre").first()).toHaveAttribute("dir", "ltr");
  await expectNoSidewaysScroll(page, 360, "/developers in Arabic");
  await screenshot(page, "developers-ar-360");
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, "developers-ar-1280");

  await createUserViaApi(page.request, uniqueUser("apiar"));
  await makeProViaApi(page.request);
  // The interface follows the profile's language once signed in.
  await setProfileLanguage(page.request, (await fetchCurrentUser(page.request)).id, "ar");
  await page.goto("/profile#api-keys");
  const keys = page.getByRole("region", { name: "مفاتيح API" });
  await keys.getByRole("button", { name: "أنشئ مفتاحًا" }).click();
  await page.getByRole("dialog").getByLabel("اسم المفتاح").fill("أداة الجدولة");
  await page.getByRole("dialog").getByRole("button", { name: "أنشئ المفتاح" }).click();
  const shown = page.getByRole("dialog", { name: "مفتاح API الجديد" });
  await expect(shown.getByLabel("مفتاح API")).toHaveAttribute("dir", "ltr");
  await screenshot(page, "profile-new-key-ar-1280", "screen");
  await shown.getByRole("button", { name: "حفظته" }).click();
  await expect(keys.getByText("أداة الجدولة")).toBeVisible();
  await screenshot(page, "profile-keys-ar-1280", keys);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page, 360, "/profile in Arabic");
  await screenshot(page, "profile-keys-ar-360", keys);
});

type Received = { headers: Record<string, string>; body: string };

/** A webhook receiver on 127.0.0.1 (the e2e server runs payments in test mode, where loopback URLs are allowed). */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
      received.push({ headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/viralscore-webhook`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test("when an analysis asked for with a key finishes, then its webhook arrives signed, the profile's log shows the delivery, and Replay sends it again", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const receiver = await startReceiver();
  try {
    await createUserViaApi(page.request, uniqueUser("apihook"));
    await makeProViaApi(page.request);
    const created = await page.request.post("/api/api-keys", { data: { name: "Agency dashboard" } });
    expect(created.status(), await created.text()).toBe(201);
    const { key } = (await created.json()) as { key: string };

    await openProfile(page, "#api-keys");
    const keys = section(page, "API keys");
    await keys.getByRole("button", { name: "Webhook of Agency dashboard" }).click();
    const dialog = page.getByRole("dialog", { name: "Webhook" });
    await expect(dialog.getByText(/No deliveries yet/)).toBeVisible();
    await dialog.getByLabel("Webhook URL").fill(receiver.url);
    await dialog.getByRole("button", { name: "Save URL" }).click();
    const shown = page.getByRole("dialog", { name: "Your webhook signing secret" });
    const secret = await shown.getByLabel("Signing secret").inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole("button", { name: "I Have Saved It" }).click();
    await expect(shown).toBeHidden();

    const image = await generateMedia("image", testInfo.outputPath("frame.png"));
    const started = await request.post("/api/v1/analyses", {
      headers: { Authorization: `Bearer ${key}` },
      multipart: {
        caption: "Three dinners in 10 minutes",
        hashtags: "#fyp #cooking",
        file: { name: "frame.png", mimeType: "image/png", buffer: fs.readFileSync(image) },
      },
      timeout: 60_000,
    });
    expect(started.status(), await started.text()).toBe(202);
    const job = (await started.json()) as { id: string };

    await expect
      .poll(() => receiver.received.length, { message: "the webhook reached the receiver", timeout: 120_000 })
      .toBeGreaterThan(0);
    const first = receiver.received[0]!;
    const event = new Webhook(secret).verify(first.body, first.headers) as { type: string; data: { id: string } };
    expect(event.type).toBe("analysis.completed");
    expect(event.data.id).toBe(job.id);

    await keys.getByRole("button", { name: "Webhook of Agency dashboard" }).click();
    await expect(dialog).toContainText(`Posting to: ${receiver.url}`);
    const log = dialog.getByRole("list", { name: "Deliveries" });
    await expect(log.getByText("analysis.completed")).toBeVisible();
    await expect(log.getByText("Delivered", { exact: true })).toBeVisible();
    await expect(log.getByRole("list", { name: "Attempts" })).toContainText("HTTP 204");
    await expect(log).toContainText(job.id);
    await screenshot(page, "profile-webhook-en-1280", "screen");
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, "profile-webhook-en-360", "screen");

    await log.getByRole("button", { name: /^Replay analysis\.completed/ }).click();
    await expect(page.getByText("Delivery sent again")).toBeVisible();
    await expect
      .poll(() => receiver.received.length, { message: "the replayed delivery reached the receiver", timeout: 60_000 })
      .toBeGreaterThan(1);
    // The same delivery again: a receiver that handles each webhook-id once ignores it.
    expect(receiver.received[1]!.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
  } finally {
    await receiver.close();
  }
});
