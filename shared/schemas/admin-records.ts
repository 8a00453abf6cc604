import { z } from "zod";
import { LANGUAGES } from "../constants";
import { promoCodeSchema } from "./billing";
import {
  controlCharacterMessage,
  emailSchema,
  fitsBcrypt,
  isOneLine,
  PASSWORD_TOO_LONG_MESSAGE,
  passwordSchema,
  personNameSchema,
  usernameSchema,
} from "./common";
import { analysisKindFilter, CONTACT_MESSAGE_STATUSES, dateRangeFields, refineDateRange } from "./admin-lists";

// Bodies of the admin area's mutations. The same schemas drive the admin forms and the server's validation.

const languageSchema = z.enum(LANGUAGES, { message: "Language must be en or ar" });

/** POST /api/admin/users */
export const adminCreateUserBodySchema = z
  .object({
    email: emailSchema,
    username: usernameSchema,
    password: passwordSchema,
    language: languageSchema.default("en"),
    firstName: personNameSchema.optional(),
    lastName: personNameSchema.optional(),
  })
  .strict();
export type AdminCreateUserBody = z.infer<typeof adminCreateUserBodySchema>;

/** PUT /api/admin/users/:id */
export const adminUpdateUserBodySchema = z
  .object({
    email: emailSchema,
    username: usernameSchema,
    language: languageSchema,
    freeTrialsUsed: z
      .number({ message: "Free trials used must be a number" })
      .int("Free trials used must be a whole number")
      .min(0, "Free trials used must be between 0 and 10")
      .max(10, "Free trials used must be between 0 and 10"),
    firstName: personNameSchema.optional(),
    lastName: personNameSchema.optional(),
  })
  .strict();
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBodySchema>;

/** An admin password: longer than a user's, as for `npm run admin:create`. */
export const ADMIN_PASSWORD_MIN = 10;
export const adminPasswordSchema = z
  .string({ message: "Password is required" })
  .min(ADMIN_PASSWORD_MIN, `Password must be at least ${ADMIN_PASSWORD_MIN} characters`)
  .refine(fitsBcrypt, PASSWORD_TOO_LONG_MESSAGE)
  .refine(isOneLine, controlCharacterMessage("Password"));

/** POST /api/admin/admin-users. createdBy comes from the token; a createdBy in the body is ignored. */
export const adminCreateAccountBodySchema = z.object({
  username: z
    .string({ message: "Username is required" })
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(64, "Username must be at most 64 characters")
    .regex(/^[A-Za-z0-9_.-]+$/, "Username may contain letters, digits, dots, dashes and underscores"),
  password: adminPasswordSchema,
});
export type AdminCreateAccountBody = z.infer<typeof adminCreateAccountBodySchema>;

/** PUT /api/admin/admin-users/:id/password */
export const adminChangePasswordBodySchema = z
  .object({ newPassword: adminPasswordSchema, confirmPassword: z.string({ message: "Please confirm the password" }) })
  .strict()
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type AdminChangePasswordBody = z.infer<typeof adminChangePasswordBodySchema>;

/** DELETE /api/admin/admin-users/:id asks for the username again. */
export const adminDeleteAccountBodySchema = z
  .object({ confirmUsername: z.string({ message: "Type the admin's username to confirm" }).trim().min(1) })
  .strict();
export type AdminDeleteAccountBody = z.infer<typeof adminDeleteAccountBodySchema>;

