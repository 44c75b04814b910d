CREATE TABLE "gift_card_counts" (
	"card_type" text NOT NULL,
	"usd_cents" integer NOT NULL,
	"trophy_cost" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"unredeemed" integer NOT NULL,
	"redeemed" integer NOT NULL
);
