import { sql } from "drizzle-orm";
import type { InventoryRow } from "@trophy/shared/schemas/gift-cards";
import type { Queryable } from "../src/db/client";
import { rowsOf } from "../src/db/raw";
import { centsToUsd } from "../src/modules/gift-cards/gift-card-view";

/**
 * The inventory counted straight over every card, as the admin's inventory was answered before
 * gift_card_counts: what the summary must agree with, card for card.
 */
export async function inventoryFromCards(db: Queryable): Promise<InventoryRow[]> {
  const rows = await rowsOf<{
    cardType: string;
    usdCents: number;
    trophyCost: number;
    available: number;
    redeemed: number;
    expired: number;
  }>(
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
  const byType = new Map<string, InventoryRow>();
  for (const r of rows) {
    const type = byType.get(r.cardType) ?? {
      cardType: r.cardType,
      available: 0,
      redeemed: 0,
      expired: 0,
      details: [],
    };
    type.available += r.available;
    type.redeemed += r.redeemed;
    type.expired += r.expired;
    type.details.push({
      usdAmount: centsToUsd(r.usdCents),
      trophyCost: r.trophyCost,
      available: r.available,
      redeemed: r.redeemed,
      expired: r.expired,
    });
    byType.set(r.cardType, type);
  }
  return [...byType.values()];
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
