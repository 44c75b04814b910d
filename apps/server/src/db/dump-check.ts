import { sql } from "drizzle-orm";
import type { Queryable } from "./client";
import { tablesInRestoreOrder } from "./dump";
import { rowsOf } from "./raw";

/** What a copy of the data must agree on with its original (README: When you outgrow one machine). */
export interface DataSummary {
  counts: Record<string, number>;
  students: number;
  trophiesHeld: number;
  /** Users whose balance or entry count differs from their ledger: always empty on a sound database. */
  ledgerMismatches: { id: string; balance: number; ledger: number; seq: number; entries: number }[];
  giftCards: Record<string, number>;
  redemptions: Record<string, number>;
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
    redemptions,
  };
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
