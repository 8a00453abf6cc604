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
 * The embedded default: every mail, with its links, goes to the server log so a person can follow it
 * (for example the e-mail verification link) without any mail server.
 */
export function createLogMailer(logger: Logger): Mailer {
  return {
    mode: "log",
    async send(mail) {
      logger.info({ mail: { to: mail.to, subject: mail.subject } }, `[mail] To: ${mail.to} | Subject: ${mail.subject}\n${mail.text}`);
    },
  };
}

export function createMailer(options: { smtpUrl?: string; from: string }, logger: Logger): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createLogMailer(logger);
}
