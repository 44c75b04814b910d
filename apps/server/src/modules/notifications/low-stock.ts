import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { giftCards, lowStockAlerts } from "../../db/schema";
import { availableCard } from "../students/rewards.service";
import type { Notifier } from "./notifier";

/** Admins hear when a card type falls below this many available cards (docs/product.md). */
export const LOW_STOCK_BELOW = 10;

async function availableOf(tx: Queryable, cardType: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(giftCards)
    .where(and(eq(giftCards.cardType, cardType), availableCard()));
  return row?.n ?? 0;
}

/**
 * Call in the transaction that takes a card of `cardType` out of stock, after taking it. Once per
 * crossing below the mark the admins are told: the alert row's primary key decides, so of
 * simultaneous claims only one inserts it. The count runs under a lock per card type held to the
 * commit, so a claim counts after the claims that committed before it and none is missed.
 */
export async function noteCardClaimed(
  tx: Queryable,
  notifier: Notifier,
  cardType: string,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`low-stock:${cardType}`}))`);
  const available = await availableOf(tx, cardType);
  if (available >= LOW_STOCK_BELOW) return;
  const alerted = await tx
    .insert(lowStockAlerts)
    .values({ cardType })
    .onConflictDoNothing()
    .returning({ cardType: lowStockAlerts.cardType });
  if (alerted.length > 0) await notifier.giftCardLowStock(tx, { cardType, available });
}

/** Call after cards were added: a type back at the mark or above may alert again next time. */
export async function noteCardsAdded(tx: Queryable, cardTypes: string[]): Promise<void> {
  const types = [...new Set(cardTypes)];
  if (types.length === 0) return;
  const alerted = await tx
    .select({ cardType: lowStockAlerts.cardType })
    .from(lowStockAlerts)
    .where(inArray(lowStockAlerts.cardType, types));
  const restocked: string[] = [];
  for (const { cardType } of alerted) {
    if ((await availableOf(tx, cardType)) >= LOW_STOCK_BELOW) restocked.push(cardType);
  }
  if (restocked.length > 0) {
    await tx.delete(lowStockAlerts).where(inArray(lowStockAlerts.cardType, restocked));
  }
}
