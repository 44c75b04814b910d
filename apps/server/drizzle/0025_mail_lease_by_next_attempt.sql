-- A message leased under the old convention stays leased under the new one (ADR 013).
UPDATE "mail_outbox" SET "next_attempt_at" = "locked_until" WHERE "locked_until" > "next_attempt_at" AND "sent_at" IS NULL AND "failed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "locked_until";
