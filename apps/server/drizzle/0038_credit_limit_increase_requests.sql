CREATE TABLE "credit_limit_increase_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"current_limit_cents" integer NOT NULL,
	"requested_limit_cents" integer,
	"proposed_limit_cents" integer,
	"approved_limit_cents" integer,
	"annual_income" integer NOT NULL,
	"monthly_housing_cost" integer NOT NULL,
	"apr_bps" integer NOT NULL,
	"max_supported_limit_cents" integer,
	"decline_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"staff_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"issuer_applied_at" timestamp with time zone,
	"issuer_failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_limit_increase_requests" ADD CONSTRAINT "credit_limit_increase_requests_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_limit_increase_requests_one_open" ON "credit_limit_increase_requests" USING btree ("account_id") WHERE "credit_limit_increase_requests"."status" in ('submitted', 'referred');
--> statement-breakpoint
CREATE INDEX "credit_limit_increase_requests_account_idx" ON "credit_limit_increase_requests" USING btree ("account_id","created_at");
--> statement-breakpoint
CREATE INDEX "credit_limit_increase_requests_status_idx" ON "credit_limit_increase_requests" USING btree ("status","created_at");
