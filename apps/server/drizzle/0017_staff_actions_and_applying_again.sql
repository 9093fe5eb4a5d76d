CREATE TABLE "information_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"staff_id" uuid NOT NULL,
	"codes" jsonb NOT NULL,
	"note" text,
	"deadline" date NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_recommendations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"staff_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"credit_limit" integer,
	"reasons" jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_user_key";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "information_requests_application_idx" ON "information_requests" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "staff_recommendations_application_idx" ON "staff_recommendations" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_open_user_key" ON "applications" USING btree ("user_id") WHERE "applications"."status" in ('incomplete', 'submitted', 'approved');--> statement-breakpoint
UPDATE "applications" SET "closed_at" = "updated_at" WHERE "status" = 'canceled';
