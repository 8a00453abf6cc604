CREATE TABLE "api_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"api_key_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"analysis_id" integer,
	"error_code" text,
	"error_message" text,
	"idempotency_key" text,
	"request_fingerprint" text,
	"billing" text NOT NULL,
	"payment_id" integer,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_jobs_status_check" CHECK ("api_jobs"."status" in ('queued', 'processing', 'completed', 'failed')),
	CONSTRAINT "api_jobs_billing_check" CHECK ("api_jobs"."billing" in ('included', 'overage'))
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"webhook_url" text,
	"webhook_secret" text
);
--> statement-breakpoint
CREATE TABLE "api_usage_months" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"included_used" integer DEFAULT 0 NOT NULL,
	"overage_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_usage_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "api_jobs" ADD CONSTRAINT "api_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_jobs" ADD CONSTRAINT "api_jobs_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_jobs" ADD CONSTRAINT "api_jobs_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_jobs" ADD CONSTRAINT "api_jobs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_usage_months" ADD CONSTRAINT "api_usage_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_jobs_api_key_id_idempotency_key_unique" ON "api_jobs" USING btree ("api_key_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "api_jobs_user_id_created_at_id_idx" ON "api_jobs" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "api_jobs_status_lease_idx" ON "api_jobs" USING btree ("status","lease_expires_at");--> statement-breakpoint
CREATE INDEX "api_jobs_idempotency_created_at_idx" ON "api_jobs" USING btree ("created_at") WHERE "api_jobs"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user_id_created_at_idx" ON "api_keys" USING btree ("user_id","created_at");