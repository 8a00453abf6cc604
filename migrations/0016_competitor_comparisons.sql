CREATE TABLE "comparisons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"left_analysis_id" integer NOT NULL,
	"right_analysis_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "kind" text DEFAULT 'own' NOT NULL;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_left_analysis_id_analyses_id_fk" FOREIGN KEY ("left_analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_right_analysis_id_analyses_id_fk" FOREIGN KEY ("right_analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comparisons_user_id_created_at_idx" ON "comparisons" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "comparisons_left_analysis_id_idx" ON "comparisons" USING btree ("left_analysis_id");--> statement-breakpoint
CREATE INDEX "comparisons_right_analysis_id_idx" ON "comparisons" USING btree ("right_analysis_id");--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_kind_check" CHECK ("analyses"."kind" in ('own', 'competitor'));--> statement-breakpoint
-- Hand-written: competitor analyses (issue #11) stay out of the creator's own figures, so the weak-signals
-- trigger of migration 0013 now fills analysis_weak_signals from own analyses only.
CREATE OR REPLACE FUNCTION "analysis_weak_signals_from_explanation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."kind" <> 'own' THEN
    RETURN NULL;
  END IF;
  INSERT INTO "analysis_weak_signals" ("analysis_id", "user_id", "created_at", "key", "label", "sub_score")
  SELECT NEW."id", NEW."user_id", NEW."created_at", e->>'key', coalesce(e->>'label', e->>'key'), (e->>'subScore')::float8
  FROM jsonb_array_elements(
    CASE WHEN jsonb_typeof(NEW."explanation") = 'array' THEN NEW."explanation" ELSE '[]'::jsonb END
  ) e
  WHERE jsonb_typeof(e) = 'object' AND jsonb_typeof(e->'key') = 'string'
    AND CASE WHEN jsonb_typeof(e->'subScore') = 'number' THEN (e->>'subScore')::float8 END < 60
    AND CASE WHEN jsonb_typeof(e->'weight') = 'number' THEN (e->>'weight')::float8 END > 0
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
