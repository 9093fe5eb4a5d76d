CREATE TABLE "card_autopay" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount_choice" text NOT NULL,
	"fixed_amount_cents" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_autopay_choice" CHECK ("card_autopay"."amount_choice" in ('minimum', 'statementBalance', 'fixed')),
	CONSTRAINT "card_autopay_fixed_amount" CHECK (("card_autopay"."amount_choice" = 'fixed') = ("card_autopay"."fixed_amount_cents" is not null) and coalesce("card_autopay"."fixed_amount_cents", 100) >= 100)
);
--> statement-breakpoint
ALTER TABLE "card_autopay" ADD CONSTRAINT "card_autopay_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "card_autopay_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider_statement_id" text NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"amount_choice" text NOT NULL,
	"scheduled_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"minimum_due_cents" integer NOT NULL,
	"payment_id" integer,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "card_autopay_payments" ADD CONSTRAINT "card_autopay_payments_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_autopay_payments_statement_key" ON "card_autopay_payments" USING btree ("account_id","provider_statement_id");--> statement-breakpoint
CREATE TABLE "card_notice_preferences" (
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_notice_preferences_account_id_kind_pk" PRIMARY KEY("account_id","kind")
);
--> statement-breakpoint
ALTER TABLE "card_notice_preferences" ADD CONSTRAINT "card_notice_preferences_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "card_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"outbox_message_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_notices" ADD CONSTRAINT "card_notices_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_notices_subject_key" ON "card_notices" USING btree ("account_id","kind","subject_key");--> statement-breakpoint
CREATE TABLE "card_payment_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider_statement_id" text NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"remind_on" date NOT NULL,
	"balance_cents" integer NOT NULL,
	"minimum_due_cents" integer NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "card_payment_reminders" ADD CONSTRAINT "card_payment_reminders_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payment_reminders_statement_key" ON "card_payment_reminders" USING btree ("account_id","provider_statement_id");--> statement-breakpoint
CREATE INDEX "card_payment_reminders_due_idx" ON "card_payment_reminders" USING btree ("remind_on") WHERE "card_payment_reminders"."done_at" is null;
--> statement-breakpoint
ALTER TABLE "card_autopay" ADD CONSTRAINT "card_autopay_bank_account_id_payment_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."payment_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_autopay_payments" ADD CONSTRAINT "card_autopay_payments_payment_id_card_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."card_payments"("id") ON DELETE no action ON UPDATE no action;
