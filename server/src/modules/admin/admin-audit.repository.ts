import type { Tx } from "../../db/client";
import { adminAuditLog } from "../../db/schema";

// The writer of the admin audit log: every admin mutation is recorded. It only takes a transaction: the entry is
// written with the change it describes, so a change that rolls back leaves no entry and an entry never describes a
// change that did not happen.

/** Who did it, from the bearer token (never from the request body), and from where. */
export type AdminActor = { id: number; username: string; ip: string | null };

export type AuditAction =
  | "user.create"
  | "user.update"
  | "user.delete"
  | "user.clear_login_lockout"
  | "analysis.delete"
  | "promo_code.create"
  | "promo_code.update"
  | "promo_code.delete"
  | "admin.create"
  | "admin.password"
  | "admin.delete"
  | "settings.update"
  | "message.status"
  | "message.reply"
  | "payment.refund"
  | "user.cancel_pro"
  | "user.grant_pro_month"
  | "user.resend_verification";

export type AuditEntry = {
  admin: AdminActor;
  action: AuditAction;
  targetType: "user" | "analysis" | "promo_code" | "admin" | "settings" | "message" | "payment";
  targetId: number | null;
  /** JSON of what changed; never a password or its hash. */
  before?: unknown;
  after?: unknown;
  /** The service's clock, so entries line up with the rest of the records in tests with a fake clock. */
  at: Date;
};

export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminUserId: entry.admin.id,
    adminUsername: entry.admin.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.admin.ip?.slice(0, 64) ?? null,
    createdAt: entry.at,
  });
}
