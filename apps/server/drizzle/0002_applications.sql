CREATE TABLE "application_disclosures" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"version" text NOT NULL,
	"url" text NOT NULL,
	"ip" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"draft" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ssn_cipher" text,
	"identification_no_cipher" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone,
	"submission_date" timestamp with time zone,
	"submit_session_id" text
);
--> statement-breakpoint
CREATE TABLE "atp_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"rule_version" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"is_approved" boolean NOT NULL,
	"reasons" jsonb NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_disclosures" ADD CONSTRAINT "application_disclosures_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atp_decisions" ADD CONSTRAINT "atp_decisions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_key" ON "applications" USING btree ("user_id");