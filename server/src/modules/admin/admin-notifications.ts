import { formatCents } from "@shared/billing";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import {
  loginAttackNotification,
  newSubscriptionNotification,
  paymentFailedNotification,
} from "../../mail/admin-templates";
import { refundRequestedNotification } from "../../mail/refund-templates";
import type { Mail, Mailer } from "../../mail/mailer";
import type { LoginAttack } from "../account/sessions/login-guard";
import type { BillingEvent } from "../billing/billing-context";
import type { SettingsService } from "../settings/settings.service";
import { createAdminNotificationsRepository } from "./admin-notifications.repository";

// Admin notifications: with settings.enableNotifications on, the support address (there is no admin e-mail column)
// hears of a failed payment and of a new subscription. A new contact message needs no notification of its own: the
// contact service already mails it to support, and that mail is the product's delivery of the message, sent whatever
// this setting says.

export function createAdminNotifications(deps: {
  db: Db;
  settings: SettingsService;
  mailer: Mailer;
  supportEmail: string;
  appUrl: string;
  logger: Logger;
}) {
  const repo = createAdminNotificationsRepository(deps.db);
  const adminUrl = `${deps.appUrl}/admin`;

  /**
   * A subscription's first succeeded payment is its start; renewals are not news. A free month from a 100%
   * code is always a start: billing grants it only to someone without Pro.
   */
  async function isNewSubscription(payment: { method: string; providerSubscriptionId: string | null }) {
    if (payment.method === "promo") return true;
    if (!payment.providerSubscriptionId) return false;
    return (await repo.countSucceededPayments(payment.providerSubscriptionId)) === 1;
  }

  async function mailFor(event: BillingEvent): Promise<Mail | null> {
    const payment = await repo.findPayment(event.paymentId);
    if (!payment) return null;
    if (event.type === "payment_failed") {
      if (payment.status !== "failed") return null;
      return paymentFailedNotification(
        deps.supportEmail,
        {
          id: payment.id,
          amount: formatCents(payment.amount),
          type: payment.type,
          reason: payment.failureMessage,
          user: payment.user,
        },
        adminUrl,
      );
    }
    if (event.type === "refund_requested") {
      if (!payment.refundRequestedAt || payment.status !== "succeeded") return null;
      return refundRequestedNotification(
        deps.supportEmail,
        {
          paymentId: payment.id,
          amount: formatCents(payment.amount),
          type: payment.type,
          paidOn: payment.createdAt,
          reason: payment.refundReason,
          user: payment.user,
        },
        `${adminUrl}?tab=payments`,
      );
    }
    if (payment.type !== "subscription" || payment.status !== "succeeded") return null;
    if (!(await isNewSubscription(payment))) return null;
    return newSubscriptionNotification(
      deps.supportEmail,
      {
        paymentId: payment.id,
        amount: formatCents(payment.amount),
        free: payment.method === "promo",
        user: payment.user,
      },
      adminUrl,
    );
  }

  /** Sends the notification for an event, if notifications are on and the event is news. */
  async function deliver(event: BillingEvent): Promise<void> {
    if (!(await deps.settings.get()).enableNotifications) return;
    const mail = await mailFor(event);
    if (mail) await deps.mailer.send(mail);
  }

  return {
    deliver,
    /** Tells the support address an account is under a password-guessing attack (the guard says once an hour). */
    async loginAttack(attack: LoginAttack): Promise<void> {
      if (!(await deps.settings.get()).enableNotifications) return;
      await deps.mailer.send(loginAttackNotification(deps.supportEmail, attack, adminUrl));
    },
    /**
     * The hook billing calls: it returns at once and never throws, so neither a slow nor a failing mail
     * server can delay or break a payment; a failure is logged.
     */
    notify(event: BillingEvent): void {
      deliver(event).catch((error: unknown) => {
        deps.logger.error({ err: error, event }, "admin notification not sent");
      });
    },
  };
}
export type AdminNotifications = ReturnType<typeof createAdminNotifications>;
