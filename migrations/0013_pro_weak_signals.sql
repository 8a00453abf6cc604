CREATE TABLE "analysis_weak_signals" (
	"analysis_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"sub_score" double precision NOT NULL,
	CONSTRAINT "analysis_weak_signals_analysis_id_key_pk" PRIMARY KEY("analysis_id","key")
);
--> statement-breakpoint
ALTER TABLE "analysis_weak_signals" ADD CONSTRAINT "analysis_weak_signals_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_weak_signals_user_created_idx" ON "analysis_weak_signals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_weak_signals_user_key_created_idx" ON "analysis_weak_signals" USING btree ("user_id","key","created_at");
--> statement-breakpoint
-- Hand-written (drizzle-kit does not manage triggers): every analysis inserted fills analysis_weak_signals with
-- its explanation's signals that cost points, a weighted sub-score below 60 (WEAK_SIGNAL_BELOW in
-- shared/schemas/pro-analytics.ts; change both together). Malformed explanation items are skipped, never fatal
-- (CASE guards each cast: SQL does not promise to evaluate AND from left to right).
CREATE FUNCTION "analysis_weak_signals_from_explanation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
--> statement-breakpoint
CREATE TRIGGER "analyses_weak_signals_after_insert" AFTER INSERT ON "analyses"
  FOR EACH ROW EXECUTE FUNCTION "analysis_weak_signals_from_explanation"();
--> statement-breakpoint
-- The analyses made before this migration.
INSERT INTO "analysis_weak_signals" ("analysis_id", "user_id", "created_at", "key", "label", "sub_score")
SELECT a."id", a."user_id", a."created_at", e->>'key', coalesce(e->>'label', e->>'key'), (e->>'subScore')::float8
FROM "analyses" a CROSS JOIN LATERAL jsonb_array_elements(
  CASE WHEN jsonb_typeof(a."explanation") = 'array' THEN a."explanation" ELSE '[]'::jsonb END
) e
WHERE jsonb_typeof(e) = 'object' AND jsonb_typeof(e->'key') = 'string'
  AND CASE WHEN jsonb_typeof(e->'subScore') = 'number' THEN (e->>'subScore')::float8 END < 60
  AND CASE WHEN jsonb_typeof(e->'weight') = 'number' THEN (e->>'weight')::float8 END > 0
ON CONFLICT DO NOTHING;
