import { EMAIL_VERIFICATION_TTL_HOURS, type Language, PASSWORD_RESET_TTL_MINUTES } from "@shared/constants";
import { mailText } from "./mail-language";
import type { Mail } from "./mailer";

// The e-mails a creator gets, in the language of the creator's profile (`language`, English by default). The text
// is in locales/<language>/mail.json; the Arabic HTML is marked right to left.

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function verificationMail(to: string, username: string, link: string, language: Language = "en"): Mail {
  const { t, html } = mailText(language);
  const validity = t("verification.validity", { count: EMAIL_VERIFICATION_TTL_HOURS });
  return {
    to,
    subject: t("verification.subject"),
    text:
      `${t("common.hi", { username })}\n\n${t("verification.intro")}\n${link}\n\n` +
      `${validity}\n\n${t("common.signature")}`,
    html: html(
      `<p>${t("common.hi", { username: escapeHtml(username) })}</p><p>${t("verification.introHtml")}</p>` +
        `<p><a href="${escapeHtml(link)}">${t("verification.button")}</a></p>` +
        `<p>${validity}</p><p>${t("common.signature")}</p>`,
    ),
  };
}

/** The forgot-password link: single use, valid for PASSWORD_RESET_TTL_MINUTES. */
export function passwordResetMail(to: string, username: string, link: string, language: Language = "en"): Mail {
  const { t, html } = mailText(language);
  const expires =
    PASSWORD_RESET_TTL_MINUTES % 60 === 0
      ? t("passwordReset.expiresHours", { count: PASSWORD_RESET_TTL_MINUTES / 60 })
      : t("passwordReset.expiresMinutes", { count: PASSWORD_RESET_TTL_MINUTES });
  const ignore = t("passwordReset.ignore");
  return {
    to,
    subject: t("passwordReset.subject"),
    text:
      `${t("common.hi", { username })}\n\n${t("passwordReset.intro")}\n` +
      `${t("passwordReset.open")}\n${link}\n\n` +
      `${expires}\n${ignore}\n\n${t("common.signature")}`,
    html: html(
      `<p>${t("common.hi", { username: escapeHtml(username) })}</p><p>${t("passwordReset.intro")}</p>` +
        `<p><a href="${escapeHtml(link)}">${t("passwordReset.button")}</a></p>` +
        `<p>${expires} ${ignore}</p><p>${t("common.signature")}</p>`,
    ),
  };
}

/** Sent after a change or a reset, so an owner whose account was taken over hears about it. */
/** `supportEmail`: the operator's SUPPORT_EMAIL, the address the owner is told to write to. */
export function passwordChangedMail(
  to: string,
  username: string,
  appUrl: string,
  supportEmail: string,
  language: Language = "en",
): Mail {
  const { t, html } = mailText(language);
  const notYou = t("passwordChanged.notYou", { appUrl, supportEmail });
  return {
    to,
    subject: t("passwordChanged.subject"),
    text: `${t("common.hi", { username })}\n\n${t("passwordChanged.body")}\n\n${notYou}\n\n${t("common.signature")}`,
    html: html(
      `<p>${t("common.hi", { username: escapeHtml(username) })}</p><p>${t("passwordChanged.body")}</p>` +
        `<p>${escapeHtml(notYou)}</p><p>${t("common.signature")}</p>`,
    ),
  };
}

/** To the support address (the operator reads English); `replyTo` is the sender. */
export function contactMail(
  to: string,
  message: {
    id: number;
    name: string;
    email: string;
    company: string;
    subject: string;
    message: string;
    priority: boolean;
  },
): Mail {
  return {
    to,
    replyTo: message.email,
    subject: `${message.priority ? "[Priority] " : ""}[Contact #${message.id}] ${message.subject}`,
    text:
      (message.priority ? "Priority: sent by a Pro member, answer first.\n" : "") +
      `From: ${message.name} <${message.email}>\n` +
      (message.company ? `Company: ${message.company}\n` : "") +
      `Subject: ${message.subject}\n\n${message.message}\n`,
  };
}

/** The English item names billing writes on a receipt, and their keys in the catalogue. */
const ITEM_KEYS: Record<string, string> = {
  "ViralScore Pro, one month": "common.itemSubscription",
  "One ViralScore analysis": "common.itemAnalysis",
};

/** A receipt's item in the recipient's language (an item the catalogue does not know is shown as written). */
export function itemName(item: string, t: (key: string) => string): string {
  const key = ITEM_KEYS[item];
  return key ? t(key) : item;
}

/** Lines of plain text as HTML paragraphs (Arabic receipts carry an HTML part, so the mail reads right to left). */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");

export function receiptMail(
  to: string,
  username: string,
  receipt: {
    id: number;
    /** As English shows it ("$9.99"); `amountCents` lets another language format it its own way. */
    amount: string;
    amountCents?: number;
    description: string;
    date: Date;
    testMode: boolean;
  },
  language: Language = "en",
): Mail {
  const { t, day, money, html } = mailText(language);
  const test = receipt.testMode ? `\n\n${t("common.testMode")}` : "";
  const text =
    `${t("common.hi", { username })}\n\n${t("receipt.thanks")}\n\n` +
    `${t("receipt.receipt", { id: receipt.id })}\n${t("receipt.date", { date: day(receipt.date) })}\n` +
    `${t("receipt.item", { item: itemName(receipt.description, t) })}\n` +
    `${t("receipt.amount", { amount: amountIn(receipt, language, money) })}${test}\n\n` +
    `${t("common.questions")}\n\n${t("common.signature")}`;
  return {
    to,
    subject: `${t("receipt.subject", { id: receipt.id })}${receipt.testMode ? t("common.testModeSuffix") : ""}`,
    text,
    ...(language === "en" ? {} : { html: html(paragraphs(text)) }),
  };
}

