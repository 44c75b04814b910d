import {
  platformText,
  rewardNamed,
  type PlatformText,
  type PlatformTextParams,
} from "@trophy/shared/schemas/platform-text";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { AdminFulfillment } from "@trophy/shared/schemas/admin-fulfillments";
import type { Db } from "../../db/client";
import { redemptions, rewards, type RedemptionRow } from "../../db/schema";
import { Conflict, NotFound } from "../../lib/errors";
import { recordActivity } from "../activity/activity.service";
import { appendEntry, type Announce } from "../ledger/ledger.service";
import type { Notifier } from "../notifications/notifier";
import { fulfilmentScope, type Fulfiller } from "./fulfiller";
import { studentNames, toFulfillment } from "./fulfillment-list";

/** Why a redemption that is no longer pending cannot be fulfilled or declined. */
export function closed(status: RedemptionRow["status"]): Conflict {
  return new Conflict(status === "declined" ? "already_declined" : "already_fulfilled");
}

/** An admin's decisions name the admin in the activity log (docs/product.md §10, Admins). */
const actorOf = (who: Fulfiller) => (who.role === "admin" ? who.id : null);
const byWhom = (who: Fulfiller) => (who.role === "admin" ? ` by ${who.email}` : "");

/** An activity entry naming the admin who acted (`<key>_by`), or none when a parent/guide did. */
function byAdmin(
  who: Fulfiller,
  key: "activity_fulfilled" | "activity_reward_declined",
  params: PlatformTextParams,
): PlatformText {
  return who.role === "admin"
    ? platformText(`${key}_by`, { ...params, admin: who.email })
    : platformText(key, params);
}

/**
 * Marks one pending redemption fulfilled, for a fulfiller it belongs to. The UPDATE only matches a
 * pending row, so of simultaneous calls (a parent's and an admin's alike) exactly one changes it:
 * on PostgreSQL the others wait for its row lock, then find it fulfilled, and answer 409. It
 * touches only the redemption row, so it cannot deadlock with a decline (which locks it first).
 */
export async function fulfilRedemption(
  db: Db,
  notifier: Pick<Notifier, "rewardAnswered">,
  who: Fulfiller,
  id: string,
): Promise<AdminFulfillment> {
  return db.transaction(async (tx) => {
    const scope = await fulfilmentScope(tx, who);
    const [updated] = await tx
      .update(redemptions)
      .set({ status: "fulfilled", fulfilledAt: new Date() })
      .where(and(eq(redemptions.id, id), scope, eq(redemptions.status, "pending")))
      .returning();
    if (!updated) {
      const [existing] = await tx
        .select({ status: redemptions.status })
        .from(redemptions)
        .where(and(eq(redemptions.id, id), scope));
      throw existing ? closed(existing.status) : new NotFound("fulfillment_not_found");
    }
    const student = await studentNames(tx, updated.studentId);
    // A base reward is the platform's: the admins' activity log shows who had it fulfilled.
    if (updated.rewardType === "base") {
      await recordActivity(tx, {
        type: "redemption",
        description: `${updated.title} fulfilled for ${student.email || "a student"}${byWhom(who)}`,
        text: byAdmin(who, "activity_fulfilled", {
          ...rewardNamed(updated.title, updated.titleText),
          email: student.email,
        }),
        userId: updated.studentId,
        actorId: actorOf(who),
      });
    }
    await notifier.rewardAnswered(tx, {
      studentId: updated.studentId,
      title: updated.title,
      fulfilled: true,
    });
    return toFulfillment(updated, student);
  });
}

/**
 * Declines one pending redemption, for a fulfiller it belongs to: under the redemption's row lock
 * it becomes declined, a unit goes back to the reward's stock (if it keeps one) and a refund entry
 * gives the student the trophies back, all in one transaction; the refund is announced on the
 * student's live balance after the commit. Simultaneous declines and fulfilments queue on the
 * lock: the first decides, the others answer 409. The reward row is locked before the student's
 * (as a redemption does), so a decline and a redemption cannot deadlock.
 */
export async function declineRedemption(
  deps: { db: Db; announce: Announce; notifier: Pick<Notifier, "rewardAnswered"> },
  who: Fulfiller,
  id: string,
  reason: string,
): Promise<AdminFulfillment> {
  const { fulfillment, entry } = await deps.db.transaction(async (tx) => {
    const scope = await fulfilmentScope(tx, who);
    const [pending] = await tx
      .select()
      .from(redemptions)
      .where(and(eq(redemptions.id, id), scope))
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
      descriptionText: platformText("ledger_refunded", {
        ...rewardNamed(declined.title, declined.titleText),
        reason,
      }),
    });
    const student = await studentNames(tx, declined.studentId);
    await recordActivity(tx, {
      type: "redemption",
      description: `${declined.title} declined for ${student.email || "a student"}${byWhom(who)}: ${declined.trophyCost} trophies refunded`,
      text: byAdmin(who, "activity_reward_declined", {
        ...rewardNamed(declined.title, declined.titleText),
        email: student.email,
        cost: declined.trophyCost,
      }),
      userId: declined.studentId,
      actorId: actorOf(who),
    });
    await deps.notifier.rewardAnswered(tx, {
      studentId: declined.studentId,
      title: declined.title,
      fulfilled: false,
      reason,
      trophyCost: declined.trophyCost,
    });
    return { fulfillment: toFulfillment(declined, student), entry: refund };
  });
  deps.announce([entry]);
  return fulfillment;
}
