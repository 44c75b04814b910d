import { and, eq, inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { SentRequest } from "@trophy/shared/schemas/parent";
import type { Queryable } from "../../db/client";
import { parentStudentLinks, users, withheldConnectionRequests } from "../../db/schema";
import { Conflict, NotFound } from "../../lib/errors";

const w = withheldConnectionRequests;

/**
 * The requests this parent/guide sent that did not become a link: waiting (`pending`) or declined
 * by the student (stored as `rejected`), newest first. Accepted ones are the linked students. A
 * withheld request (links.service.ts) is listed as waiting, exactly as a real one, for as long as
 * the parent/guide keeps it: the list must not tell which addresses reached a student.
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
  const mine = eq(w.parentId, parentId);
  const [links] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(parentStudentLinks)
    .where(open);
  const [withheld] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(w)
    .where(mine);
  const rows = await unionAll(
    db
      .select({
        id: parentStudentLinks.id,
        studentEmail: users.email,
        status: sql<string>`${parentStudentLinks.status}::text`.as("status"),
        createdAt: parentStudentLinks.createdAt,
        respondedAt: parentStudentLinks.respondedAt,
      })
      .from(parentStudentLinks)
      .innerJoin(users, eq(users.id, parentStudentLinks.studentId))
      .where(open),
    db
      .select({
        id: w.id,
        studentEmail: w.studentEmail,
        status: sql<string>`'pending'`.as("status"),
        createdAt: w.createdAt,
        respondedAt: sql<Date | null>`NULL::timestamptz`.as("responded_at"),
      })
      .from(w)
      .where(mine),
  )
    .orderBy(sql`"created_at" DESC, "id" DESC`)
    .limit(page.limit)
    .offset(page.offset);
  return {
    requests: rows.map((r) => ({
      id: r.id,
      studentEmail: r.studentEmail,
      status: r.status === "rejected" ? "declined" : "pending",
      createdAt: r.createdAt.toISOString(),
      respondedAt: r.respondedAt?.toISOString() ?? null,
    })),
    total: (links?.n ?? 0) + (withheld?.n ?? 0),
  };
}

/**
 * Withdraws one of this parent/guide's pending requests, withheld ones alike: the row goes, so the
 * student no longer sees it and the parent may ask again later. The DELETE only matches a pending
 * row, so of simultaneous cancels (or a cancel racing the student's answer) exactly one changes
 * it; on PostgreSQL the others wait for its row lock and then find it gone or answered.
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
  const withheld = await db
    .delete(w)
    .where(and(eq(w.id, requestId), eq(w.parentId, parentId)))
    .returning({ id: w.id });
  if (withheld.length > 0) return;
  const [left] = await db
    .select({ status: parentStudentLinks.status })
    .from(parentStudentLinks)
    .where(mine);
  if (!left) throw new NotFound("request_not_found");
  throw new Conflict("request_not_pending");
}
