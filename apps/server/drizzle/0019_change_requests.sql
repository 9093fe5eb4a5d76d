CREATE TABLE "change_request_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"change_request_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"file_type" text NOT NULL,
	"version" integer NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "change_request_kinds" (
	"change_request_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"codes" jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decline_reason" text,
	"decided_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scra_benefits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"active_duty_start_date" date NOT NULL,
	"change_request_id" integer NOT NULL,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_address" text;--> statement-breakpoint
ALTER TABLE "change_request_files" ADD CONSTRAINT "change_request_files_change_request_id_change_requests_id_fk" FOREIGN KEY ("change_request_id") REFERENCES "public"."change_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_request_kinds" ADD CONSTRAINT "change_request_kinds_change_request_id_change_requests_id_fk" FOREIGN KEY ("change_request_id") REFERENCES "public"."change_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scra_benefits" ADD CONSTRAINT "scra_benefits_change_request_id_change_requests_id_fk" FOREIGN KEY ("change_request_id") REFERENCES "public"."change_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_request_files_version_key" ON "change_request_files" USING btree ("change_request_id","file_type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "change_request_files_storage_key" ON "change_request_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "change_request_files_user_idx" ON "change_request_files" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "change_request_kinds_request_kind_key" ON "change_request_kinds" USING btree ("change_request_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "change_request_kinds_open_key" ON "change_request_kinds" USING btree ("user_id","kind") WHERE "change_request_kinds"."open";--> statement-breakpoint
CREATE INDEX "change_requests_user_idx" ON "change_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "change_requests_status_idx" ON "change_requests" USING btree ("status","submitted_at");