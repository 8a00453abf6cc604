import type { APIRequestContext, BrowserContext, Locator, Page, TestInfo } from "@playwright/test";
import type { Message } from "../shared/i18n/message";
import { ADMIN, adminLoginViaApi, test } from "./admin-fixtures";
import {
  ar,
  arabic,
  arabicValues,
  arRe,
  catalogueJson,
  chooseArabic,
  english,
  engineText,
  englishLeftovers,
  expectArabicDocument,
  expectCatalogueText,
  expectEnglishDocument,
  expectNoRawKeys,
  expectNoSidewaysScroll,
  setProfileLanguage,
} from "./arabic-fixtures";
import {
  createAnalysisViaApi,
  createUserViaApi,
  expect,
  expectNoViolations,
  fetchCurrentUser,
  readVerificationLink,
  uniqueUser,
  waitForMail,
  type ApiAnalysis,
  type TestUser,
} from "./fixtures";
import { ANALYSIS_TIMEOUT, makeImage, nextAnalyzeResponse, TEST_CARD, useFreeTrialViaApi } from "./payment-fixtures";

// The main journeys in Arabic: a guest on /ar, signing up, analysing an image, paying $1, subscribing to Pro, the profile
// with Arabic-Indic digits, the admin's Users tab, and the same analysis read again after switching to English; the
// landing and the results on a 360 px phone; axe on the Arabic pages. Every Arabic text comes from the catalogues
// (arabic-fixtures.ts). A text no catalogue has yet is a soft failure naming it, and the journey goes on, so one run
// lists every screen still in English.

test.describe.configure({ mode: "parallel" });

type AnalysisWithMessages = ApiAnalysis & {
  messages?: { strengths: Message[]; recommendations: Message[] } | null;
};

/** The key of a viral potential in the results catalogue ("Very High" → potentials.veryHigh). */
function potentialKey(potential: string): string {
  const words = potential.toLowerCase().split(/\s+/);
  return `potentials.${words[0]}${words
    .slice(1)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join("")}`;
}

