ALTER TABLE "credit_inquiries" ADD COLUMN "authorized_name_cipher" text;--> statement-breakpoint
ALTER TABLE "credit_inquiries" ADD COLUMN "authorization_text" text;
