import { and, eq, lt, sql } from "drizzle-orm";
import type { ApiAward } from "@trophy/shared/schemas/api-v1";
import type { Reversal } from "@trophy/shared/schemas/admin";
import type { AwardRequest } from "@trophy/shared/schemas/developer";
import type { Db, Queryable } from "../../db/client";
import { sandboxAwards, sandboxStudents } from "../../db/schema";
import { Conflict, NotFound } from "../../lib/errors";
import { enqueueEvent } from "../webhooks/outbox";

/**
 * A developer's sandbox, where test keys work: any e-mail is a sandbox student, created on its
 * first award with a stable id, whose balance lives here and never in a real account. The rules
 * mirror the live ones (reversal window, spent balance) so an app tested here behaves the same
 * live.
 */

export interface SandboxCaller {
  developerId: string;
  companyName: string | null;
  developerEmail: string;
}

type SandboxAwardRow = typeof sandboxAwards.$inferSelect;

/** A sandbox student's pseudonym: its id in the shape of the live ones (`stu_` and 32 hex digits). */
export const sandboxRef = (id: string) => `stu_${id.replaceAll("-", "")}`;

function idOfRef(ref: string): string {
  const hex = ref.slice("stu_".length);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join("-");
}

function toApiAward(row: SandboxAwardRow): ApiAward {
  return {
    id: row.id,
    studentId: sandboxRef(row.studentId),
    amount: row.amount,
    details: row.description,
    createdAt: row.createdAt.toISOString(),
    reversedAt: row.reversedAt?.toISOString() ?? null,
  };
}

/**
 * The sandbox student an award names, with the award added to its balance: by e-mail, made on
 * first use; by pseudonym, one this developer's sandbox already has (else unknown, as live).
 */
async function creditStudent(tx: Queryable, developerId: string, body: AwardRequest) {
  if (body.studentRef !== undefined) {
    const [known] = await tx
      .update(sandboxStudents)
      .set({ balance: sql`${sandboxStudents.balance} + ${body.amount}` })
      .where(
        and(
          eq(sandboxStudents.id, idOfRef(body.studentRef)),
          eq(sandboxStudents.developerId, developerId),
        ),
      )
      .returning({ id: sandboxStudents.id });
    if (!known) throw new NotFound("student_not_found");
    return known;
  }
  const [student] = await tx
    .insert(sandboxStudents)
    .values({ developerId, email: body.email ?? "", balance: body.amount })
    .onConflictDoUpdate({
      target: [sandboxStudents.developerId, sandboxStudents.email],
      set: { balance: sql`${sandboxStudents.balance} + excluded.balance` },
    })
    .returning({ id: sandboxStudents.id });
  if (!student) throw new Error("sandbox student upsert returned no row");
  return student;
}

/** Awards in the sandbox and queues its `award.created` webhooks (livemode false), together. */
export async function sandboxAward(
  tx: Queryable,
  caller: SandboxCaller,
  body: AwardRequest,
): Promise<ApiAward> {
  const student = await creditStudent(tx, caller.developerId, body);
  const [row] = await tx
    .insert(sandboxAwards)
    .values({
      developerId: caller.developerId,
      studentId: student.id,
      amount: body.amount,
      description: body.details || `Awarded by ${caller.companyName ?? caller.developerEmail}`,
    })
    .returning();
  if (!row) throw new Error("sandbox award insert returned no row");
  const award = toApiAward(row);
  await enqueueEvent(tx, caller.developerId, "award.created", false, award);
  return award;
}

async function findAward(db: Queryable, developerId: string, awardId: string, lock: boolean) {
  const query = db
    .select({ award: sandboxAwards })
    .from(sandboxAwards)
    .where(and(eq(sandboxAwards.id, awardId), eq(sandboxAwards.developerId, developerId)));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

/** One of the developer's sandbox awards; another developer's is as unknown as a missing one. */
export async function getSandboxAward(
  db: Queryable,
  developerId: string,
  awardId: string,
): Promise<ApiAward> {
  const row = await findAward(db, developerId, awardId, false);
  if (!row) throw new NotFound("award_not_found");
  return toApiAward(row.award);
}

/**
 * Takes a sandbox award back, as a live reversal would: once (again: the same answer), within the
 * window, and never below zero. The award's row lock serialises concurrent reversals of it.
 */
export async function reverseSandboxAward(
  db: Db,
  developerId: string,
  awardId: string,
  windowStart: Date,
): Promise<Reversal> {
  return db.transaction(async (tx) => {
    const row = await findAward(tx, developerId, awardId, true);
    if (!row) throw new NotFound("award_not_found");
    const { award } = row;
    const reversal = (reversalId: string, reversedAt: Date): Reversal => ({
      id: reversalId,
      awardId: award.id,
      studentId: sandboxRef(award.studentId),
      amount: -award.amount,
      createdAt: reversedAt.toISOString(),
    });
    if (award.reversalId && award.reversedAt) return reversal(award.reversalId, award.reversedAt);
    if (award.createdAt < windowStart) throw new Conflict("reversal_window_passed");
    const [student] = await tx
      .update(sandboxStudents)
      .set({ balance: sql`${sandboxStudents.balance} - ${award.amount}` })
      .where(
        and(
          eq(sandboxStudents.id, award.studentId),
          sql`${sandboxStudents.balance} >= ${award.amount}`,
        ),
      )
      .returning({ balance: sandboxStudents.balance });
    // Without the balance, as the live refusal an app gets.
    if (!student) throw new Conflict("reversal_exceeds_balance");
    const [reversed] = await tx
      .update(sandboxAwards)
      .set({ reversalId: sql`gen_random_uuid()`, reversedAt: new Date() })
      .where(eq(sandboxAwards.id, award.id))
      .returning();
    if (!reversed?.reversalId || !reversed.reversedAt)
      throw new Error("sandbox reversal not stamped");
    await enqueueEvent(tx, developerId, "award.reversed", false, toApiAward(reversed));
    return reversal(reversed.reversalId, reversed.reversedAt);
  });
}

/**
 * Sandbox students not awarded since `before` (privacy/retention.ts, sandbox_students); their test
 * awards go with them.
 */
export async function pruneSandboxStudents(db: Queryable, before: Date): Promise<void> {
  await db
    .delete(sandboxStudents)
    .where(
      and(
        lt(sandboxStudents.createdAt, before),
        sql`NOT EXISTS (SELECT 1 FROM ${sandboxAwards} WHERE ${sandboxAwards.studentId} = ${sandboxStudents.id} AND ${sandboxAwards.createdAt} >= ${before})`,
      ),
    );
}
