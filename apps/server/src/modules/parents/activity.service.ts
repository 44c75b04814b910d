import { and, desc, eq, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PageQuery } from "@trophy/shared/schemas/common";
import {
  STUDENT_ACTIVITY_DAYS,
  type ActivitySummaryResponse,
  type StudentActivityResponse,
} from "@trophy/shared/schemas/parent";
import type { Queryable } from "../../db/client";
import { rowsOf } from "../../db/raw";
import { parentStudentLinks, trophyTransactions, users } from "../../db/schema";
import { NotFound } from "../../lib/errors";

const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const developers = alias(users, "developers");

/**
 * The number of the student's newest ledger entry, when the student accepted this parent/guide;
 * anyone else's student, a pending or declined request and an unknown id all answer the same 404,
 * so the answer tells nothing about accounts that are not the parent's to see.
 */
async function linkedLedgerHead(db: Queryable, parentId: string, studentId: string) {
  const [row] = await db
    .select({ seq: users.ledgerSeq })
    .from(parentStudentLinks)
    .innerJoin(users, eq(users.id, parentStudentLinks.studentId))
    .where(
      and(
        eq(parentStudentLinks.parentId, parentId),
        eq(parentStudentLinks.studentId, studentId),
        eq(parentStudentLinks.status, "accepted"),
      ),
    );
  if (!row) throw new NotFound("link_not_found");
  return row.seq;
}

/**
 * One page of a linked student's ledger, newest first, and the number of entries. As the
 * student's own history does (students/student-data.service.ts), the page is read up to the
 * ledger's last number, which is also the total, so an award committing in between cannot make
 * the two disagree. Awards and their reversals name the app (its developer's company, else
 * e-mail).
 */
export async function getStudentActivity(
  db: Queryable,
  parentId: string,
  studentId: string,
  page: PageQuery,
): Promise<StudentActivityResponse> {
  const seq = await linkedLedgerHead(db, parentId, studentId);
  const rows = await db
    .select({
      entry: trophyTransactions,
      companyName: developers.companyName,
      developerEmail: developers.email,
    })
    .from(trophyTransactions)
    .leftJoin(developers, eq(developers.id, trophyTransactions.developerId))
    .where(
      and(eq(trophyTransactions.studentId, studentId), lte(trophyTransactions.studentSeq, seq)),
    )
    .orderBy(desc(trophyTransactions.studentSeq))
    .limit(page.limit)
    .offset(page.offset);
  return {
    entries: rows.map(({ entry, companyName, developerEmail }) => ({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      description: entry.description,
      descriptionText: entry.descriptionText,
      appName:
        entry.kind === "award" || entry.kind === "reversal"
          ? companyName?.trim() || developerEmail || null
          : null,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: seq,
  };
}

/**
 * A linked student's last 30 UTC days (today included, oldest first, zeros kept): trophies in
 * and out per day, summed in one statement over the student's range of the ledger's per-student
 * index.
 */
export async function getActivitySummary(
  db: Queryable,
  parentId: string,
  studentId: string,
  now = new Date(),
): Promise<ActivitySummaryResponse> {
  await linkedLedgerHead(db, parentId, studentId);
  const dates = Array.from({ length: STUDENT_ACTIVITY_DAYS }, (_, i) =>
    utcDay(new Date(now.getTime() - (STUDENT_ACTIVITY_DAYS - 1 - i) * DAY_MS)),
  );
  const since = `${dates[0] ?? utcDay(now)}T00:00:00Z`;
  const { amount, createdAt } = trophyTransactions;
  const rows = await rowsOf<{ day: string; earned: number; spent: number }>(
    db,
    sql`SELECT to_char(${createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day",
          coalesce(sum(${amount}) FILTER (WHERE ${amount} > 0), 0)::int AS "earned",
          coalesce(-sum(${amount}) FILTER (WHERE ${amount} < 0), 0)::int AS "spent"
        FROM ${trophyTransactions}
        WHERE ${trophyTransactions.studentId} = ${studentId}
          AND ${createdAt} >= ${since}::timestamptz
        GROUP BY 1`,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return {
    days: dates.map((date) => ({
      date,
      earned: byDay.get(date)?.earned ?? 0,
      spent: byDay.get(date)?.spent ?? 0,
    })),
  };
}
