-- Analyses stored before the explicit-content model's class names and probabilities were kept out of results:
-- the visual check's line, its review reason and the raw signals are rewritten in product words, and an
-- expression's probability is dropped ("smiling (87%)" -> "smiling"). Scores are unchanged.
UPDATE "analyses" SET "explanation" = (
  SELECT jsonb_agg(
    CASE
      WHEN entry->>'key' = 'visualPolicy' THEN jsonb_set(entry, '{value}', to_jsonb(
        CASE
          WHEN entry->>'value' LIKE 'needs review%'
            THEN 'may need review: the picture may show nudity or sexual content; a person should check it'
          WHEN entry->>'value' LIKE 'not checked%' THEN entry->>'value'
          ELSE 'nothing that needs review'
        END))
      WHEN entry->>'key' = 'expression' AND jsonb_typeof(entry->'value') = 'string'
        THEN jsonb_set(entry, '{value}', to_jsonb(regexp_replace(entry->>'value', ' \(\d+%\)', '')))
      ELSE entry
    END ORDER BY position)
  FROM jsonb_array_elements("explanation") WITH ORDINALITY AS items(entry, position)
)
WHERE jsonb_typeof("explanation") = 'array' AND jsonb_array_length("explanation") > 0
  AND ("explanation"::text LIKE '%porn%' OR "explanation"::text ~ '(smiling|surprised|neutral|sad|angry|afraid|disgusted) \(\d+%\)');
--> statement-breakpoint
UPDATE "analyses" SET "signals" = jsonb_set("signals", '{visualPolicy}', ("signals"->'visualPolicy') - 'porn' - 'sexy' - 'hentai')
WHERE jsonb_typeof("signals"->'visualPolicy') = 'object';
--> statement-breakpoint
UPDATE "analyses" SET "content_compliance" = jsonb_set("content_compliance", '{violationReasons}', (
  SELECT coalesce(jsonb_agg(
    CASE
      WHEN reason LIKE 'the picture may show nudity%'
        THEN to_jsonb('the picture may show nudity or sexual content; a person should check it'::text)
      ELSE to_jsonb(reason)
    END ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements_text("content_compliance"->'violationReasons') WITH ORDINALITY AS items(reason, position)
))
WHERE "content_compliance"::text LIKE '%NSFW model%';
--> statement-breakpoint
UPDATE "analyses" SET
  "strengths" = regexp_replace("strengths"::text, '(smiling|surprised|neutral|sad|angry|afraid|disgusted) \(\d+%\)', '\1', 'g')::jsonb,
  "recommendations" = regexp_replace("recommendations"::text, '(smiling|surprised|neutral|sad|angry|afraid|disgusted) \(\d+%\)', '\1', 'g')::jsonb
WHERE ("strengths"::text || "recommendations"::text) ~ '(smiling|surprised|neutral|sad|angry|afraid|disgusted) \(\d+%\)';
