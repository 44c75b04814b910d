CREATE TYPE "public"."fulfillment_type" AS ENUM('automatic', 'manual');--> statement-breakpoint
CREATE TYPE "public"."link_status" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."redemption_status" AS ENUM('pending', 'fulfilled', 'completed');--> statement-breakpoint
CREATE TYPE "public"."reward_type" AS ENUM('base', 'custom');--> statement-breakpoint
CREATE TYPE "public"."transaction_kind" AS ENUM('award', 'redemption');--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"code_ciphertext" text NOT NULL,
	"card_type" text NOT NULL,
	"usd_cents" integer NOT NULL,
	"trophy_cost" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"notes" text,
	"batch_id" text,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_usd_positive" CHECK ("gift_cards"."usd_cents" > 0),
	CONSTRAINT "gift_cards_trophy_cost_positive" CHECK ("gift_cards"."trophy_cost" > 0),
	CONSTRAINT "gift_cards_redeemed_together" CHECK (("gift_cards"."redeemed_at" IS NULL) = ("gift_cards"."redeemed_by" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "parent_student_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"status" "link_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"reward_id" uuid,
	"gift_card_id" uuid,
	"transaction_id" uuid NOT NULL,
	"title" text NOT NULL,
	"reward_type" text NOT NULL,
	"trophy_cost" integer NOT NULL,
	"fulfiller_id" uuid,
	"status" "redemption_status" NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemptions_gift_card_id_unique" UNIQUE("gift_card_id"),
	CONSTRAINT "redemptions_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"trophy_cost" integer NOT NULL,
	"reward_type" "reward_type" NOT NULL,
	"fulfillment_type" "fulfillment_type" DEFAULT 'manual' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"custom_for_student" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_trophy_cost_positive" CHECK ("rewards"."trophy_cost" > 0),
	CONSTRAINT "rewards_custom_has_student" CHECK (("rewards"."reward_type" = 'custom') = ("rewards"."custom_for_student" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "trophy_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"kind" "transaction_kind" NOT NULL,
	"description" text NOT NULL,
	"developer_id" uuid,
	"balance_after" integer DEFAULT 0 NOT NULL,
	"student_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trophy_transactions_amount_non_zero" CHECK ("trophy_transactions"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trophy_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ledger_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_student_links" ADD CONSTRAINT "parent_student_links_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_student_links" ADD CONSTRAINT "parent_student_links_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_transaction_id_trophy_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."trophy_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_fulfiller_id_users_id_fk" FOREIGN KEY ("fulfiller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_custom_for_student_users_id_fk" FOREIGN KEY ("custom_for_student") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_transactions" ADD CONSTRAINT "trophy_transactions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_transactions" ADD CONSTRAINT "trophy_transactions_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_cards_available_idx" ON "gift_cards" USING btree ("card_type","usd_cents","trophy_cost","expires_at") WHERE "gift_cards"."redeemed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "gift_cards_redeemed_by_idx" ON "gift_cards" USING btree ("redeemed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_student_links_open_idx" ON "parent_student_links" USING btree ("parent_id","student_id") WHERE "parent_student_links"."status" IN ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "parent_student_links_student_idx" ON "parent_student_links" USING btree ("student_id","status");--> statement-breakpoint
CREATE INDEX "redemptions_student_id_idx" ON "redemptions" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "redemptions_fulfiller_id_idx" ON "redemptions" USING btree ("fulfiller_id");--> statement-breakpoint
CREATE INDEX "rewards_custom_for_student_idx" ON "rewards" USING btree ("custom_for_student");--> statement-breakpoint
CREATE INDEX "rewards_created_by_idx" ON "rewards" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "trophy_transactions_student_seq_idx" ON "trophy_transactions" USING btree ("student_id","student_seq");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_trophy_balance_non_negative" CHECK ("users"."trophy_balance" >= 0);