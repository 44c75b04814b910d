import { and, asc, desc, eq, sql } from "drizzle-orm";
import { displayName } from "@trophy/shared/rules/display-name";
import type {
  AdminFulfillment,
  FulfillmentStatus,
} from "@trophy/shared/schemas/admin-fulfillments";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { Queryable } from "../../db/client";
import { redemptions, users, type RedemptionRow } from "../../db/schema";
import { fulfilmentScope, type Fulfiller } from "./fulfiller";

export interface StudentNames {
  name: string | null;
  email: string;
}

/** A redemption to fulfil as the lists answer it; parents/guides get it without the two ids. */
export function toFulfillment(row: RedemptionRow, student: StudentNames): AdminFulfillment {
  return {
    id: row.id,
    rewardTitle: row.title,
    rewardType: row.rewardType === "base" ? "base" : "custom",
    studentName: displayName(student),
    studentEmail: student.email,
    trophyCost: row.trophyCost,
    createdAt: row.createdAt.toISOString(),
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
    status: row.status === "fulfilled" || row.status === "declined" ? row.status : "pending",
    declinedAt: row.declinedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    studentId: row.studentId,
    rewardId: row.rewardId,
  };
}

/** The student's names for the answer; a row the caller has just read or changed. */
export async function studentNames(db: Queryable, studentId: string): Promise<StudentNames> {
  const [student] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, studentId));
  return student ?? { name: null, email: "" };
}

/** The redemptions this fulfiller may act on (of one state, if asked): waiting first, then newest. */
export async function listFulfilments(
  db: Queryable,
  who: Fulfiller,
  query: PageQuery & { status?: FulfillmentStatus | undefined },
): Promise<{ fulfillments: AdminFulfillment[]; total: number }> {
  const scope = await fulfilmentScope(db, who);
  const where = query.status ? and(scope, eq(redemptions.status, query.status)) : scope;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(redemptions)
    .where(where);
  const rows = await db
    .select({ redemption: redemptions, name: users.name, email: users.email })
    .from(redemptions)
    .innerJoin(users, eq(users.id, redemptions.studentId))
    .where(where)
    .orderBy(
      asc(sql`${redemptions.status} <> 'pending'`),
      desc(redemptions.createdAt),
      desc(redemptions.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  return {
    fulfillments: rows.map((r) => toFulfillment(r.redemption, r)),
    total: count?.n ?? 0,
  };
}
