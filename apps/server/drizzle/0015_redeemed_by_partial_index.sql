DROP INDEX "gift_cards_redeemed_by_idx";--> statement-breakpoint
CREATE INDEX "gift_cards_redeemed_by_idx" ON "gift_cards" USING btree ("redeemed_by") WHERE "gift_cards"."redeemed_by" IS NOT NULL;