CREATE TABLE "admin_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_user_id" integer,
	"admin_username" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_free_trials_used_idx" ON "users" USING btree ("free_trials_used","id");--> statement-breakpoint
CREATE INDEX "admin_login_attempts_success_created_at_idx" ON "admin_login_attempts" USING btree ("success","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_created_at_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_type_created_at_idx" ON "payments" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_created_at_idx" ON "promo_redemptions" USING btree ("promo_code_id","created_at");--> statement-breakpoint
CREATE INDEX "analyses_file_name_trgm_idx" ON "analyses" USING gin (lower("file_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "analyses_viral_score_idx" ON "analyses" USING btree ("viral_score","id");--> statement-breakpoint
CREATE INDEX "analyses_payment_type_idx" ON "analyses" USING btree ("payment_type");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_at_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'read', 'handled'));