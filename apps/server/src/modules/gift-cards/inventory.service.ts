import { asc, sql } from "drizzle-orm";
import type { InventoryRow } from "@trophy/shared/schemas/gift-cards";
import type { Queryable } from "../../db/client";
import { giftCardCounts as c } from "../../db/schema";
import { centsToUsd } from "./gift-card-view";

/**
 * Counts per denomination, read from gift_card_counts (kept by triggers, db/schema.ts) rather
 * than counted over every card: a few rows per denomination and expiry instead of a million
 * cards. Expiry is part of that table's key so that "expired" is decided here, against the clock
 * of this read: available = not redeemed and not past its expiry, expired = not redeemed and past
 * it. A denomination shows while it has any card. Summed per card type here.
 */
export async function inventory(db: Queryable): Promise<InventoryRow[]> {
  const expired = sql`${c.expiresAt} IS NOT NULL AND ${c.expiresAt} <= now()`;
  const rows = await db
    .select({
      cardType: c.cardType,
      usdCents: c.usdCents,
      trophyCost: c.trophyCost,
      available: sql<number>`coalesce(sum(${c.unredeemed}) FILTER (WHERE NOT (${expired})), 0)::int`,
      redeemed: sql<number>`coalesce(sum(${c.redeemed}), 0)::int`,
      expired: sql<number>`coalesce(sum(${c.unredeemed}) FILTER (WHERE ${expired}), 0)::int`,
    })
    .from(c)
    .groupBy(c.cardType, c.usdCents, c.trophyCost)
    .having(sql`sum(${c.unredeemed} + ${c.redeemed}) > 0`)
    .orderBy(asc(c.cardType), asc(c.usdCents), asc(c.trophyCost));

  return byCardType(rows);
}

/** Counts per denomination, in card-type order, summed per card type with their details. */
export interface DenominationCounts {
  cardType: string;
  usdCents: number;
  trophyCost: number;
  available: number;
  redeemed: number;
  expired: number;
}

export function byCardType(rows: DenominationCounts[]): InventoryRow[] {
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
