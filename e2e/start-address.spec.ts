import { expect, test } from "@playwright/test";
import { startIsolatedServer, type IsolatedServer } from "./admin-fixtures";
import { readLoggedMails, uniqueUser } from "./fixtures";
import fs from "node:fs";

// On a fresh machine (no APP_URL), the start message and the links in e-mails once named port 5000 whatever PORT the
// server listened on, so the verification link was dead. Here a server runs on a port of its own with no APP_URL; its
// log must name that port, and the mailed link must open and verify the account.

let server: IsolatedServer;
test.beforeAll(async () => {
  server = await startIsolatedServer("start-address", { withoutAppUrl: true });
});
test.afterAll(async () => {
  await server?.stop();
});

test("when the server starts without APP_URL, then its start message and the verification link use the port it listens on, and the link works", async ({
  page,
}) => {
  const port = new URL(server.baseURL).port;
  const log = fs.readFileSync(server.logFile, "utf8");
  expect(log).toContain(`running at http://localhost:${port}`);
  expect(log).not.toContain("localhost:5000");

  const user = uniqueUser("port");
  const response = await page.request.post(`${server.baseURL}/api/register`, { data: user });
  expect(response.status()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = readLoggedMails(server.logFile).find((candidate) => candidate.to === user.email);
      link = mail?.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  expect(new URL(link!).origin).toBe(`http://localhost:${port}`);

  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
});
