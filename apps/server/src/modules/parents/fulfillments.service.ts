import { and, asc, desc, eq, sql } from "drizzle-orm";
import { displayName } from "@trophy/shared/rules/display-name";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import type { Queryable } from "../../db/client";
import { redemptions, users, type RedemptionRow } from "../../db/schema";
import { Conflict, NotFound } from "../../lib/errors";

function toFulfillment(
  row: RedemptionRow,
  student: { name: string | null; email: string },
): Fulfillment {
  return {
    id: row.id,
    rewardTitle: row.title,
    studentName: displayName(student),
    studentEmail: student.email,
    trophyCost: row.trophyCost,
    createdAt: row.createdAt.toISOString(),
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
    status: row.status === "fulfilled" ? "fulfilled" : "pending",
  };
}

/** Redemptions of this parent's custom rewards: pending first, then newest. */
export async function listFulfillments(
  db: Queryable,
  parentId: string,
  page: PageQuery,
): Promise<{ fulfillments: Fulfillment[]; total: number }> {
  const mine = eq(redemptions.fulfillerId, parentId);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(redemptions)
    .where(mine);
  const rows = await db
    .select({ redemption: redemptions, name: users.name, email: users.email })
    .from(redemptions)
    .innerJoin(users, eq(users.id, redemptions.studentId))
    .where(mine)
    .orderBy(
      asc(sql`${redemptions.status} = 'fulfilled'`),
      desc(redemptions.createdAt),
      desc(redemptions.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return { fulfillments: rows.map((r) => toFulfillment(r.redemption, r)), total: count?.n ?? 0 };
}

/**
 * Marks one pending redemption of this parent's rewards fulfilled. The UPDATE only matches a
 * pending row, so of simultaneous calls exactly one changes it (on PostgreSQL the others wait for
 * its row lock, then find it fulfilled) and the rest answer 409.
 */
export async function markFulfilled(
  db: Queryable,
  parentId: string,
  id: string,
): Promise<Fulfillment> {
  const [updated] = await db
    .update(redemptions)
    .set({ status: "fulfilled", fulfilledAt: new Date() })
    .where(
      and(
        eq(redemptions.id, id),
        eq(redemptions.fulfillerId, parentId),
        eq(redemptions.status, "pending"),
      ),
    )
    .returning();
  if (!updated) {
    const [existing] = await db
      .select({ status: redemptions.status })
      .from(redemptions)
      .where(and(eq(redemptions.id, id), eq(redemptions.fulfillerId, parentId)));
    throw existing ? new Conflict("already_fulfilled") : new NotFound("fulfillment_not_found");
  }
  const [student] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, updated.studentId));
  return toFulfillment(updated, student ?? { name: null, email: "" });
}
