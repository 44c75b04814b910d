import { and, asc, eq, isNotNull } from "drizzle-orm";
import { displayName } from "@trophy/shared/rules/display-name";
import type { LinkApproval } from "@trophy/shared/schemas/consent";
import type { Db, Queryable } from "../../db/client";
import { parentStudentLinks, users } from "../../db/schema";
import { NotFound } from "../../lib/errors";
import { isLinked } from "../links/links.service";
import type { Notifier } from "../notifications/notifier";

/**
 * Under the consent age a new parent/guide the student accepts is linked only once the parent/guide
 * whose consent is in force approves (docs/product.md, Privacy): a child cannot bring in an adult
 * of their own choosing behind their parent's back. Until then the link stays pending, marked
 * accepted by the student, and gives no access.
 */
export function needsGuardianApproval(
  student: { parentalConsent: string | null; consentParentId: string | null },
  parentId: string,
): boolean {
  return student.parentalConsent !== null && student.consentParentId !== parentId;
}

const awaiting = (studentId: string) =>
  and(
    eq(parentStudentLinks.studentId, studentId),
    eq(parentStudentLinks.status, "pending"),
    isNotNull(parentStudentLinks.studentAcceptedAt),
  );

/** The consenting parent/guide sees what waits for them; other linked adults see nothing. */
async function isConsentingParent(db: Queryable, parentId: string, studentId: string) {
  if (!(await isLinked(db, parentId, studentId))) throw new NotFound("link_not_found");
  const [student] = await db
    .select({ consentParentId: users.consentParentId })
    .from(users)
    .where(eq(users.id, studentId));
  return student?.consentParentId === parentId;
}

export async function listLinkApprovals(
  db: Queryable,
  parentId: string,
  studentId: string,
): Promise<LinkApproval[]> {
  if (!(await isConsentingParent(db, parentId, studentId))) return [];
  const rows = await db
    .select({
      id: parentStudentLinks.id,
      name: users.name,
      email: users.email,
      at: parentStudentLinks.studentAcceptedAt,
    })
    .from(parentStudentLinks)
    .innerJoin(users, eq(users.id, parentStudentLinks.parentId))
    .where(awaiting(studentId))
    .orderBy(asc(parentStudentLinks.studentAcceptedAt), asc(parentStudentLinks.id));
  return rows.map((r) => ({
    id: r.id,
    parentName: displayName(r),
    parentEmail: r.email,
    requestedAt: (r.at ?? new Date()).toISOString(),
  }));
}

/**
 * The consenting parent/guide approves or refuses a waiting link; the adult who asked is told as
 * for any answer. Of two answers at once the conditional update lets exactly one through.
 */
export async function answerLinkApproval(
  db: Db,
  notifier: Pick<Notifier, "connectionAnswered">,
  approverId: string,
  studentId: string,
  linkId: string,
  approve: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await isConsentingParent(tx, approverId, studentId))) {
      throw new NotFound("link_approval_not_found");
    }
    const [answered] = await tx
      .update(parentStudentLinks)
      .set({ status: approve ? "accepted" : "rejected", respondedAt: new Date() })
      .where(and(eq(parentStudentLinks.id, linkId), awaiting(studentId)))
      .returning({ parentId: parentStudentLinks.parentId });
    if (!answered) throw new NotFound("link_approval_not_found");
    await notifier.connectionAnswered(tx, {
      parentId: answered.parentId,
      studentId,
      accepted: approve,
    });
  });
}
