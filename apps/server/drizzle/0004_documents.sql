CREATE TABLE "application_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"version" integer NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"is_recognized" boolean NOT NULL,
	"is_valid" boolean NOT NULL,
	"is_document_expired" boolean NOT NULL,
	"is_document_mismatch" boolean NOT NULL,
	"expires_on" date,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "application_files_version_key" ON "application_files" USING btree ("application_id","document_type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "application_files_storage_key" ON "application_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "application_files_user_idx" ON "application_files" USING btree ("user_id");