import { compactGiftCardCounts } from "./gift-card-counts";
import type { Database } from "./client";

/**
 * The periodic run on every database: derived tables that grow by appending deltas are folded
 * back (gift_card_counts, db/schema.ts), then the embedded database gets its statistics and vacuum.
 */
export async function maintainDatabase(database: Database, { vacuum }: { vacuum: boolean }) {
  await compactGiftCardCounts(database.db);
  await maintainEmbedded(database, { vacuum });
}

/**
 * PGlite runs PostgreSQL as a single backend without autovacuum, so on the embedded database the
 * server does its work: without statistics the planner guesses (an award's student lookup scanned
 * every student instead of using the e-mail index), and the dead row versions every balance
 * change leaves behind would never be reclaimed. PostgreSQL's own autovacuum covers production.
 */
export async function maintainEmbedded(database: Database, { vacuum }: { vacuum: boolean }) {
  if (database.kind !== "pglite") return;
  await database.query(vacuum ? "VACUUM (ANALYZE)" : "ANALYZE");
}
