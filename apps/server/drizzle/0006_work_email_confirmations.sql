CREATE TABLE "work_email_confirmations" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "work_email_confirmations_application_idx" ON "work_email_confirmations" USING btree ("application_id");