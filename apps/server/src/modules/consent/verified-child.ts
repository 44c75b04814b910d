import { and, eq } from "drizzle-orm";
import { CONSENT_WAIT_DAYS } from "@trophy/shared/rules/parental-consent";
import type { Queryable } from "../../db/client";
import { consentRequests, parentStudentLinks, users, type UserRow } from "../../db/schema";
import { appendConsentLog } from "./consent-log";

const DAY_MS = 86_400_000;

/**
 * A student's address was just verified (by its link, or by a password reset). Whatever tied an
 * adult to the account before is dropped: until now anybody could have registered the address,
 * so no link, connection request or consent made meanwhile was the owner's doing. A consent given
 * that way is pending again, with a new wait, and the child confirms their parent/guide next.
 */
export async function dropTiesMadeBeforeVerification(
  tx: Queryable,
  student: UserRow,
  now: Date,
): Promise<void> {
  if (student.userType !== "student" || student.emailVerifiedAt) return;
  await tx.delete(parentStudentLinks).where(eq(parentStudentLinks.studentId, student.id));
  await tx
    .update(consentRequests)
    .set({ status: "replaced", answeredAt: now })
    .where(and(eq(consentRequests.studentId, student.id), eq(consentRequests.status, "pending")));
  if (student.parentalConsent === null || student.parentalConsent === "pending") return;
  await tx
    .update(users)
    .set({
      parentalConsent: "pending",
      consentDeletionAt: new Date(now.getTime() + CONSENT_WAIT_DAYS * DAY_MS),
      consentParentId: null,
      updatedAt: now,
    })
    .where(eq(users.id, student.id));
  await appendConsentLog(tx, {
    studentId: student.id,
    parentId: null,
    event: "requested",
    method: "student_page",
  });
}
