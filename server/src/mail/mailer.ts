import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = { readonly mode: "smtp" | "log"; send(mail: Mail): Promise<void> };

/** SMTP through nodemailer when SMTP_URL is set. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    mode: "smtp",
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * The embedded default: every mail is printed to the server's output as a readable block (so a person can
 * open the verification link from the terminal) and noted in the structured log.
 */
export function createLogMailer(logger: Logger, out: NodeJS.WritableStream = process.stdout): Mailer {
  return {
    mode: "log",
    async send(mail) {
      const rule = "-".repeat(72);
      out.write(
        `\n${rule}\nE-mail (not sent: SMTP_URL is not set)\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n${rule}\n\n`,
      );
      logger.info({ mail: { to: mail.to, subject: mail.subject } }, "e-mail written to the log");
    },
  };
}

export function createMailer(options: { smtpUrl?: string; from: string }, logger: Logger): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createLogMailer(logger);
}
