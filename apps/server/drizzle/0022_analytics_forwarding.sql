ALTER TABLE "analytics_events" ADD COLUMN "forwarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "forward_lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "analytics_events_unforwarded_idx" ON "analytics_events" USING btree ("received_at") WHERE "analytics_events"."forwarded_at" IS NULL;--> statement-breakpoint
-- Rows stored before forwarding existed went to the forwarder of their time; only new ones wait for the analytics service.
UPDATE "analytics_events" SET "forwarded_at" = "received_at";
