import { sql } from "drizzle-orm";
import type { Queryable } from "./client";
import { tablesInRestoreOrder } from "./dump";
import { rowsOf } from "./raw";

/** What a copy of the data must agree on with its original (docs/operations.md: When you outgrow one machine). */
export interface DataSummary {
  counts: Record<string, number>;
  students: number;
  trophiesHeld: number;
  /** Users whose balance or entry count differs from their ledger: always empty on a sound database. */
  ledgerMismatches: { id: string; balance: number; ledger: number; seq: number; entries: number }[];
  giftCards: Record<string, number>;
  /** Keys where gift_card_counts differs from the cards themselves: always empty on a sound database. */
  giftCardCountMismatches: GiftCardCountMismatch[];
  redemptions: Record<string, number>;
}

export interface GiftCardCountMismatch {
  cardType: string;
  usdCents: number;
  trophyCost: number;
  expiresAt: string | null;
  counted: { unredeemed: number; redeemed: number };
  cards: { unredeemed: number; redeemed: number };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `at` fixes the moment that tells expired cards from available ones, for both sides alike. */
export async function summarize(db: Queryable, at: Date): Promise<DataSummary> {
  const counts: Record<string, number> = {};
  for (const name of await tablesInRestoreOrder(db)) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql.raw(`SELECT count(*)::int AS "n" FROM ${quote(name)}`),
    );
    counts[name] = row?.n ?? 0;
  }
  const ledgerMismatches = await rowsOf<DataSummary["ledgerMismatches"][number]>(
    db,
    sql`SELECT u.id, u.trophy_balance AS "balance", coalesce(l.total, 0)::int AS "ledger",
               u.ledger_seq AS "seq", coalesce(l.entries, 0)::int AS "entries"
          FROM users u
          LEFT JOIN (SELECT student_id, sum(amount) AS total, count(*) AS entries
                       FROM trophy_transactions GROUP BY student_id) l ON l.student_id = u.id
         WHERE u.trophy_balance <> coalesce(l.total, 0) OR u.ledger_seq <> coalesce(l.entries, 0)
         ORDER BY u.id`,
  );
  const [held] = await rowsOf<{ students: number; trophies: string }>(
    db,
    sql`SELECT count(*)::int AS "students", coalesce(sum(trophy_balance), 0)::text AS "trophies"
          FROM users WHERE user_type = 'student'`,
  );
  const giftCards = await groupCounts(
    db,
    sql`SELECT CASE WHEN redeemed_at IS NOT NULL THEN 'redeemed'
                    WHEN expires_at IS NOT NULL AND expires_at <= ${at.toISOString()}::timestamptz THEN 'expired'
                    ELSE 'available' END AS "key", count(*)::int AS "n"
          FROM gift_cards GROUP BY 1`,
  );
  const giftCardCountMismatches = await giftCardCountsAgainstCards(db);
  const redemptions = await groupCounts(
    db,
    sql`SELECT status::text AS "key", count(*)::int AS "n" FROM redemptions GROUP BY 1`,
  );
  return {
    counts,
    students: held?.students ?? 0,
    trophiesHeld: Number(held?.trophies ?? 0),
    ledgerMismatches,
    giftCards,
    giftCardCountMismatches,
    redemptions,
  };
}

/**
 * gift_card_counts (derived, db/dump.ts) against the cards, per denomination and expiry: exact
 * whatever the clock, and deltas that net to zero match a key without cards. A database older
 * than that table has nothing to compare.
 */
