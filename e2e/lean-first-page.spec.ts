import type { Page, Response } from "@playwright/test";
import { createUserViaApi, expect, signInViaUi, test, uniqueUser } from "./fixtures";

// A guest on a phone gets a lean first page (docs/decisions/010-lean-first-page.md). Code that the landing page needs
// only when asked (the auth dialog and its forms, the schema library, the common-password list) is fetched when the
// visitor opens the dialog, not before; nothing is logged to the console; link previews and the web app manifest are in
// the head; robots.txt and sitemap.xml are real files, not the SPA's index.html.

test.use({ viewport: { width: 360, height: 740 } });

/**
 * Code that must not reach a guest who has not opened the auth dialog, each found by a string only it holds. The
 * dialog's words are in the common catalogue, a chunk of text data the page loads at start, not the dialog's code:
 * the forms are found by a key their code looks up (`t("auth.haveAccount")`), which no catalogue holds in that form.
 */
const ON_DEMAND_CODE = [
  { what: "zod (the schema library)", marker: /\$ZodType|Invalid input: expected/ },
  { what: "the common-password list", marker: /\bqwertyuiop\b/ },
  { what: "the auth dialog's forms", marker: /["'`]auth\.haveAccount["'`]/ },
];

/** Every script the page fetches, with its text. */
function recordScripts(page: Page): Array<Promise<{ url: string; text: string }>> {
  const scripts: Array<Promise<{ url: string; text: string }>> = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  return scripts;
}

/** Console errors and uncaught page errors (a CSP violation is a console error too). */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

async function scriptsHolding(scripts: Array<Promise<{ url: string; text: string }>>, marker: RegExp) {
  return (await Promise.all(scripts)).filter((script) => marker.test(script.text)).map((script) => script.url);
}

test("when a guest opens / on a 360 px phone, then the console stays empty and the auth code loads only when Get Started is clicked, and the dialog works", async ({
  page,
}) => {
  const problems = recordProblems(page);
  const scripts = recordScripts(page);
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Past the flash offer's 3 s and any other timer a guest who just reads the page would wait through.
  await page.clock.runFor(10_000);
  await page.waitForLoadState("networkidle");

  expect(scripts.length, "the page loaded its scripts").toBeGreaterThan(0);
  for (const { what, marker } of ON_DEMAND_CODE) {
    expect(await scriptsHolding(scripts, marker), `${what} before Get Started`).toEqual([]);
  }

  await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Account" });
  await expect(dialog).toBeVisible();
  for (const { what, marker } of ON_DEMAND_CODE) {
    expect(await scriptsHolding(scripts, marker), `${what} once the dialog is open`).not.toEqual([]);
  }

  // The lazily loaded form validates with the shared schema, common-password list included.
  await dialog.getByLabel("Username").fill("lean_guest");
  await dialog.getByLabel("Email").fill("lean_guest@example.com");
  await dialog.getByLabel("Password").fill("password1");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog.getByText("This password is one of the most common ones.", { exact: false })).toBeVisible();
  await expect(dialog.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");

  // And its other views are there too.
  await dialog.getByRole("button", { name: /already have an account/i }).click();
  await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  expect(problems, "console errors and page errors").toEqual([]);
});

test("when the analyze form loads after the first paint, then it takes the place of its shell without moving anything", async ({
  page,
}) => {
  // Hold the working form's chunk (named after client/src/app/routes/home-analyze-panel.tsx, the form with its
  // payment gate) until the shell has been measured.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/home-analyze-panel-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Figures as a busy site has them: the note under the time to score is at its longest, on two lines of a
  // phone's narrow cell, and it arrives only after the first paint.
  await page.route("**/api/public-figures", (route) =>
    route.fulfill({
      json: {
        postsAnalysed: 1_234_567,
        creators: 98_765,
        medianSecondsToScore: 12.3,
        medianOf: 1_000,
        countedAt: new Date().toISOString(),
      },
    }),
  );
  await page.goto("/");
  const form = page.getByRole("form", { name: "Analyze your content" });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Upload video or image"), "the shell has no file input").toHaveCount(0);
  await expect(form.getByRole("button", { name: "Analyze" })).toBeDisabled();
  const pricing = page.getByRole("heading", { name: "Simple, transparent pricing" });
  const before = { form: await form.boundingBox(), pricing: await pricing.boundingBox() };
  await expect(page.getByTestId("hero-figures")).toContainText("median of last 1,000");
  expect({ form: await form.boundingBox(), pricing: await pricing.boundingBox() }, "the figures moved nothing").toEqual(
    before,
  );

  release();
  await expect(form.getByLabel("Upload video or image")).toHaveCount(1);
  await expect(form.getByRole("button", { name: "Analyze" })).toBeEnabled();
  expect({ form: await form.boundingBox(), pricing: await pricing.boundingBox() }).toEqual(before);
});

test("when the analyze form's code cannot be fetched, then only that section says so and the rest of the page stays", async ({
  page,
}) => {
  await page.route(/\/assets\/home-analyze-panel-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto("/");
  await expect(page.getByRole("alert").filter({ hasText: "The upload form could not be loaded" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Get Started" })).toBeVisible();
});

for (const path of ["/", "/contact", "/privacy", "/verify-email", "/no-such-page"]) {
  test(`when a guest opens ${path}, then nothing is logged as an error and no CSP violation is reported`, async ({
    page,
  }) => {
    const problems = recordProblems(page);
    const violations: string[] = [];
    await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
        report(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(violations, "CSP violations").toEqual([]);
    expect(problems, "console errors and page errors").toEqual([]);
  });
}

test("when the head is read, then it has the description, the link preview tags and the web app manifest", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const head = page.locator("head");
  const content = (selector: string) => head.locator(selector).getAttribute("content");
  expect(await content('meta[name="description"]')).toMatch(/viral score from 0 to 100/);
  expect(await content('meta[property="og:title"]')).toContain("ViralScore");
  expect(await content('meta[property="og:description"]')).toBeTruthy();
  expect(await content('meta[property="og:url"]')).toMatch(/^https?:\/\/[^/]+\/$/);
  expect(await content('meta[name="twitter:card"]')).toBe("summary_large_image");
  expect(await content('meta[name="theme-color"]')).toBe("#7c3aed");

  // The share image is absolute (crawlers run no script), and is a real 1200x630 PNG.
  const image = (await content('meta[property="og:image"]')) ?? "";
  expect(image).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/);
  expect(await content('meta[name="twitter:image"]')).toBe(image);
  const png = await request.get(new URL(image).pathname);
  expect(png.headers()["content-type"]).toBe("image/png");
  const bytes = await png.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], "the PNG's width and height").toEqual([1200, 630]);

  const manifestHref = await head.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifestHref).toBe("/manifest.webmanifest");
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ short_name: "ViralScore", start_url: "/", display: "standalone" });
  const sizes = (manifest.icons as Array<{ sizes: string; src: string }>).map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons as Array<{ src: string }>) {
    expect((await request.get(icon.src)).headers()["content-type"], icon.src).toBe("image/png");
  }
  const touchIcon = await head.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await request.get(touchIcon!)).headers()["content-type"]).toBe("image/png");
});

