import { z } from "zod";
import { ANALYSIS_KINDS, type AnalysisKind } from "./analysis";

// The admin area's lists: every list is paged, searched and sorted on the server, so that no screen loads a
// whole table (docs/decisions/007-admin-lists-at-scale.md).
// GET /api/admin/<list>?page=&pageSize=&search=&sort=&order= plus filters.

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 25;

const pageSchema = z.coerce
  .number({ message: "page must be a number" })
  .int("page must be a whole number")
  .min(1, "page starts at 1")
  .max(100_000, "page is too large")
  .default(1);
const pageSizeSchema = z.coerce
  .number({ message: "pageSize must be a number" })
  .int("pageSize must be a whole number")
  .refine((value) => (ADMIN_PAGE_SIZES as readonly number[]).includes(value), {
    message: `pageSize must be one of ${ADMIN_PAGE_SIZES.join(", ")}`,
  })
  .default(DEFAULT_ADMIN_PAGE_SIZE);
const searchSchema = z.string().trim().max(100, "Search is at most 100 characters").default("");
const orderSchema = z.enum(["asc", "desc"], { message: "order must be asc or desc" }).default("desc");
const optionalId = z.coerce
  .number({ message: "The id must be a number" })
  .int("The id must be a whole number")
  .positive("The id must be a positive number")
  .max(2_147_483_647, "The id is too large")
  .optional();

/** The earliest and latest day a date-range filter accepts: far beyond any row, short of nonsense. */
export const ADMIN_RANGE_FIRST_DAY = "2000-01-01";
export const ADMIN_RANGE_LAST_DAY = "2099-12-31";

