CREATE TABLE "payment_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"numbers_digest" text NOT NULL,
	"institution_name" text NOT NULL,
	"subtype" text NOT NULL,
	"mask" text NOT NULL,
	"routing_number_cipher" text NOT NULL,
	"account_number_cipher" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"bank_account_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_choice" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"scheduled_for" date,
	"credit_date" date NOT NULL,
	"autopay" boolean DEFAULT false NOT NULL,
	"provider_payment_id" text,
	"received_at" timestamp with time zone,
	"posted_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"return_code" text,
	"return_reason" text,
	"canceled_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_bank_account_id_payment_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."payment_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_bank_accounts_numbers_key" ON "payment_bank_accounts" USING btree ("user_id","numbers_digest");--> statement-breakpoint
CREATE INDEX "payment_bank_accounts_user_idx" ON "payment_bank_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_idempotency_key" ON "card_payments" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_provider_key" ON "card_payments" USING btree ("provider_payment_id") WHERE "card_payments"."provider_payment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "card_payments_account_idx" ON "card_payments" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "card_payments_bank_account_idx" ON "card_payments" USING btree ("bank_account_id");
