CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"alerted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_known_clients" (
	"account" text NOT NULL,
	"client" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_known_clients_account_client_pk" PRIMARY KEY("account","client")
);
--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account");--> statement-breakpoint
CREATE INDEX "login_failures_last_failure_at_idx" ON "login_failures" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "login_known_clients_last_idx" ON "login_known_clients" USING btree ("last_success_at");