import type { PlatformText } from "@trophy/shared/schemas/platform-text";
import { sql, type SQL } from "drizzle-orm";
import type { AwardRequest } from "@trophy/shared/schemas/developer";
import { bare } from "../../db/raw";
import {
  activityLog,
  appStudents,
  trophyTransactions,
  users,
  type TransactionRow,
} from "../../db/schema";
import { NotFound, TooManyRequests } from "../../lib/errors";
import type { Window } from "../rate-limit/rate-limit.service";
import { enqueueEventCte, isoTimestamp } from "../webhooks/outbox";
import { budgetDay, spendCte } from "./trophy-budget";

/**
 * The live award as SQL: one statement that, behind a `caller` CTE (api-key-calls.ts), finds the
 * student, spends the budget, appends the ledger entry (its trigger moves the balance), logs it
 * and queues its `award.created` webhooks, all or nothing.
 */

/** What the award statement answers about its entry, aliased as named here. */
export interface EntryColumns {
  studentFound: boolean;
  /** Null when nothing was written: no student, or over today's budget. */
  entryId: string | null;
  studentId: string;
  /** The student's pseudonym for this app, as the answer and the webhooks name them. */
  studentRef: string;
  amount: number;
  description: string;
  descriptionText: PlatformText | null;
  balanceAfter: number;
  studentSeq: number;
  createdAt: Date | string;
}

const appName = sql`coalesce(caller."companyName", caller."developerEmail")`;

/**
 * The CTEs after `caller`, gated by `caller.allowed` and by `spent` (a row only within budget).
 * With `requireConnection` (AWARDS_REQUIRE_CONNECTION) only a student connected to the app is found,
 * and only by the app's pseudonym (docs/security.md, Apps and client libraries).
 */
export function awardCtes(
  body: AwardRequest,
  requireConnection: boolean,
  day: Window = budgetDay(),
): SQL {
  const t = trophyTransactions;
  const log = activityLog;
  const p = appStudents;
  const award = sql`SELECT entry."entryId" AS "id", pair."ref" AS "studentId",
      entry."amount", entry."description" AS "details", ${isoTimestamp(sql`entry."createdAt"`)} AS "createdAt",
      NULL::text AS "reversedAt", caller."developerId"
    FROM entry, pair, caller`;
  // By e-mail or by this app's pseudonym; a student who (or whose parent/guide) stopped the app,
  // who waits for a parent's consent or lost it, or, where connections are required, who has not
  // connected it, is as unknown to it as an address without an account. Where connections are
  // required every student the app may award gave it a code and is known to it by pseudonym only:
  // an e-mail finds no one, or its answer would confirm whose pseudonym that address is.
  const named =
    body.studentRef !== undefined
      ? sql`${users.id} = (SELECT ${p.studentId} FROM ${p} WHERE ${p.ref} = ${body.studentRef} AND ${p.developerId} = caller."developerId")`
      : requireConnection
        ? sql`false`
        : sql`${users.email} = ${body.email ?? ""}`;
  return sql`student AS (
      SELECT ${users.id} AS "id", ${users.email} AS "email" FROM ${users}, caller
      WHERE caller."allowed" AND ${named} AND ${users.userType} = 'student'
        AND ${users.deletedAt} IS NULL
        AND (${users.parentalConsent} IS NULL OR ${users.parentalConsent} = 'given')
        AND NOT EXISTS (
          SELECT 1 FROM ${p} WHERE ${p.developerId} = caller."developerId" AND ${p.studentId} = ${users.id}
            AND (${p.blockedByStudentAt} IS NOT NULL OR ${p.blockedByParentAt} IS NOT NULL)
        )
        ${requireConnection ? sql`AND EXISTS (SELECT 1 FROM ${p} WHERE ${p.developerId} = caller."developerId" AND ${p.studentId} = ${users.id} AND ${p.connectedAt} IS NOT NULL)` : sql``}
    ), ${spendCte(body.amount, day)}, entry AS (
      INSERT INTO ${t} (${bare(t.studentId)}, ${bare(t.amount)}, ${bare(t.kind)}, ${bare(t.description)}, ${bare(t.descriptionText)}, ${bare(t.developerId)})
      SELECT student."id", ${body.amount}, 'award',
             coalesce(${body.details || null}::text, 'Awarded by ' || ${appName}),
             CASE WHEN ${body.details || null}::text IS NULL
               THEN jsonb_build_object('key', 'ledger_awarded_by', 'params', jsonb_build_object('app', ${appName}))
             END,
             caller."developerId"
      FROM student, caller, spent
      RETURNING ${t.id} AS "entryId", ${t.studentId} AS "studentId", ${t.amount} AS "amount",
                ${t.description} AS "description", ${t.descriptionText} AS "descriptionText",
                ${t.balanceAfter} AS "balanceAfter",
                ${t.studentSeq} AS "studentSeq", ${t.createdAt} AS "createdAt"
    ), pair AS (
      INSERT INTO ${p} (${bare(p.developerId)}, ${bare(p.studentId)}, ${bare(p.ref)})
      SELECT caller."developerId", entry."studentId", 'stu_' || replace(gen_random_uuid()::text, '-', '')
      FROM caller, entry
      ON CONFLICT (${bare(p.developerId)}, ${bare(p.studentId)}) DO UPDATE SET ${bare(p.ref)} = ${p.ref}
      RETURNING ${p.ref} AS "ref"
    ), logged AS (
      INSERT INTO ${log} (${bare(log.type)}, ${bare(log.description)}, ${bare(log.descriptionText)}, ${bare(log.userId)})
      SELECT 'award', ${appName} || ${` awarded ${body.amount} trophies to `} || student."email",
             jsonb_build_object('key', 'activity_awarded', 'params',
               jsonb_build_object('app', ${appName}, 'amount', ${body.amount}::int, 'email', student."email")),
             student."id"
      FROM caller, student, entry
    ), ${enqueueEventCte("award.created", true, sql`a."developerId"`, award)}`;
}

/** The statement's answer: whether the student exists, and the entry if one was written. */
export const ENTRY_COLUMNS = sql`EXISTS (SELECT 1 FROM student) AS "studentFound", entry.*,
  (SELECT "ref" FROM pair) AS "studentRef"`;

/** The written entry, or the refusal: no such student (404), over today's budget (429). */
export function toEntry(row: EntryColumns, developerId: string): TransactionRow {
  if (!row.studentFound) throw new NotFound("student_not_found");
  if (!row.entryId) throw new TooManyRequests("daily_budget_exceeded", budgetDay().resetIn);
  const { entryId, studentId, amount, description, descriptionText } = row;
  const { balanceAfter, studentSeq, createdAt } = row;
  return {
    id: entryId,
    studentId,
    amount,
    kind: "award",
    description,
    descriptionText,
    developerId,
    reversesId: null,
    balanceAfter,
    studentSeq,
    createdAt: new Date(createdAt),
  };
}
