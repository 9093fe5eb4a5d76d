CREATE TABLE "card_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"credit_limit_cents" integer NOT NULL,
	"ssn_required" boolean DEFAULT false NOT NULL,
	"ssn_cipher" text,
	"ssn_added_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider_statement_id" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"balance_cents" integer NOT NULL,
	"minimum_due_cents" integer NOT NULL,
	"paid_on_time_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"refunds_transaction_id" text,
	"posted_at" timestamp with time zone NOT NULL,
	"eligible_cents" integer DEFAULT 0 NOT NULL,
	"earned_cents" integer DEFAULT 0 NOT NULL,
	"rate_basis_points" integer
);
--> statement-breakpoint
CREATE TABLE "card_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_card_id" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"lock_reason" text,
	"activated_at" timestamp with time zone,
	"activated_from_country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"transaction_id" integer,
	"redemption_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_issuer_cards" (
	"card_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_statements" ADD CONSTRAINT "card_statements_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_ledger" ADD CONSTRAINT "rewards_ledger_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_ledger" ADD CONSTRAINT "rewards_ledger_transaction_id_card_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."card_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_accounts_application_key" ON "card_accounts" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_accounts_provider_key" ON "card_accounts" USING btree ("provider","provider_account_id");--> statement-breakpoint
CREATE INDEX "card_accounts_user_idx" ON "card_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_statements_provider_key" ON "card_statements" USING btree ("provider_statement_id");--> statement-breakpoint
CREATE INDEX "card_statements_account_idx" ON "card_statements" USING btree ("account_id","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "card_transactions_provider_key" ON "card_transactions" USING btree ("provider_transaction_id");--> statement-breakpoint
CREATE INDEX "card_transactions_account_idx" ON "card_transactions" USING btree ("account_id","posted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_provider_card_key" ON "cards" USING btree ("provider_card_id");--> statement-breakpoint
CREATE INDEX "cards_account_idx" ON "cards" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "cards_user_idx" ON "cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_ledger_transaction_key" ON "rewards_ledger" USING btree ("transaction_id","kind") WHERE "rewards_ledger"."transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_ledger_redemption_key" ON "rewards_ledger" USING btree ("account_id","redemption_request_id") WHERE "rewards_ledger"."redemption_request_id" is not null;--> statement-breakpoint
CREATE INDEX "rewards_ledger_account_idx" ON "rewards_ledger" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE FUNCTION "rewards_ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rewards_ledger is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "rewards_ledger_no_update_or_delete" BEFORE UPDATE OR DELETE ON "rewards_ledger" FOR EACH ROW EXECUTE FUNCTION "rewards_ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "rewards_ledger_no_truncate" BEFORE TRUNCATE ON "rewards_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "rewards_ledger_refuse_change"();