/** A calendar day as <input type="date"> gives it (YYYY-MM-DD), a real date between 2000 and 2099. */
function rangeDay(label: string) {
  return (
    z
      .string({ message: `${label} must be a date` })
      // abort: a text that is no YYYY-MM-DD gets this one message, not also "not a real date".
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} must be a date like 2026-01-31`, abort: true })
      .refine((value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
      }, `${label} is not a real date`)
      .refine(
        (value) => value >= ADMIN_RANGE_FIRST_DAY && value <= ADMIN_RANGE_LAST_DAY,
        `${label} must be between 2000 and 2099`,
      )
      .optional()
  );
}

/**
 * A list's date range: rows created from the first moment of `from` to the last moment of `to`, both UTC
 * days and both optional. The same fields filter the CSV exports.
 */
export const dateRangeFields = { from: rangeDay("From"), to: rangeDay("To") };

/** Refuses a range that ends before it starts, on the `to` field (compared only when both are valid days). */
export function refineDateRange(range: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (range.from && range.to && range.from > range.to) {
    ctx.addIssue({ code: "custom", message: "To must be on or after From", path: ["to"] });
  }
}

function listQuery<const S extends readonly [string, ...string[]]>(sorts: S) {
  return z
    .object({
      page: pageSchema,
      pageSize: pageSizeSchema,
      search: searchSchema,
      sort: z.enum(sorts, { message: `sort must be one of ${sorts.join(", ")}` }).default(sorts[0] as S[0]),
      order: orderSchema,
    })
    .strict();
}

export const adminUsersQuerySchema = listQuery(["createdAt", "username", "email", "freeTrialsUsed"])
  .extend(dateRangeFields)
  .superRefine(refineDateRange);
/** "own": a creator's own posts; "competitor": someone else's post a Pro member analysed to compare with. */
export const analysisKindFilter = z.enum(ANALYSIS_KINDS, { message: "kind must be own or competitor" }).optional();
export const adminAnalysesQuerySchema = listQuery(["createdAt", "viralScore", "fileName"])
  .extend({ userId: optionalId, kind: analysisKindFilter, ...dateRangeFields })
  .superRefine(refineDateRange);
export const PAYMENT_STATUSES = ["succeeded", "pending", "failed", "refunded"] as const;
export const PAYMENT_TYPES = ["per_post", "subscription"] as const;
export const adminPaymentsQuerySchema = listQuery(["createdAt", "amount", "status"])
  .extend({
    status: z.enum(PAYMENT_STATUSES, { message: "status must be succeeded, pending, failed or refunded" }).optional(),
    type: z.enum(PAYMENT_TYPES, { message: "type must be per_post or subscription" }).optional(),
    userId: optionalId,
    /** Only payments whose creator asked for a refund that has not been made yet. */
    refundRequested: z
      .enum(["true"], { message: "refundRequested can only be true" })
      .transform(() => true)
      .optional(),
    ...dateRangeFields,
  })
  .superRefine(refineDateRange);
export const adminPromoCodesQuerySchema = listQuery(["createdAt", "code", "usedCount", "endDate"]);
export const adminAccountsQuerySchema = listQuery(["createdAt", "username", "lastLogin"]);
export const adminLoginAttemptsQuerySchema = listQuery(["createdAt"])
  .extend({
    success: z
      .enum(["true", "false"], { message: "success must be true or false" })
      .transform((value) => value === "true")
      .optional(),
    ...dateRangeFields,
  })
  .superRefine(refineDateRange);
export const adminAuditQuerySchema = listQuery(["createdAt"]).extend(dateRangeFields).superRefine(refineDateRange);
export const CONTACT_MESSAGE_STATUSES = ["new", "read", "handled"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
export const adminMessagesQuerySchema = listQuery(["createdAt"])
  .extend({
    status: z.enum(CONTACT_MESSAGE_STATUSES, { message: "status must be new, read or handled" }).optional(),
    ...dateRangeFields,
  })
  .superRefine(refineDateRange);

export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export type AdminAnalysesQuery = z.infer<typeof adminAnalysesQuerySchema>;
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;
export type AdminPromoCodesQuery = z.infer<typeof adminPromoCodesQuerySchema>;
export type AdminAccountsQuery = z.infer<typeof adminAccountsQuerySchema>;
export type AdminLoginAttemptsQuery = z.infer<typeof adminLoginAttemptsQuerySchema>;
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;
export type AdminMessagesQuery = z.infer<typeof adminMessagesQuerySchema>;

/** One page of a list. `total` counts every row matching the search and filters. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

type Ref = { id: number; username: string };

/** GET /api/admin/users: a user as the admin sees it, plus what the badges and links need. */
export type AdminUserRow = {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  language: "en" | "ar";
  freeTrialsUsed: number;
  autoChargeEnabled: boolean;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionPlan: string;
  subscriptionStatus: string | null;
  /** Pro in force now: the subscription badge. */
  subscriptionActive: boolean;
  emailVerified: boolean;
  /** The user's own analyses. */
  analysesCount: number;
  /** Competitors' posts the user analysed on /compare, counted apart from their own. */
  competitorAnalysesCount: number;
  paymentsCount: number;
  createdAt: string;
};
/** The users page also says the free-trial limit in force, for "n/limit". */
export type AdminUsersPage = Page<AdminUserRow> & { freeTrialLimit: number };

export type AdminAnalysisRow = {
  id: number;
  fileName: string;
  mediaType: "video" | "image";
  viralScore: number;
  viralPotential: string;
  paymentType: string;
  /** A competitor's post (analysed on /compare), not the creator's own: marked in the list, counted apart. */
  kind: AnalysisKind;
  createdAt: string;
  user: Ref | null;
};

export type AdminPaymentRow = {
  id: number;
  stripePaymentIntentId: string | null;
  user: (Ref & { email: string }) | null;
  amount: number; // cents
  currency: string;
  type: (typeof PAYMENT_TYPES)[number];
  method: string;
  status: (typeof PAYMENT_STATUSES)[number];
  failureMessage: string | null;
  /** The provider's decline code, or PAID_WITHOUT_GRANT for a payment taken that bought nothing. */
  declineCode: string | null;
  promoCode: string | null;
  /** The creator's money-back request, and the refund once made (refundedAmount in cents). */
  refundRequestedAt: string | null;
  refundReason: string | null;
  refundedAmount: number;
  refundedAt: string | null;
  createdAt: string;
};

export type AdminPromoCodeRow = {
  id: number;
  code: string;
  discountType: "percentage" | "fixed";
  discountValue: number;
  maxUses: number | null;
  usedCount: number;
  startDate: string;
  endDate: string;
  isActive: boolean;
  createdBy: Ref | null;
  createdAt: string;
};

/** GET /api/admin/promo-codes/:id/redemptions: who redeemed a code. */
export type PromoRedemptionRow = {
  id: number;
  user: (Ref & { email: string }) | null;
  target: "analysis" | "subscription";
  createdAt: string;
};

export type AdminAccountRow = {
  id: number;
  username: string;
  createdBy: Ref | null;
  createdAt: string;
  lastLogin: string | null;
  /** The admin asking: they cannot delete themselves. */
  isSelf: boolean;
};

export type AdminLoginAttemptRow = {
  id: number;
  username: string;
  ip: string | null;
  userAgent: string | null;
  success: boolean;
  createdAt: string;
};

export type AdminAuditRow = {
  id: number;
  /** Kept when the admin account is deleted later. */
  adminUsername: string;
  action: string; // e.g. "user.update", "promo_code.create", "settings.update"
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};

export type AdminMessageRow = {
  id: number;
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  status: ContactMessageStatus;
  /** Set when the sender was signed in (any plan). */
  userId: number | null;
  /** The sender had Pro in force when writing (priority support): listed first until handled. */
  priority: boolean;
  repliedAt: string | null;
  createdAt: string;
};
