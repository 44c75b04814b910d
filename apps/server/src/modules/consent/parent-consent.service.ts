import { and, eq } from "drizzle-orm";
import { CONSENT_WAIT_DAYS } from "@trophy/shared/rules/parental-consent";
import type { StudentConsent } from "@trophy/shared/schemas/consent";
import type { Db, Tx } from "../../db/client";
import { consentRequests, users, type UserRow } from "../../db/schema";
import { Conflict, Forbidden, NotFound } from "../../lib/errors";
import { revokeUserSessions } from "../sessions/user-sessions";
import { isLinked } from "../links/links.service";
import { appendConsentLog } from "./consent-log";
import type { ConsentMails } from "./consent-mail";
import { studentConsentOf } from "../accounts/consent-status";

const DAY_MS = 86_400_000;

/**
 * A linked parent/guide's student under its row lock. Another parent's student, a pending link
 * and an unknown id answer the same 404, as the student's other pages do; a student who needs no
 * consent has none to withdraw or give (409).
 */
async function lockLinkedStudent(tx: Tx, parentId: string, studentId: string): Promise<UserRow> {
  if (!(await isLinked(tx, parentId, studentId))) throw new NotFound("link_not_found");
  const [student] = await tx.select().from(users).where(eq(users.id, studentId)).for("update");
  if (!student || student.deletedAt) throw new NotFound("link_not_found");
  if (student.parentalConsent === null) throw new Conflict("consent_not_needed");
  return student;
}

type Deps = { db: Db; mails: Pick<ConsentMails, "changed"> };

/**
 * Withdraws consent: the account is frozen at once (sign-in refused, every session ended, so its
 * refresh tokens stop too) and deleted CONSENT_WAIT_DAYS later unless the parent/guide who withdrew
 * gives consent again. Withdrawing again changes nothing, so the deletion date never moves. Every
 * linked parent/guide is mailed the change.
 */
export async function withdrawConsent(
  { db, mails }: Deps,
  parentId: string,
  studentId: string,
  now = new Date(),
): Promise<StudentConsent> {
  const student = await db.transaction(async (tx) => {
    const locked = await lockLinkedStudent(tx, parentId, studentId);
    if (locked.parentalConsent !== "given") return locked;
    const [frozen] = await tx
      .update(users)
      .set({
        parentalConsent: "withdrawn",
        consentDeletionAt: new Date(now.getTime() + CONSENT_WAIT_DAYS * DAY_MS),
        consentParentId: parentId,
        updatedAt: now,
      })
      .where(eq(users.id, studentId))
      .returning();
    await revokeUserSessions(tx, studentId);
    await appendConsentLog(tx, { studentId, parentId, event: "withdrawn", method: "parent_page" });
    await mails.changed(tx, { studentId, parentId, change: "withdrawn" });
    return frozen ?? locked;
  });
  return studentConsentOf(student);
}

/**
 * Gives consent again, after a withdrawal: only the parent/guide who withdrew it may (403
 * otherwise: another adult the child linked cannot undo a parent's decision). The account can be
 * used at once and is no longer to be deleted; every linked parent/guide is mailed the change.
 */
export async function giveConsent(
  { db, mails }: Deps,
  parentId: string,
  studentId: string,
  now = new Date(),
): Promise<StudentConsent> {
  const student = await db.transaction(async (tx) => {
    const locked = await lockLinkedStudent(tx, parentId, studentId);
    if (locked.parentalConsent === "given") return locked;
    if (locked.consentParentId !== parentId) throw new Forbidden("consent_withdrawn_by_other");
    const [restored] = await tx
      .update(users)
      .set({ parentalConsent: "given", consentDeletionAt: null, updatedAt: now })
      .where(eq(users.id, studentId))
      .returning();
    await tx
      .update(consentRequests)
      .set({ status: "consented", answeredAt: now })
      .where(and(eq(consentRequests.studentId, studentId), eq(consentRequests.status, "pending")));
    await appendConsentLog(tx, { studentId, parentId, event: "consented", method: "parent_page" });
    await mails.changed(tx, { studentId, parentId, change: "given" });
    return restored ?? locked;
  });
  return studentConsentOf(student);
}
