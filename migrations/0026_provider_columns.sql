ALTER TABLE "users" RENAME COLUMN "stripe_customer_id" TO "provider_customer_id";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "stripe_subscription_id" TO "provider_subscription_id";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "stripe_payment_method_id" TO "provider_payment_method_id";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "stripe_payment_intent_id" TO "provider_payment_intent_id";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "stripe_invoice_id" TO "provider_invoice_id";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "stripe_subscription_id" TO "provider_subscription_id";--> statement-breakpoint
ALTER INDEX "users_stripe_customer_id_unique" RENAME TO "users_provider_customer_id_unique";--> statement-breakpoint
ALTER INDEX "users_stripe_subscription_id_idx" RENAME TO "users_provider_subscription_id_idx";--> statement-breakpoint
ALTER INDEX "payments_stripe_payment_intent_id_unique" RENAME TO "payments_provider_payment_intent_id_unique";--> statement-breakpoint
ALTER INDEX "payments_stripe_payment_intent_id_trgm_idx" RENAME TO "payments_provider_payment_intent_id_trgm_idx";