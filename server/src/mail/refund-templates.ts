import type { Mail } from "./mailer";

// The money-back guarantee's e-mails: the creator's refund receipt, and the support address's notice of a
// new refund request.

const day = (date: Date) => date.toISOString().slice(0, 10);
/** One line for a header or a labelled line: text typed with line breaks must not add lines of its own. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

export function refundReceiptMail(
  to: string,
  username: string,
  refund: {
    paymentId: number;
    amount: string;
    paidOn: Date;
    refundedOn: Date;
    item: string;
    creditTakenBack: boolean;
    proEnded: boolean;
    testMode: boolean;
  },
): Mail {
  const effect = refund.proEnded
    ? "Your Pro subscription has ended with this refund and will not renew."
    : refund.creditTakenBack
      ? "The analysis this payment bought had not been used; it has been taken back."
      : "";
  const test = refund.testMode ? "\n\nTEST MODE: this payment was made with a test card; no real money moved." : "";
  return {
    to,
    subject: `Your ViralScore refund for payment #${refund.paymentId}${refund.testMode ? " (test mode)" : ""}`,
    text:
      `Hi ${username},\n\nWe have refunded your payment.\n\n` +
      `Payment: #${refund.paymentId} of ${day(refund.paidOn)}\nItem: ${refund.item}\n` +
      `Refunded: ${refund.amount} (USD) on ${day(refund.refundedOn)}\n\n` +
      `The money goes back to the card you paid with; banks usually show it within 5 to 10 business days.` +
      `${effect ? `\n${effect}` : ""}${test}\n\n` +
      `Questions? Reply to this e-mail or write to support.\n\n— ViralScore`,
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
