import { platformText } from "@trophy/shared/schemas/platform-text";
import { and, count, desc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { AdminUser, userListQuerySchema } from "@trophy/shared/schemas/admin";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { sessions, users, type UserRow } from "../../db/schema";
import { BadRequest, Conflict, Forbidden, NotFound } from "../../lib/errors";
import { recordActivity } from "../activity/activity.service";
import { isSuspended } from "../accounts/user-status";
import { lockUserRow } from "../accounts/lock-user";
import { toUserView } from "../accounts/user-view";
import type { Actor } from "../activity/activity.service";

type ListQuery = z.infer<typeof userListQuerySchema>;

function toAdminUser(row: UserRow): AdminUser {
  const suspended = isSuspended(row);
  return {
    ...toUserView(row),
    isSuspended: suspended,
    suspendedUntil: suspended ? (row.suspendedUntil?.toISOString() ?? null) : null,
    suspensionReason: suspended ? row.suspensionReason : null,
    isDeleted: row.deletedAt !== null,
  };
}

/** `%` and `_` typed by the admin are searched for, not wildcards. */
const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users newest first, filtered by type and by e-mail or name (case-insensitive, trigram-indexed). */
export async function listUsers(
  db: Db,
  query: ListQuery,
): Promise<{ users: AdminUser[]; total: number }> {
  const filters: SQL[] = [];
  if (query.userType && query.userType !== "all") filters.push(eq(users.userType, query.userType));
  if (query.search) {
    const term = likeTerm(query.search);
    const match = or(ilike(users.email, term), ilike(users.name, term));
    if (match) filters.push(match);
  }
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { users: rows.map(toAdminUser), total: total?.n ?? 0 };
}

/**
 * Suspends a user for some days or for good: sign-in is refused, their sessions end now, and a
 * developer's API key stops working until the suspension ends. A user already suspended stays as
 * they are (a double click suspends once); the last active admin cannot be suspended, so the
 * platform always keeps someone who can run it.
 */
export async function suspendUser(
  db: Db,
  actor: Actor,
  userId: string,
  input: { reason: string; durationDays: number | undefined },
): Promise<AdminUser> {
  if (userId === actor.id) throw new BadRequest("cannot_suspend_self");
  const now = new Date();
  const until = input.durationDays
    ? new Date(now.getTime() + input.durationDays * 86_400_000)
    : null;
  const updated = await db.transaction(async (tx) => {
    const { user, admins } = await lockUserRow(tx, userId);
    if (isSuspended(user, now)) return user;
    if (user.userType === "admin") {
      const acting = admins.find((a) => a.id === actor.id);
      if (acting && isSuspended(acting, now)) throw new Forbidden("suspended");
      if (!admins.some((a) => a.id !== userId && !isSuspended(a, now))) {
        throw new Conflict("last_active_admin");
      }
    }
    const [row] = await tx
      .update(users)
      .set({
        suspendedAt: now,
        suspendedUntil: until,
        suspensionReason: input.reason,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await recordActivity(tx, {
      type: "suspension",
      description: `${user.email} suspended ${until ? `for ${input.durationDays} days` : "permanently"} by ${actor.email}: ${input.reason}`,
      text: until
        ? platformText("activity_suspended", {
            email: user.email,
            days: input.durationDays ?? 0,
            admin: actor.email,
            reason: input.reason,
          })
        : platformText("activity_suspended_permanently", {
            email: user.email,
            admin: actor.email,
            reason: input.reason,
          }),
      userId,
      actorId: actor.id,
    });
    return row;
  });
  if (!updated) throw new NotFound("user_not_found");
  return toAdminUser(updated);
}

export async function unsuspendUser(db: Db, actor: Actor, userId: string): Promise<AdminUser> {
  const row = await db.transaction(async (tx) => {
    const { user } = await lockUserRow(tx, userId);
    if (!isSuspended(user)) return user;
    const [result] = await tx
      .update(users)
      .set({
        suspendedAt: null,
        suspendedUntil: null,
        suspensionReason: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    await recordActivity(tx, {
      type: "suspension",
      description: `${user.email} suspension lifted by ${actor.email}`,
      text: platformText("activity_suspension_lifted", { email: user.email, admin: actor.email }),
      userId,
      actorId: actor.id,
    });
    return result;
  });
  if (!row) throw new NotFound("user_not_found");
  return toAdminUser(row);
}
