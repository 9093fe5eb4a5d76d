-- Which blog post went to which subscriber (decision 095, docs/product-rules.md#blog-new-post-mail): the
-- primary key is the exactly-once guarantee. A row is written in the transaction that queues the post's
-- mail in the outbox, so a retried or concurrent run that meets the row sends nothing more.
CREATE TABLE "blog_post_mailings" (
	"post_path" text NOT NULL,
	"subscription_id" uuid NOT NULL REFERENCES "blog_subscriptions"("id") ON DELETE CASCADE,
	"outbox_message_id" uuid NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_mailings_pk" PRIMARY KEY("post_path","subscription_id")
);
--> statement-breakpoint
CREATE INDEX "blog_post_mailings_subscription_idx" ON "blog_post_mailings" USING btree ("subscription_id");
--> statement-breakpoint
-- When the sender first ran (one row, written by that run): a post published before it is back catalogue and
-- is mailed to nobody, however long ago its subscribers confirmed.
CREATE TABLE "blog_post_sender_start" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blog_post_sender_start_one_row" CHECK ("id")
);
