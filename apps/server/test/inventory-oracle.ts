import { sql } from "drizzle-orm";
import type { InventoryRow } from "@trophy/shared/schemas/gift-cards";
import type { Queryable } from "../src/db/client";
import { rowsOf } from "../src/db/raw";
import { byCardType, type DenominationCounts } from "../src/modules/gift-cards/inventory.service";

/**
 * The inventory counted straight over every card, as the admin's inventory was answered before
 * gift_card_counts: what the summary must agree with, card for card.
 */
export async function inventoryFromCards(db: Queryable): Promise<InventoryRow[]> {
  const rows = await rowsOf<DenominationCounts>(
    db,
    sql`SELECT card_type AS "cardType", usd_cents AS "usdCents", trophy_cost AS "trophyCost",
               count(*) FILTER (WHERE redeemed_at IS NULL
                                  AND NOT (expires_at IS NOT NULL AND expires_at <= now()))::int AS "available",
               count(*) FILTER (WHERE redeemed_at IS NOT NULL)::int AS "redeemed",
               count(*) FILTER (WHERE redeemed_at IS NULL
                                  AND expires_at IS NOT NULL AND expires_at <= now())::int AS "expired"
          FROM gift_cards
         GROUP BY 1, 2, 3
         ORDER BY 1, 2, 3`,
  );
  return byCardType(rows);
}

/** gift_card_counts summed per key, and the same counted over the cards, both sorted alike. */
export async function countsAndCards(db: Queryable) {
  const key = sql`card_type, usd_cents, trophy_cost, to_json(expires_at)#>>'{}' AS expires_at`;
  const order = sql`ORDER BY 1, 2, 3, 4 NULLS FIRST`;
  const counted = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT ${key}, sum(unredeemed)::int AS unredeemed, sum(redeemed)::int AS redeemed
          FROM gift_card_counts GROUP BY 1, 2, 3, 4
        HAVING sum(unredeemed) <> 0 OR sum(redeemed) <> 0 ${order}`,
  );
  const cards = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT ${key}, count(*) FILTER (WHERE redeemed_at IS NULL)::int AS unredeemed,
               count(*) FILTER (WHERE redeemed_at IS NOT NULL)::int AS redeemed
          FROM gift_cards GROUP BY 1, 2, 3, 4 ${order}`,
  );
  return { counted, cards };
}
