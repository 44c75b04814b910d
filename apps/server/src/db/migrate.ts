import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { findUp } from "../lib/find-up";
import type { Database } from "./client";

export function migrationsFolder(): string {
  const folder = findUp(import.meta.url, "drizzle", "meta/_journal.json");
  if (!folder) throw new Error("Cannot find the drizzle migrations folder");
  return folder;
}

/** An arbitrary constant: instances starting together on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK = 727_274_001;

/** Applies the migrations not yet applied; `folder` is another journal's, for upgrade tests. */
export async function migrate(database: Database, folder = migrationsFolder()): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const pool = database.pool;
  if (!pool) throw new Error("PostgreSQL database without a pool");
  const lock = await pool.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    await lock.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}
