import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Queryable } from "./client";

/**
 * Rows of a hand-written statement, for the few hot paths that fold several steps into one
 * round trip. node-postgres and PGlite both answer `{ rows }`; columns keep the names the statement
 * gives them, so statements alias them in camelCase.
 */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * A column's bare name, for the places SQL refuses a qualified one (an INSERT's column list, an
 * ON CONFLICT target). Interpolate the column itself everywhere else.
 */
export function bare(column: AnyPgColumn): ReturnType<typeof sql.identifier> {
  return sql.identifier(column.name);
}
