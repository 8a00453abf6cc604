import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { adminUsers } from "./admin";
import { users } from "./users";

export const promoCodes = pgTable(
  "promo_codes",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(), // upper-cased
    discountType: text("discount_type").notNull(), // percentage | fixed (cents)
    discountValue: integer("discount_value").notNull(),
    maxUses: integer("max_uses"), // null: unlimited
    usedCount: integer("used_count").notNull().default(0),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promo_codes_code_unique").on(t.code),
    check("promo_codes_discount_type_check", sql`${t.discountType} in ('percentage', 'fixed')`),
    check("promo_codes_discount_value_check", sql`${t.discountValue} >= 1`),
    check("promo_codes_percentage_max_check", sql`${t.discountType} <> 'percentage' or ${t.discountValue} <= 100`),
    check("promo_codes_used_count_check", sql`${t.usedCount} >= 0`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    // Kept when the user is deleted: payment records are accounting records.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider").notNull(), // test | stripe
    providerPaymentIntentId: text("provider_payment_intent_id"),
    providerInvoiceId: text("provider_invoice_id"),
    amount: integer("amount").notNull(), // cents
    currency: text("currency").notNull().default("usd"),
    type: text("type").notNull(), // per_post | subscription
    // How it was paid: card (one-time form) | saved_card | auto_charge | promo (100% code, no charge)
    method: text("method").notNull().default("card"),
    // Deterministic per business action: a retried request finds this row instead of charging twice.
    idempotencyKey: text("idempotency_key"),
    providerSubscriptionId: text("provider_subscription_id"),
    declineCode: text("decline_code"),
    receiptSentAt: timestamp("receipt_sent_at", { withTimezone: true }),
    status: text("status").notNull(), // succeeded | pending | failed | refunded
    promoCodeId: integer("promo_code_id").references(() => promoCodes.id, { onDelete: "set null" }),
    failureMessage: text("failure_message"),
    // The money-back guarantee: the creator's request (within 30 days of paying), then the refund itself.
    refundRequestedAt: timestamp("refund_requested_at", { withTimezone: true }),
    refundReason: text("refund_reason"),
    // Set while one admin's refund is at the provider, so a second click cannot start another.
    refundClaimedAt: timestamp("refund_claimed_at", { withTimezone: true }),
    // Cents given back. Equal to amount once status is refunded; a partial refund made in Stripe's
    // dashboard leaves the payment succeeded with the rest still counted as revenue.
    refundedAmount: integer("refunded_amount").notNull().default(0),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    providerRefundId: text("provider_refund_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_provider_payment_intent_id_unique").on(t.providerPaymentIntentId),
    uniqueIndex("payments_idempotency_key_unique").on(t.idempotencyKey),
    index("payments_user_id_idx").on(t.userId, t.createdAt),
    index("payments_created_at_idx").on(t.createdAt),
    // The admin payments list filters by status and type and sorts by amount; revenue sums succeeded rows.
    index("payments_status_created_at_idx").on(t.status, t.createdAt),
    index("payments_type_created_at_idx").on(t.type, t.createdAt),
    index("payments_amount_idx").on(t.amount, t.id),
    index("payments_provider_payment_intent_id_trgm_idx").using(
      "gin",
      sql`lower(${t.providerPaymentIntentId}) gin_trgm_ops`,
    ),
    check("payments_status_check", sql`${t.status} in ('succeeded', 'pending', 'failed', 'refunded')`),
    check("payments_refunded_amount_check", sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
    check("payments_amount_check", sql`${t.amount} >= 0`),
    check("payments_type_check", sql`${t.type} in ('per_post', 'subscription')`),
  ],
);

export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: serial("id").primaryKey(),
    promoCodeId: integer("promo_code_id")
      .notNull()
      .references(() => promoCodes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    target: text("target").notNull(), // analysis | subscription
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One redemption per user per code.
    uniqueIndex("promo_redemptions_code_user_unique").on(t.promoCodeId, t.userId),
    index("promo_redemptions_created_at_idx").on(t.promoCodeId, t.createdAt),
    index("promo_redemptions_user_id_idx").on(t.userId),
  ],
);

// Stripe delivers webhooks at least once; each event id is processed once. processed_at is when the event was claimed;
// completed_at when its handling finished. A claim left incomplete for minutes (its process died) may be claimed again
// by Stripe's next retry.
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
});

// Saved cards, mirrored from the provider (card details themselves stay at Stripe): enough to list them,
// refuse the same card twice (fingerprint) and know the default one.
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: text("id").primaryKey(), // the provider's pm_… id
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    fingerprint: text("fingerprint"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_methods_user_id_idx").on(t.userId),
    uniqueIndex("payment_methods_user_fingerprint_unique").on(t.userId, t.fingerprint),
  ],
);

// Secrets the server makes for itself on first start (the flash-offer signing key when SESSION_SECRET is
// unset), kept here so every process and every restart signs with the same key.
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// The embedded test-mode provider's objects (customers, intents, cards, subscriptions): a small fake Stripe kept in the
// database so several app processes see the same payments (docs/decisions/003-test-mode-provider-in-the-database.md).
export const testProviderObjects = pgTable(
  "test_provider_objects",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(), // customer | payment_intent | setup_intent | payment_method | subscription | refund
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("test_provider_objects_idempotency_key_unique").on(t.idempotencyKey)],
);
