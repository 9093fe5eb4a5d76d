CREATE TABLE "application_decisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"policy_version" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"inputs_hash" text NOT NULL,
	"outcome" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"credit_limit" integer,
	"apr_bps" integer,
	"band" text,
	"consumer_report_used" boolean NOT NULL,
	"decided_by" text NOT NULL,
	"trigger" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "application_decisions_sequence_key" ON "application_decisions" USING btree ("application_id","sequence");