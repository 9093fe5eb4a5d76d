CREATE TABLE "application_claims" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_claims" ADD CONSTRAINT "application_claims_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_claims" ADD CONSTRAINT "application_claims_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_claims_staff_idx" ON "application_claims" USING btree ("staff_id");
