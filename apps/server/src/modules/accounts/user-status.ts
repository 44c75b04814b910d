import { sql, type SQL } from "drizzle-orm";
import { users, type UserRow } from "../../db/schema";
import { Forbidden } from "../../lib/errors";

export function isSuspended(
  user: Pick<UserRow, "suspendedAt" | "suspendedUntil">,
  now = new Date(),
): boolean {
  return user.suspendedAt !== null && (user.suspendedUntil === null || user.suspendedUntil > now);
}

/** isSuspended as SQL over `users`, for statements that must decide inside the database. */
export function suspendedSql(): SQL {
  return sql`(${users.suspendedAt} IS NOT NULL AND (${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} > now()))`;
}

/** Refuses a suspended user, on sign-in and on every authenticated call. */
export function assertNotSuspended(user: Pick<UserRow, "suspendedAt" | "suspendedUntil">): void {
  if (isSuspended(user)) throw new Forbidden("suspended");
}
