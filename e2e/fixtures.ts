// Helpers shared by the browser tests. Users are created through the real API; e-mails are read from the
// e2e server's log (scripts/e2e-server.mjs copies its output to e2e/.tmp/server.log), where the embedded
// mailer prints each one as a block, so a test follows a link exactly as a person would.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { resolveMediaTools } from "../server/src/scoring/media/tools";

/**
 * Playwright's test with one option: `flashOffer`. The landing page's flash offer popup opens 3 s after load, for
 * guests and free users, over whatever the test is doing. By default ("seen") every page starts as if this visit had
 * already shown it: an unexpired FLASH50 offer is in localStorage, which is what the popup itself stores. Tests of the
 * popup set `test.use({ flashOffer: "fresh" })`.
 */
export const test = base.extend<{ flashOffer: "seen" | "fresh" }>({
  flashOffer: ["seen", { option: true }],
  page: async ({ page, flashOffer }, use) => {
    if (flashOffer === "seen") {
      await page.addInitScript(() => {
        try {
          if (window.localStorage.getItem("flashOffer")) return;
          const offer = { code: "FLASH50", discount: 50, type: "percentage", expires: Date.now() + 3_600_000 };
          // Not signed by the server: a test that subscribes with the offer uses a fresh one.
          window.localStorage.setItem("flashOffer", JSON.stringify({ ...offer, token: "already-shown" }));
        } catch {
          // about:blank and other opaque origins have no localStorage
        }
      });
    }
    await use(page);
  },
});

export { expect };

export const SERVER_LOG = path.join(path.dirname(fileURLToPath(import.meta.url)), ".tmp/server.log");

export type TestUser = { username: string; email: string; password: string };

let counter = 0;

/** A user nobody else has: unique across the two workers and across runs against one database. */
export function uniqueUser(prefix = "e2e"): TestUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const username = `${prefix.slice(0, 32 - tag.length - 1)}_${tag}`; // usernames have at most 32 characters
  return { username, email: `${username}@example.com`.toLowerCase(), password: `Pw-${tag}-secret` };
}

/** Registers a user with POST /api/register (the same call the sign-up form makes) and returns the credentials. */
export async function createUserViaApi(request: APIRequestContext, user: TestUser = uniqueUser()): Promise<TestUser> {
  const response = await request.post("/api/register", { data: user });
  expect(response.status(), `POST /api/register answered ${await response.text()}`).toBe(201);
  return user;
}

export type LoggedMail = { to: string; subject: string; text: string };

/** Every e-mail block written to the server log (the shared server's unless `logFile` says) so far, oldest first. */
export function readLoggedMails(logFile = SERVER_LOG): LoggedMail[] {
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
  const rule = "-{72}";
  const block = new RegExp(
    `${rule}\\nE-mail \\(not sent[^\\n]*\\)\\nTo: ([^\\n]*)\\nSubject: ([^\\n]*)\\n\\n([\\s\\S]*?)\\n${rule}\\n`,
    "g",
  );
  // The log mailer indents every body line with "  | " so that a body can never pass for a new mail.
  const body = (indented: string) => indented.replace(/^ {2}\| ?/gm, "");
  return [...log.matchAll(block)].map((match) => ({ to: match[1]!.trim(), subject: match[2]!, text: body(match[3]!) }));
}

/** Polls the server log (up to ~10 s) for the newest e-mail that satisfies `matches`. */
export async function waitForMail(matches: (mail: LoggedMail) => boolean, description: string): Promise<LoggedMail> {
  let found: LoggedMail | undefined;
  await expect
    .poll(
      () => {
        found = readLoggedMails().filter(matches).at(-1);
        return Boolean(found);
      },
      { message: `an e-mail ${description} in ${SERVER_LOG}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The verification link from the newest e-mail addressed to `email`. */
export async function readVerificationLink(email: string): Promise<string> {
  const mail = await waitForMail(
    (candidate) => candidate.to.toLowerCase() === email.toLowerCase() && /verify-email\?token=/.test(candidate.text),
    `with a verification link to ${email}`,
  );
  const link = mail.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
  expect(link, `a verification link in the e-mail to ${email}`).toBeTruthy();
  return link!;
}

/** Opens the auth dialog from the header, switches it to sign in, signs in and waits for the signed-in header. */
export async function signInViaUi(page: Page, user: Pick<TestUser, "username" | "email" | "password">): Promise<void> {
  if (page.url() === "about:blank") await page.goto("/");
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Get Started" }).click();
  const signUp = page.getByRole("dialog", { name: "Create Account" });
  await signUp.getByRole("button", { name: /already have an account/i }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Password").fill(user.password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(banner.getByText(`Welcome, ${user.username}`)).toBeVisible();
}

/** A clock that stands still from the page's first script on: fake time moves only with runFor. */
export async function installPausedClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
}

/**
 * With the page's clock paused, moves it on in small steps until `locator` is visible. React Query hands its
 * results to components on a zero-delay timer, so a paused clock also holds back what the server answered;
 * stepping delivers it while fake time barely moves. Returns how much fake time passed.
 */
export async function stepClockUntilVisible(page: Page, locator: Locator, stepMs = 20): Promise<number> {
  let advanced = 0;
  await expect(async () => {
    await page.clock.runFor(stepMs);
    advanced += stepMs;
    await expect(locator).toBeVisible({ timeout: 50 });
  }).toPass({ timeout: 15_000, intervals: [0] });
  return advanced;
}

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

/** One readable paragraph per violation: rule, impact, help link, and where it happens. */
function formatViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    - ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`)
        .join("\n");
      const more = violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : "";
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join("\n\n");
}

/**
 * Waits until the page's finite CSS animations and transitions have ended (a toast fading in, a dialog zooming in):
 * axe measures colours as they are painted, and a half-faded toast failed colour contrast (2.6:1) that the settled one
 * passes. Endless ones (spinners, skeleton pulses) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
  });
}

async function axeViolations(page: Page): Promise<Violation[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations;
}

/** Runs axe (WCAG 2 A and AA) and fails on serious or critical violations, listing them. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(
    serious.map((violation) => violation.id),
    `axe found serious or critical problems on ${what}:\n\n${formatViolations(serious)}\n`,
  ).toEqual([]);
}

/** Runs axe (WCAG 2 A and AA) and fails on any violation, whatever its impact, listing them. */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(
    violations.map((violation) => violation.id),
    `axe found problems on ${what}:\n\n${formatViolations(violations)}\n`,
  ).toEqual([]);
}

