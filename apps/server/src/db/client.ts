import { chmodSync, mkdirSync } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite, type PGliteOptions, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { DatabaseTarget } from "../config";
import { copyStatement, type CopyText } from "./copy-rows";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or an open transaction: services take this so callers can compose. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: DatabaseTarget["kind"];
  /** The node-postgres pool on PostgreSQL (for LISTEN/NOTIFY and advisory locks). */
  pool: pg.Pool | null;
  /**
   * The session checks' own handle (modules/sessions/live-sessions.ts): on PostgreSQL a connection
   * of its own, so that a check never waits behind a busy instance's calls for a pooled one; the
   * principal cache serves nothing while its check is late, which would turn it off exactly when
   * it matters most. On PGlite, with its one connection, the same handle as `db`.
   */
  watch: Db;
  /** One parameterised statement straight through the driver, without the ORM. */
  query(text: string, params?: unknown[]): Promise<unknown>;
  /**
   * One transaction whose work may also stream rows in with COPY, which Drizzle cannot send. The
   * handle it gets runs on the transaction's own connection; it is not to open nested transactions.
   */
  bulkTransaction<T>(work: (tx: Queryable, copyText: CopyText) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PGlite in a folder (or in memory with dir null) by default, a node-postgres pool in production. */
export async function openDatabase(
  target: DatabaseTarget,
  onIdleError: (err: Error) => void = () => undefined,
): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 20 });
    // An idle connection that drops (server restart, failover) is replaced on next use; without a
    // listener its error would crash the process. Errors of running queries reach their callers.
    pool.on("error", onIdleError);
    const watchPool = new pg.Pool({ connectionString: target.url, max: 1 });
    watchPool.on("error", onIdleError);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      watch: drizzlePg(watchPool, { schema }) as unknown as Db,
      query: (text, params) => pool.query(text, params),
      bulkTransaction: (work) => poolBulkTransaction(pool, work),
      close: async () => {
        await Promise.all([pool.end(), watchPool.end()]);
      },
    };
  }
  if (target.dir) privateFolder(target.dir);
  return wrapPglite(
    await PGlite.create({ ...PGLITE_OPTIONS, ...(target.dir ? { dataDir: target.dir } : {}) }),
  );
}

/**
 * The embedded database's folder (and DATA_DIR, when it is created here) for the server's own
 * user alone: its files hold every account. A folder an earlier version left open to everyone is
 * closed too; the folder is ours alone, so nobody else can have relied on reading it.
 */
function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** The extensions the migrations use (pg_trgm for the users search), loaded into PGlite. */
export const PGLITE_OPTIONS: PGliteOptions = { extensions: { pg_trgm } };

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pool: null,
    watch: db,
    query: (text, params) => client.query(text, params),
    bulkTransaction: (work) =>
      // PGlite's transaction holds its one connection for this work alone; Drizzle is bound to it.
      client.transaction((tx) => work(drizzlePgliteOn(tx), pgliteCopyText(tx))),
    close: () => client.close(),
  };
}

/** Drizzle on an open PGlite transaction: it speaks the query interface Drizzle uses. */
const drizzlePgliteOn = (tx: Transaction) =>
  drizzlePglite(tx as unknown as PGlite, { schema }) as unknown as Db;

/** Text per COPY statement on PGlite: about fifty milliseconds of its work. */
const PGLITE_COPY_BYTES = 1024 * 1024;

/**
 * PGlite reads COPY data from the file `/dev/blob`, filled from the query's `blob` option. It runs
 * in this thread, a statement at a time: the text goes in by statements of about a megabyte, each
 * in a turn of the event loop of its own, so other work (a worker's answers, other requests' I/O)
 * goes on between them; when the text is there already, nothing else would give that turn.
 */
const pgliteCopyText =
  (tx: Transaction): CopyText =>
  async (table, columns, text) => {
    const statement = copyStatement(table, columns, "'/dev/blob'");
    let parts: (string | Uint8Array)[] = [];
    let size = 0;
    const send = async () => {
      if (parts.length === 0) return;
      const blob = new Blob(parts);
      parts = [];
      size = 0;
      await tx.query(statement, [], { blob });
      await nextTurn();
    };
    for await (const part of text) {
      parts.push(part);
      size += part.length;
      if (size >= PGLITE_COPY_BYTES) await send();
    }
    await send();
  };

/**
 * The transaction on one connection checked out of the pool, so COPY (sent on that connection's
 * client) and Drizzle's statements share it.
 */
async function poolBulkTransaction<T>(
  pool: pg.Pool,
  work: (tx: Queryable, copyText: CopyText) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    const copyText: CopyText = (table, columns, text) =>
      pipeline(Readable.from(text), client.query(copyFrom(copyStatement(table, columns, "STDIN"))));
    const db = drizzlePg(client, { schema }) as unknown as Db;
    return await db.transaction((tx) => work(tx, copyText));
  } finally {
    client.release();
  }
}
