import { inArray } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { users } from "../src/db/schema";
import { summarise, type LoadResult } from "./load";

const INSERT =
  "INSERT INTO trophy_transactions (student_id, amount, kind, description) VALUES ($1, $2, 'award', $3)";

/**
 * The ledger insert an award makes (the balance trigger included), sent straight through the
 * database driver by `workers` concurrent loops: the node-postgres pool, or the PGlite client.
 */
export async function rawLedgerInserts(
  database: Database,
  emails: string[],
  workers: number,
  perWorker: number,
): Promise<LoadResult> {
  const rows = await database.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, emails));
  const ids = rows.map((r) => r.id);
  const latencies: number[] = [];
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; i < perWorker; i++) {
        const t0 = process.hrtime.bigint();
        await database.query(INSERT, [ids[(w * perWorker + i) % ids.length], 5, "Raw insert"]);
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }),
  );
  return summarise(latencies, 0, Number(process.hrtime.bigint() - started) / 1e9);
}
