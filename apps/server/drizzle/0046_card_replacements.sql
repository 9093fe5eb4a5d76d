-- A card reported lost, stolen or damaged and the new card made in its place
-- (docs/product-rules.md#card-replacement, decision 106): one per replaced card.
CREATE TABLE "card_replacements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"replaced_card_id" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"card_id" integer,
	CONSTRAINT "card_replacements_reason_known" CHECK ("reason" IN ('lost', 'stolen', 'damaged'))
);
--> statement-breakpoint
ALTER TABLE "card_replacements" ADD CONSTRAINT "card_replacements_account_id_card_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."card_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "card_replacements" ADD CONSTRAINT "card_replacements_replaced_card_id_cards_id_fk" FOREIGN KEY ("replaced_card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "card_replacements" ADD CONSTRAINT "card_replacements_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "card_replacements_replaced_card_key" ON "card_replacements" USING btree ("replaced_card_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "card_replacements_card_key" ON "card_replacements" USING btree ("card_id");
--> statement-breakpoint
CREATE INDEX "card_replacements_account_idx" ON "card_replacements" USING btree ("account_id","requested_at");
