CREATE TABLE "planned_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"hashtags" text DEFAULT '' NOT NULL,
	"planned_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Asia/Riyadh' NOT NULL,
	"status" text DEFAULT 'idea' NOT NULL,
	"remind_minutes_before" integer,
	"reminder_sent_at" timestamp with time zone,
	"reminder_attempts" integer DEFAULT 0 NOT NULL,
	"reminder_retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planned_posts_status_check" CHECK ("planned_posts"."status" in ('idea', 'filming', 'ready', 'posted')),
	CONSTRAINT "planned_posts_remind_minutes_check" CHECK ("planned_posts"."remind_minutes_before" is null or "planned_posts"."remind_minutes_before" between 1 and 10080)
);
--> statement-breakpoint
ALTER TABLE "planned_posts" ADD CONSTRAINT "planned_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planned_posts_user_id_planned_at_idx" ON "planned_posts" USING btree ("user_id","planned_at");--> statement-breakpoint
CREATE INDEX "planned_posts_reminder_due_idx" ON "planned_posts" USING btree ("planned_at") WHERE "planned_posts"."reminder_sent_at" is null and "planned_posts"."remind_minutes_before" is not null;