import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = {
  readonly mode: "smtp" | "log";
  send(mail: Mail): Promise<void>;
  /** Ends the open SMTP connections (at shutdown). */
  close(): void;
};

/**
 * SMTP through nodemailer when SMTP_URL is set, over a small pool of kept-open connections: a sign-up waits for
 * its verification mail, and a new connection per mail paid the relay's greeting (and TLS) every time.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
  return {
    mode: "smtp",
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/** Control characters other than a line break or a tab, shown as `\u001b`: a terminal would act on them (a bare CR rewinds the line). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const visible = (text: string) =>
  text.replace(/\r\n/g, "\n").replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
/** A header value on one line: its line breaks are shown, not obeyed. */
const headerValue = (text: string) => visible(text).replace(/\n/g, "\\n");
/** The body, every line behind a margin: whatever a sender writes (a contact message) cannot look like a new mail. */
const indentedBody = (text: string) =>
  visible(text)
    .split("\n")
    .map((line) => `  | ${line}`)
    .join("\n");

/**
 * The embedded default: every mail is printed to the server's output as a readable block (so a person can
 * open the verification link from the terminal) and noted in the structured log. Only the block's own lines
 * start at the margin; the body is indented and its control characters are shown escaped.
 */
export function createLogMailer(logger: Logger, out: NodeJS.WritableStream = process.stdout): Mailer {
  return {
    mode: "log",
    async send(mail) {
      const rule = "-".repeat(72);
      out.write(
        `\n${rule}\nE-mail (not sent: SMTP_URL is not set)\nTo: ${headerValue(mail.to)}\n` +
          `Subject: ${headerValue(mail.subject)}\n\n${indentedBody(mail.text)}\n${rule}\n\n`,
      );
      logger.info({ mail: { to: mail.to, subject: mail.subject } }, "e-mail written to the log");
    },
    close() {},
  };
}

export function createMailer(options: { smtpUrl?: string; from: string }, logger: Logger): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createLogMailer(logger);
}
