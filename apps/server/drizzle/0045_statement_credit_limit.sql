-- The credit limit on the billing cycle's last day, as the issuer's statement gives it: the Rewards Terms cap
-- each cycle's earning purchases at that limit (docs/product-rules.md#cash-back, decision 104). Null on
-- statements recorded before the issuer gave it; the cycle is then re-counted with the limit we mirror.
ALTER TABLE "card_statements" ADD COLUMN "credit_limit_cents" integer;
--> statement-breakpoint
ALTER TABLE "card_statements" ADD CONSTRAINT "card_statements_credit_limit_not_negative"
	CHECK ("credit_limit_cents" IS NULL OR "credit_limit_cents" >= 0);
--> statement-breakpoint
-- The sandbox issuer's own statements: its account's limit when the cycle closed.
ALTER TABLE "sandbox_issuer_statements" ADD COLUMN "credit_limit_cents" integer DEFAULT 0 NOT NULL;