function bandKey(score: number): string {
  return score >= 80 ? "bands.excellent" : score >= 60 ? "bands.good" : "bands.needsWork";
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The results heading's accessible name in Arabic: "درجة الانتشار: 57" and its screen-reader " من 100". */
function arabicScoreHeading(page: Page, score: number): Locator {
  const name = `${arabic("results", "results.heading", { score })} ${arabic("results", "results.outOf100")}`;
  return page.getByRole("heading", { name: new RegExp(`^${escapeRegExp(name).replace(/ /g, "\\s*")}$`) });
}

/** The card (a section) a results heading names. */
function card(page: Page, heading: string): Locator {
  return page.getByRole("heading", { name: heading, exact: true }).locator("xpath=ancestor::section[1]");
}

/** A signed-in creator whose profile language is Arabic, with the "lang=ar" cookie too. */
async function arabicCreator(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  prefix: string,
): Promise<{ user: TestUser; id: number }> {
  await chooseArabic(context, baseURL);
  const user = await createUserViaApi(page.request, uniqueUser(prefix)); // page.request shares the page's cookies
  const { id } = await fetchCurrentUser(page.request);
  await setProfileLanguage(page.request, id, "ar");
  return { user, id };
}

/** The analyze form of /ar, once it shows the signed-in creator's plan line. */
async function openArabicAnalyzeForm(page: Page): Promise<Locator> {
  await page.goto("/ar#analyze");
  await expectArabicDocument(page);
  const form = page.getByRole("form", { name: arabic("analyze", "form.label") });
  await expect(form.getByRole("button", { name: arabic("analyze", "submit.analyze"), exact: true })).toBeVisible();
  return form;
}

async function chooseFileAndAnalyzeInArabic(form: Locator, file: string): Promise<void> {
  await form.getByLabel(arabic("analyze", "upload.inputLabel")).setInputFiles(file);
  await form.getByRole("button", { name: arabic("analyze", "submit.analyze"), exact: true }).click();
}

/** Waits for the analysis the page started and its Arabic results; returns the analysis the server answered. */
async function expectArabicResults(
  page: Page,
  answer: ReturnType<typeof nextAnalyzeResponse>,
): Promise<AnalysisWithMessages> {
  const response = await answer;
  expect(response.status(), `POST /api/analyze answered ${await response.text()}`).toBe(201);
  const { analysis } = (await response.json()) as { analysis: AnalysisWithMessages };
  await expect(page.getByRole("dialog", { name: arabic("analyze", "progress.title") })).toBeHidden({ timeout: 20_000 });
  await expect(arabicScoreHeading(page, analysis.viralScore)).toBeVisible({ timeout: 30_000 });
  return analysis;
}

/** The score, band, potential, strengths and recommendations of `analysis` on the page, in Arabic. */
async function expectAnalysisInArabic(page: Page, analysis: AnalysisWithMessages): Promise<void> {
  const score = analysis.viralScore;
  await expect(arabicScoreHeading(page, score)).toBeVisible();
  const band = arabic("results", bandKey(score));
  await expect(page.getByRole("img", { name: arabic("results", "meter.ringLabel", { score, band }) })).toBeVisible();
  const summary = arabicScoreHeading(page, score).locator("xpath=ancestor::section[1]");
  await expect(summary).toContainText(
    arabic("results", "results.potential", { potential: arabic("results", potentialKey(analysis.viralPotential)) }),
  );

  for (const [heading, lines, messages] of [
    ["results.strengths", analysis.strengths, analysis.messages?.strengths],
    ["results.recommendations", analysis.recommendations, analysis.messages?.recommendations],
  ] as const) {
    const items = card(page, arabic("results", heading)).getByRole("listitem");
    await expect(items).toHaveCount(lines.length);
    expect
      .soft(messages, `the API gives the engine's messages of ${heading} (analysis.messages)`)
      .toHaveLength(lines.length);
    for (const [index, line] of lines.entries()) {
      const message = messages?.[index];
      if (message) await expect(items.nth(index)).toContainText(engineText(message, "ar"));
      else
        await expect
          .soft(items.nth(index), `${heading} ${index + 1} is not the stored English`)
          .not.toContainText(line);
    }
  }
}

/** Arabic everywhere it should be on the page: the document, no raw key; English leftovers recorded for the report. */
async function expectArabicPage(page: Page, what: string, typed: string[] = []): Promise<void> {
  await expectArabicDocument(page);
  await expectNoRawKeys(page, what);
  await englishLeftovers(page, what, typed);
}

async function fillTestCard(scope: Locator, number: string, where: string): Promise<void> {
  const form = scope.getByRole("form", { name: ar("Card details", where) });
  await expect(form).toBeVisible();
  await form.getByLabel(ar("Card number", where)).fill(number);
  await form.getByLabel(ar("Expiry (MM/YY)", where)).fill("12/34");
  await form.getByLabel(ar("CVC", where)).fill("123");
  const submit = form.locator('button[type="submit"]');
  await expectCatalogueSubmit(submit, where);
  await submit.click();
}

/** A payment's submit button reads in Arabic. */
async function expectCatalogueSubmit(submit: Locator, where: string): Promise<void> {
  const text = (await submit.innerText()).trim();
  expect.soft(/[\u0600-\u06FF]/.test(text), `the card form's submit button on ${where} reads "${text}"`).toBe(true);
}

/** A toast by its title (sonner's), as payment-fixtures finds one. */
function toastTitled(page: Page, title: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ has: page.getByText(title, { exact: true }) });
}

async function analysisViaApi(request: APIRequestContext, testInfo: TestInfo): Promise<AnalysisWithMessages> {
  const image = await makeImage(testInfo, "arabic-post.png");
  return (await createAnalysisViaApi(request, image, {
    mimeType: "image/png",
    caption: "قهوة الصباح",
  })) as AnalysisWithMessages;
}

