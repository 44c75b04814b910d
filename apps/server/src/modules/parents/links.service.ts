import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { displayName } from "@trophy/shared/rules/display-name";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import type { Db, Queryable } from "../../db/client";
import { parentStudentLinks, rewards, users } from "../../db/schema";
import { Conflict, NotFound, isUniqueViolation } from "../../lib/errors";
import type { Announce } from "../ledger/ledger.service";
import { goalsOfStudents } from "../students/goal.service";
import type { Notifier } from "../notifications/notifier";
import { isSuspended } from "../users/user-status";
import { avatarOf } from "../users/user-view";
import { releaseUndecidableHolds } from "./approvals.service";

/** Asks a student (by e-mail) to link; they accept or decline it on their dashboard. */
export async function requestLink(
  db: Db,
  notifier: Pick<Notifier, "connectionRequested">,
  parentId: string,
  studentEmail: string,
): Promise<void> {
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.email, studentEmail), eq(users.userType, "student"), isNull(users.deletedAt)),
    );
  if (!student) throw new NotFound("student_not_found");
  const [open] = await db
    .select({ status: parentStudentLinks.status })
    .from(parentStudentLinks)
    .where(
      and(
        eq(parentStudentLinks.parentId, parentId),
        eq(parentStudentLinks.studentId, student.id),
        inArray(parentStudentLinks.status, ["pending", "accepted"]),
      ),
    );
  if (open)
    throw new Conflict(open.status === "accepted" ? "already_linked" : "request_already_pending");
  // The partial unique index settles two requests racing past the check above.
  await db
    .transaction(async (tx) => {
      await tx.insert(parentStudentLinks).values({ parentId, studentId: student.id });
      await notifier.connectionRequested(tx, { parentId, studentId: student.id });
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? new Conflict("request_already_pending") : err;
    });
}

export async function isLinked(
  db: Queryable,
  parentId: string,
  studentId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: parentStudentLinks.id })
    .from(parentStudentLinks)
    .where(
      and(
        eq(parentStudentLinks.parentId, parentId),
        eq(parentStudentLinks.studentId, studentId),
        eq(parentStudentLinks.status, "accepted"),
      ),
    );
  return rows.length > 0;
}

/** The students who accepted this parent/guide, in the order they did, and how many there are. */
export async function listLinkedStudents(
  db: Queryable,
  parentId: string,
  page: PageQuery,
): Promise<{ students: LinkedStudent[]; total: number }> {
  const accepted = and(
    eq(parentStudentLinks.parentId, parentId),
    eq(parentStudentLinks.status, "accepted"),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(parentStudentLinks)
    .where(accepted);
  const rows = await db
    .select({ user: users, approveGiftCards: parentStudentLinks.approveGiftCards })
    .from(parentStudentLinks)
    .innerJoin(users, eq(users.id, parentStudentLinks.studentId))
    .where(accepted)
    .orderBy(asc(parentStudentLinks.respondedAt), asc(parentStudentLinks.id))
    .limit(page.limit)
    .offset(page.offset);
  const goals = await goalsOfStudents(
    db,
    rows.map(({ user }) => user.id),
  );
  return {
    students: rows.map(({ user, approveGiftCards }) => ({
      id: user.id,
      name: displayName(user),
      email: user.email,
      trophyBalance: user.trophyBalance,
      isActive: user.emailVerifiedAt !== null && !isSuspended(user),
      avatar: avatarOf(user),
      ...(goals.has(user.id) ? { goal: goals.get(user.id) } : {}),
      approveGiftCards,
    })),
    total: count?.n ?? 0,
  };
}

/**
 * Unlinks a student. History stays (past redemptions remain visible and fulfillable); the rewards
 * this parent made for the student stop being offered, and gift cards held for approval that no
 * linked parent/guide is left to decide are refunded.
 */
export async function unlinkStudent(
  deps: { db: Db; announce: Announce },
  parentId: string,
  studentId: string,
): Promise<void> {
  const refunds = await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(parentStudentLinks)
      .where(
        and(
          eq(parentStudentLinks.parentId, parentId),
          eq(parentStudentLinks.studentId, studentId),
          eq(parentStudentLinks.status, "accepted"),
        ),
      )
      .returning({ id: parentStudentLinks.id });
    if (removed.length === 0) throw new NotFound("link_not_found");
    await tx
      .update(rewards)
      .set({ isActive: false })
      .where(and(eq(rewards.createdBy, parentId), eq(rewards.customForStudent, studentId)));
    return releaseUndecidableHolds(tx, [studentId]);
  });
  deps.announce(refunds);
}
