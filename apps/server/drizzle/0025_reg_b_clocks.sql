ALTER TABLE "information_requests" ADD COLUMN "reminders_sent" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "closed_incomplete_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "incompleteness_notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"information_request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"notice_version" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "incompleteness_notices_request_kind_key" ON "incompleteness_notices" USING btree ("information_request_id","kind");--> statement-breakpoint
CREATE INDEX "incompleteness_notices_user_idx" ON "incompleteness_notices" USING btree ("user_id","sent_at");
