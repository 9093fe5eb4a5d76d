CREATE TABLE "letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"to_name" text NOT NULL,
	"to_address" jsonb NOT NULL,
	"title" text NOT NULL,
	"pdf" bytea NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text,
	"provider_id" text,
	"expected_delivery" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "letters_idempotency_key" ON "letters" USING btree ("idempotency_key");
--> statement-breakpoint
CREATE INDEX "letters_user_idx" ON "letters" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE TABLE "mail_bounces" (
	"address" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"bounced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esign_consent_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "esign_consent_changes_user_idx" ON "esign_consent_changes" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE TABLE "paper_copy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"request_key" uuid NOT NULL,
	"document_kind" text NOT NULL,
	"document_id" text NOT NULL,
	"session_id" text,
	"letter_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "paper_copy_requests_key" ON "paper_copy_requests" USING btree ("user_id","request_key");
--> statement-breakpoint
CREATE INDEX "paper_copy_requests_user_idx" ON "paper_copy_requests" USING btree ("user_id","created_at");