test.describe("a guest in Arabic", () => {
  test("when a guest opens /ar, then the landing page is Arabic, right to left, with hreflang alternates, and the language switch goes to / in English and back", async ({
    page,
  }) => {
    const html = await (await page.request.get("/ar")).text();
    // Each prerendered page names both addresses and the default one.
    for (const [hreflang, path] of [
      ["ar", "/ar"],
      ["en", "/"],
      ["x-default", "/"],
    ] as const) {
      expect(html, `<link rel="alternate" hreflang="${hreflang}"> in /ar's HTML`).toMatch(
        new RegExp(`<link[^>]*hreflang="${hreflang}"[^>]*href="https?://[^"]+${escapeRegExp(path)}"`),
      );
    }

    await page.goto("/ar");
    await expectArabicDocument(page);
    const meta = catalogueJson("ar", "common").meta as { pages: Record<string, { title: string }> };
    await expect(page).toHaveTitle(meta.pages["/"]!.title);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    await expectCatalogueText(heading, "landing", "the landing page's main heading");
    await expectCatalogueText(page.getByRole("main"), "landing", "the landing page");
    await expectArabicPage(page, "/ar");
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);

    // The switch names the other language in its own words and goes to the English address.
    const toEnglish = page.getByRole("button", { name: arabic("common", "language.switchLabel") });
    await expect(toEnglish.first()).toBeVisible();
    await expect(toEnglish.first()).toHaveText(arabic("common", "language.switchTo"));
    await toEnglish.first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expectEnglishDocument(page);
    await expect(page.getByRole("heading", { level: 1, name: /Know your viral score/ })).toBeVisible();

    const toArabic = page.getByRole("button", { name: english("common", "language.switchLabel") });
    await expect(toArabic.first()).toHaveText(english("common", "language.switchTo"));
    await toArabic.first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/ar");
    await expectArabicDocument(page);
  });

  test("when a visitor signs up on /ar and follows the e-mailed link, then every step reads in Arabic and the interface stays Arabic", async ({
    page,
  }) => {
    const user = uniqueUser("ar_signup");
    await page.goto("/ar");
    await expectArabicDocument(page);
    const where = "the sign-up dialog";
    await page
      .getByRole("banner")
      .getByRole("button", { name: ar("Get Started", "the header") })
      .click();
    const dialog = page.getByRole("dialog", { name: ar("Create Account", where) });
    await expect(dialog).toBeVisible();
    await expectArabicPage(page, where);
    await dialog.getByLabel(ar("Username", where), { exact: true }).fill(user.username);
    await dialog.getByLabel(ar("Email", where), { exact: true }).fill(user.email);
    await dialog.getByLabel(ar("Password", where), { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: ar("Create Account", where), exact: true }).click();
    await expect(dialog).toBeHidden();

    // A creator who signed up in Arabic keeps reading Arabic (their new profile's language must not switch it back).
    await expect(
      page.getByRole("banner").getByRole("link", { name: ar(`Welcome, ${user.username}`, "the header") }),
    ).toBeVisible();
    await expect
      .soft(page, "still on the Arabic landing page after signing up")
      .toHaveURL((url) => url.pathname === "/ar");
    await expectArabicDocument(page);
    const me = await fetchCurrentUser(page.request);
    expect.soft((me as { language?: string }).language, "the new account's profile language").toBe("ar");

    // The verification e-mail, in the language the account was made in.
    const mail = await waitForMail(
      (candidate) => candidate.to.toLowerCase() === user.email && /verify-email\?token=/.test(candidate.text),
      `with a verification link to ${user.email}`,
    );
    expect
      .soft(/[\u0600-\u06FF]/.test(mail.subject), `the verification e-mail's subject "${mail.subject}" is Arabic`)
      .toBe(true);
    await page.goto(await readVerificationLink(user.email));
    await expect(page.getByRole("heading", { name: ar("Email Verified!", "/verify-email") })).toBeVisible();
    await expectArabicPage(page, "/verify-email", [user.username]);
  });
});

