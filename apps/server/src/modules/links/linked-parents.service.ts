import { and, asc, eq, sql } from "drizzle-orm";
import { displayName } from "@trophy/shared/rules/display-name";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { LinkedParent } from "@trophy/shared/schemas/student";
import type { Db, Queryable } from "../../db/client";
import { parentStudentLinks, users } from "../../db/schema";
import { Conflict, NotFound } from "../../lib/errors";
import type { Announce } from "../ledger/ledger.service";
import type { Notifier } from "../notifications/notifier";
import { endLink } from "./end-link";

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
      approveGiftCards: parentStudentLinks.approveGiftCards,
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
      approveGiftCards: r.approveGiftCards,
    })),
    total: count?.n ?? 0,
  };
}

/**
 * The student ends a link, as the parent/guide's unlink does (links.service.ts): the parent no
 * longer sees the student, history stays, the custom rewards the parent made for the student
 * stop being offered, and gift cards held for approval that nobody is left to decide are refunded.
 *
 * A child must always be able to leave a link, but not to end a parent's gift-card approval
 * unnoticed: removing the last link that approves gift cards first needs `confirm` (409
 * `approval_ends_on_unlink` without it, nothing changed), and mails that parent/guide in the same
 * transaction. The student's links are locked first, so two removals at once cannot each see the
 * other's link still approving.
 */
export async function removeLinkedParent(
  deps: { db: Db; announce: Announce; notifier: Pick<Notifier, "giftCardApprovalEnded"> },
  studentId: string,
  linkId: string,
  confirm = false,
): Promise<void> {
  const refunds = await deps.db.transaction(async (tx) => {
    const links = await tx
      .select({
        id: parentStudentLinks.id,
        parentId: parentStudentLinks.parentId,
        approveGiftCards: parentStudentLinks.approveGiftCards,
      })
      .from(parentStudentLinks)
      .where(
        and(eq(parentStudentLinks.studentId, studentId), eq(parentStudentLinks.status, "accepted")),
      )
      .orderBy(asc(parentStudentLinks.id))
      .for("update");
    const removed = links.find((l) => l.id === linkId);
    if (!removed) throw new NotFound("parent_link_not_found");
    const endsApproval =
      removed.approveGiftCards && !links.some((l) => l.id !== linkId && l.approveGiftCards);
    if (endsApproval && !confirm) throw new Conflict("approval_ends_on_unlink");
    await tx.delete(parentStudentLinks).where(eq(parentStudentLinks.id, linkId));
    if (endsApproval) {
      await deps.notifier.giftCardApprovalEnded(tx, { parentId: removed.parentId, studentId });
    }
    return endLink(tx, removed.parentId, studentId);
  });
  deps.announce(refunds);
}
