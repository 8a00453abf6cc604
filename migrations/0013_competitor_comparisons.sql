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
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_kind_check" CHECK ("analyses"."kind" in ('own', 'competitor'));