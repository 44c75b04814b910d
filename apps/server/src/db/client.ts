import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { DatabaseTarget } from "../config";
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
  /** One parameterised statement straight through the driver, without the ORM. */
  query(text: string, params?: unknown[]): Promise<unknown>;
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
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      query: (text, params) => pool.query(text, params),
      close: () => pool.end(),
    };
  }
  return wrapPglite(
    await PGlite.create({ ...PGLITE_OPTIONS, ...(target.dir ? { dataDir: target.dir } : {}) }),
  );
}

/** The extensions the migrations use (pg_trgm for the users search), loaded into PGlite. */
export const PGLITE_OPTIONS: PGliteOptions = { extensions: { pg_trgm } };

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pool: null,
    query: (text, params) => client.query(text, params),
    close: () => client.close(),
  };
}
