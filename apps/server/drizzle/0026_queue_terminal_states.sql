-- Both queues say where a row is by its status and when it ended by a timestamp (ADR 014).
CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" "mail_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
-- Mail still waiting stays 'pending' with its next_attempt_at, so a lease in flight still holds.
UPDATE "mail_outbox" SET "status" = 'sent', "failed_at" = NULL WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET "status" = 'failed' WHERE "failed_at" IS NOT NULL AND "sent_at" IS NULL;--> statement-breakpoint
-- When a delivery gave up was not kept: its last attempt ended by the end of its lease at the latest.
UPDATE "webhook_deliveries" SET "failed_at" = LEAST("next_attempt_at", now()) WHERE "status" = 'failed';--> statement-breakpoint
UPDATE "webhook_deliveries" SET "delivered_at" = LEAST("next_attempt_at", now()) WHERE "status" = 'delivered' AND "delivered_at" IS NULL;--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_ended_with_status" CHECK (("mail_outbox"."status" = 'sent') = ("mail_outbox"."sent_at" IS NOT NULL) AND ("mail_outbox"."status" = 'failed') = ("mail_outbox"."failed_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_ended_with_status" CHECK (("webhook_deliveries"."status" = 'delivered') = ("webhook_deliveries"."delivered_at" IS NOT NULL) AND ("webhook_deliveries"."status" = 'failed') = ("webhook_deliveries"."failed_at" IS NOT NULL));
