import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { startIsolatedServer, type IsolatedServer } from "./admin-fixtures";
import { createAnalysisViaApi, createUserViaApi, expect, generateMedia, test, uniqueUser } from "./fixtures";

// Every sentence a visitor reads must be true of the installation. The landing page's figures are the
// database's (a server of its own with a fresh database, so the counts are exact); the testimonials are worked
// examples the engine produced; the contact details come from the configuration and are hidden when unset.

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const workedExamples = JSON.parse(fs.readFileSync(path.join(ROOT, "shared/data/worked-examples.json"), "utf8")) as {
  examples: Array<{ title: string; viralScore: number; viralPotential: string; recommendation: string | null }>;
};

const INVENTED = [
  "+966 11 000 0000",
  "50,000",
  "47.2M",
  "89%",
  "95%",
  "2 million",
  "12,847",
  "AES-256",
  "answers within 24 hours",
  "reply from a real person",
  "Noura Al-Harbi",
];

async function expectNoInventedClaims(page: import("@playwright/test").Page) {
  const text = await page.locator("body").innerText();
  for (const claim of INVENTED) expect(text, `the page says "${claim}"`).not.toContain(claim);
}

test.describe("a fresh installation with a support phone configured", () => {
  let server: IsolatedServer;
  let api: APIRequestContext;

  test.beforeAll(async () => {
    // A second server starts (migrations, the models' warm-up) in up to 90 s on a busy machine.
    test.setTimeout(150_000);
    server = await startIsolatedServer("honest-copy", {
      env: { SUPPORT_PHONE: "+966 11 234 5678", SUPPORT_HOURS: "Sunday to Thursday, 9:00-17:00 (GMT+3)" },
    });
    api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  test("when two creators sign up and one analyses a post, then the landing page shows 2 creators and 1 post analysed", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await createUserViaApi(api, uniqueUser("figa"));
    const other = await playwrightRequest.newContext({ baseURL: server.baseURL });
    await createUserViaApi(other, uniqueUser("figb"));
    await other.dispose();
    const image = await generateMedia("image", path.join(testInfo.outputDir, "figures.png"));
    await createAnalysisViaApi(api, image, { caption: "figures", mimeType: "image/png" });
    const figures = await (await api.get("/api/public-figures")).json();
    expect(figures).toMatchObject({ postsAnalysed: 1, creators: 2, medianOf: 1 });

    await page.goto(`${server.baseURL}/`);
    const hero = page.getByTestId("hero-figures");
    await expect(hero.getByRole("definition")).toHaveText([
      "1",
      "2",
      `${new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(figures.medianSecondsToScore)} s`,
      "median of last 1",
    ]);
    await expect(hero.getByRole("term")).toHaveText(["Posts analysed", "Creators", "Time to score"]);
    await expectNoInventedClaims(page);
  });

  test("when the phone is configured, then the contact page shows it with its hours as a tel: link", async ({
    page,
  }) => {
    await page.goto(`${server.baseURL}/contact`);
    const info = page.getByRole("region", { name: "Contact information" });
    const phone = info.getByRole("link", { name: "+966 11 234 5678" });
    await expect(phone).toHaveAttribute("href", "tel:+966112345678");
    await expect(info.getByText("Sunday to Thursday, 9:00-17:00 (GMT+3)")).toBeVisible();
    await expect(info.getByRole("link", { name: "support@viralscore.app" })).toBeVisible();
    // No location was configured: no line, and no "Based in" in the footer.
    await expect(info.getByRole("heading", { name: "Location" })).toHaveCount(0);
    await expect(page.getByText(/Based in/)).toHaveCount(0);
  });
});

test.describe("the shared server, with no support phone configured", () => {
  test("when a visitor reads the contact page, then no phone number appears anywhere", async ({ page }) => {
    await page.goto("/contact");
    const info = page.getByRole("region", { name: "Contact information" });
    await expect(info.getByRole("link", { name: /support@/ })).toBeVisible();
    await expect(info.getByRole("heading", { name: "Phone" })).toHaveCount(0);
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    await expectNoInventedClaims(page);
  });

  test("when a visitor reads the landing page, then the examples are labelled samples with the engine's own scores", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "What the score says, on three samples" });
    await expect(section.getByText("Sample, scored by the engine")).toHaveCount(workedExamples.examples.length);
    for (const example of workedExamples.examples) {
      const card = section.getByRole("article", { name: example.title });
      await expect(card).toContainText(`Score ${example.viralScore}: ${example.viralPotential} potential`);
      if (example.recommendation) await expect(card).toContainText(example.recommendation);
    }
    await expectNoInventedClaims(page);
  });

  test("when a visitor reads the privacy page, then it claims encryption only in transit over HTTPS", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await expect(page.getByText(/encrypted with TLS when the site is served over HTTPS/)).toBeVisible();
    await expect(
      page.getByText(/encrypted at rest only where the host of that database encrypts its disks/),
    ).toBeVisible();
    await expectNoInventedClaims(page);
  });
});

test("when the prerendered landing page is read before any script runs, then it holds no invented figure", async () => {
  // Its words, without the stylesheet the page carries inline (CSS has its own "95%"s).
  const html = fs
    .readFileSync(path.join(ROOT, "dist/pages/index.html"), "utf8")
    .replace(/<style>[\s\S]*?<\/style>/g, "");
  for (const claim of INVENTED) expect(html, `the prerendered page says "${claim}"`).not.toContain(claim);
  expect(html).toContain("Sample, scored by the engine");
});
