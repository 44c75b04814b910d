import { and, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { APP_REVERSAL_WINDOW_DAYS } from "@trophy/shared/constants";
import type { ApiAward, ApiReverseResponse } from "@trophy/shared/schemas/api-v1";
import type { Db, Queryable } from "../../db/client";
import { appStudents, trophyTransactions, type TransactionRow } from "../../db/schema";
import { pseudonymOf } from "../app-students/pseudonym";
import { NotFound } from "../../lib/errors";
import { reverseAward } from "../reversals/reversal.service";
import { getSandboxAward, reverseSandboxAward } from "../sandbox/sandbox.service";
import type { Caller } from "./api-key-calls";

/**
 * An app's own awards through the API: look one up, take one back. A test key sees its sandbox,
 * a live key the ledger; another developer's award, and one to a student who (or whose
 * parent/guide) stopped the app, is as unknown as a missing one.
 */

const reversal = alias(trophyTransactions, "reversal");

async function liveAward(db: Queryable, developerId: string, awardId: string): Promise<ApiAward> {
  const [row] = await db
    .select({
      id: trophyTransactions.id,
      studentId: appStudents.ref,
      amount: trophyTransactions.amount,
      details: trophyTransactions.description,
      createdAt: trophyTransactions.createdAt,
      reversedAt: reversal.createdAt,
    })
    .from(trophyTransactions)
    .innerJoin(
      appStudents,
      and(
        eq(appStudents.developerId, trophyTransactions.developerId),
        eq(appStudents.studentId, trophyTransactions.studentId),
      ),
    )
    .leftJoin(reversal, eq(reversal.reversesId, trophyTransactions.id))
    .where(
      and(
        eq(trophyTransactions.id, awardId),
        eq(trophyTransactions.kind, "award"),
        eq(trophyTransactions.developerId, developerId),
        // After a stop the app reads nothing more about the student (docs/product.md §4).
        isNull(appStudents.blockedByStudentAt),
        isNull(appStudents.blockedByParentAt),
      ),
    );
  if (!row) throw new NotFound("award_not_found");
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    reversedAt: row.reversedAt?.toISOString() ?? null,
  };
}

export async function getAward(db: Queryable, caller: Caller, awardId: string) {
  const award = caller.livemode
    ? await liveAward(db, caller.developerId, awardId)
    : await getSandboxAward(db, caller.developerId, awardId);
  return { livemode: caller.livemode, award };
}

/** The oldest award an app may still reverse itself; older ones are an admin's to reverse. */
export const reversalWindowStart = (now = Date.now()) =>
  new Date(now - APP_REVERSAL_WINDOW_DAYS * 86_400_000);

/**
 * Reverses one of the app's awards made in the last 7 days; again, the same answer. `created` is
 * the live reversal entry to announce when this call wrote it.
 */
export async function reverseOwnAward(
  db: Db,
  caller: Caller,
  awardId: string,
  reason: string | undefined,
): Promise<{ response: ApiReverseResponse; created: TransactionRow | null }> {
  const windowStart = reversalWindowStart();
  if (!caller.livemode) {
    const sandboxReversal = await reverseSandboxAward(db, caller.developerId, awardId, windowStart);
    return {
      response: { success: true, livemode: false, reversal: sandboxReversal },
      created: null,
    };
  }
  const name = caller.companyName ?? caller.developerEmail;
  const { reversal: entry, created } = await reverseAward(db, awardId, reason, {
    app: { developerId: caller.developerId, name, windowStart },
  });
  // The app's answer names the student by its pseudonym, as every answer to it does.
  const studentId = await pseudonymOf(db, caller.developerId, entry.studentId);
  return {
    response: { success: true, livemode: true, reversal: { ...entry, studentId } },
    created,
  };
}
