import type { SQL } from "drizzle-orm";
import type { Queryable } from "./client";

/**
 * Rows of a hand-written statement, for the few hot paths that fold several steps into one
 * round trip. node-postgres and PGlite both answer `{ rows }`; columns keep their SQL names.
 */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
