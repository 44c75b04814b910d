ALTER TABLE "webhook_deliveries" ADD COLUMN "livemode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "in_flight_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "unanswered_in_row" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "circuit_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "circuit_open_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "circuit_last_error" text;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_due_idx" ON "webhook_deliveries" USING btree ("endpoint_id","livemode","next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_in_flight_idx" ON "webhook_deliveries" USING btree ("endpoint_id") WHERE "webhook_deliveries"."in_flight_until" IS NOT NULL;--> statement-breakpoint
-- Sandbox events and pings queued before this migration carry their mode only in the payload; the
-- delivered ones are never claimed again, so only the others are read.
UPDATE "webhook_deliveries" SET "livemode" = false
WHERE "status" <> 'delivered' AND ("payload"::jsonb ->> 'livemode') = 'false';
