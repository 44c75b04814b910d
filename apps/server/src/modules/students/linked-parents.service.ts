import { and, asc, eq, sql } from "drizzle-orm";
import { displayName } from "@trophy/shared/rules/display-name";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { LinkedParent } from "@trophy/shared/schemas/student";
import type { Db, Queryable } from "../../db/client";
import { parentStudentLinks, rewards, users } from "../../db/schema";
import { NotFound } from "../../lib/errors";
import type { Announce } from "../ledger/ledger.service";
import { releaseUndecidableHolds } from "../parents/approvals.service";

/** The parents/guides this student accepted, in the order they did. */
export async function listLinkedParents(
  db: Queryable,
  studentId: string,
  page: PageQuery,
): Promise<{ parents: LinkedParent[]; total: number }> {
  const accepted = and(
    eq(parentStudentLinks.studentId, studentId),
    eq(parentStudentLinks.status, "accepted"),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(parentStudentLinks)
    .where(accepted);
  const rows = await db
    .select({
      linkId: parentStudentLinks.id,
      name: users.name,
      email: users.email,
      createdAt: parentStudentLinks.createdAt,
      respondedAt: parentStudentLinks.respondedAt,
    })
    .from(parentStudentLinks)
    .innerJoin(users, eq(users.id, parentStudentLinks.parentId))
    .where(accepted)
    .orderBy(asc(parentStudentLinks.respondedAt), asc(parentStudentLinks.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    parents: rows.map((r) => ({
      linkId: r.linkId,
      name: displayName(r),
      email: r.email,
      linkedAt: (r.respondedAt ?? r.createdAt).toISOString(),
    })),
    total: count?.n ?? 0,
  };
}

/**
 * The student ends a link, as the parent/guide's unlink does (links.service.ts): the parent no
 * longer sees the student, history stays, the custom rewards the parent made for the student
 * stop being offered, and gift cards held for approval that nobody is left to decide are refunded.
 */
export async function removeLinkedParent(
  deps: { db: Db; announce: Announce },
  studentId: string,
  linkId: string,
): Promise<void> {
  const refunds = await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(parentStudentLinks)
      .where(
        and(
          eq(parentStudentLinks.id, linkId),
          eq(parentStudentLinks.studentId, studentId),
          eq(parentStudentLinks.status, "accepted"),
        ),
      )
      .returning({ parentId: parentStudentLinks.parentId });
    if (!removed) throw new NotFound("parent_link_not_found");
    await tx
      .update(rewards)
      .set({ isActive: false })
      .where(and(eq(rewards.createdBy, removed.parentId), eq(rewards.customForStudent, studentId)));
    return releaseUndecidableHolds(tx, [studentId]);
  });
  deps.announce(refunds);
}
