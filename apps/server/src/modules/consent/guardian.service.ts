import { and, desc, eq } from "drizzle-orm";
import { CONSENT_WAIT_DAYS } from "@trophy/shared/rules/parental-consent";
import { displayName } from "@trophy/shared/rules/display-name";
import type { GuardianConsent } from "@trophy/shared/schemas/consent";
import type { Db, Queryable } from "../../db/client";
import { blockedParents, consentLog, parentStudentLinks, users } from "../../db/schema";
import { Conflict } from "../../lib/errors";
import type { Announce } from "../ledger/ledger.service";
import { endLink } from "../links/end-link";
import { revokeUserSessions } from "../sessions/user-sessions";
import { appendConsentLog } from "./consent-log";
import type { ConsentMails } from "./consent-mail";

const DAY_MS = 86_400_000;

/** GET /api/students/consent: the adult whose consent the student's account stands on. */
export async function guardianConsentOf(
  db: Queryable,
  studentId: string,
): Promise<GuardianConsent> {
  const [student] = await db.select().from(users).where(eq(users.id, studentId));
  if (!student?.parentalConsent || !student.consentParentId) {
    return { consent: "not_needed", parent: null, at: null };
  }
  const [parent] = await db.select().from(users).where(eq(users.id, student.consentParentId));
  const [given] = await db
    .select({ at: consentLog.at })
    .from(consentLog)
    .where(
      and(
        eq(consentLog.studentId, studentId),
        eq(consentLog.parentId, student.consentParentId),
        eq(consentLog.event, "consented"),
      ),
    )
    .orderBy(desc(consentLog.at))
    .limit(1);
  return {
    consent: "given",
    parent: parent && !parent.deletedAt ? { name: displayName(parent), email: parent.email } : null,
    at: given?.at.toISOString() ?? null,
  };
}

/**
 * "This is not my parent": the student says the adult whose consent is in force is not theirs.
 * That adult's link is frozen (rejected and marked disputed, the adult blocked from asking again,
 * what they held for approval released as on any unlink), every linked adult and every admin is
 * mailed, and the account waits for a real parent's consent again: its sessions end and the
 * student goes on to their consent step. Returns the refunds to announce.
 */
export async function disputeConsent(
  { db, mails, announce }: { db: Db; mails: Pick<ConsentMails, "changed">; announce: Announce },
  studentId: string,
  now = new Date(),
): Promise<void> {
  const refunds = await db.transaction(async (tx) => {
    const [student] = await tx.select().from(users).where(eq(users.id, studentId)).for("update");
    const parentId = student?.consentParentId;
    if (!student || student.parentalConsent !== "given" || !parentId) {
      throw new Conflict("consent_not_needed");
    }
    await tx
      .update(parentStudentLinks)
      .set({ status: "rejected", respondedAt: now, disputedAt: now })
      .where(
        and(
          eq(parentStudentLinks.studentId, studentId),
          eq(parentStudentLinks.parentId, parentId),
          eq(parentStudentLinks.status, "accepted"),
        ),
      );
    await tx.insert(blockedParents).values({ studentId, parentId }).onConflictDoNothing();
    await tx
      .update(users)
      .set({
        parentalConsent: "pending",
        consentDeletionAt: new Date(now.getTime() + CONSENT_WAIT_DAYS * DAY_MS),
        consentParentId: null,
        consentParentEmail: null,
        updatedAt: now,
      })
      .where(eq(users.id, studentId));
    await appendConsentLog(tx, { studentId, parentId, event: "disputed", method: "student_page" });
    await mails.changed(tx, { studentId, parentId, change: "disputed" });
    await revokeUserSessions(tx, studentId);
    return endLink(tx, parentId, studentId);
  });
  announce(refunds);
}
