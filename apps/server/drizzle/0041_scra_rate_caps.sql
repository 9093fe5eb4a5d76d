-- The SCRA's 6% rate cap (decision 088): one row per card account with what the rule decided and when the issuer
-- confirmed it; the sandbox issuer keeps the cap on its own account row, as a real issuer keeps it on its side.
CREATE TABLE "card_scra_rate_caps" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"change_request_id" integer,
	"active_duty_start_date" date NOT NULL,
	"account_opened_on" date NOT NULL,
	"applies" boolean NOT NULL,
	"not_applied_reason" text,
	"apr_before_bps" integer,
	"capped_apr_bps" integer,
	"effective_from" date,
	"decided_at" timestamp with time zone NOT NULL,
	"issuer_applied_at" timestamp with time zone,
	"credited_cents" integer
);
--> statement-breakpoint
ALTER TABLE "card_scra_rate_caps" ADD CONSTRAINT "card_scra_rate_caps_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_issuer_accounts" ADD COLUMN "rate_cap_bps" integer;--> statement-breakpoint
ALTER TABLE "sandbox_issuer_accounts" ADD COLUMN "rate_cap_from" date;--> statement-breakpoint
ALTER TABLE "sandbox_issuer_accounts" ADD COLUMN "rate_cap_reason" text;
