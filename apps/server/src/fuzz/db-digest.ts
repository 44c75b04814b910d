import type { Database } from "../db/client";

/**
 * Tables a refused call may legitimately change: the rate-limit counters count refused sign-ins
 * and award calls too (that is what makes them limits); the request log notes every award API call
 * of a known key, refused ones included, after the answer and in batches, so its write may land
 * while a later call is checked. The mail queue's worker marks mail of earlier calls sent whenever
 * it gets to them (a refused call queues none: its transaction rolls back).
 */
const MAY_CHANGE_ON_REFUSAL = new Set(["rate_limit_counters", "api_calls", "mail_outbox"]);
/** A column the request log stamps in the same way: each key's last use. */
const COLUMN_MAY_CHANGE_ON_REFUSAL: Record<string, string> = { api_keys: "last_used_at" };

interface Rows {
  rows: Record<string, unknown>[];
}

/** One statement that hashes every row of every other table: equal digests, equal contents. */
export async function digestStatement(database: Database): Promise<string> {
  const { rows } = (await database.query(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as Rows;
  const tables = rows
    .map((r) => String(r.table_name))
    .filter((name) => !MAY_CHANGE_ON_REFUSAL.has(name));
  if (tables.length === 0) throw new Error("no tables to digest");
  const parts = tables.map((name) => {
    const skipped = COLUMN_MAY_CHANGE_ON_REFUSAL[name];
    const row = skipped ? `(to_jsonb(t) - '${skipped}')::text` : "t::text";
    return `(SELECT '${name}:' || count(*) || ':' || coalesce(md5(string_agg(${row}, '|' ORDER BY ${row})), '') FROM "${name}" t)`;
  });
  return `SELECT md5(concat_ws(',', ${parts.join(", ")})) AS digest`;
}

export async function digest(database: Database, statement: string): Promise<string> {
  const { rows } = (await database.query(statement)) as Rows;
  return String(rows[0]?.digest);
}

/**
 * The next transaction id the database will hand out. Only a transaction that writes takes one,
 * so when it has not moved, nothing was written and the full digest can be skipped. (It also
 * moves for writes that were rolled back and, on a shared PostgreSQL, for other databases: then
 * the full digest decides.)
 */
export async function nextTransactionId(database: Database): Promise<string> {
  const { rows } = (await database.query(
    "SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xid",
  )) as Rows;
  return String(rows[0]?.xid);
}
