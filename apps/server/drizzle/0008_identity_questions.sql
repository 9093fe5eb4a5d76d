CREATE TABLE "identity_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" integer NOT NULL,
	"result" text NOT NULL,
	"main_set" jsonb,
	"challenge_set" jsonb,
	"main_q_result" text,
	"challenge_q_result" text,
	"main_answers_submitted" integer DEFAULT 0 NOT NULL,
	"challenge_answers_submitted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "identity_transactions_application_idx" ON "identity_transactions" USING btree ("application_id","created_at");