import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import {
  CONNECTION_DECLINE_QUIET_DAYS,
  CONNECTION_REQUESTS_PER_DAY,
} from "@trophy/shared/constants";
import { displayName } from "@trophy/shared/rules/display-name";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import type { Db, Queryable } from "../../db/client";
import {
  blockedParents,
  parentStudentLinks,
  users,
  withheldConnectionRequests,
} from "../../db/schema";
import { Conflict, NotFound, isUniqueViolation } from "../../lib/errors";
import { consentHolds, studentConsentOf } from "../accounts/consent-status";
import type { Announce } from "../ledger/ledger.service";
import { goalsOfStudents } from "../goals/goal.service";
import type { Notifier } from "../notifications/notifier";
import { currentWindow, hit } from "../rate-limit/rate-limit.service";
import { isSuspended } from "../accounts/user-status";
import { avatarOf } from "../accounts/user-view";
import { endLink } from "./end-link";

const DAY_SECONDS = 86_400;

/**
 * Asks a student (by e-mail) to link; they accept or decline it on their dashboard. The
 * parent/guide gets the same answer whatever becomes of the request, so asking reveals nothing
 * about an address (docs/product.md §4, Connection request):
 * - past CONNECTION_REQUESTS_PER_DAY in the UTC day it reaches nobody and is not kept;
 * - to an address that is no student's, to a student who blocked this parent/guide or declined
 *   them in the last CONNECTION_DECLINE_QUIET_DAYS days, it is withheld: the parent/guide sees it
 *   waiting, as a real one, and the student never sees it nor gets a mail.
 * Only a request already waiting, or a student already linked, is refused (409): the parent/guide
 * knows about those already.
 */
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
  await refuseOpenRequest(db, parentId, studentEmail, student?.id ?? null);
  // Counted in one statement before anything is written, so parallel requests cannot all pass.
  const bucket = `connection-request:${parentId}`;
  const counts = await hit(db, [bucket], currentWindow(DAY_SECONDS));
  if ((counts.get(bucket) ?? 0) > CONNECTION_REQUESTS_PER_DAY) return;
  // The unique indexes settle two requests racing past the checks above, either kind alike.
  await db
    .transaction(async (tx) => {
      if (student && !(await keepsAway(tx, parentId, student.id))) {
        await tx.insert(parentStudentLinks).values({ parentId, studentId: student.id });
        await notifier.connectionRequested(tx, { parentId, studentId: student.id });
      } else {
        await tx.insert(withheldConnectionRequests).values({ parentId, studentEmail });
      }
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? new Conflict("request_already_pending") : err;
    });
}

/** 409 when this parent/guide already asked this address (either kind of request) or is linked. */
async function refuseOpenRequest(
  db: Queryable,
  parentId: string,
  studentEmail: string,
  studentId: string | null,
): Promise<void> {
  const [withheld] = await db
    .select({ id: withheldConnectionRequests.id })
    .from(withheldConnectionRequests)
    .where(
      and(
        eq(withheldConnectionRequests.parentId, parentId),
        eq(withheldConnectionRequests.studentEmail, studentEmail),
      ),
    );
  if (withheld) throw new Conflict("request_already_pending");
  if (!studentId) return;
  const [open] = await db
    .select({ status: parentStudentLinks.status })
    .from(parentStudentLinks)
    .where(
      and(
        eq(parentStudentLinks.parentId, parentId),
        eq(parentStudentLinks.studentId, studentId),
        inArray(parentStudentLinks.status, ["pending", "accepted"]),
      ),
    );
  if (open)
    throw new Conflict(open.status === "accepted" ? "already_linked" : "request_already_pending");
}

/** The student blocked this parent/guide, or declined them within the quiet days. */
async function keepsAway(tx: Queryable, parentId: string, studentId: string): Promise<boolean> {
  const [blocked] = await tx
    .select({ id: blockedParents.id })
    .from(blockedParents)
    .where(and(eq(blockedParents.studentId, studentId), eq(blockedParents.parentId, parentId)));
  if (blocked) return true;
  const since = new Date(Date.now() - CONNECTION_DECLINE_QUIET_DAYS * DAY_SECONDS * 1000);
  const [declined] = await tx
    .select({ id: parentStudentLinks.id })
    .from(parentStudentLinks)
    .where(
      and(
        eq(parentStudentLinks.parentId, parentId),
        eq(parentStudentLinks.studentId, studentId),
        eq(parentStudentLinks.status, "rejected"),
        gt(parentStudentLinks.respondedAt, since),
      ),
    )
    .limit(1);
  return declined !== undefined;
}

/**
 * Links a parent/guide to a student at once, accepted: the parent/guide consented through the
 * student's consent link, and the student asked for them by giving their address, so there is no
 * connection request to answer (modules/consent). A request this parent/guide sent before becomes
 * the link; a link already there stays as it is.
 */
export async function linkConsentingParent(
  tx: Queryable,
  parentId: string,
  studentId: string,
): Promise<void> {
  const now = new Date();
  const answered = await tx
    .update(parentStudentLinks)
    .set({ status: "accepted", respondedAt: now })
    .where(
      and(
        eq(parentStudentLinks.parentId, parentId),
        eq(parentStudentLinks.studentId, studentId),
        eq(parentStudentLinks.status, "pending"),
      ),
    )
    .returning({ id: parentStudentLinks.id });
  if (answered.length > 0) return;
  await tx
    .insert(parentStudentLinks)
    .values({ parentId, studentId, status: "accepted", respondedAt: now })
    .onConflictDoNothing();
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
      isActive: user.emailVerifiedAt !== null && !isSuspended(user) && consentHolds(user),
      avatar: avatarOf(user),
      ...(goals.has(user.id) ? { goal: goals.get(user.id) } : {}),
      approveGiftCards,
      ...studentConsentOf(user),
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
    return endLink(tx, parentId, studentId);
  });
  deps.announce(refunds);
}
