CREATE TABLE "credit_inquiries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"application_id" integer,
	"prequalification_id" uuid,
	"status" text NOT NULL,
	"authorization_type" text NOT NULL,
	"authorization_version" text NOT NULL,
	"authorized_at" timestamp with time zone NOT NULL,
	"authorized_ip" text,
	"bureau_name" text,
	"answer_cipher" text,
	"job_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prequalifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"rule_version" text NOT NULL,
	"outcome" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"ip" text NOT NULL,
	"name_key" text,
	"answers_cipher" text,
	"answers_expire_at" timestamp with time zone,
	"answers_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_inquiries_hard_application_key" ON "credit_inquiries" USING btree ("application_id") WHERE "credit_inquiries"."kind" = 'hard';--> statement-breakpoint
CREATE INDEX "prequalifications_user_idx" ON "prequalifications" USING btree ("user_id","created_at");