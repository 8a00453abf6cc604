import { and, count, desc, eq, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  AdminAccountsQuery,
  AdminAuditQuery,
  AdminLoginAttemptsQuery,
  AdminMessagesQuery,
  AdminPromoCodesQuery,
} from "@shared/schemas/admin-lists";
import type { Db } from "../../db/client";
import {
  adminAuditLog,
  adminLoginAttempts,
  adminUsers,
  contactMessages,
  promoCodes,
  promoRedemptions,
  users,
} from "../../db/schema";
import {
  containsPattern,
  createdWithin,
  lowerLike,
  orderWithId,
  pageWindow,
  type RowsAndTotal,
  withTotal,
} from "./admin-lists-sql";

// The admin's smaller lists: promo codes and their redemptions, admin accounts, the login-attempt log, the
// audit log and the contact inbox. Paged and searched in SQL like the big ones, so none of them can grow
// into a screen that loads a whole table.

const creator = alias(adminUsers, "creator");

const promoCodeColumns = {
  id: promoCodes.id,
  code: promoCodes.code,
  discountType: promoCodes.discountType,
  discountValue: promoCodes.discountValue,
  maxUses: promoCodes.maxUses,
  usedCount: promoCodes.usedCount,
  startDate: promoCodes.startDate,
  endDate: promoCodes.endDate,
  isActive: promoCodes.isActive,
  createdAt: promoCodes.createdAt,
  creatorId: creator.id,
  creatorUsername: creator.username,
};
export type PromoCodeListRow = Omit<typeof promoCodes.$inferSelect, "createdBy"> & {
  creatorId: number | null;
  creatorUsername: string | null;
};

const accountColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  createdAt: adminUsers.createdAt,
  lastLogin: adminUsers.lastLogin,
  creatorId: creator.id,
  creatorUsername: creator.username,
};
export type AccountListRow = {
  id: number;
  username: string;
  createdAt: Date;
  lastLogin: Date | null;
  creatorId: number | null;
  creatorUsername: string | null;
};

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  company: contactMessages.company,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  userId: contactMessages.userId,
  priority: contactMessages.priority,
  repliedAt: contactMessages.repliedAt,
  createdAt: contactMessages.createdAt,
};
export type MessageListRow = Omit<typeof contactMessages.$inferSelect, "ip" | "mailedAt" | "language">;

const auditColumns = {
  id: adminAuditLog.id,
  adminUsername: adminAuditLog.adminUsername,
  action: adminAuditLog.action,
  targetType: adminAuditLog.targetType,
  targetId: adminAuditLog.targetId,
  before: adminAuditLog.before,
  after: adminAuditLog.after,
  createdAt: adminAuditLog.createdAt,
};
export type AuditListRow = Omit<typeof adminAuditLog.$inferSelect, "adminUserId" | "ip">;

const loginAttemptColumns = {
  id: adminLoginAttempts.id,
  username: adminLoginAttempts.username,
  ip: adminLoginAttempts.ip,
  userAgent: adminLoginAttempts.userAgent,
  success: adminLoginAttempts.success,
  createdAt: adminLoginAttempts.createdAt,
};
export type LoginAttemptListRow = Omit<typeof adminLoginAttempts.$inferSelect, "adminUserId">;

export type RedemptionListRow = {
  id: number;
  target: string;
  createdAt: Date;
  userId: number | null;
  username: string | null;
  email: string | null;
};

const promoSorts = {
  createdAt: promoCodes.createdAt,
  code: promoCodes.code,
  usedCount: promoCodes.usedCount,
  endDate: promoCodes.endDate,
} as const;
const accountSorts = {
  createdAt: adminUsers.createdAt,
  username: sql`lower(${adminUsers.username})`,
  lastLogin: adminUsers.lastLogin,
} as const;

