-- A referred friend's card activation that started no boost (docs/product-rules.md#cash-back,
-- decision 103): after the 90 days from their approval, or on a day the referrer's account was not
-- open and in good standing. Kept, so the referrer is told why and a later card's activation
-- (a replacement) cannot start the boost the first activation was refused.
ALTER TABLE "referrals" ADD COLUMN "activated_without_boost_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "no_boost_reason" text;
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_no_boost_reason_known" CHECK (("no_boost_reason" IS NULL AND "activated_without_boost_at" IS NULL) OR ("no_boost_reason" IN ('tooLate', 'referrerStanding') AND "activated_without_boost_at" IS NOT NULL AND "activated_at" IS NULL));
