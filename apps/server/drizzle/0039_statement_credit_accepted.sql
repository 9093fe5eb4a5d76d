-- When the issuer accepted a redemption's statement credit (decision 083): a closing's cash back counts as paid
-- only once it did. The ledger is append-only, so the acceptance has a row of its own. Credits asked for before
-- this table were shown as paid when asked; they keep that.
CREATE TABLE "statement_credit_acceptances" (
	"account_id" integer NOT NULL,
	"redemption_request_id" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_credit_acceptances_account_id_redemption_request_id_pk" PRIMARY KEY("account_id","redemption_request_id")
);
--> statement-breakpoint
ALTER TABLE "statement_credit_acceptances" ADD CONSTRAINT "statement_credit_acceptances_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "statement_credit_acceptances" ("account_id", "redemption_request_id", "accepted_at")
SELECT "account_id", "redemption_request_id", "created_at" FROM "rewards_ledger"
WHERE "kind" = 'redemption' AND "redemption_request_id" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "cash_back_deposits"
    WHERE "cash_back_deposits"."account_id" = "rewards_ledger"."account_id"
      AND "cash_back_deposits"."redemption_request_id" = "rewards_ledger"."redemption_request_id"
  );