export function createAdminRecordsListRepository(db: Db) {
  const selectPromoCodes = () =>
    db.select(promoCodeColumns).from(promoCodes).leftJoin(creator, eq(creator.id, promoCodes.createdBy));
  const selectAccounts = () =>
    db.select(accountColumns).from(adminUsers).leftJoin(creator, eq(creator.id, adminUsers.createdBy));
  const selectMessages = () => db.select(messageColumns).from(contactMessages);

  return {
    async listPromoCodes(query: AdminPromoCodesQuery): Promise<RowsAndTotal<PromoCodeListRow>> {
      const pattern = containsPattern(query.search);
      const where = pattern ? lowerLike(promoCodes.code, pattern) : undefined;
      const { limit, offset } = pageWindow(query);
      return withTotal(
        selectPromoCodes()
          .where(where)
          .orderBy(...orderWithId(promoSorts[query.sort], promoCodes.id, query.order))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(promoCodes).where(where),
      );
    },

    async findPromoCode(id: number): Promise<PromoCodeListRow | null> {
      const [row] = await selectPromoCodes().where(eq(promoCodes.id, id)).limit(1);
      return row ?? null;
    },

    async listRedemptions(
      promoCodeId: number,
      page: { page: number; pageSize: number },
    ): Promise<RowsAndTotal<RedemptionListRow>> {
      const where = eq(promoRedemptions.promoCodeId, promoCodeId);
      const { limit, offset } = pageWindow(page);
      return withTotal(
        db
          .select({
            id: promoRedemptions.id,
            target: promoRedemptions.target,
            createdAt: promoRedemptions.createdAt,
            userId: users.id,
            username: users.username,
            email: users.email,
          })
          .from(promoRedemptions)
          .leftJoin(users, eq(users.id, promoRedemptions.userId))
          .where(where)
          .orderBy(...orderWithId(promoRedemptions.createdAt, promoRedemptions.id, "desc"))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(promoRedemptions).where(where),
      );
    },

    async listAccounts(query: AdminAccountsQuery): Promise<RowsAndTotal<AccountListRow>> {
      const pattern = containsPattern(query.search);
      const where = pattern ? lowerLike(adminUsers.username, pattern) : undefined;
      const { limit, offset } = pageWindow(query);
      return withTotal(
        selectAccounts()
          .where(where)
          // Never-logged-in admins go last whichever way the list is sorted.
          .orderBy(...orderWithId(accountSorts[query.sort], adminUsers.id, query.order, query.sort === "lastLogin"))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(adminUsers).where(where),
      );
    },

    async listLoginAttempts(query: AdminLoginAttemptsQuery): Promise<RowsAndTotal<LoginAttemptListRow>> {
      const pattern = containsPattern(query.search);
      const where = and(
        pattern
          ? or(lowerLike(adminLoginAttempts.username, pattern), lowerLike(adminLoginAttempts.ip, pattern))
          : undefined,
        query.success === undefined ? undefined : eq(adminLoginAttempts.success, query.success),
        createdWithin(adminLoginAttempts.createdAt, query),
      );
      const { limit, offset } = pageWindow(query);
      return withTotal(
        db
          .select(loginAttemptColumns)
          .from(adminLoginAttempts)
          .where(where)
          .orderBy(...orderWithId(adminLoginAttempts.createdAt, adminLoginAttempts.id, query.order))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(adminLoginAttempts).where(where),
      );
    },

    async listAudit(query: AdminAuditQuery): Promise<RowsAndTotal<AuditListRow>> {
      const pattern = containsPattern(query.search);
      const where = and(
        pattern
          ? or(
              lowerLike(adminAuditLog.action, pattern),
              lowerLike(adminAuditLog.adminUsername, pattern),
              lowerLike(adminAuditLog.targetId, pattern),
            )
          : undefined,
        createdWithin(adminAuditLog.createdAt, query),
      );
      const { limit, offset } = pageWindow(query);
      return withTotal(
        db
          .select(auditColumns)
          .from(adminAuditLog)
          .where(where)
          .orderBy(...orderWithId(adminAuditLog.createdAt, adminAuditLog.id, query.order))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(adminAuditLog).where(where),
      );
    },

    async listMessages(query: AdminMessagesQuery): Promise<RowsAndTotal<MessageListRow> & { unread: number }> {
      const pattern = containsPattern(query.search);
      const where = and(
        pattern
          ? or(
              lowerLike(contactMessages.name, pattern),
              lowerLike(contactMessages.email, pattern),
              lowerLike(contactMessages.subject, pattern),
            )
          : undefined,
        query.status ? eq(contactMessages.status, query.status) : undefined,
        createdWithin(contactMessages.createdAt, query),
      );
      const { limit, offset } = pageWindow(query);
      const [page, [unread]] = await Promise.all([
        withTotal(
          selectMessages()
            .where(where)
            // Priority support: a Pro member's message stays on top until it is handled.
            .orderBy(
              desc(and(contactMessages.priority, ne(contactMessages.status, "handled"))!),
              ...orderWithId(contactMessages.createdAt, contactMessages.id, query.order),
            )
            .limit(limit)
            .offset(offset),
          db.select({ n: count() }).from(contactMessages).where(where),
        ),
        // The inbox badge: every unread message, whatever the search and filter.
        db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
      ]);
      return { ...page, unread: Number(unread?.n ?? 0) };
    },
  };
}
