import { and, asc, eq, sql } from "drizzle-orm";
import { displayName } from "@trophy/shared/rules/display-name";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { BlockedParent } from "@trophy/shared/schemas/student";
import type { Queryable } from "../../db/client";
import { blockedParents, users } from "../../db/schema";
import { NotFound } from "../../lib/errors";

/** The parents/guides this student blocked (connection-requests.service.ts), oldest first. */
export async function listBlockedParents(
  db: Queryable,
  studentId: string,
  page: PageQuery,
): Promise<{ blocked: BlockedParent[]; total: number }> {
  const mine = eq(blockedParents.studentId, studentId);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(blockedParents)
    .where(mine);
  const rows = await db
    .select({
      id: blockedParents.id,
      name: users.name,
      email: users.email,
      createdAt: blockedParents.createdAt,
    })
    .from(blockedParents)
    .innerJoin(users, eq(users.id, blockedParents.parentId))
    .where(mine)
    .orderBy(asc(blockedParents.createdAt), asc(blockedParents.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    blocked: rows.map((r) => ({
      id: r.id,
      name: displayName(r),
      email: r.email,
      blockedAt: r.createdAt.toISOString(),
    })),
    total: count?.n ?? 0,
  };
}

/**
 * Lets a blocked parent/guide ask again. The decline that came with the block still keeps their
 * requests away for its quiet days (links.service.ts).
 */
export async function unblockParent(db: Queryable, studentId: string, id: string): Promise<void> {
  const removed = await db
    .delete(blockedParents)
    .where(and(eq(blockedParents.id, id), eq(blockedParents.studentId, studentId)))
    .returning({ id: blockedParents.id });
  if (removed.length === 0) throw new NotFound("block_not_found");
}
