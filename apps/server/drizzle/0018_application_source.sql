CREATE TABLE "partner_programmes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"model_partner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pre_approved_codes" ADD COLUMN "campaign" text;--> statement-breakpoint
ALTER TABLE "pre_approved_codes" ADD COLUMN "partner_programme" text;--> statement-breakpoint
ALTER TABLE "pre_approved_codes" ADD CONSTRAINT "pre_approved_codes_campaign_format" CHECK ("pre_approved_codes"."campaign" ~ '^[A-Za-z0-9_]{1,32}$');--> statement-breakpoint
ALTER TABLE "pre_approved_codes" ADD CONSTRAINT "pre_approved_codes_one_source" CHECK ("pre_approved_codes"."campaign" is null or "pre_approved_codes"."partner_programme" is null);