async function giftCardCountsAgainstCards(db: Queryable): Promise<GiftCardCountMismatch[]> {
  const [table] = await rowsOf<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('public.gift_card_counts') IS NOT NULL AS "present"`,
  );
  if (!table?.present) return [];
  const rows = await rowsOf<{
    cardType: string;
    usdCents: number;
    trophyCost: number;
    expiresAt: string | null;
    countedUnredeemed: number;
    countedRedeemed: number;
    cardsUnredeemed: number;
    cardsRedeemed: number;
  }>(
    db,
    sql`WITH counted AS (
          SELECT card_type, usd_cents, trophy_cost, expires_at,
                 sum(unredeemed)::int AS unredeemed, sum(redeemed)::int AS redeemed
            FROM gift_card_counts GROUP BY 1, 2, 3, 4),
        cards AS (
          SELECT card_type, usd_cents, trophy_cost, expires_at,
                 count(*) FILTER (WHERE redeemed_at IS NULL)::int AS unredeemed,
                 count(*) FILTER (WHERE redeemed_at IS NOT NULL)::int AS redeemed
            FROM gift_cards GROUP BY 1, 2, 3, 4)
        SELECT coalesce(a.card_type, b.card_type) AS "cardType",
               coalesce(a.usd_cents, b.usd_cents) AS "usdCents",
               coalesce(a.trophy_cost, b.trophy_cost) AS "trophyCost",
               to_json(coalesce(a.expires_at, b.expires_at))#>>'{}' AS "expiresAt",
               coalesce(a.unredeemed, 0) AS "countedUnredeemed",
               coalesce(a.redeemed, 0) AS "countedRedeemed",
               coalesce(b.unredeemed, 0) AS "cardsUnredeemed",
               coalesce(b.redeemed, 0) AS "cardsRedeemed"
          FROM counted a
          FULL JOIN cards b
            ON a.card_type = b.card_type AND a.usd_cents = b.usd_cents
           AND a.trophy_cost = b.trophy_cost AND a.expires_at IS NOT DISTINCT FROM b.expires_at
         WHERE coalesce(a.unredeemed, 0) <> coalesce(b.unredeemed, 0)
            OR coalesce(a.redeemed, 0) <> coalesce(b.redeemed, 0)
         ORDER BY 1, 2, 3, 4`,
  );
  return rows.map((r) => ({
    cardType: r.cardType,
    usdCents: r.usdCents,
    trophyCost: r.trophyCost,
    expiresAt: r.expiresAt,
    counted: { unredeemed: r.countedUnredeemed, redeemed: r.countedRedeemed },
    cards: { unredeemed: r.cardsUnredeemed, redeemed: r.cardsRedeemed },
  }));
}

async function groupCounts(
  db: Queryable,
  query: ReturnType<typeof sql>,
): Promise<Record<string, number>> {
  const rows = await rowsOf<{ key: string; n: number }>(db, query);
  return Object.fromEntries(
    rows.sort((a, b) => a.key.localeCompare(b.key)).map((r) => [r.key, r.n]),
  );
}

/** Differences between an original and its copy, as sentences; empty when they agree. */
export function compareSummaries(original: DataSummary, copy: DataSummary): string[] {
  const problems: string[] = [];
  const tables = new Set([...Object.keys(original.counts), ...Object.keys(copy.counts)]);
  for (const t of tables) {
    if (original.counts[t] !== copy.counts[t]) {
      problems.push(
        `${t}: ${original.counts[t] ?? 0} rows in the original, ${copy.counts[t] ?? 0} in the copy`,
      );
    }
  }
  for (const m of copy.ledgerMismatches) {
    problems.push(
      `user ${m.id}: balance ${m.balance} after ${m.seq} entries, but the ledger adds up to ${m.ledger} in ${m.entries} entries`,
    );
  }
  for (const m of copy.giftCardCountMismatches) {
    problems.push(
      `gift card counts of ${m.cardType} ${m.usdCents} cents for ${m.trophyCost} trophies expiring ${m.expiresAt ?? "never"}: ${JSON.stringify(m.counted)}, but the cards are ${JSON.stringify(m.cards)}`,
    );
  }
  if (original.trophiesHeld !== copy.trophiesHeld) {
    problems.push(
      `trophies held: ${original.trophiesHeld} in the original, ${copy.trophiesHeld} in the copy`,
    );
  }
  for (const [what, a, b] of [
    ["gift cards", original.giftCards, copy.giftCards],
    ["redemptions", original.redemptions, copy.redemptions],
  ] as const) {
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      problems.push(
        `${what}: ${JSON.stringify(a)} in the original, ${JSON.stringify(b)} in the copy`,
      );
    }
  }
  return problems;
}
