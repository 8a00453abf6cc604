ALTER TABLE "analysis_leases" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analysis_leases" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analysis_leases" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;