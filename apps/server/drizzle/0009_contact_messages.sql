CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"ip" text,
	"user_id" uuid
);
--> statement-breakpoint
CREATE INDEX "contact_messages_email_created_idx" ON "contact_messages" USING btree ("email","created_at");