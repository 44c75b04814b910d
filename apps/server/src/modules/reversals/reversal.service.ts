import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  AdminAward,
  ReverseAwardResponse,
  adminAwardsQuerySchema,
} from "@trophy/shared/schemas/admin";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { trophyTransactions, users, type TransactionRow } from "../../db/schema";
import { reversalExceedsBalanceText } from "../../texts/errors";
import { Conflict, NotFound } from "../../lib/errors";
import { recordActivity } from "../activity/activity.service";
import type { Actor } from "../admin/developer-approval.service";
import { appendEntry } from "../ledger/ledger.service";

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

function toResponse(entry: TransactionRow, awardId: string): ReverseAwardResponse {
  return {
    success: true,
    reversal: {
      id: entry.id,
      awardId,
      studentId: entry.studentId,
      amount: entry.amount,
      createdAt: entry.createdAt.toISOString(),
    },
  };
}

/**
 * Takes an award back with a `reversal` entry of the opposite amount, linked to it. Under the
 * student's row lock: a second (or concurrent) reversal finds the first and answers the same; a
 * balance already spent below the award is refused and nothing is written. `created` is the entry
 * to announce when this call wrote it.
 */
export async function reverseAward(
  db: Db,
  actor: Actor,
  awardId: string,
  reason: string,
): Promise<{ response: ReverseAwardResponse; created: TransactionRow | null }> {
  return db.transaction(async (tx) => {
    const [award] = await tx
      .select()
      .from(trophyTransactions)
      .where(and(eq(trophyTransactions.id, awardId), eq(trophyTransactions.kind, "award")));
    if (!award) throw new NotFound("award_not_found");
    const [student] = await tx
      .select({ email: users.email, balance: users.trophyBalance })
      .from(users)
      .where(eq(users.id, award.studentId))
      .for("update");
    if (!student) throw new NotFound("award_not_found");
    const [existing] = await tx
      .select()
      .from(trophyTransactions)
      .where(eq(trophyTransactions.reversesId, awardId));
    if (existing) return { response: toResponse(existing, awardId), created: null };
    if (student.balance < award.amount) {
      throw new Conflict(
        "reversal_exceeds_balance",
        reversalExceedsBalanceText(student.balance, award.amount),
      );
    }
    const entry = await appendEntry(tx, {
      studentId: award.studentId,
      amount: -award.amount,
      kind: "reversal",
      description: `Award reversed: ${award.description}`,
      developerId: award.developerId,
      reversesId: award.id,
    });
    await recordActivity(tx, {
      type: "reversal",
      description: `${actor.email} reversed ${award.amount} trophies awarded to ${student.email}: ${reason}`,
      userId: award.studentId,
      actorId: actor.id,
    });
    return { response: toResponse(entry, awardId), created: entry };
  });
}
