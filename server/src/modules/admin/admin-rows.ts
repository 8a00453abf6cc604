import { isPremium } from "@shared/billing";
import type { AdminAccountRow, AdminMessageRow, AdminPromoCodeRow, AdminUserRow } from "@shared/schemas/admin-lists";
import type { AccountListRow, MessageListRow, PromoCodeListRow } from "./admin-lists-records.repository";
import type { UserCounts, UserListRow } from "./admin-lists-users.repository";

// The admin area's records in the shapes of shared/schemas/admin-lists.ts, with ISO dates: one formatter per
// record, used by the lists and by the writes that answer with the record they changed.

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
export const ref = (id: number | null, username: string | null) =>
  id !== null && username !== null ? { id, username } : null;

/** A user as GET /api/admin/users lists them, never the password hash. */
export function presentUserRow(row: UserListRow, counts: UserCounts): AdminUserRow {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language === "ar" ? "ar" : "en",
    freeTrialsUsed: row.freeTrialsUsed,
    autoChargeEnabled: row.autoChargeEnabled,
    // The API keeps its stripe* names (decision 035).
    stripeCustomerId: row.providerCustomerId,
    stripeSubscriptionId: row.providerSubscriptionId,
    subscriptionPlan: row.subscriptionPlan,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionActive: isPremium(row),
    emailVerified: row.emailVerified,
    analysesCount: counts.analysesCount,
    competitorAnalysesCount: counts.competitorAnalysesCount,
    paymentsCount: counts.paymentsCount,
    createdAt: iso(row.createdAt),
  };
}

export function presentPromoCodeRow(
  row: Omit<PromoCodeListRow, "creatorId" | "creatorUsername">,
  createdBy: { id: number; username: string } | null,
): AdminPromoCodeRow {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType === "fixed" ? "fixed" : "percentage",
    discountValue: row.discountValue,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    isActive: row.isActive,
    createdBy,
    createdAt: iso(row.createdAt),
  };
}

export function presentAccountRow(row: AccountListRow, selfId: number): AdminAccountRow {
  return {
    id: row.id,
    username: row.username,
    createdBy: ref(row.creatorId, row.creatorUsername),
    createdAt: iso(row.createdAt),
    lastLogin: isoOrNull(row.lastLogin),
    isSelf: row.id === selfId,
  };
}

export function presentMessageRow(row: MessageListRow): AdminMessageRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    subject: row.subject,
    message: row.message,
    status: row.status === "read" || row.status === "handled" ? row.status : "new",
    userId: row.userId,
    priority: row.priority,
    repliedAt: isoOrNull(row.repliedAt),
    createdAt: iso(row.createdAt),
  };
}
