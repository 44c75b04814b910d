-- gift_card_counts follows gift_cards through statement-level triggers: each statement appends
-- one signed delta per (denomination, expiry) it touched, read from its transition tables. Deltas
-- rather than one counter row per key, so concurrent redemptions of one denomination never wait
-- on each other; maintenance folds them back (src/db/gift-card-counts.ts).
CREATE FUNCTION count_gift_cards() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO gift_card_counts (card_type, usd_cents, trophy_cost, expires_at, unredeemed, redeemed)
    SELECT card_type, usd_cents, trophy_cost, expires_at,
           count(*) FILTER (WHERE redeemed_at IS NULL), count(*) FILTER (WHERE redeemed_at IS NOT NULL)
      FROM new_cards
     GROUP BY card_type, usd_cents, trophy_cost, expires_at;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO gift_card_counts (card_type, usd_cents, trophy_cost, expires_at, unredeemed, redeemed)
    SELECT card_type, usd_cents, trophy_cost, expires_at,
           -count(*) FILTER (WHERE redeemed_at IS NULL), -count(*) FILTER (WHERE redeemed_at IS NOT NULL)
      FROM old_cards
     GROUP BY card_type, usd_cents, trophy_cost, expires_at;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Most updates (a redemption, a re-sealed code) move nothing or one card: only keys whose
    -- counts changed get a row.
    INSERT INTO gift_card_counts (card_type, usd_cents, trophy_cost, expires_at, unredeemed, redeemed)
    SELECT card_type, usd_cents, trophy_cost, expires_at, sum(unredeemed), sum(redeemed)
      FROM (SELECT card_type, usd_cents, trophy_cost, expires_at,
                   (redeemed_at IS NULL)::int AS unredeemed, (redeemed_at IS NOT NULL)::int AS redeemed
              FROM new_cards
            UNION ALL
            SELECT card_type, usd_cents, trophy_cost, expires_at,
                   -(redeemed_at IS NULL)::int, -(redeemed_at IS NOT NULL)::int
              FROM old_cards) AS moved
     GROUP BY card_type, usd_cents, trophy_cost, expires_at
    HAVING sum(unredeemed) <> 0 OR sum(redeemed) <> 0;
  ELSE
    DELETE FROM gift_card_counts;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER gift_cards_count_insert
  AFTER INSERT ON gift_cards REFERENCING NEW TABLE AS new_cards
  FOR EACH STATEMENT EXECUTE FUNCTION count_gift_cards();
--> statement-breakpoint
CREATE TRIGGER gift_cards_count_update
  AFTER UPDATE ON gift_cards REFERENCING OLD TABLE AS old_cards NEW TABLE AS new_cards
  FOR EACH STATEMENT EXECUTE FUNCTION count_gift_cards();
--> statement-breakpoint
CREATE TRIGGER gift_cards_count_delete
  AFTER DELETE ON gift_cards REFERENCING OLD TABLE AS old_cards
  FOR EACH STATEMENT EXECUTE FUNCTION count_gift_cards();
--> statement-breakpoint
CREATE TRIGGER gift_cards_count_truncate
  AFTER TRUNCATE ON gift_cards
  FOR EACH STATEMENT EXECUTE FUNCTION count_gift_cards();
--> statement-breakpoint
-- The cards already stocked, counted once; the triggers above keep the count from here on.
INSERT INTO gift_card_counts (card_type, usd_cents, trophy_cost, expires_at, unredeemed, redeemed)
SELECT card_type, usd_cents, trophy_cost, expires_at,
       count(*) FILTER (WHERE redeemed_at IS NULL), count(*) FILTER (WHERE redeemed_at IS NOT NULL)
  FROM gift_cards
 GROUP BY card_type, usd_cents, trophy_cost, expires_at;
