-- When the issuer accepted a redemption's statement credit (decision 083): a closing's cash back counts as paid
-- only once it did. Credits asked for before this column were shown as paid when asked; they keep that.
ALTER TABLE "rewards_ledger" ADD COLUMN "issuer_credited_at" timestamp with time zone;--> statement-breakpoint
UPDATE "rewards_ledger" SET "issuer_credited_at" = "created_at"
WHERE "kind" = 'redemption' AND "redemption_request_id" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "cash_back_deposits"
    WHERE "cash_back_deposits"."account_id" = "rewards_ledger"."account_id"
      AND "cash_back_deposits"."redemption_request_id" = "rewards_ledger"."redemption_request_id"
  );