test.describe("a creator in Arabic", () => {
  test.setTimeout(150_000);

  test("when a creator analyses an image in Arabic, then the score, band, potential, strengths and recommendations read in Arabic", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const { user } = await arabicCreator(page, context, baseURL, "ar_analyse");
    const image = await makeImage(testInfo, "arabic-post.png");
    const form = await openArabicAnalyzeForm(page);
    await expect(form).toContainText(arabic("analyze", "access.used", { used: 0, limit: 1 }));
    const answer = nextAnalyzeResponse(page);
    await chooseFileAndAnalyzeInArabic(form, image);
    const analysis = await expectArabicResults(page, answer);
    await expectAnalysisInArabic(page, analysis);
    await expectArabicPage(page, "the results on /ar", [user.username, "arabic-post.png"]);
  });

  test("when a creator past the free analysis pays $1 by test card in Arabic, then the dialogs read in Arabic and the same file is analysed", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { user } = await arabicCreator(page, context, baseURL, "ar_pay");
    await useFreeTrialViaApi(page.request, testInfo);
    const image = await makeImage(testInfo, "paid-post.png");

    const form = await openArabicAnalyzeForm(page);
    await chooseFileAndAnalyzeInArabic(form, image);
    const plan = page.getByRole("dialog", { name: ar("Choose how to continue", "the plan choice") });
    await expect(plan).toBeVisible();
    await expectArabicPage(page, "the plan choice", [user.username]);
    await plan.getByRole("button", { name: arRe("Pay $1 now", "the plan choice") }).click();

    const where = "the $1 payment dialog";
    const dialog = page.getByRole("dialog", { name: arRe("Pay $1 for this analysis", where) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: arRe("Pay $1.00 by card", where) }).click();
    await expectArabicPage(page, where, [user.username]);
    const answer = nextAnalyzeResponse(page);
    await fillTestCard(dialog, TEST_CARD.success, where);

    await expect(toastTitled(page, ar("Payment Successful", where))).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
    await expect(dialog).toBeHidden();
    const analysis = await expectArabicResults(page, answer);
    expect(analysis.fileName).toBe("paid-post.png");
    await expectArabicDocument(page);
  });

  test("when a creator subscribes to Pro by test card in Arabic, then /subscribe reads in Arabic and they reach the dashboard as Pro", async ({
    page,
    context,
    baseURL,
  }) => {
    const { user } = await arabicCreator(page, context, baseURL, "ar_pro");
    const where = "/subscribe";
    await page.goto("/subscribe");
    await expect(page.getByRole("heading", { level: 1, name: ar("Subscribe to Pro", where) })).toBeVisible();
    await expectArabicPage(page, where, [user.username]);
    await page.getByRole("button", { name: arRe("Subscribe for $10.00/month", where) }).click();
    await fillTestCard(page.locator("main"), TEST_CARD.success, where);

    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await expect(toastTitled(page, ar("Welcome to Pro", where))).toBeVisible();
    expect((await fetchCurrentUser(page.request)).isPremium).toBe(true);
    await expectArabicPage(page, "/dashboard (Pro)", [user.username]);
  });

  test("when a creator reads their profile in Arabic and chooses Arabic-Indic digits, then its numbers are written ٠-٩", async ({
    page,
    context,
    baseURL,
  }) => {
    const { user } = await arabicCreator(page, context, baseURL, "ar_profile");
    const where = "/profile";
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: arabic("profile", "page.title") })).toBeVisible();
    await expectArabicPage(page, where, [user.username, user.email]);
    const main = page.getByRole("main");
    // The page's numbers (dates, counts), without the digits choice itself, whose option shows both kinds.
    const numbersOnPage = () =>
      main.evaluate((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        for (const select of Array.from(copy.querySelectorAll("select"))) select.remove();
        const text = copy.textContent ?? "";
        return { latin: /[0-9]/.test(text), arabicIndic: /[\u0660-\u0669]/.test(text) };
      });
    await expect.poll(numbersOnPage).toEqual({ latin: true, arabicIndic: false });

    // The digits choice: radio buttons or a select, labelled from the profile catalogue.
    const arabicDigits = arabic("profile", "digits.arab");
    const radio = main.getByRole("radio", { name: arabicDigits });
    const select = main.getByLabel(arabic("profile", "digits.label"), { exact: true });
    await expect(radio.or(select).first(), "a digits choice on the profile").toBeVisible();
    if (await radio.count()) await radio.click();
    else await select.selectOption({ label: arabicDigits });
    await expect.poll(numbersOnPage).toMatchObject({ arabicIndic: true });
    // Still chosen after a reload.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: arabic("profile", "page.title") })).toBeVisible();
    await expect.poll(numbersOnPage).toMatchObject({ arabicIndic: true });
  });

  test("when a creator reading an analysis in Arabic switches to English, then the same analysis re-renders in English, and back", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await arabicCreator(page, context, baseURL, "ar_switch");
    const analysis = await analysisViaApi(page.request, testInfo);
    await page.goto(`/analyses/${analysis.id}`);
    await expectAnalysisInArabic(page, analysis);

    await page
      .getByRole("button", { name: arabic("common", "language.switchLabel") })
      .first()
      .click();
    await expectEnglishDocument(page);
    await expect(page).toHaveURL(new RegExp(`/analyses/${analysis.id}$`));
    await expect(page.getByRole("heading", { name: `Viral Score: ${analysis.viralScore} out of 100` })).toBeVisible();
    for (const [heading, lines] of [
      ["results.strengths", analysis.strengths],
      ["results.recommendations", analysis.recommendations],
    ] as const) {
      const items = card(page, english("results", heading)).getByRole("listitem");
      await expect(items).toHaveCount(lines.length);
      for (const [index, line] of lines.entries()) await expect(items.nth(index)).toContainText(line);
    }
    expect(((await fetchCurrentUser(page.request)) as { language?: string }).language, "the profile follows").toBe(
      "en",
    );

    await page
      .getByRole("button", { name: english("common", "language.switchLabel") })
      .first()
      .click();
    await expectArabicDocument(page);
    await expectAnalysisInArabic(page, analysis);
  });
});

