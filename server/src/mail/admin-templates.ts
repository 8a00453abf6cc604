import type { Language } from "@shared/constants";
import { mailText } from "./mail-language";
import type { Mail } from "./mailer";
import { escapeHtml } from "./templates";

// The admin area's e-mails: an admin's reply to a contact message, and the notifications the support address gets when
// settings.enableNotifications is on.

/** One line for a header: a subject written with line breaks must not become several headers. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** Escaped text as HTML paragraphs, its line breaks kept. */
const htmlParagraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");

/** The admin's reply, in the language the message was written in (English for a message from before languages). */
export function messageReplyMail(
  to: string,
  message: { name: string; subject: string; message: string; createdAt: Date },
  reply: string,
  language: Language = "en",
): Mail {
  const { t, day, html } = mailText(language);
  const subject = oneLine(message.subject);
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const wrote = t("messageReply.wrote", { date: day(message.createdAt), name: oneLine(message.name) });
  const signature = t("messageReply.signature");
  return {
    to,
    subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`,
    text: `${reply}\n\n${signature}\n\n${wrote}\n${quoted}\n`,
    html: html(
      `${htmlParagraphs(reply)}<p>${signature}</p>` +
        `<p style="color:#666">${escapeHtml(wrote)}</p>` +
        `<blockquote style="margin:0 0 0 8px;padding-left:8px;border-left:2px solid #ccc;color:#666">${htmlParagraphs(message.message)}</blockquote>`,
    ),
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

/** Many wrong passwords for one account (account/sessions/login-guard.ts): sent once per hour per account at most. */
export function loginAttackNotification(
  to: string,
  attack: { scope: "user" | "admin"; identifier: string; failures: number; addresses: number },
  adminUrl: string,
): Mail {
  const what =
    attack.scope === "admin"
      ? `the admin username "${oneLine(attack.identifier)}"`
      : `the e-mail address ${oneLine(attack.identifier)}`;
  return {
    to,
    subject: `[ViralScore admin] Many wrong passwords for one ${attack.scope === "admin" ? "admin" : "account"}`,
    text:
      `Someone is guessing passwords for ${what}: ${attack.failures} wrong passwords in the last hour, from ` +
      `${attack.addresses} address${attack.addresses === 1 ? "" : "es"}.\n\n` +
      `Nobody is locked out: each address waits longer after every wrong password, and the owner's right password ` +
      `from a device or address they signed in from before still works. If the owner cannot sign in from a new ` +
      `device, clear the login lockout from their row in Users.\n\nAdmin: ${adminUrl}\n\n` +
      `You get this e-mail because notifications are on in the admin settings; it is sent at most once an hour per account.`,
  };
}