const isoDate = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label} must be a date and time` })
    .transform((value) => new Date(value))
    .refine((date) => !Number.isNaN(date.getTime()), `${label} must be a real date`);

/** zod runs object refinements even when a field failed, so the field may still be its raw input. */
function isRealDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** POST /api/admin/promo-codes and PUT /api/admin/promo-codes/:id, with the form's defaults and messages. */
export const adminPromoCodeBodySchema = z
  .object({
    // The shared code rules, with an admin's wording for an empty code (not the redeemer's "to validate").
    code: z.string({ message: "Code is required" }).trim().min(1, "Code is required").pipe(promoCodeSchema),
    discountType: z.enum(["percentage", "fixed"], { message: "Discount type must be percentage or fixed" }),
    discountValue: z
      .number({ message: "Discount value must be a number" })
      .int("Discount value must be a whole number")
      .min(1, "Discount value must be at least 1")
      .max(1_000_000, "Discount value is too large"),
    maxUses: z
      .number({ message: "Max uses must be a number" })
      .int("Max uses must be a whole number")
      .min(1, "Max uses must be at least 1")
      .max(10_000_000, "Max uses is too large")
      .nullable()
      .default(null),
    startDate: isoDate("Start date"),
    endDate: isoDate("End date"),
    isActive: z.boolean({ message: "Active must be true or false" }).default(true),
  })
  .strict()
  .refine((body) => body.discountType !== "percentage" || body.discountValue <= 100, {
    message: "A percentage discount is at most 100",
    path: ["discountValue"],
  })
  // Compared only when both are real dates: a broken start date is reported on its own field alone.
  .refine((body) => !isRealDate(body.startDate) || !isRealDate(body.endDate) || body.endDate > body.startDate, {
    message: "End date must be after start date",
    path: ["endDate"],
  });
export type AdminPromoCodeBody = z.input<typeof adminPromoCodeBodySchema>;
/**
 * What the promo-code routes accept: the form's body, plus a `createdBy` that is dropped before validation.
 * The creator is always the admin of the token; the first version's client sent `createdBy`, and refusing its
 * payload with a 400 helped no one (the admin-users route ignores it the same way).
 */
export const adminPromoCodeRequestSchema = z.preprocess((body) => {
  if (typeof body !== "object" || body === null || Array.isArray(body) || !("createdBy" in body)) return body;
  const { createdBy: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}, adminPromoCodeBodySchema);
export type AdminPromoCodeInput = z.output<typeof adminPromoCodeBodySchema>;

/** PUT /api/admin/messages/:id */
export const adminMessageStatusBodySchema = z
  .object({ status: z.enum(CONTACT_MESSAGE_STATUSES, { message: "Status must be new, read or handled" }) })
  .strict();
export type AdminMessageStatusBody = z.infer<typeof adminMessageStatusBodySchema>;

/** POST /api/admin/messages/:id/reply: sent by e-mail through the mailer; the message is marked read. */
export const adminMessageReplyBodySchema = z
  .object({
    body: z
      .string({ message: "Write a reply" })
      .trim()
      .min(1, "Write a reply")
      .max(5_000, "A reply is at most 5,000 characters"),
  })
  .strict();
export type AdminMessageReplyBody = z.infer<typeof adminMessageReplyBodySchema>;

export const EXPORT_KINDS = ["users", "analyses", "payments"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const exportKindParamSchema = z.object({
  kind: z.enum(EXPORT_KINDS, { message: "Export kind must be users, analyses or payments" }),
});
/** POST /api/admin/export/:kind: optionally the list's current search and filters. */
export const adminExportBodySchema = z
  .object({
    search: z.string().trim().max(100, "Search is at most 100 characters").default(""),
    status: z
      .enum(["succeeded", "pending", "failed", "refunded"], {
        message: "status must be succeeded, pending, failed or refunded",
      })
      .optional(),
    refundRequested: z.literal(true, { message: "refundRequested can only be true" }).optional(),
    type: z.enum(["per_post", "subscription"]).optional(),
    /** Only this user's analyses or payments (the lists' "one user" filter). */
    userId: z
      .number({ message: "The user id must be a number" })
      .int("The user id must be a whole number")
      .positive("The user id must be a positive number")
      .max(2_147_483_647, "The user id is too large")
      .optional(),
    /** Only own or only competitor analyses (the analyses list's filter). */
    kind: analysisKindFilter,
    /** Rows created within these UTC days, as the list shows them. */
    ...dateRangeFields,
  })
  .strict()
  .superRefine(refineDateRange)
  .default({ search: "" });
export type AdminExportBody = z.infer<typeof adminExportBodySchema>;
/** The file name of an export: kind-export-YYYY-MM-DD.csv. */
export function exportFileName(kind: ExportKind, now: Date): string {
  return `${kind}-export-${now.toISOString().slice(0, 10)}.csv`;
}

/** The promo code's badge, first match wins: Inactive, Scheduled, Expired, Usage Limit Reached, Active. */
export type PromoCodeStatus = "Inactive" | "Scheduled" | "Expired" | "Usage Limit Reached" | "Active";
export function promoCodeStatus(
  code: {
    isActive: boolean;
    startDate: string | Date;
    endDate: string | Date;
    usedCount: number;
    maxUses: number | null;
  },
  now: Date,
): PromoCodeStatus {
  if (!code.isActive) return "Inactive";
  if (now < new Date(code.startDate)) return "Scheduled";
  if (now > new Date(code.endDate)) return "Expired";
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return "Usage Limit Reached";
  return "Active";
}
