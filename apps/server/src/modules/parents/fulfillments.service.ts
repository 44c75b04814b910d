import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SERVER_ERRORS } from "@trophy/shared/messages";
import { displayName } from "@trophy/shared/rules/display-name";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
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
  app: FastifyInstance,
  parentId: string,
): Promise<Fulfillment[]> {
  const rows = await app.db
    .select({ redemption: redemptions, name: users.name, email: users.email })
    .from(redemptions)
    .innerJoin(users, eq(users.id, redemptions.studentId))
    .where(eq(redemptions.fulfillerId, parentId))
    .orderBy(asc(sql`${redemptions.status} = 'fulfilled'`), desc(redemptions.createdAt));
  return rows.map((r) => toFulfillment(r.redemption, r));
}

export async function markFulfilled(
  app: FastifyInstance,
  parentId: string,
  id: string,
): Promise<Fulfillment> {
  const [updated] = await app.db
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
    const [existing] = await app.db
      .select({ status: redemptions.status })
      .from(redemptions)
      .where(and(eq(redemptions.id, id), eq(redemptions.fulfillerId, parentId)));
    throw existing
      ? new Conflict(SERVER_ERRORS.alreadyFulfilled)
      : new NotFound(SERVER_ERRORS.fulfillmentNotFound);
  }
  const [student] = await app.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, updated.studentId));
  return toFulfillment(updated, student ?? { name: null, email: "" });
}
