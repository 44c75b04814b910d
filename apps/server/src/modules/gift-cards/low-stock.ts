import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client";
import { rowsOf } from "../../db/raw";
import { giftCards, lowStockAlerts } from "../../db/schema";
import { availableCard } from "./available-card";
import type { Notifier } from "../notifications/notifier";

/** Admins hear when a card type falls below this many available cards (docs/product.md). */
export const LOW_STOCK_BELOW = 10;

/**
 * Available cards of the type, counted only up to `upTo` (the mark): whether the type is low is all
 * that matters, and below the mark the count is exact. Stops after a few index entries however
 * large the stock.
 */
export const availableUpTo = (cardType: string, upTo: number): SQL =>
  sql`(SELECT count(*)::int FROM (
        SELECT 1 FROM ${giftCards}
        WHERE ${and(eq(giftCards.cardType, cardType), availableCard())}
        LIMIT ${upTo}) AS stock)`;

async function availableUpToMark(tx: Queryable, cardType: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`SELECT ${availableUpTo(cardType, LOW_STOCK_BELOW)} AS n`,
  );
  return row?.n ?? 0;
}

/**
 * Whether a claim that saw `before` available cards of its type in its own statement (its card
 * among them) may have left fewer than the mark. Only where transactions run one at a time (the
 * embedded database) is that count the stock left once it commits, less its own card; elsewhere,
 * with `before` null, claims committing alongside may have taken more, and the count after the
 * commit decides.
 */
export const mayBeLowAfter = (before: number | null): boolean =>
  before === null || before - 1 < LOW_STOCK_BELOW;

/**
 * Call after the transaction that took a card of `cardType` out of stock has committed. Once per
 * crossing below the mark the admins are told: the alert row's primary key decides, so of
 * simultaneous claims only one inserts it. Counting after the commit (in a new snapshot) means
 * the last of several simultaneous claims sees them all, so none is missed without any lock that
 * would make the claims wait for each other.
 */
export async function noteCardClaimed(db: Db, notifier: Notifier, cardType: string): Promise<void> {
  const available = await availableUpToMark(db, cardType);
  if (available >= LOW_STOCK_BELOW) return;
  await db.transaction(async (tx) => {
    const alerted = await tx
      .insert(lowStockAlerts)
      .values({ cardType })
      .onConflictDoNothing()
      .returning({ cardType: lowStockAlerts.cardType });
    if (alerted.length > 0) await notifier.giftCardLowStock(tx, { cardType, available });
  });
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
    if ((await availableUpToMark(tx, cardType)) >= LOW_STOCK_BELOW) restocked.push(cardType);
  }
  if (restocked.length > 0) {
    await tx.delete(lowStockAlerts).where(inArray(lowStockAlerts.cardType, restocked));
  }
}
