-- Reg Z 1026.7(b)(5) (docs/product-rules.md#statements, decision 101): the balance the purchase APR was
-- applied to, and how the issuer determined it, as the issuer's statement gives them. Null on statements
-- recorded before the issuer gave them; the statement then prints that the figure was not stated.
ALTER TABLE "card_statements" ADD COLUMN "balance_subject_to_interest_cents" integer;
--> statement-breakpoint
ALTER TABLE "card_statements" ADD COLUMN "interest_balance_method" text;
--> statement-breakpoint
ALTER TABLE "card_statements" ADD CONSTRAINT "card_statements_interest_balance_method_known"
	CHECK ("interest_balance_method" IN ('unpaid_statement_balance', 'average_daily_balance', 'daily_balance'));
--> statement-breakpoint
-- The sandbox issuer's own statements: the part of the previous statement's balance carried past its due date.
ALTER TABLE "sandbox_issuer_statements" ADD COLUMN "balance_subject_to_interest_cents" integer DEFAULT 0 NOT NULL;
