CREATE TABLE "decision_notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"decision_id" uuid NOT NULL,
	"kind" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" uuid,
	"notice_version" text,
	"pdf" "bytea",
	"pdf_sha256" text,
	"outbox_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "decision_notices_decision_key" ON "decision_notices" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "decision_notices_user_idx" ON "decision_notices" USING btree ("user_id","created_at");