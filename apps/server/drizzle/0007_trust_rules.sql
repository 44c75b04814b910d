ALTER TYPE "public"."transaction_kind" ADD VALUE 'reversal';--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "trophy_transactions" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_trophy_budget" integer;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_transactions" ADD CONSTRAINT "trophy_transactions_reverses_id_trophy_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."trophy_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trophy_transactions_developer_created_idx" ON "trophy_transactions" USING btree ("developer_id","created_at") WHERE "trophy_transactions"."kind" = 'award';--> statement-breakpoint
ALTER TABLE "trophy_transactions" ADD CONSTRAINT "trophy_transactions_reverses_id_unique" UNIQUE("reverses_id");--> statement-breakpoint
ALTER TABLE "trophy_transactions" ADD CONSTRAINT "trophy_transactions_reversal_links_award" CHECK (("trophy_transactions"."kind"::text = 'reversal') = ("trophy_transactions"."reverses_id" IS NOT NULL));--> statement-breakpoint
-- The hourly award limit counts per developer, all keys together: fold each key's counters into
-- its developer's, so the usage history carries over.
INSERT INTO "rate_limit_counters" ("bucket", "window_start", "count")
SELECT 'api-developer:' || k."developer_id", c."window_start", sum(c."count")::int
FROM "rate_limit_counters" c
JOIN "api_keys" k ON c."bucket" = 'api-key:' || k."id"
GROUP BY k."developer_id", c."window_start"
ON CONFLICT ("bucket", "window_start") DO UPDATE SET "count" = "rate_limit_counters"."count" + EXCLUDED."count";
--> statement-breakpoint
DELETE FROM "rate_limit_counters" WHERE "bucket" LIKE 'api-key:%';
