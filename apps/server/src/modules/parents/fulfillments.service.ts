import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { displayName } from "@trophy/shared/rules/display-name";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import type { Db, Queryable } from "../../db/client";
import { redemptions, rewards, users, type RedemptionRow } from "../../db/schema";
import { Conflict, NotFound } from "../../lib/errors";
import { recordActivity } from "../activity/activity.service";
import { appendEntry, type Announce } from "../ledger/ledger.service";
import type { Notifier } from "../notifications/notifier";

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
    status: row.status === "fulfilled" || row.status === "declined" ? row.status : "pending",
    declinedAt: row.declinedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
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
      asc(sql`${redemptions.status} <> 'pending'`),
      desc(redemptions.createdAt),
      desc(redemptions.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return { fulfillments: rows.map((r) => toFulfillment(r.redemption, r)), total: count?.n ?? 0 };
}

/** Why a redemption that is no longer pending cannot be fulfilled or declined. */
export function closed(status: RedemptionRow["status"]): Conflict {
  return new Conflict(status === "declined" ? "already_declined" : "already_fulfilled");
}

/**
 * Marks one pending redemption of this parent's rewards fulfilled. The UPDATE only matches a
 * pending row, so of simultaneous calls exactly one changes it (on PostgreSQL the others wait for
 * its row lock, then find it fulfilled) and the rest answer 409.
 */
export async function markFulfilled(
  db: Db,
  notifier: Pick<Notifier, "rewardAnswered">,
  parentId: string,
  id: string,
): Promise<Fulfillment> {
  return db.transaction(async (tx) => {
    const { row, fulfillment } = await fulfil(tx, parentId, id);
    await notifier.rewardAnswered(tx, {
      studentId: row.studentId,
      title: row.title,
      fulfilled: true,
    });
    return fulfillment;
  });
}

async function fulfil(
  db: Queryable,
  parentId: string,
  id: string,
): Promise<{ row: RedemptionRow; fulfillment: Fulfillment }> {
  // Touches only the redemption row, so it cannot deadlock with a decline (which locks it first).
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
    throw existing ? closed(existing.status) : new NotFound("fulfillment_not_found");
  }
  const [student] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, updated.studentId));
  return {
    row: updated,
    fulfillment: toFulfillment(updated, student ?? { name: null, email: "" }),
  };
}

/**
 * Declines one pending redemption of this parent's rewards: under the redemption's row lock it
 * becomes declined, a unit goes back to the reward's stock (if it keeps one) and a refund entry
 * gives the student the trophies back, all in one transaction; the refund is announced on the
 * student's live balance after the commit. Simultaneous declines and fulfilments queue on the
 * lock: the first decides, the others answer 409. The reward row is locked before the student's
 * (as a redemption does), so a decline and a redemption cannot deadlock.
 */
export async function declineFulfillment(
  deps: { db: Db; announce: Announce; notifier: Pick<Notifier, "rewardAnswered"> },
  parentId: string,
  id: string,
  reason: string,
): Promise<Fulfillment> {
  const { row, entry, student } = await deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(redemptions)
      .where(and(eq(redemptions.id, id), eq(redemptions.fulfillerId, parentId)))
      .for("update");
    if (!pending) throw new NotFound("fulfillment_not_found");
    if (pending.status !== "pending") throw closed(pending.status);
    const [declined] = await tx
      .update(redemptions)
      .set({ status: "declined", declinedAt: new Date(), declineReason: reason })
      .where(eq(redemptions.id, id))
      .returning();
    if (!declined) throw new Error("update returned no row");
    if (declined.rewardId) {
      await tx
        .update(rewards)
        .set({ stock: sql`${rewards.stock} + 1` })
        .where(and(eq(rewards.id, declined.rewardId), isNotNull(rewards.stock)));
    }
    const refund = await appendEntry(tx, {
      studentId: declined.studentId,
      amount: declined.trophyCost,
      kind: "refund",
      // The student's history shows entries, not redemptions: the reason travels with the refund.
      description: `Declined: ${declined.title} — ${reason}`,
    });
    const [who] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, declined.studentId));
    await recordActivity(tx, {
      type: "redemption",
      description: `${declined.title} declined for ${who?.email ?? "a student"}: ${declined.trophyCost} trophies refunded`,
      userId: declined.studentId,
    });
    await deps.notifier.rewardAnswered(tx, {
      studentId: declined.studentId,
      title: declined.title,
      fulfilled: false,
      reason,
      trophyCost: declined.trophyCost,
    });
    return { row: declined, entry: refund, student: who ?? { name: null, email: "" } };
  });
  deps.announce([entry]);
  return toFulfillment(row, student);
}
