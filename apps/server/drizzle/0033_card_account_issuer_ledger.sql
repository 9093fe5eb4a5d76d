ALTER TABLE "card_accounts" ADD COLUMN "apr_bps" integer;--> statement-breakpoint
ALTER TABLE "card_accounts" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_accounts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "card_reconciliation_cursors" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"transactions_since" timestamp with time zone,
	"statements_since" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_reconciliation_cursors" ADD CONSTRAINT "card_reconciliation_cursors_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "sandbox_issuer_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"credit_limit_cents" integer NOT NULL,
	"apr_bps" integer,
	"activated_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "sandbox_issuer_accounts" ("account_id", "credit_limit_cents", "created_at")
	SELECT "provider_account_id", "credit_limit_cents", "created_at" FROM "card_accounts" WHERE "provider" = 'sandbox'
	ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TABLE "sandbox_issuer_transactions" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"refunds_transaction_id" text,
	"payment_id" text,
	"return_code" text,
	"event_id" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_issuer_transactions_account_idx" ON "sandbox_issuer_transactions" USING btree ("account_id","posted_at");--> statement-breakpoint
CREATE TABLE "sandbox_issuer_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"credit_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"posted_at" timestamp with time zone,
	"return_code" text,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_issuer_payments_key" ON "sandbox_issuer_payments" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE TABLE "sandbox_issuer_deposits" (
	"deposit_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"return_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_issuer_deposits_key" ON "sandbox_issuer_deposits" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE TABLE "sandbox_issuer_statements" (
	"statement_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"cycle" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"previous_balance_cents" integer NOT NULL,
	"payments_cents" integer NOT NULL,
	"credits_cents" integer NOT NULL,
	"purchases_cents" integer NOT NULL,
	"fees_cents" integer NOT NULL,
	"interest_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"minimum_due_cents" integer NOT NULL,
	"apr_bps" integer NOT NULL,
	"event_id" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_issuer_statements_cycle_key" ON "sandbox_issuer_statements" USING btree ("account_id","cycle");
