import { sql, type SQL } from "drizzle-orm";
import type { UserRow } from "../../db/schema";
import { Forbidden } from "../../lib/errors";

export function isSuspended(
  user: Pick<UserRow, "suspendedAt" | "suspendedUntil">,
  now = new Date(),
): boolean {
  return user.suspendedAt !== null && (user.suspendedUntil === null || user.suspendedUntil > now);
}

/** isSuspended as SQL, for statements that must decide inside the database (`alias` = users). */
export function suspendedSql(alias: string): SQL {
  const t = sql.raw(alias);
  return sql`(${t}.suspended_at IS NOT NULL AND (${t}.suspended_until IS NULL OR ${t}.suspended_until > now()))`;
}

/** Refuses a suspended user, on sign-in and on every authenticated call. */
export function assertNotSuspended(user: Pick<UserRow, "suspendedAt" | "suspendedUntil">): void {
  if (isSuspended(user)) throw new Forbidden("suspended");
}
