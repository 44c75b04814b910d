import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { SentRequest } from "@trophy/shared/schemas/parent";
import type { Queryable } from "../../db/client";
import { parentStudentLinks, users } from "../../db/schema";
import { Conflict, NotFound } from "../../lib/errors";

/**
 * The requests this parent/guide sent that did not become a link: waiting (`pending`) or declined
 * by the student (stored as `rejected`), newest first. Accepted ones are the linked students.
 */
export async function listSentRequests(
  db: Queryable,
  parentId: string,
  page: PageQuery,
): Promise<{ requests: SentRequest[]; total: number }> {
  const open = and(
    eq(parentStudentLinks.parentId, parentId),
    inArray(parentStudentLinks.status, ["pending", "rejected"]),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(parentStudentLinks)
    .where(open);
  const rows = await db
    .select({
      id: parentStudentLinks.id,
      studentEmail: users.email,
      status: parentStudentLinks.status,
      createdAt: parentStudentLinks.createdAt,
      respondedAt: parentStudentLinks.respondedAt,
    })
    .from(parentStudentLinks)
    .innerJoin(users, eq(users.id, parentStudentLinks.studentId))
    .where(open)
    .orderBy(desc(parentStudentLinks.createdAt), desc(parentStudentLinks.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    requests: rows.map((r) => ({
      id: r.id,
      studentEmail: r.studentEmail,
      status: r.status === "pending" ? "pending" : "declined",
      createdAt: r.createdAt.toISOString(),
      respondedAt: r.respondedAt?.toISOString() ?? null,
    })),
    total: count?.n ?? 0,
  };
}

/**
 * Withdraws one of this parent/guide's pending requests: the row goes, so the student no longer
 * sees it and the parent may ask again later. The DELETE only matches a pending row, so of
 * simultaneous cancels (or a cancel racing the student's answer) exactly one changes it; on
 * PostgreSQL the others wait for its row lock and then find it gone or answered.
 */
export async function cancelSentRequest(
  db: Queryable,
  parentId: string,
  requestId: string,
): Promise<void> {
  const mine = and(eq(parentStudentLinks.id, requestId), eq(parentStudentLinks.parentId, parentId));
  const removed = await db
    .delete(parentStudentLinks)
    .where(and(mine, eq(parentStudentLinks.status, "pending")))
    .returning({ id: parentStudentLinks.id });
  if (removed.length > 0) return;
  const [left] = await db
    .select({ status: parentStudentLinks.status })
    .from(parentStudentLinks)
    .where(mine);
  if (!left) throw new NotFound("request_not_found");
  throw new Conflict("request_not_pending");
}
