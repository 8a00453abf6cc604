import { PassThrough } from "node:stream";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { createLogger } from "../logger";
import { createTestDatabase } from "../../test/database";
import { createLogMailer } from "./mailer";

// The log mailer (the default without SMTP_URL) prints each mail into the operator's terminal. A body written by
// a stranger (a contact message) must not be able to print what looks like another mail there, such as a
// forged password-reset mail with an attacker's link.

const FORGED =
  "Hello\r\n" +
  "-".repeat(72) +
  "\r\nE-mail (not sent: SMTP_URL is not set)\r\nTo: operator@example.com\r\nSubject: Reset your password\r\n\r\n" +
  "Open https://evil.example/reset-password?token=x\rTo: overwritten\u001b[2K\n" +
  "-".repeat(72);

/** The lines of the printed output that start at the margin (the mail block's own lines). */
const marginLines = (printed: string) => printed.split(/\r\n|\r|\n/).filter((line) => /^\S/.test(line));

describe("the log mailer", () => {
  it("when a body holds CR/LF and a forged mail header, then only the real block's lines start at the margin", async () => {
    const out = new PassThrough();
    let printed = "";
    out.on("data", (chunk: Buffer) => (printed += chunk.toString("utf8")));
    await createLogMailer(createLogger("silent"), out).send({
      to: "support@example.com",
      subject: "Contact: hi\r\nTo: someone-else@example.com",
      text: FORGED,
    });
    expect(marginLines(printed)).toEqual([
      "-".repeat(72),
      "E-mail (not sent: SMTP_URL is not set)",
      "To: support@example.com",
      "Subject: Contact: hi\\nTo: someone-else@example.com",
      "-".repeat(72),
    ]);
    // No carriage return or escape sequence reaches the terminal; each is shown instead.
    expect(printed).not.toContain("\r");
    expect(printed).not.toContain("\u001b");
    expect(printed).toContain("  | Open https://evil.example/reset-password?token=x\\u000dTo: overwritten\\u001b[2K");
  });

  it("when a mail is ordinary, then its text is still readable line by line (a link can be opened)", async () => {
    const out = new PassThrough();
    let printed = "";
    out.on("data", (chunk: Buffer) => (printed += chunk.toString("utf8")));
    await createLogMailer(createLogger("silent"), out).send({
      to: "a@example.com",
      subject: "Verify",
      text: "Hi,\n\nOpen http://localhost:5000/verify-email?token=abc\n\tThanks",
    });
    expect(printed).toContain("\n  | Open http://localhost:5000/verify-email?token=abc\n  | \tThanks\n");
  });
});

describe("a contact message sent to the log mailer", () => {
  let database: Database;
  let printed = "";
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const out = new PassThrough();
    out.on("data", (chunk: Buffer) => (printed += chunk.toString("utf8")));
    const logger = createLogger("silent");
    const config = loadConfig({
      NODE_ENV: "test",
      APP_URL: "http://localhost:5000",
      LOG_LEVEL: "silent",
      RATE_LIMIT_MULTIPLIER: "1000",
    });
    app = createApp({ config, db: database.db, mailer: createLogMailer(logger, out), logger });
  });
  afterAll(async () => {
    await app?.services.engine.close?.();
    await database?.close();
  });

  it("when a guest's message holds a forged reset mail, then the terminal shows one mail, with the forgery indented", async () => {
    await supertest(app.app)
      .post("/api/contact")
      .send({ name: "Guest", email: "guest@example.com", subject: "Hello", message: FORGED.replace("\u001b[2K", "") })
      .expect(201);
    expect(marginLines(printed).filter((line) => line.startsWith("E-mail"))).toHaveLength(1);
    expect(marginLines(printed).filter((line) => line.startsWith("Subject:"))).toEqual([
      expect.not.stringMatching(/Reset your password/),
    ]);
    expect(printed).toContain("  | Subject: Reset your password");
  });
});