test.describe("an admin in Arabic", () => {
  test("when an admin with lang=ar opens the Users tab, then the dashboard, tab and table headers read in Arabic, right to left", async ({
    page,
    context,
    baseURL,
    admin,
    newUser,
  }) => {
    await newUser("ar_adm_row"); // at least one row
    await chooseArabic(context, baseURL);
    await page.goto("/favicon.svg");
    await page.evaluate((token) => window.localStorage.setItem("adminToken", token), admin.token);
    await page.goto("/admin?tab=users");
    await expect(page.getByRole("heading", { level: 1, name: arabic("admin", "header.title") })).toBeVisible();
    await expectArabicDocument(page);
    const tab = page.getByRole("tablist", { name: arabic("admin", "dashboard.sections") }).getByRole("tab", {
      name: new RegExp(`^${escapeRegExp(arabic("admin", "tabs.users"))}`),
    });
    await expect(tab).toHaveAttribute("aria-selected", "true");

    const table = page.getByRole("table", { name: arabic("admin", "users.caption"), exact: true });
    await expect(table).toBeVisible();
    expect(await table.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
    const headers = table.getByRole("columnheader");
    await expect(headers.first()).toBeVisible();
    const texts = (await headers.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    const catalogue = arabicValues("admin");
    for (const text of texts)
      expect.soft(catalogue.has(text), `column header "${text}" is admin catalogue Arabic`).toBe(true);
    for (const key of ["users.columns.username", "users.columns.email"])
      expect(texts, `the ${key} column`).toContain(arabic("admin", key));
    await expectArabicPage(page, "/admin?tab=users", [ADMIN.username]);
  });
});

test.describe("Arabic on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("when /ar is opened on a 360px-wide phone, then it does not scroll sideways", async ({ page }) => {
    await page.goto("/ar");
    await expectArabicDocument(page);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, 360, "/ar");
  });

  test("when an Arabic analysis is opened on a 360px-wide phone, then it does not scroll sideways", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await arabicCreator(page, context, baseURL, "ar_phone");
    const analysis = await analysisViaApi(page.request, testInfo);
    await page.goto(`/analyses/${analysis.id}`);
    await expect(arabicScoreHeading(page, analysis.viralScore)).toBeVisible();
    await expectArabicDocument(page);
    await expectNoSidewaysScroll(page, 360, `/analyses/${analysis.id}`);
  });
});

test.describe("accessibility in Arabic (axe, WCAG 2 A and AA)", () => {
  for (const path of ["/ar", "/ar/privacy", "/ar/contact"]) {
    test(`when ${path} is checked by axe, then it has no violations`, async ({ page }) => {
      await page.goto(path);
      await expectArabicDocument(page);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoViolations(page, path);
    });
  }

  test("when an Arabic analysis (/analyses/:id) is checked by axe, then it has no violations", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await arabicCreator(page, context, baseURL, "ar_axe_res");
    const analysis = await analysisViaApi(page.request, testInfo);
    await page.goto(`/analyses/${analysis.id}`);
    await expect(arabicScoreHeading(page, analysis.viralScore)).toBeVisible();
    await expectArabicDocument(page);
    await expectNoViolations(page, "the Arabic results (/analyses/:id)");
  });

  test("when the Arabic profile is checked by axe, then it has no violations", async ({ page, context, baseURL }) => {
    await arabicCreator(page, context, baseURL, "ar_axe_prof");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("region").first()).toBeVisible();
    await expectArabicDocument(page);
    await expectNoViolations(page, "the Arabic /profile");
  });

  test("when the Arabic admin Users tab is checked by axe, then it has no violations", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const token = await adminLoginViaApi(request);
    await chooseArabic(context, baseURL);
    await page.goto("/favicon.svg");
    await page.evaluate((value) => window.localStorage.setItem("adminToken", value), token);
    await page.goto("/admin?tab=users");
    await expect(page.getByRole("heading", { level: 1, name: arabic("admin", "header.title") })).toBeVisible();
    await expect(page.getByRole("table", { name: arabic("admin", "users.caption"), exact: true })).toBeVisible();
    await expectArabicDocument(page);
    await expectNoViolations(page, "the Arabic admin Users tab");
  });
});

test("when / and /ar are opened, then only the Arabic page uses (and fetches) the Arabic web font, its core cuts only", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  const family = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The language switch's "العربية" is on the page, in the system's Arabic font.
  await expect(page.getByRole("button", { name: "اقرأ الموقع بالعربية" }).first()).toHaveText("العربية");
  expect(await family()).not.toContain("IBM Plex Sans Arabic");
  expect(fonts).toEqual([]);

  await page.goto("/ar");
  expect(await family()).toMatch(/^"IBM Plex Sans Arabic"/);
  expect(fonts.some((font) => font.includes("ibm-plex-sans-arabic"))).toBe(true);
  // Only the preloaded core cuts: the interface's Arabic has no character of the extended ones.
  await page.waitForLoadState("load");
  expect(fonts.filter((font) => !/ibm-plex-sans-arabic-core-(400|700)-/.test(font))).toEqual([]);
});
