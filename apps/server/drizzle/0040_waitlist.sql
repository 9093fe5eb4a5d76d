-- The invitation waitlist (decision 087, docs/product-rules.md#waitlist): one row per normalized address,
-- double opt-in, unsubscribed rows kept as unsubscribed; only the hashes of the mails' link tokens.
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"consent_text" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_confirmation_sent_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_email_unique" UNIQUE("email"),
	CONSTRAINT "waitlist_entries_status_known" CHECK ("status" IN ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE INDEX "waitlist_entries_status_created_idx" ON "waitlist_entries" USING btree ("status","created_at");
--> statement-breakpoint
CREATE TABLE "waitlist_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL REFERENCES "waitlist_entries"("id") ON DELETE CASCADE,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "waitlist_tokens_purpose_known" CHECK ("purpose" IN ('confirm', 'unsubscribe'))
);
--> statement-breakpoint
CREATE INDEX "waitlist_tokens_entry_idx" ON "waitlist_tokens" USING btree ("entry_id","purpose");
--> statement-breakpoint
-- A waitlist mail carries List-Unsubscribe and its one-click POST (RFC 8058); other mails need no extra header.
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb;