const run = promisify(execFile);

/**
 * Generates real media with ffmpeg, so that the scoring engine decodes what a phone would upload:
 * a 5 s vertical H.264/AAC video (test pattern and a tone) or one 9:16 PNG frame.
 */
export async function generateMedia(kind: "video" | "image", filePath: string): Promise<string> {
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  const video =
    "-f lavfi -i testsrc2=size=360x640:rate=24 -f lavfi -i sine=frequency=440:sample_rate=44100 -t 5 -pix_fmt yuv420p -c:v libx264 -preset ultrafast -c:a aac -shortest";
  const image = "-f lavfi -i testsrc2=size=720x1280:rate=1 -frames:v 1";
  const args = (kind === "video" ? video : image).split(" ");
  await run(resolveMediaTools().ffmpeg, ["-hide_banner", "-loglevel", "error", "-y", ...args, filePath]);
  expect(fs.statSync(filePath).size, `ffmpeg wrote ${filePath}`).toBeGreaterThan(0);
  return filePath;
}

/** The signed-in user as the server sees it now (GET /api/user with the request context's cookies). */
export async function fetchCurrentUser(
  request: APIRequestContext,
): Promise<{ id: number; username: string; freeTrialsUsed: number; freeTrialLimit: number; isPremium: boolean }> {
  const response = await request.get("/api/user");
  expect(response.status(), `GET /api/user answered ${await response.text()}`).toBe(200);
  const { user } = await response.json();
  expect(user, "GET /api/user: signed in").not.toBeNull(); // a guest gets user null
  return user;
}

/** What the tests read of an analysis (the API's JSON). */
export type ApiAnalysis = {
  id: number;
  fileName: string;
  viralScore: number;
  viralPotential: string;
  caption: string;
  hashtags: string;
  strengths: string[];
  recommendations: string[];
  why: { strengths: (string | null)[]; recommendations: (string | null)[] };
  insights: Array<{ x: number; y: number; type: string; insight: string }>;
  explanation: Array<{ key: string; label: string; value: string; subScore: number | null; weight: number }>;
  contentCompliance: { isCompliant: boolean; status: string; complianceScore: number; violationReasons: string[] };
  visualAnalysis: { theme: string; aesthetics: number; composition: number; trendAlignment: number };
  /** The still of the analysed frame kept 24 hours (GET /api/analysis/:id/preview). */
  previewStatus: "available" | "expired" | "none";
};

/** The user's analyses, newest first, as GET /api/analyses/{userId} lists them. */
export async function listAnalysesViaApi(request: APIRequestContext, userId: number): Promise<ApiAnalysis[]> {
  const response = await request.get(`/api/analyses/${userId}`);
  expect(response.status(), `GET /api/analyses/${userId} answered ${await response.text()}`).toBe(200);
  return (await response.json()).analyses;
}

/** POST /api/analyze with a file from disk, as another tab or device of the same user would. */
export async function createAnalysisViaApi(
  request: APIRequestContext,
  filePath: string,
  fields: { caption?: string; hashtags?: string; mimeType: string },
): Promise<ApiAnalysis> {
  const response = await request.post("/api/analyze", {
    multipart: {
      caption: fields.caption ?? "",
      hashtags: fields.hashtags ?? "",
      file: { name: path.basename(filePath), mimeType: fields.mimeType, buffer: fs.readFileSync(filePath) },
    },
    timeout: 60_000,
  });
  expect(response.status(), `POST /api/analyze answered ${await response.text()}`).toBe(201);
  return (await response.json()).analysis;
}
