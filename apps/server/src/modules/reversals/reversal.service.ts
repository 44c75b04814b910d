import { pseudonymOf } from "../app-students/pseudonym";
import { platformText, type PlatformText } from "@trophy/shared/schemas/platform-text";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminAward, Reversal, adminAwardsQuerySchema } from "@trophy/shared/schemas/admin";
import type { z } from "zod";
import type { Db, Queryable } from "../../db/client";
import { appStudents, trophyTransactions, users, type TransactionRow } from "../../db/schema";
import { reversalExceedsBalanceText } from "../../texts/errors";
import { Conflict, NotFound } from "../../lib/errors";
import { recordActivity } from "../activity/activity.service";
import type { Actor } from "../activity/activity.service";
import { appendEntry } from "../ledger/ledger.service";
import { enqueueEvent } from "../webhooks/outbox";

type AwardsQuery = z.infer<typeof adminAwardsQuerySchema>;

const reversal = alias(trophyTransactions, "reversal");

/** Awards made by developers' apps, newest first, with when (if ever) each was reversed. */
export async function listAwards(
  db: Db,
  query: AwardsQuery,
): Promise<{ awards: AdminAward[]; total: number }> {
  const filters: SQL[] = [eq(trophyTransactions.kind, "award")];
  if (query.developerId) filters.push(eq(trophyTransactions.developerId, query.developerId));
  if (query.studentEmail) filters.push(eq(users.email, query.studentEmail));
  const where = and(...filters);
  const rows = await db
    .select({
      id: trophyTransactions.id,
      developerId: trophyTransactions.developerId,
      studentId: trophyTransactions.studentId,
      studentEmail: users.email,
      amount: trophyTransactions.amount,
      description: trophyTransactions.description,
      descriptionText: trophyTransactions.descriptionText,
      createdAt: trophyTransactions.createdAt,
      reversedAt: reversal.createdAt,
    })
    .from(trophyTransactions)
    .innerJoin(users, eq(users.id, trophyTransactions.studentId))
    .leftJoin(reversal, eq(reversal.reversesId, trophyTransactions.id))
    .where(where)
    .orderBy(desc(trophyTransactions.createdAt), desc(trophyTransactions.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ n: count() })
    .from(trophyTransactions)
    .innerJoin(users, eq(users.id, trophyTransactions.studentId))
    .where(where);
  return {
    awards: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      reversedAt: row.reversedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
  };
}

function toReversal(entry: TransactionRow, awardId: string): Reversal {
  return {
    id: entry.id,
    awardId,
    studentId: entry.studentId,
    amount: entry.amount,
    createdAt: entry.createdAt.toISOString(),
  };
}

/**
 * Who takes an award back: an admin, any award, named as the log's actor; or the awarding app,
 * only its own awards, only those made since `windowStart`, and none of a student who (or whose
 * parent/guide) stopped it: that would take trophies from a child who chose to stop the app.
 */
export type Reverser =
  { admin: Actor } | { app: { developerId: string; name: string; windowStart: Date } };

function activityText(by: Reverser, amount: number, studentEmail: string, reason?: string) {
  const who = "admin" in by ? by.admin.email : by.app.name;
  const text = `${who} reversed ${amount} trophies awarded to ${studentEmail}`;
  return reason ? `${text}: ${reason}` : text;
}

function activityPlatformText(
  by: Reverser,
  amount: number,
  email: string,
  reason?: string,
): PlatformText {
  const params = { who: "admin" in by ? by.admin.email : by.app.name, amount, email };
  return reason
    ? platformText("activity_reversed_reason", { ...params, reason })
    : platformText("activity_reversed", params);
}

/**
 * Whether the student, or a parent/guide of theirs, stopped this app. Read under a share lock
 * taken after the student's, in the order every reversal locks them: a stop being written waits
 * for the reversal, or the reversal waits for the stop and then sees it.
 */
async function appStopped(tx: Queryable, developerId: string | null, studentId: string) {
  if (!developerId) return false;
  const [pair] = await tx
    .select({ student: appStudents.blockedByStudentAt, parent: appStudents.blockedByParentAt })
    .from(appStudents)
    .where(and(eq(appStudents.developerId, developerId), eq(appStudents.studentId, studentId)))
    .for("share");
  return pair !== undefined && (pair.student !== null || pair.parent !== null);
}

/**
 * Takes an award back with a `reversal` entry of the opposite amount, linked to it, and queues its
 * `award.reversed` webhooks in the same transaction. Under the student's row lock: a second (or
 * concurrent) reversal finds the first and answers the same; a balance already spent below the
 * award is refused and nothing is written. `created` is the entry to announce when this call
 * wrote it.
 */
export async function reverseAward(
  db: Db,
  awardId: string,
  reason: string | undefined,
  by: Reverser,
): Promise<{ reversal: Reversal; created: TransactionRow | null }> {
  return db.transaction(async (tx) => {
    const [award] = await tx
      .select()
      .from(trophyTransactions)
      .where(and(eq(trophyTransactions.id, awardId), eq(trophyTransactions.kind, "award")));
    if (!award || ("app" in by && award.developerId !== by.app.developerId))
      throw new NotFound("award_not_found");
    const [student] = await tx
      .select({ email: users.email, balance: users.trophyBalance })
      .from(users)
      .where(eq(users.id, award.studentId))
      .for("update");
    if (!student) throw new NotFound("award_not_found");
    if ("app" in by && (await appStopped(tx, award.developerId, award.studentId)))
      throw new NotFound("award_not_found");
    const [existing] = await tx
      .select()
      .from(trophyTransactions)
      .where(eq(trophyTransactions.reversesId, awardId));
    if (existing) return { reversal: toReversal(existing, awardId), created: null };
    if ("app" in by && award.createdAt < by.app.windowStart)
      throw new Conflict("reversal_window_passed");
    if (student.balance < award.amount) {
      // The admin sees the balance; the app learns only that it is too low, never the figure.
      throw "admin" in by
        ? new Conflict(
            "reversal_exceeds_balance",
            reversalExceedsBalanceText(student.balance, award.amount),
          )
        : new Conflict("reversal_exceeds_balance");
    }
    const entry = await appendEntry(tx, {
      studentId: award.studentId,
      amount: -award.amount,
      kind: "reversal",
      description: `Award reversed: ${award.description}`,
      // The app's own details are quoted; an award without them is just "reversed".
      descriptionText: award.descriptionText
        ? platformText("ledger_reversed_plain")
        : platformText("ledger_reversed", { details: award.description }),
      developerId: award.developerId,
      reversesId: award.id,
    });
    await recordActivity(tx, {
      type: "reversal",
      description: activityText(by, award.amount, student.email, reason),
      text: activityPlatformText(by, award.amount, student.email, reason),
      userId: award.studentId,
      actorId: "admin" in by ? by.admin.id : null,
    });
    if (award.developerId) {
      await enqueueEvent(tx, award.developerId, "award.reversed", true, {
        id: award.id,
        studentId: await pseudonymOf(tx, award.developerId, award.studentId),
        amount: award.amount,
        details: award.description,
        createdAt: award.createdAt.toISOString(),
        reversedAt: entry.createdAt.toISOString(),
      });
    }
    return { reversal: toReversal(entry, awardId), created: entry };
  });
}
