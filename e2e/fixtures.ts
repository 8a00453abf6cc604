// Helpers shared by the browser tests. Users are created through the real API; e-mails are read from the
// e2e server's log (scripts/e2e-server.mjs copies its output to e2e/.tmp/server.log), where the embedded
// mailer prints each one as a block, so a test follows a link exactly as a person would.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

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

/** Every e-mail block written to the server log so far, oldest first. */
export function readLoggedMails(): LoggedMail[] {
  const log = fs.existsSync(SERVER_LOG) ? fs.readFileSync(SERVER_LOG, "utf8") : "";
  const rule = "-{72}";
  const block = new RegExp(
    `${rule}\\nE-mail \\(not sent[^\\n]*\\)\\nTo: ([^\\n]*)\\nSubject: ([^\\n]*)\\n\\n([\\s\\S]*?)\\n${rule}\\n`,
    "g",
  );
  return [...log.matchAll(block)].map((match) => ({ to: match[1]!.trim(), subject: match[2]!, text: match[3]! }));
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
