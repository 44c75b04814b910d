import { and, asc, count, eq, isNull, sql, type Placeholder } from "drizzle-orm";
import { displayName } from "@trophy/shared/rules/display-name";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { ConnectionRequest } from "@trophy/shared/schemas/student";
import type { Db, Queryable } from "../../db/client";
import { pageTotal, totalOver } from "../../db/page-total";
import { preparedOn } from "../../db/prepared";
import { blockedParents, parentStudentLinks, users } from "../../db/schema";
import { NotFound } from "../../lib/errors";
import type { Notifier } from "../notifications/notifier";
import type { ConsentMails } from "../consent/consent-mail";
import { needsGuardianApproval } from "../consent/link-approvals.service";

/** Requests still waiting for the student (one they accepted waits for their parent instead). */
const pendingFor = (studentId: string | Placeholder) =>
  and(
    eq(parentStudentLinks.studentId, studentId),
    eq(parentStudentLinks.status, "pending"),
    isNull(parentStudentLinks.studentAcceptedAt),
  );

const requestsPage = preparedOn((db) =>
  db
    .select({
      id: parentStudentLinks.id,
      name: users.name,
      email: users.email,
      total: totalOver(),
    })
    .from(parentStudentLinks)
    .innerJoin(users, eq(users.id, parentStudentLinks.parentId))
    .where(pendingFor(sql.placeholder("studentId")))
    .orderBy(asc(parentStudentLinks.createdAt), asc(parentStudentLinks.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("student_connection_requests_page"),
);

/** The parents/guides waiting for this student's answer, oldest first. */
export async function listConnectionRequests(
  db: Queryable,
  studentId: string,
  page: PageQuery,
): Promise<{ requests: ConnectionRequest[]; total: number }> {
  const rows = await requestsPage(db).execute({ studentId, ...page });
  const total = await pageTotal(rows, page.offset, async () => {
    const [all] = await db
      .select({ n: count() })
      .from(parentStudentLinks)
      .where(pendingFor(studentId));
    return all?.n ?? 0;
  });
  return {
    requests: rows.map((r) => ({ id: r.id, parentName: displayName(r), parentEmail: r.email })),
    total,
  };
}

/**
 * Answers one of the student's own pending requests; anything else is not found. The UPDATE only
 * matches a pending row, so of simultaneous answers exactly one changes it: on PostgreSQL the
 * others wait for its row lock, then find the row no longer pending. `block` declines it and
 * keeps that parent/guide's later requests from the student (links.service.ts); the parent/guide
 * is told of a decline either way, so a block looks to them like any decline.
 */
export async function answerConnectionRequest(
  {
    db,
    notifier,
    mails,
  }: {
    db: Db;
    notifier: Pick<Notifier, "connectionAnswered">;
    mails: Pick<ConsentMails, "linkAwaitsApproval">;
  },
  studentId: string,
  requestId: string,
  answer: "accepted" | "rejected",
  { block = false }: { block?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [student] = await tx
      .select({ parentalConsent: users.parentalConsent, consentParentId: users.consentParentId })
      .from(users)
      .where(eq(users.id, studentId));
    const [request] = await tx
      .select({ parentId: parentStudentLinks.parentId })
      .from(parentStudentLinks)
      .where(and(eq(parentStudentLinks.id, requestId), pendingFor(studentId)));
    if (!student || !request) throw new NotFound("request_not_found");
    const awaitsApproval =
      answer === "accepted" && needsGuardianApproval(student, request.parentId);
    const now = new Date();
    const [updated] = await tx
      .update(parentStudentLinks)
      .set(awaitsApproval ? { studentAcceptedAt: now } : { status: answer, respondedAt: now })
      .where(and(eq(parentStudentLinks.id, requestId), pendingFor(studentId)))
      .returning({ parentId: parentStudentLinks.parentId });
    if (!updated) throw new NotFound("request_not_found");
    if (awaitsApproval) {
      if (student.consentParentId) {
        await mails.linkAwaitsApproval(tx, {
          studentId,
          parentId: updated.parentId,
          approverId: student.consentParentId,
        });
      }
      return;
    }
    if (block) {
      await tx
        .insert(blockedParents)
        .values({ studentId, parentId: updated.parentId })
        .onConflictDoNothing();
    }
    await notifier.connectionAnswered(tx, {
      parentId: updated.parentId,
      studentId,
      accepted: answer === "accepted",
    });
  });
}
