import { EMAIL_VERIFICATION_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES } from "@shared/constants";
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

/** The forgot-password link: single use, valid for PASSWORD_RESET_TTL_MINUTES. */
export function passwordResetMail(to: string, username: string, link: string): Mail {
  const validity = PASSWORD_RESET_TTL_MINUTES === 60 ? "1 hour" : `${PASSWORD_RESET_TTL_MINUTES} minutes`;
  const ignore = "If you did not ask to reset your password, ignore this e-mail: your password stays as it is.";
  return {
    to,
    subject: "Reset your ViralScore password",
    text:
      `Hi ${username},\n\nSomeone (hopefully you) asked to reset the password of your ViralScore account.\n` +
      `Choose a new password by opening this link:\n${link}\n\n` +
      `The link expires in ${validity} and works once.\n${ignore}\n\n— ViralScore`,
    html:
      `<p>Hi ${escapeHtml(username)},</p><p>Someone (hopefully you) asked to reset the password of your ViralScore account.</p>` +
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>` +
      `<p>The link expires in ${validity} and works once. ${ignore}</p><p>— ViralScore</p>`,
  };
}

/** Sent after a change or a reset, so an owner whose account was taken over hears about it. */
/** `supportEmail`: the operator's SUPPORT_EMAIL, the address the owner is told to write to. */
export function passwordChangedMail(to: string, username: string, appUrl: string, supportEmail: string): Mail {
  const notYou =
    `If you did not do this, reset your password now ("Forgot password?" when signing in at ${appUrl}) ` +
    `and write to ${supportEmail}.`;
  return {
    to,
    subject: "Your ViralScore password was changed",
    text:
      `Hi ${username},\n\nThe password of your ViralScore account was just changed, ` +
      `and your other sessions were signed out.\n\n${notYou}\n\n— ViralScore`,
    html:
      `<p>Hi ${escapeHtml(username)},</p><p>The password of your ViralScore account was just changed, ` +
      `and your other sessions were signed out.</p><p>${escapeHtml(notYou)}</p><p>— ViralScore</p>`,
  };
}

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

/** "sara@example.com" -> "s***@example.com": enough for the owner to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The link that moves the account to a new address: sent to the new address only. */
export function emailChangeVerificationMail(to: string, username: string, link: string): Mail {
  const ignore = "If you did not ask for this, ignore this e-mail: the account stays on its current address.";
  return {
    to,
    subject: "Confirm your new ViralScore e-mail address",
    text:
      `Hi ${username},\n\nYou asked to use this address for your ViralScore account. Confirm it by opening this link:\n${link}\n\n` +
      `Until then you keep signing in with your current address. The link is valid for ${EMAIL_VERIFICATION_TTL_HOURS} hours.\n${ignore}\n\n— ViralScore`,
    html:
      `<p>Hi ${escapeHtml(username)},</p><p>You asked to use this address for your ViralScore account.</p>` +
      `<p><a href="${escapeHtml(link)}">Confirm my new e-mail</a></p>` +
      `<p>Until then you keep signing in with your current address. The link is valid for ${EMAIL_VERIFICATION_TTL_HOURS} hours. ${ignore}</p><p>— ViralScore</p>`,
  };
}

/** To the current address when a change to another one is asked for, so a taken-over account is noticed. */
export function emailChangeNoticeMail(to: string, username: string, newAddress: string, supportEmail: string): Mail {
  const masked = maskEmail(newAddress);
  const notYou = `If this was not you, change your password now and write to ${supportEmail}.`;
  return {
    to,
    subject: "A change of your ViralScore e-mail address was requested",
    text:
      `Hi ${username},\n\nSomeone asked to change the e-mail address of your ViralScore account to ${masked}.\n` +
      `Nothing changes until the link sent to that address is opened; you keep signing in with this one.\n\n${notYou}\n\n— ViralScore`,
    html:
      `<p>Hi ${escapeHtml(username)},</p><p>Someone asked to change the e-mail address of your ViralScore account to ${escapeHtml(masked)}.</p>` +
      `<p>Nothing changes until the link sent to that address is opened; you keep signing in with this one.</p>` +
      `<p>${escapeHtml(notYou)}</p><p>— ViralScore</p>`,
  };
}

/** Confirms "Delete my account" to the address the account had. */
export function accountDeletedMail(to: string, username: string): Mail {
  const body =
    "Your ViralScore account and everything in it (profile, analyses, saved cards, sessions) has been deleted. " +
    "Any Pro subscription was cancelled. Records of past payments are kept for accounting, without your name or address.";
  const again = "You can sign up again with this address at any time.";
  return {
    to,
    subject: "Your ViralScore account has been deleted",
    text: `Hi ${username},\n\n${body}\n\n${again}\n\n— ViralScore`,
    html: `<p>Hi ${escapeHtml(username)},</p><p>${escapeHtml(body)}</p><p>${again}</p><p>— ViralScore</p>`,
  };
}

/** A planned post is coming up (content planning): sent once, before the time the creator chose. */
export function planReminderMail(
  to: string,
  username: string,
  plan: { caption: string; when: string; status: string; link: string },
): Mail {
  const caption = plan.caption.trim() ? plan.caption.trim().slice(0, 200) : "(no caption yet)";
  return {
    to,
    subject: `Reminder: your post planned for ${plan.when}`,
    text:
      `Hi ${username},\n\nYou planned a post for ${plan.when} (status: ${plan.status}).\n\n` +
      `Caption draft:\n${caption}\n\nOpen your plan: ${plan.link}\n\n— ViralScore`,
    html:
      `<p>Hi ${escapeHtml(username)},</p><p>You planned a post for <strong>${escapeHtml(plan.when)}</strong> ` +
      `(status: ${escapeHtml(plan.status)}).</p><p>Caption draft:<br>${escapeHtml(caption)}</p>` +
      `<p><a href="${escapeHtml(plan.link)}">Open your plan</a></p><p>— ViralScore</p>`,
  };
}

/** 48 hours after a post went out, if its creator asked: add its results. */
export function resultsReminderMail(to: string, username: string, post: { name: string; link: string }): Mail {
  const name = post.name.trim().slice(0, 200) || "your post";
  return {
    to,
    subject: "How did your post do? Add its results",
    text:
      `Hi ${username},\n\nYour post "${name}" went out two days ago. Copy its views, likes and shares from the ` +
      `platform's insights into ViralScore, so you can see whether a higher score meant a better post.\n\n` +
      `Add its results: ${post.link}\n\n— ViralScore`,
    html:
      `<p>Hi ${escapeHtml(username)},</p><p>Your post <strong>${escapeHtml(name)}</strong> went out two days ago. ` +
      `Copy its views, likes and shares from the platform's insights into ViralScore, so you can see whether a ` +
      `higher score meant a better post.</p><p><a href="${escapeHtml(post.link)}">Add its results</a></p><p>— ViralScore</p>`,
  };
}
