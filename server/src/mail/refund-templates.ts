import type { Language } from "@shared/constants";
import { mailText } from "./mail-language";
import type { Mail } from "./mailer";
import { amountIn, escapeHtml, itemName } from "./templates";

// The money-back guarantee's e-mails: the creator's refund receipt (in the creator's language), and the support
// address's notice of a new refund request (English, for the operator).

const day = (date: Date) => date.toISOString().slice(0, 10);
/** Text as HTML paragraphs, its line breaks kept. */
const htmlParagraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
/** One line for a header or a labelled line: text typed with line breaks must not add lines of its own. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

export function refundReceiptMail(
  to: string,
  username: string,
  refund: {
    paymentId: number;
    amount: string;
    amountCents?: number;
    paidOn: Date;
    refundedOn: Date;
    item: string;
    creditTakenBack: boolean;
    proEnded: boolean;
    testMode: boolean;
  },
  language: Language = "en",
): Mail {
  const { t, day, money, html } = mailText(language);
  const effect = refund.proEnded
    ? t("refundReceipt.proEnded")
    : refund.creditTakenBack
      ? t("refundReceipt.creditTakenBack")
      : "";
  const test = refund.testMode ? `\n\n${t("common.testMode")}` : "";
  const text =
    `${t("common.hi", { username })}\n\n${t("refundReceipt.refunded")}\n\n` +
    `${t("refundReceipt.payment", { id: refund.paymentId, date: day(refund.paidOn) })}\n` +
    `${t("refundReceipt.item", { item: itemName(refund.item, t) })}\n` +
    `${t("refundReceipt.amount", { amount: amountIn(refund, language, money), date: day(refund.refundedOn) })}\n\n` +
    `${t("refundReceipt.bank")}` +
    `${effect ? `\n${effect}` : ""}${test}\n\n` +
    `${t("common.questions")}\n\n${t("common.signature")}`;
  return {
    to,
    subject: `${t("refundReceipt.subject", { id: refund.paymentId })}${refund.testMode ? t("common.testModeSuffix") : ""}`,
    text,
    ...(language === "en" ? {} : { html: html(htmlParagraphs(text)) }),
  };
}

export function refundRequestedNotification(
  to: string,
  request: {
    paymentId: number;
    amount: string;
    type: string;
    paidOn: Date;
    reason: string | null;
    user: { id: number; username: string; email: string } | null;
  },
  adminUrl: string,
): Mail {
  const who = request.user
    ? `${request.user.username} <${request.user.email}> (user #${request.user.id})`
    : "a deleted user";
  return {
    to,
    subject: `[ViralScore admin] Refund requested for payment #${request.paymentId}`,
    text:
      `A creator asked for a refund under the 30-day money-back guarantee.\n\n` +
      `Payment: #${request.paymentId} of ${day(request.paidOn)}\nAmount: ${request.amount} (USD)\nType: ${request.type}\n` +
      `User: ${who}\nReason: ${request.reason ? oneLine(request.reason) : "not given"}\n\n` +
      `Refund it from the payments list: ${adminUrl}\n\n` +
      `You get this e-mail because notifications are on in the admin settings.`,
  };
}
