CREATE TABLE "post_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"analysis_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"posted_on" date NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint,
	"comments" bigint,
	"shares" bigint,
	"saves" bigint,
	"average_watch_seconds" double precision,
	"watched_percent" double precision,
	"followers" bigint,
	"link" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_outcomes_counts_non_negative" CHECK ("post_outcomes"."views" >= 0 and coalesce("post_outcomes"."followers", 0) >= 0),
	CONSTRAINT "post_outcomes_watched_percent" CHECK ("post_outcomes"."watched_percent" is null or "post_outcomes"."watched_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "post_outcomes" ADD CONSTRAINT "post_outcomes_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_outcomes" ADD CONSTRAINT "post_outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_outcomes_analysis_id_idx" ON "post_outcomes" USING btree ("analysis_id","recorded_at");--> statement-breakpoint
CREATE INDEX "post_outcomes_user_id_idx" ON "post_outcomes" USING btree ("user_id");