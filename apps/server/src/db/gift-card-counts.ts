import { sql } from "drizzle-orm";
import type { Queryable } from "./client";
import { bare } from "./raw";
import { giftCardCounts } from "./schema";

const c = giftCardCounts;

/**
 * Folds the deltas the gift_cards triggers append into one row per denomination and expiry, and
 * drops the keys no card has any more. The triggers append instead of updating one counter per
 * key so that concurrent redemptions never wait on a shared row; the price is a table that grows
 * by a row per statement until this runs (hourly, maintenance.ts).
 *
 * One statement: on PostgreSQL, deltas committed while it runs are not in its snapshot and stay
 * as they are; a second compaction at the same time finds the rows deleted under it and skips
 * them, so every delta is counted exactly once.
 */
export async function compactGiftCardCounts(db: Queryable): Promise<void> {
  const key = sql.join([c.cardType, c.usdCents, c.trophyCost, c.expiresAt].map(bare), sql`, `);
  const [unredeemed, redeemed] = [bare(c.unredeemed), bare(c.redeemed)];
  await db.execute(sql`
    WITH gone AS (DELETE FROM ${c} RETURNING *)
    INSERT INTO ${c} (${key}, ${unredeemed}, ${redeemed})
    SELECT ${key}, sum(${unredeemed}), sum(${redeemed})
      FROM gone
     GROUP BY ${key}
    HAVING sum(${unredeemed}) <> 0 OR sum(${redeemed}) <> 0`);
}
