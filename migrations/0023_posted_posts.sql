CREATE TABLE "posted_posts" (
	"analysis_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"remind_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"reminder_attempts" integer DEFAULT 0 NOT NULL,
	"reminder_retry_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "posted_posts" ADD CONSTRAINT "posted_posts_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posted_posts" ADD CONSTRAINT "posted_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posted_posts_due_idx" ON "posted_posts" USING btree ("remind_at") WHERE "posted_posts"."reminder_sent_at" is null and "posted_posts"."remind_at" is not null;