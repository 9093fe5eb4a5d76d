CREATE TABLE "card_ssn_follow_ups" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"reminder_message_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"locked_at" timestamp with time zone,
	"lock_reason_before" text,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "card_ssn_follow_ups" ADD CONSTRAINT "card_ssn_follow_ups_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;