import { EMAIL_VERIFICATION_TTL_HOURS } from "@shared/constants";
import type { Mail } from "./mailer";

export const escapeHtml = (value: string) =>
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

export function receiptMail(
  to: string,
  username: string,
  receipt: { id: number; amount: string; description: string; date: Date; testMode: boolean },
): Mail {
  const test = receipt.testMode ? "\n\nTEST MODE: this payment was made with a test card; no real money moved." : "";
  return {
    to,
    subject: `Your ViralScore receipt #${receipt.id}${receipt.testMode ? " (test mode)" : ""}`,
    text:
      `Hi ${username},\n\nThank you for your payment.\n\n` +
      `Receipt: #${receipt.id}\nDate: ${receipt.date.toISOString().slice(0, 10)}\nItem: ${receipt.description}\nAmount: ${receipt.amount} (USD)${test}\n\n` +
      `Questions? Reply to this e-mail or write to support.\n\n— ViralScore`,
  };
}
