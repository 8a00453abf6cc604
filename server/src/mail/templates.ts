import { EMAIL_VERIFICATION_TTL_HOURS } from "@shared/constants";
import type { Mail } from "./mailer";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function verificationMail(to: string, username: string, link: string): Mail {
  return {
    to,
    subject: "Verify your ViralScore e-mail address",
    text:
      `Hi ${username},\n\nPlease confirm your e-mail address by opening this link:\n${link}\n\n` +
      `The link is valid for ${EMAIL_VERIFICATION_TTL_HOURS} hours. If you did not sign up, ignore this e-mail.\n\n— ViralScore`,
    html:
      `<p>Hi ${escapeHtml(username)},</p><p>Please confirm your e-mail address:</p>` +
      `<p><a href="${escapeHtml(link)}">Verify my e-mail</a></p>` +
      `<p>The link is valid for ${EMAIL_VERIFICATION_TTL_HOURS} hours. If you did not sign up, ignore this e-mail.</p><p>— ViralScore</p>`,
  };
}

export function contactMail(
  to: string,
  message: { id: number; name: string; email: string; company: string; subject: string; message: string },
): Mail {
  return {
    to,
    replyTo: message.email,
    subject: `[Contact #${message.id}] ${message.subject}`,
    text:
      `From: ${message.name} <${message.email}>\n` +
      (message.company ? `Company: ${message.company}\n` : "") +
      `Subject: ${message.subject}\n\n${message.message}\n`,
  };
}