/** Money in the mail's language: English as billing wrote it, another language from the cents when it has them. */
export function amountIn(
  value: { amount: string; amountCents?: number },
  language: Language,
  money: (cents: number) => string,
): string {
  return language === "en" || value.amountCents === undefined ? value.amount : money(value.amountCents);
}

/** "sara@example.com" -> "s***@example.com": enough for the owner to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The link that moves the account to a new address: sent to the new address only. */
export function emailChangeVerificationMail(
  to: string,
  username: string,
  link: string,
  language: Language = "en",
): Mail {
  const { t, html } = mailText(language);
  const ignore = t("emailChange.ignore");
  const until = t("emailChange.until", { count: EMAIL_VERIFICATION_TTL_HOURS });
  return {
    to,
    subject: t("emailChange.subject"),
    text:
      `${t("common.hi", { username })}\n\n${t("emailChange.intro")} ${t("emailChange.open")}\n${link}\n\n` +
      `${until}\n${ignore}\n\n${t("common.signature")}`,
    html: html(
      `<p>${t("common.hi", { username: escapeHtml(username) })}</p><p>${t("emailChange.intro")}</p>` +
        `<p><a href="${escapeHtml(link)}">${t("emailChange.button")}</a></p>` +
        `<p>${until} ${ignore}</p><p>${t("common.signature")}</p>`,
    ),
  };
}

/** To the current address when a change to another one is asked for, so a taken-over account is noticed. */
export function emailChangeNoticeMail(
  to: string,
  username: string,
  newAddress: string,
  supportEmail: string,
  language: Language = "en",
): Mail {
  const { t, html } = mailText(language);
  const masked = maskEmail(newAddress);
  const notYou = t("emailChangeNotice.notYou", { supportEmail });
  return {
    to,
    subject: t("emailChangeNotice.subject"),
    text:
      `${t("common.hi", { username })}\n\n${t("emailChangeNotice.intro", { masked })}\n` +
      `${t("emailChangeNotice.nothingChanges")}\n\n${notYou}\n\n${t("common.signature")}`,
    html: html(
      `<p>${t("common.hi", { username: escapeHtml(username) })}</p><p>${t("emailChangeNotice.intro", { masked: escapeHtml(masked) })}</p>` +
        `<p>${t("emailChangeNotice.nothingChanges")}</p>` +
        `<p>${escapeHtml(notYou)}</p><p>${t("common.signature")}</p>`,
    ),
  };
}

/** Confirms "Delete my account" to the address the account had. */
export function accountDeletedMail(to: string, username: string, language: Language = "en"): Mail {
  const { t, html } = mailText(language);
  const body = t("accountDeleted.body");
  const again = t("accountDeleted.again");
  return {
    to,
    subject: t("accountDeleted.subject"),
    text: `${t("common.hi", { username })}\n\n${body}\n\n${again}\n\n${t("common.signature")}`,
    html: html(
      `<p>${t("common.hi", { username: escapeHtml(username) })}</p><p>${escapeHtml(body)}</p><p>${again}</p><p>${t("common.signature")}</p>`,
    ),
  };
}

const PLAN_STATUS_KEYS: Record<string, string> = {
  Idea: "idea",
  Filming: "filming",
  Ready: "ready",
  Posted: "posted",
};

/** A planned post is coming up (content planning): sent once, before the time the creator chose. */
export function planReminderMail(
  to: string,
  username: string,
  plan: { caption: string; when: string; status: string; link: string },
  language: Language = "en",
): Mail {
  const { t, html } = mailText(language);
  const caption = plan.caption.trim() ? plan.caption.trim().slice(0, 200) : t("planReminder.noCaption");
  const statusKey = PLAN_STATUS_KEYS[plan.status];
  const status = statusKey ? t(`planReminder.status.${statusKey}`) : plan.status;
  return {
    to,
    subject: t("planReminder.subject", { when: plan.when }),
    text:
      `${t("common.hi", { username })}\n\n${t("planReminder.planned", { when: plan.when, status })}\n\n` +
      `${t("planReminder.captionDraft")}\n${caption}\n\n${t("planReminder.open", { link: plan.link })}\n\n${t("common.signature")}`,
    html: html(
      `<p>${t("common.hi", { username: escapeHtml(username) })}</p>` +
        `<p>${t("planReminder.plannedHtml", { when: escapeHtml(plan.when), status: escapeHtml(status) })}</p>` +
        `<p>${t("planReminder.captionDraft")}<br>${escapeHtml(caption)}</p>` +
        `<p><a href="${escapeHtml(plan.link)}">${t("planReminder.button")}</a></p><p>${t("common.signature")}</p>`,
    ),
  };
}

/** 48 hours after a post went out, if its creator asked: add its results. */
export function resultsReminderMail(
  to: string,
  username: string,
  post: { name: string; link: string },
  language: Language = "en",
): Mail {
  const { t, html } = mailText(language);
  const name = post.name.trim().slice(0, 200) || t("resultsReminder.yourPost");
  return {
    to,
    subject: t("resultsReminder.subject"),
    text:
      `${t("common.hi", { username })}\n\n${t("resultsReminder.body", { name })}\n\n` +
      `${t("resultsReminder.add", { link: post.link })}\n\n${t("common.signature")}`,
    html: html(
      `<p>${t("common.hi", { username: escapeHtml(username) })}</p><p>${t("resultsReminder.bodyHtml", { name: escapeHtml(name) })}</p>` +
        `<p><a href="${escapeHtml(post.link)}">${t("resultsReminder.button")}</a></p><p>${t("common.signature")}</p>`,
    ),
  };
}