test("when /robots.txt and /sitemap.xml are fetched, then they are the real files, not the app's HTML", async ({
  request,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain("<urlset");
  expect(xml).not.toMatch(/<html|<div id="root">/i);
});

test.describe("prerendered pages", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    for (const [path, heading] of [
      ["/", /viral score/i],
      ["/privacy", /privacy/i],
      ["/contact", /get in touch/i],
    ] as const) {
      test(`when ${path} is opened before any script runs, then its content is already in the HTML`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
      });
    }
  });

  test("when a guest's browser takes over the prerendered landing page, then the same page works in place", async ({
    page,
  }) => {
    const problems = recordProblems(page);
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog", { name: "Create Account" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#root h1")).toHaveCount(1);
    expect(problems, "no hydration error or other console error").toEqual([]);
  });

  test.describe("signed in, on a desktop (the phone's header folds the greeting into its menu)", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("when a signed-in user opens the prerendered landing page, then their own header replaces the guest's", async ({
      page,
      request,
    }) => {
      const user = await createUserViaApi(request, uniqueUser("prerender"));
      const problems = recordProblems(page);
      await page.goto("/");
      await signInViaUi(page, user);
      await page.reload();
      const banner = page.getByRole("banner");
      await expect(banner.getByText(`Welcome, ${user.username}`)).toBeVisible();
      await expect(banner.getByRole("button", { name: "Get Started" })).toHaveCount(0);
      await expect(page.locator("#root h1")).toHaveCount(1);
      expect(problems, "no hydration error or other console error").toEqual([]);
    });
  });
});
