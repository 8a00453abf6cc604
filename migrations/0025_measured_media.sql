CREATE TABLE "measured_media" (
	"user_id" integer NOT NULL,
	"content_hash" text NOT NULL,
	"engine_version" text NOT NULL,
	"measured" "bytea" NOT NULL,
	"preview_jpeg" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measured_media_user_id_content_hash_engine_version_pk" PRIMARY KEY("user_id","content_hash","engine_version")
);
--> statement-breakpoint
ALTER TABLE "measured_media" ADD CONSTRAINT "measured_media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measured_media_created_at_idx" ON "measured_media" USING btree ("created_at");