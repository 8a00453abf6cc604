import type { Mail } from "./mailer";
import { escapeHtml } from "./templates";

// The admin area's e-mails (issue #8): an admin's reply to a contact message, and the notifications the
// support address gets when settings.enableNotifications is on.

/** One line for a header: a subject written with line breaks must not become several headers. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** Escaped text as HTML paragraphs, its line breaks kept. */
const htmlParagraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");

export function messageReplyMail(
  to: string,
  message: { name: string; subject: string; message: string; createdAt: Date },
  reply: string,
): Mail {
  const subject = oneLine(message.subject);
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const wrote = `On ${message.createdAt.toISOString().slice(0, 10)}, ${oneLine(message.name)} wrote:`;
  return {
    to,
    subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`,
    text: `${reply}\n\n— ViralScore support\n\n${wrote}\n${quoted}\n`,
    html:
      `${htmlParagraphs(reply)}<p>— ViralScore support</p>` +
      `<p style="color:#666">${escapeHtml(wrote)}</p>` +
      `<blockquote style="margin:0 0 0 8px;padding-left:8px;border-left:2px solid #ccc;color:#666">${htmlParagraphs(message.message)}</blockquote>`,
  };
}

export function paymentFailedNotification(
  to: string,
  payment: {
    id: number;
    amount: string;
    type: string;
    reason: string | null;
    user: { id: number; username: string; email: string } | null;
  },
  adminUrl: string,
): Mail {
  const who = payment.user
    ? `${payment.user.username} <${payment.user.email}> (user #${payment.user.id})`
    : "a deleted user";
  return {
    to,
    subject: `[ViralScore admin] Payment #${payment.id} failed`,
    text:
      `A payment failed.\n\nPayment: #${payment.id}\nAmount: ${payment.amount} (USD)\nType: ${payment.type}\n` +
      `User: ${who}\nReason: ${payment.reason ?? "not given"}\n\nPayments: ${adminUrl}\n\n` +
      `You get this e-mail because notifications are on in the admin settings.`,
  };
}

export function newSubscriptionNotification(
  to: string,
  subscription: {
    paymentId: number;
    amount: string;
    free: boolean;
    user: { id: number; username: string; email: string } | null;
  },
  adminUrl: string,
): Mail {
  const who = subscription.user
    ? `${subscription.user.username} <${subscription.user.email}> (user #${subscription.user.id})`
    : "a deleted user";
  return {
    to,
    subject: `[ViralScore admin] New Pro subscription${subscription.user ? `: ${subscription.user.username}` : ""}`,
    text:
      `A new Pro subscription started.\n\nUser: ${who}\n` +
      `First payment: #${subscription.paymentId}, ${subscription.amount} (USD)${subscription.free ? ", a free month from a promo code" : ""}\n\n` +
      `Users: ${adminUrl}\n\nYou get this e-mail because notifications are on in the admin settings.`,
  };
}
