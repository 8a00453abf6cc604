import { randomBytes } from "node:crypto";
import { formatCents } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { AppError } from "../../errors";
import type { Clock } from "../../lib/clock";
import type { Logger } from "../../logger";
import { mailLanguage } from "../../mail/mail-language";
import type { Mailer } from "../../mail/mailer";
import { receiptMail } from "../../mail/templates";
import { PaymentProviderError, type PaymentProvider } from "./providers/provider";
import type { SettingsService } from "../settings/settings.service";
import { toPublicUser } from "../account/users/public-user";
import type { BillingRepository, BillingUserRow, PaymentRow } from "./billing.repository";
import type { RefundsRepository } from "./refunds.repository";

// What every part of billing shares: the repository, the provider, the clock, and a few helpers.

export type BillingDeps = {
  repo: BillingRepository;
  /** The money-back guarantee's writes (requests, claims, refunds). */
  refundsRepo: RefundsRepository;
  provider: PaymentProvider;
  settings: SettingsService;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  /** SESSION_SECRET when set; else a secret made once and kept in the database. */
  sessionSecret: string | undefined;
  /** The admin notifications hook: told of failed payments, paid subscriptions and refund requests. */
  notifyAdmins?: (event: BillingEvent) => void;
};

/** What billing tells the admin notifications about; each event is sent once, by the request that made it so. */
export type BillingEvent =
  | { type: "payment_failed"; paymentId: number }
  | { type: "subscription_paid"; paymentId: number }
  | { type: "refund_requested"; paymentId: number };

export const CURRENCY = "usd";

export function createBillingContext(deps: BillingDeps) {
  const { repo, provider } = deps;

  /** Calls the provider; its own failures (network, configuration) become a 502 a person can read. */
  async function callProvider<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      deps.logger.error({ err: error, what }, "payment provider call failed");
      // PaymentProviderError (network, configuration) and anything unexpected read the same to a person.
      throw new AppError(
        "PAYMENT_PROVIDER_ERROR",
        `The payment system could not ${what} right now. Please try again in a minute.`,
        { extra: { providerError: error instanceof PaymentProviderError } },
      );
    }
  }

  async function reloadUser(userId: number): Promise<BillingUserRow> {
    const user = await repo.findUser(userId);
    if (!user) throw new AppError("UNAUTHENTICATED", "Your account no longer exists.");
    return user;
  }

  async function present(user: BillingUserRow): Promise<PublicUser> {
    const { freeTrialLimit } = await deps.settings.get();
    return toPublicUser(user, freeTrialLimit);
  }

  /** The provider customer of a user, created once (a concurrent request's customer wins). */
  async function ensureCustomer(user: BillingUserRow): Promise<string> {
    if (user.providerCustomerId) return user.providerCustomerId;
    const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
    const customerId = await callProvider("create your customer record", () =>
      provider.createCustomer({ email: user.email, name, userId: user.id, idempotencyKey: `customer:user:${user.id}` }),
    );
    return repo.setCustomerId(user.id, customerId);
  }

  /** A receipt for a succeeded payment, once (SMTP or the log); a mail failure never undoes a payment. */
  async function sendReceipt(payment: PaymentRow): Promise<void> {
    if (payment.status !== "succeeded" || payment.amount === 0 || payment.receiptSentAt || !payment.userId) return;
    const user = await repo.findUser(payment.userId);
    if (!user) return;
    try {
      await deps.mailer.send(
        receiptMail(
          user.email,
          user.username,
          {
            id: payment.id,
            amount: formatCents(payment.amount),
            amountCents: payment.amount,
            description: payment.type === "subscription" ? "ViralScore Pro, one month" : "One ViralScore analysis",
            date: payment.updatedAt,
            testMode: payment.provider === "test",
          },
          mailLanguage(user.language),
        ),
      );
      await repo.markReceiptSent(payment.id);
    } catch (error) {
      deps.logger.error({ err: error, paymentId: payment.id }, "could not send a receipt");
    }
  }

  /** Tells the admin notifications; never lets them break or delay a payment. */
  function notify(event: BillingEvent): void {
    try {
      deps.notifyAdmins?.(event);
    } catch (error) {
      deps.logger.error({ err: error, event }, "admin notification hook failed");
    }
  }

  return { ...deps, callProvider, reloadUser, present, ensureCustomer, sendReceipt, notify };
}
export type BillingContext = ReturnType<typeof createBillingContext>;

export const randomSecret = () => randomBytes(32).toString("base64url");
