ALTER TABLE "decision_notices" ALTER COLUMN "decision_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_notices" ADD COLUMN "account_action" text;
