import { eq } from "drizzle-orm";
import type { AdminUserRow } from "@shared/schemas/admin-lists";
import { formatCents } from "@shared/billing";
import type { AdminRefundResponse } from "@shared/schemas/refunds";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import type { Clock } from "../../lib/clock";
import type { BillingService } from "../billing/billing.service";
import type { ProChange } from "../billing/pro-operations";
import type { EmailVerificationService } from "../account/verification/email-verification.service";
import { type AdminActor, type AuditAction, recordAudit } from "./admin-audit.repository";
import { createAdminUsersRepository } from "./admin-users.repository";
import { USER_NOT_FOUND_MESSAGE } from "./admin-users.service";

// The operator's actions on one creator, from the users table and the payments list: refund a payment, cancel
// Pro, give a Pro month, mail a fresh verification link. Billing does the money and the subscription; each
// change is written with its audit entry in one transaction.

export type AdminUserActionResponse = { message: string; user: AdminUserRow };

/** The subscription columns as the audit log shows them (dates as ISO text). */
const auditColumns = (columns: ProChange["before"]) => ({
  ...columns,
  currentPeriodEnd: columns.currentPeriodEnd?.toISOString() ?? null,
});

export function createAdminOperatorService(deps: {
  db: Db;
  clock: Clock;
  billing: Pick<BillingService, "refunds" | "pro">;
  emailVerification: Pick<EmailVerificationService, "resendToUser">;
}) {
  const userRows = createAdminUsersRepository(deps.db);

  async function presentUser(userId: number): Promise<AdminUserRow> {
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
    return userRows.present(user);
  }

  const proAudit =
    (actor: AdminActor, action: AuditAction, userId: number) =>
    (tx: Parameters<typeof recordAudit>[0], change: ProChange) =>
      recordAudit(tx, {
        admin: actor,
        action,
        targetType: "user",
        targetId: userId,
        before: auditColumns(change.before),
        after: auditColumns(change.after),
        at: deps.clock.now(),
      });

  return {
    async refundPayment(actor: AdminActor, paymentId: number): Promise<AdminRefundResponse> {
      const outcome = await deps.billing.refunds.refund(paymentId, {
        inTransaction: (tx, result) =>
          recordAudit(tx, {
            admin: actor,
            action: "payment.refund",
            targetType: "payment",
            targetId: paymentId,
            before: { status: "succeeded", userId: result.userId },
            after: {
              status: "refunded",
              refundedAmount: result.refundedAmount,
              creditTakenBack: result.creditTakenBack,
              proEnded: result.proEnded,
            },
            at: deps.clock.now(),
          }),
      });
      const effects = [
        outcome.creditTakenBack ? "the unused analysis was taken back" : null,
        outcome.proEnded ? "Pro has ended" : null,
      ].filter(Boolean);
      return {
        message: `Refunded ${formatCents(outcome.refundedAmount)}${effects.length ? `; ${effects.join(" and ")}` : ""}. The creator was e-mailed a receipt.`,
        paymentId: outcome.paymentId,
        refundedAmount: outcome.refundedAmount,
        creditTakenBack: outcome.creditTakenBack,
        proEnded: outcome.proEnded,
      };
    },

    async cancelPro(actor: AdminActor, userId: number): Promise<AdminUserActionResponse> {
      await deps.billing.pro.endPro(userId, proAudit(actor, "user.cancel_pro", userId));
      return { message: "Pro is cancelled: it ended now and will not renew.", user: await presentUser(userId) };
    },

    async grantProMonth(actor: AdminActor, userId: number): Promise<AdminUserActionResponse> {
      const change = await deps.billing.pro.grantProMonth(userId, proAudit(actor, "user.grant_pro_month", userId));
      const until = change.after.currentPeriodEnd!.toISOString().slice(0, 10);
      return { message: `A free Pro month is granted: Pro runs until ${until}.`, user: await presentUser(userId) };
    },

    /** The account's verification service mails the link (and refuses a verified address); this adds the audit. */
    async resendVerification(actor: AdminActor, userId: number): Promise<AdminUserActionResponse> {
      const user = await deps.emailVerification.resendToUser(userId);
      if (!user) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
      await deps.db.transaction((tx) =>
        recordAudit(tx, {
          admin: actor,
          action: "user.resend_verification",
          targetType: "user",
          targetId: userId,
          after: { sentTo: user.email },
          at: deps.clock.now(),
        }),
      );
      return { message: `A new verification link was sent to ${user.email}.`, user: await userRows.present(user) };
    },
  };
}
export type AdminOperatorService = ReturnType<typeof createAdminOperatorService>;
