CREATE TABLE "bank_link_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"event_name" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"employer_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bank_link_events_application_idx" ON "bank_link_events" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_links_item_key" ON "bank_links" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "bank_links_application_idx" ON "bank_links" USING btree ("application_id");
