import { inArray, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "../src/db/client";
import { users } from "../src/db/schema";
import { callerCte, rateWindow } from "../src/modules/awards/api-key-calls";
import { awardCtes, ENTRY_COLUMNS } from "../src/modules/awards/award-statement";
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

/**
 * The award statement the API sends for a key and body (api-key-calls.ts and award-statement.ts),
 * built and compiled before the clock starts, then sent straight through the driver by `workers`
 * concurrent loops: what the HTTP API costs on top of its one statement. Its own developers, so
 * their hourly counts stay apart from the HTTP run's.
 */
export async function rawAwardStatements(
  database: Database,
  keys: string[],
  emails: string[],
  workers: number,
  perWorker: number,
  defaultBudget: number,
): Promise<LoadResult> {
  const dialect = new PgDialect();
  const window = rateWindow();
  const statements = Array.from({ length: workers }, (_, w) =>
    Array.from({ length: perWorker }, (_, i) => {
      const body = { email: emails[(w * perWorker + i) % emails.length] ?? "", amount: 5 };
      return dialect.sqlToQuery(
        sql`WITH ${callerCte({ key: keys[w] ?? "", address: "127.0.0.1", window }, defaultBudget)}, ${awardCtes(body, false)}
            SELECT caller.*, ${ENTRY_COLUMNS} FROM caller LEFT JOIN entry ON true`,
      );
    }),
  );
  const latencies: number[] = [];
  let failures = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    statements.map(async (mine) => {
      for (const statement of mine) {
        const t0 = process.hrtime.bigint();
        const result = (await database.query(statement.sql, statement.params)) as {
          rows: { entryId: string | null }[];
        };
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        if (!result.rows[0]?.entryId) failures++;
      }
    }),
  );
  return summarise(latencies, failures, Number(process.hrtime.bigint() - started) / 1e9);
}
