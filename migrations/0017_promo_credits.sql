ALTER TABLE "users" ADD COLUMN "promo_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_promo_credits_check" CHECK ("users"."promo_credits" >= 0);