import { and, count, desc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SERVER_ERRORS } from "@trophy/shared/messages";
import type { AdminUser, userListQuerySchema } from "@trophy/shared/schemas/admin";
import type { z } from "zod";
import { sessions, users, type UserRow } from "../../db/schema";
import { BadRequest, NotFound } from "../../lib/errors";
import { recordActivity } from "../activity/activity.service";
import { isSuspended } from "../users/user-status";
import { toUserView } from "../users/user-view";

type ListQuery = z.infer<typeof userListQuerySchema>;

function toAdminUser(row: UserRow): AdminUser {
  const suspended = isSuspended(row);
  return {
    ...toUserView(row),
    isSuspended: suspended,
    suspendedUntil: suspended ? (row.suspendedUntil?.toISOString() ?? null) : null,
    suspensionReason: suspended ? row.suspensionReason : null,
  };
}

/** `%` and `_` typed by the admin are searched for, not wildcards. */
const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users newest first, filtered by type and by e-mail or name (case-insensitive, trigram-indexed). */
export async function listUsers(
  app: FastifyInstance,
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
  const rows = await app.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await app.db.select({ n: count() }).from(users).where(where);
  return { users: rows.map(toAdminUser), total: total?.n ?? 0 };
}

async function findUser(app: FastifyInstance, id: string): Promise<UserRow> {
  const [user] = await app.db.select().from(users).where(eq(users.id, id));
  if (!user) throw new NotFound(SERVER_ERRORS.userNotFound);
  return user;
}

/**
 * Suspends a user for some days or for good: sign-in is refused, their sessions end now, and a
 * developer's API key stops working until the suspension ends.
 */
export async function suspendUser(
  app: FastifyInstance,
  adminId: string,
  userId: string,
  input: { reason: string; durationDays: number | undefined },
): Promise<AdminUser> {
  if (userId === adminId) throw new BadRequest(SERVER_ERRORS.cannotSuspendSelf);
  const user = await findUser(app, userId);
  const now = new Date();
  const until = input.durationDays
    ? new Date(now.getTime() + input.durationDays * 86_400_000)
    : null;
  const updated = await app.db.transaction(async (tx) => {
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
      description: `${user.email} suspended ${until ? `for ${input.durationDays} days` : "permanently"}: ${input.reason}`,
      userId,
    });
    return row;
  });
  if (!updated) throw new NotFound(SERVER_ERRORS.userNotFound);
  return toAdminUser(updated);
}

export async function unsuspendUser(app: FastifyInstance, userId: string): Promise<AdminUser> {
  const user = await findUser(app, userId);
  const [row] = await app.db.transaction(async (tx) => {
    const result = await tx
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
      description: `${user.email} suspension lifted`,
      userId,
    });
    return result;
  });
  if (!row) throw new NotFound(SERVER_ERRORS.userNotFound);
  return toAdminUser(row);
}
