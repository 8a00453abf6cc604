CREATE TABLE "comparisons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"left_analysis_id" integer NOT NULL,
	"right_analysis_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weak_signal_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"occurrences" integer NOT NULL,
	"sub_score_sum" double precision NOT NULL,
	"label" text NOT NULL,
	"label_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weak_signal_days_user_id_day_key_pk" PRIMARY KEY("user_id","day","key")
);
--> statement-breakpoint
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
ALTER TABLE "analyses" ADD COLUMN "kind" text DEFAULT 'own' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_left_analysis_id_analyses_id_fk" FOREIGN KEY ("left_analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_right_analysis_id_analyses_id_fk" FOREIGN KEY ("right_analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weak_signal_days" ADD CONSTRAINT "weak_signal_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_posts" ADD CONSTRAINT "planned_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comparisons_user_id_created_at_idx" ON "comparisons" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "comparisons_left_analysis_id_idx" ON "comparisons" USING btree ("left_analysis_id");--> statement-breakpoint
CREATE INDEX "comparisons_right_analysis_id_idx" ON "comparisons" USING btree ("right_analysis_id");--> statement-breakpoint
CREATE INDEX "weak_signal_days_user_key_label_at_idx" ON "weak_signal_days" USING btree ("user_id","key","label_at");--> statement-breakpoint
CREATE INDEX "planned_posts_user_id_planned_at_idx" ON "planned_posts" USING btree ("user_id","planned_at");--> statement-breakpoint
CREATE INDEX "planned_posts_reminder_due_idx" ON "planned_posts" USING btree ("planned_at") WHERE "planned_posts"."reminder_sent_at" is null and "planned_posts"."remind_minutes_before" is not null;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_kind_check" CHECK ("analyses"."kind" in ('own', 'competitor'));--> statement-breakpoint
-- Hand-written below (drizzle-kit does not manage functions or triggers): weak_signal_days, kept by the database.
-- The signals of an explanation that cost points: a weighted sub-score below 60 (WEAK_SIGNAL_BELOW in
-- shared/schemas/pro-analytics.ts; change both together), each key once. Malformed items are skipped, never
-- fatal (CASE guards each cast: SQL does not promise to evaluate AND from left to right).
CREATE FUNCTION "weak_signals_of"(explanation jsonb) RETURNS TABLE ("key" text, "label" text, "sub_score" float8)
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT ON (e->>'key') e->>'key', coalesce(e->>'label', e->>'key'), (e->>'subScore')::float8
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(explanation) = 'array' THEN explanation ELSE '[]'::jsonb END) e
  WHERE jsonb_typeof(e) = 'object' AND jsonb_typeof(e->'key') = 'string'
    AND CASE WHEN jsonb_typeof(e->'subScore') = 'number' THEN (e->>'subScore')::float8 END < 60
    AND CASE WHEN jsonb_typeof(e->'weight') = 'number' THEN (e->>'weight')::float8 END > 0
$$;
--> statement-breakpoint
CREATE FUNCTION "weak_signal_days_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "weak_signal_days" AS d ("user_id", "day", "key", "occurrences", "sub_score_sum", "label", "label_at")
  SELECT NEW."user_id", (NEW."created_at" AT TIME ZONE 'UTC')::date, w."key", 1, w."sub_score", w."label", NEW."created_at"
  FROM "weak_signals_of"(NEW."explanation") w
  ON CONFLICT ("user_id", "day", "key") DO UPDATE SET
    "occurrences" = d."occurrences" + 1,
    "sub_score_sum" = d."sub_score_sum" + EXCLUDED."sub_score_sum",
    "label" = CASE WHEN EXCLUDED."label_at" >= d."label_at" THEN EXCLUDED."label" ELSE d."label" END,
    "label_at" = greatest(d."label_at", EXCLUDED."label_at");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "weak_signal_days_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "weak_signal_days" d SET
    "occurrences" = d."occurrences" - 1,
    "sub_score_sum" = d."sub_score_sum" - w."sub_score"
  FROM "weak_signals_of"(OLD."explanation") w
  WHERE d."user_id" = OLD."user_id" AND d."day" = (OLD."created_at" AT TIME ZONE 'UTC')::date AND d."key" = w."key";
  DELETE FROM "weak_signal_days"
  WHERE "user_id" = OLD."user_id" AND "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date AND "occurrences" <= 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Competitor analyses are someone else's posts: never part of the creator's own figures.
CREATE TRIGGER "analyses_weak_signal_days_insert" AFTER INSERT ON "analyses"
  FOR EACH ROW WHEN (NEW."kind" = 'own') EXECUTE FUNCTION "weak_signal_days_add"();
--> statement-breakpoint
CREATE TRIGGER "analyses_weak_signal_days_delete" AFTER DELETE ON "analyses"
  FOR EACH ROW WHEN (OLD."kind" = 'own') EXECUTE FUNCTION "weak_signal_days_remove"();
--> statement-breakpoint
-- The analyses made before this migration (all of them own: kind is new).
INSERT INTO "weak_signal_days" ("user_id", "day", "key", "occurrences", "sub_score_sum", "label", "label_at")
SELECT a."user_id", (a."created_at" AT TIME ZONE 'UTC')::date, w."key", count(*)::int, sum(w."sub_score"),
  (array_agg(w."label" ORDER BY a."created_at" DESC, a."id" DESC))[1], max(a."created_at")
FROM "analyses" a CROSS JOIN LATERAL "weak_signals_of"(a."explanation") w
GROUP BY 1, 2, 3;
