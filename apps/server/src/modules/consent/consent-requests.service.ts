import { and, eq, gt } from "drizzle-orm";
import { CONSENT_NOTICE_VERSION } from "@trophy/shared/rules/parental-consent";
import type { ConsentRequestView } from "@trophy/shared/schemas/consent";
import type { Db, Queryable, Tx } from "../../db/client";
import { consentRequests, users, type UserRow } from "../../db/schema";
import { Forbidden, Gone, NotFound } from "../../lib/errors";
import { hashToken, randomToken } from "../../lib/tokens";
import { pauseRequestLog } from "../developers/request-log";
import type { Announce } from "../ledger/ledger.service";
import { linkConsentingParent } from "../links/links.service";
import { eraseUnconsentedAccount } from "../data-rights/account-deletion.service";
import { appendConsentLog } from "./consent-log";
import type { ConsentMails } from "./consent-mail";
import { rememberRefusedAddress } from "./refused-registrations";

/**
 * A parent/guide's consent for a student under the consent age, asked by a mailed link
 * (docs/product.md, Privacy): the link's holder reads the request, and consents as the signed-in
 * parent/guide of the address the child confirmed (which links them to the student) or refuses
 * (which deletes the account).
 */

/**
 * Stores a new request (only the token's hash) in the caller's transaction; a request still
 * waiting is replaced by it, so only the newest link works.
 */
export async function issueConsentRequest(
  tx: Queryable,
  studentId: string,
  expiresAt: Date,
  now = new Date(),
): Promise<string> {
  await tx
    .update(consentRequests)
    .set({ status: "replaced", answeredAt: now })
    .where(and(eq(consentRequests.studentId, studentId), eq(consentRequests.status, "pending")));
  const token = randomToken();
  await tx.insert(consentRequests).values({ studentId, tokenHash: hashToken(token), expiresAt });
  await appendConsentLog(tx, {
    studentId,
    parentId: null,
    event: "requested",
    method: "email_link",
  });
  return token;
}

async function findRequest(db: Queryable, token: string) {
  const [row] = await db
    .select({ request: consentRequests, student: users })
    .from(consentRequests)
    .innerJoin(users, eq(users.id, consentRequests.studentId))
    .where(eq(consentRequests.tokenHash, hashToken(token)));
  if (!row) throw new NotFound("consent_request_not_found");
  return row;
}

/**
 * What the consent page shows. A request past its expiry counts as expired even before
 * housekeeping deletes the account. A deleted account's name is gone, so a refused or expired
 * request names nobody (an empty name).
 */
export async function viewConsentRequest(
  db: Queryable,
  token: string,
  now = new Date(),
): Promise<ConsentRequestView> {
  const { request, student } = await findRequest(db, token);
  // A link the child replaced by asking again reads as expired: the newer mail is the one to use.
  const expired =
    (request.status === "pending" && request.expiresAt <= now) || request.status === "replaced";
  return {
    status: expired ? "expired" : request.status,
    studentName: student.deletedAt ? "" : (student.name ?? ""),
    noticeVersion: CONSENT_NOTICE_VERSION,
    expiresAt: request.expiresAt.toISOString(),
  };
}

/**
 * The request, still open, and the student's row under its lock. Answers to one request take
 * turns on that lock, and each closes the request only while it is pending: of an acceptance and
 * a refusal at once exactly one takes effect, the other finds it closed (410).
 */
async function closeOpenRequest(
  tx: Tx,
  token: string,
  status: "consented" | "refused",
): Promise<UserRow> {
  const { request } = await findRequest(tx, token);
  const [student] = await tx
    .select()
    .from(users)
    .where(eq(users.id, request.studentId))
    .for("update");
  const now = new Date();
  const closed = await tx
    .update(consentRequests)
    .set({ status, answeredAt: now })
    .where(
      and(
        eq(consentRequests.id, request.id),
        eq(consentRequests.status, "pending"),
        gt(consentRequests.expiresAt, now),
      ),
    )
    .returning({ id: consentRequests.id });
  if (!student || student.deletedAt || closed.length === 0) {
    throw new Gone("consent_request_closed");
  }
  return student;
}

/**
 * A signed-in parent/guide consents: they are linked to the student at once (no connection
 * request to answer: the student asked for them), and the account can be used. Only the account
 * of the address the child confirmed may do so, and never one with the child's own address, so
 * a forwarded or stolen link stands nobody else behind the child.
 */
export async function acceptConsent(
  { db, mails }: { db: Db; mails: Pick<ConsentMails, "changed"> },
  parentId: string,
  token: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const student = await closeOpenRequest(tx, token, "consented");
    const [parent] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, parentId));
    if (!parent || parent.email !== student.consentParentEmail || parent.email === student.email) {
      throw new Forbidden("consent_wrong_parent");
    }
    await linkConsentingParent(tx, parentId, student.id);
    await tx
      .update(users)
      .set({
        parentalConsent: "given",
        consentDeletionAt: null,
        consentParentEmail: null,
        consentParentId: parentId,
        updatedAt: new Date(),
      })
      .where(eq(users.id, student.id));
    await appendConsentLog(tx, {
      studentId: student.id,
      parentId,
      event: "consented",
      method: "email_link",
    });
    await mails.changed(tx, { studentId: student.id, parentId, change: "given" });
  });
}

/** The link's holder refuses: the student's account is deleted as any deletion is. */
export async function refuseConsent(
  { db, announce }: { db: Db; announce: Announce },
  token: string,
): Promise<void> {
  const refunds = await db.transaction(async (tx) => {
    await pauseRequestLog(tx);
    const student = await closeOpenRequest(tx, token, "refused");
    await appendConsentLog(tx, {
      studentId: student.id,
      parentId: null,
      event: "refused",
      method: "email_link",
    });
    await rememberRefusedAddress(tx, student.email, new Date());
    return eraseUnconsentedAccount(tx, student, "refused");
  });
  announce(refunds);
}
