ALTER TABLE "card_transactions" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD COLUMN "return_code" text;--> statement-breakpoint
CREATE INDEX "card_transactions_payment_idx" ON "card_transactions" USING btree ("account_id","payment_id") WHERE "card_transactions"."payment_id" is not null;--> statement-breakpoint
ALTER TABLE "card_statements" ADD COLUMN "previous_balance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_statements" ADD COLUMN "payments_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_statements" ADD COLUMN "credits_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_statements" ADD COLUMN "purchases_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_statements" ADD COLUMN "fees_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_statements" ADD COLUMN "interest_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_statements" ADD COLUMN "apr_bps" integer;--> statement-breakpoint
CREATE TABLE "cash_back_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"redemption_request_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"destination" text NOT NULL,
	"provider_deposit_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"return_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_back_deposits" ADD CONSTRAINT "cash_back_deposits_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_back_deposits_request_key" ON "cash_back_deposits" USING btree ("account_id","redemption_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_back_deposits_provider_key" ON "cash_back_deposits" USING btree ("provider_deposit_id") WHERE "cash_back_deposits"."provider_deposit_id" is not null;--> statement-breakpoint
CREATE INDEX "cash_back_deposits_account_idx" ON "cash_back_deposits" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "rewards_ledger" ADD COLUMN "deposit_id" integer;--> statement-breakpoint
ALTER TABLE "rewards_ledger" ADD CONSTRAINT "rewards_ledger_deposit_id_cash_back_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."cash_back_deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_ledger_deposit_key" ON "rewards_ledger" USING btree ("deposit_id","kind") WHERE "rewards_ledger"."deposit_id" is not null;
