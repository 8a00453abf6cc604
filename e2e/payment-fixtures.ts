// Helpers of the payment journeys (payments-*.spec.ts): the analyze form, the test-mode card form, toasts,
// and the set-up a creator would have done before (a used free trial). Payments run in test mode: the card
// form takes Stripe's public test numbers (README "Payments").
import path from "node:path";
import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { createAnalysisViaApi, expect, fetchCurrentUser, generateMedia, type ApiAnalysis } from "./fixtures";

/** Promo codes scripts/e2e-server.mjs creates before the server starts (E2E_SEED_PROMOS), unlimited uses. */
export const PROMO = {
  /** 50% off. */
  half: "E2EHALF",
  /** 100% off: a free analysis. */
  free: "E2EFREE",
  /** 100% off: a free Pro month. */
  freePro: "E2EPRO",
} as const;

/** Pro through a 100% code (the free Pro month), as the promo widget on /subscribe applies it. */
export async function makeProViaApi(request: APIRequestContext): Promise<void> {
  const me = await fetchCurrentUser(request);
  const response = await request.post("/api/apply-promo-code", {
    data: { code: PROMO.freePro, userId: me.id, type: "subscription" },
  });
  expect(response.status(), `POST /api/apply-promo-code answered ${await response.text()}`).toBe(200);
  expect((await fetchCurrentUser(request)).isPremium).toBe(true);
}

/** Stripe's public test numbers, as a person types them. */
export const TEST_CARD = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
} as const;

/** Generating, uploading and scoring real media takes a while on a busy machine. */
export const ANALYSIS_TIMEOUT = 60_000;

/**
 * A toast, found by its title among sonner's toasts (`[data-sonner-toast]`). Success and plain toasts are status
 * messages, destructive ones alerts: `role` checks which one it is.
 */
export function toast(page: Page, title: string, role: "status" | "alert" = "status"): Locator {
  return page
    .locator("[data-sonner-toast]")
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByRole(role) });
}

/** The banner's PRO badges (shown to premium users), in the bar and in the phone menu. */
export function proBadges(page: Page): Locator {
  return page.getByRole("banner").getByText("PRO", { exact: true });
}

/** The PRO badge the header shows at this screen size. */
export function proBadge(page: Page): Locator {
  return proBadges(page).filter({ visible: true });
}

/** The analyze form of the home page once it shows the signed-in user's plan line. */
export async function openAnalyzeForm(page: Page, planLine: RegExp): Promise<Locator> {
  await page.goto("/#analyze");
  const form = page.getByRole("form", { name: "Analyze your content" });
  await expect(form.getByText(planLine)).toBeVisible();
  return form;
}

/** Plan lines under the Analyze button (shared/billing.ts accessLine). */
export const PLAN_LINE = {
  freeLeft: /^Free analyses used: 0\/1\. This one is free\./,
  trialUsed: /^Free analyses used: 1\/1\. Further analyses are \$1 each/,
  autoCharge: /^Free analyses used: 1\/1\. This one is \$1, charged to your saved card\./,
  pro: /^Pro plan: unlimited analyses\./,
  oneCredit: /^You have 1 paid analysis ready\./,
} as const;

/** A PNG made with ffmpeg in this test's output folder (an image scores faster than a video). */
export function makeImage(testInfo: TestInfo, name: string): Promise<string> {
  return generateMedia("image", testInfo.outputPath(name));
}

/** The user's free analysis, taken through the API as an earlier visit would have (journeys past the trial). */
export async function useFreeTrialViaApi(request: APIRequestContext, testInfo: TestInfo): Promise<ApiAnalysis> {
  const image = await makeImage(testInfo, "free-trial.png");
  return createAnalysisViaApi(request, image, { mimeType: "image/png", caption: "the free one" });
}

/** Resolves with the next POST /api/analyze response (any status). */
export function nextAnalyzeResponse(page: Page) {
  return page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/analyze",
    { timeout: ANALYSIS_TIMEOUT },
  );
}

/** Counts the analyze requests the page sends from now on. */
export function countAnalyzeRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/analyze") count += 1;
  });
  return () => count;
}

/** Chooses the file in the analyze form and clicks Analyze (the payment gate may stop it there). */
export async function chooseFileAndAnalyze(form: Locator, file: string): Promise<void> {
  await form.getByLabel("Upload video or image").setInputFiles(file);
  await expect(form.getByText(path.basename(file))).toBeVisible();
  await form.getByRole("button", { name: "Analyze", exact: true }).click();
}

/**
 * Waits for an analysis the page has started (`answer` from nextAnalyzeResponse): the server created it for
 * `fileName` and the results view shows its score.
 */
export async function expectResults(
  page: Page,
  answer: ReturnType<typeof nextAnalyzeResponse>,
  fileName: string,
): Promise<ApiAnalysis> {
  const response = await answer;
  expect(response.status(), `POST /api/analyze answered ${await response.text()}`).toBe(201);
  const { analysis } = (await response.json()) as { analysis: ApiAnalysis };
  expect(analysis.fileName).toBe(fileName);
  await expect(page.getByRole("dialog", { name: "Analyzing your content" })).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: `Viral Score: ${analysis.viralScore} out of 100` })).toBeVisible();
  await expect(
    page
      .getByRole("heading", { name: `Viral Score: ${analysis.viralScore} out of 100` })
      .locator("xpath=ancestor::section[1]"),
  ).toContainText(fileName);
  return analysis;
}

/** The test-mode card form inside `scope` (a dialog or a page section). */
export function cardForm(scope: Locator | Page): Locator {
  return scope.getByRole("form", { name: "Card details" });
}

/**
 * Fills the test-mode card form in `scope` with `number` (any future expiry, any CVC), after checking that it
 * says TEST MODE, and submits it with the button named `submit`.
 */
export async function payWithTestCard(scope: Locator | Page, number: string, submit: string): Promise<void> {
  const form = cardForm(scope);
  await expect(form).toBeVisible();
  await expect(form.getByText("TEST MODE — no real money moves.")).toBeVisible();
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: submit, exact: true }).click();
}

/** The plan-choice dialog that opens when the free analysis is used and nothing else pays. */
export function planDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Choose how to continue" });
}

/** The in-place payment dialog of one analysis. */
export function paymentDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Pay $1 for this analysis" });
}

/** A dialog's TEST MODE badge (every payment surface says so in test mode). */
export function testModeBadge(scope: Locator | Page): Locator {
  return scope.getByText("TEST MODE", { exact: true });
}

/** The order summary's total ("$0.50", "$10.00/month"). */
export function orderTotal(scope: Locator | Page): Locator {
  return scope
    .getByRole("term")
    .filter({ hasText: /^Total$/ })
    .locator("xpath=following-sibling::dd[1]");
}

/** The newest receipt e-mail (in the server log) must say `amount`, e.g. "$0.50". */
export function receiptPattern(amount: string): RegExp {
  return new RegExp(`Amount: ${amount.replace("$", "\\$")} \\(USD\\)`);
}
