import { asc, sql } from "drizzle-orm";
import type { InventoryRow } from "@trophy/shared/schemas/gift-cards";
import type { Queryable } from "../../db/client";
import { giftCards } from "../../db/schema";
import { centsToUsd } from "./gift-card-view";

/**
 * Counts per denomination in one aggregate query (no card leaves the database), summed per card
 * type here. Expired = past its expiry and not redeemed.
 */
export async function inventory(db: Queryable): Promise<InventoryRow[]> {
  const expired = sql`${giftCards.expiresAt} IS NOT NULL AND ${giftCards.expiresAt} <= now()`;
  const rows = await db
    .select({
      cardType: giftCards.cardType,
      usdCents: giftCards.usdCents,
      trophyCost: giftCards.trophyCost,
      available: sql<number>`count(*) FILTER (WHERE ${giftCards.redeemedAt} IS NULL AND NOT (${expired}))::int`,
      redeemed: sql<number>`count(*) FILTER (WHERE ${giftCards.redeemedAt} IS NOT NULL)::int`,
      expired: sql<number>`count(*) FILTER (WHERE ${giftCards.redeemedAt} IS NULL AND ${expired})::int`,
    })
    .from(giftCards)
    .groupBy(giftCards.cardType, giftCards.usdCents, giftCards.trophyCost)
    .orderBy(asc(giftCards.cardType), asc(giftCards.usdCents), asc(giftCards.trophyCost));

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
