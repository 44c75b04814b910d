import { and, eq } from "drizzle-orm";
import type { AskParentStatus } from "@trophy/shared/schemas/consent";
import type { Db, Queryable } from "../../db/client";
import { consentRequests, users, type UserRow } from "../../db/schema";
import { BadRequest, Conflict, Unauthorized } from "../../lib/errors";
import { currentWindow, enforceLimit } from "../rate-limit/rate-limit.service";
import type { ConsentMails } from "./consent-mail";
import { issueConsentRequest } from "./consent-requests.service";

/** Consent mails a day: per parent/guide address (M-A), and per child asking again. */
export const CONSENT_MAILS_PER_ADDRESS_PER_DAY = 3;
export const CONSENT_MAILS_PER_STUDENT_PER_DAY = 5;

/**
 * The young student's own consent step (docs/product.md, Privacy): after verifying their address
 * they confirm or correct their parent/guide's before any mail goes, and may correct it and ask
 * again while nobody has answered. The ticket's student is trusted only while the account still
 * exists and has verified its address.
 */
async function ticketStudent(db: Queryable, studentId: string, lock: boolean): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, studentId));
  const [student] = lock ? await query.for("update") : await query;
  if (!student || student.deletedAt || !student.emailVerifiedAt) {
    throw new Unauthorized("consent_ticket_invalid");
  }
  return student;
}

async function statusOf(db: Queryable, student: UserRow): Promise<AskParentStatus> {
  const deletionAt = student.consentDeletionAt?.toISOString() ?? null;
  if (student.parentalConsent === null || student.parentalConsent === "given") {
    return { state: "given", parentEmail: null, askedAt: null, deletionAt: null };
  }
  if (student.parentalConsent === "withdrawn") {
    return { state: "withdrawn", parentEmail: null, askedAt: null, deletionAt };
  }
  const [waiting] = await db
    .select({ createdAt: consentRequests.createdAt })
    .from(consentRequests)
    .where(and(eq(consentRequests.studentId, student.id), eq(consentRequests.status, "pending")));
  return {
    state: waiting ? "asked" : "to_confirm",
    parentEmail: student.consentParentEmail,
    askedAt: waiting?.createdAt.toISOString() ?? null,
    deletionAt,
  };
}

export async function askParentStatus(db: Queryable, studentId: string): Promise<AskParentStatus> {
  return statusOf(db, await ticketStudent(db, studentId, false));
}

/**
 * Mails the consent link to the address the child confirmed now, replacing any earlier request;
 * the account's deletion date does not move. Refused for the child's own address (400), past the
 * daily mail limits (429, counted in this transaction, so parallel asks cannot all pass), and once
 * consent was given or withdrawn (409: only the withdrawing parent/guide may give it again).
 */
export async function askParent(
  { db, mails }: { db: Db; mails: Pick<ConsentMails, "ask"> },
  studentId: string,
  parentEmail: string,
  now = new Date(),
): Promise<AskParentStatus> {
  return db.transaction(async (tx) => {
    const student = await ticketStudent(tx, studentId, true);
    if (student.parentalConsent !== "pending" || !student.consentDeletionAt) {
      throw new Conflict("consent_not_needed");
    }
    if (parentEmail === student.email) throw new BadRequest("parent_email_is_student");
    await enforceLimit(
      tx,
      [
        { bucket: `consent-mail:${parentEmail}`, max: CONSENT_MAILS_PER_ADDRESS_PER_DAY },
        { bucket: `consent-mail:student:${student.id}`, max: CONSENT_MAILS_PER_STUDENT_PER_DAY },
      ],
      currentWindow(86_400, now.getTime()),
      "too_many_consent_mails",
    );
    const [asking] = await tx
      .update(users)
      .set({ consentParentEmail: parentEmail, updatedAt: now })
      .where(eq(users.id, student.id))
      .returning();
    const token = await issueConsentRequest(tx, student.id, student.consentDeletionAt, now);
    await mails.ask(tx, { parentEmail, student, token });
    return statusOf(tx, asking ?? student);
  });
}
