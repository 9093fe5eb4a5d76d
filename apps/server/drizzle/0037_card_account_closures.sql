CREATE TABLE "card_account_closures" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"balance_owed_cents" integer NOT NULL,
	"cash_back_payout_cents" integer NOT NULL,
	"statement_credit_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"cash_back_forfeited_cents" integer DEFAULT 0 NOT NULL,
	"cash_back_payout_to" text,
	"payout_bank_account_id" integer,
	"cash_back_payout_by" date NOT NULL,
	"issuer_closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_account_closures" ADD CONSTRAINT "card_account_closures_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;
