import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { parentStudentLinks, redemptions } from "../../db/schema";

/**
 * Who fulfils or declines redemptions: a parent/guide (the redemptions of their custom rewards,
 * and of base rewards by students linked to them), or an admin (the redemptions of base rewards),
 * whom the activity log names.
 */
export type Fulfiller =
  { role: "parent_guide"; id: string } | { role: "admin"; id: string; email: string };

/**
 * Redemptions of base rewards fulfilled by hand: the platform's rewards, so every admin and every
 * parent/guide linked to the student may fulfil or decline them (docs/product.md §4, Fulfilment;
 * docs/decisions/009-base-rewards-belong-to-the-platform.md).
 * Gift cards are `gift_card` redemptions; an automatic base reward is completed at once.
 */
export const baseRewardFulfilment: SQL = sql`(${redemptions.rewardType} = 'base' AND ${redemptions.status} IN ('pending', 'fulfilled', 'declined'))`;

/**
 * The redemptions this fulfiller may see and act on, as a condition on `redemptions`. A
 * parent/guide's base-reward redemptions are those of the students who accepted them now (a
 * pending, declined or removed link is none); the students are read first, so the condition stays
 * an index lookup by student.
 */
export async function fulfilmentScope(db: Queryable, who: Fulfiller): Promise<SQL> {
  if (who.role === "admin") return baseRewardFulfilment;
  const own = eq(redemptions.fulfillerId, who.id);
  const linked = await db
    .select({ studentId: parentStudentLinks.studentId })
    .from(parentStudentLinks)
    .where(and(eq(parentStudentLinks.parentId, who.id), eq(parentStudentLinks.status, "accepted")));
  if (linked.length === 0) return own;
  const students = inArray(
    redemptions.studentId,
    linked.map((l) => l.studentId),
  );
  return or(own, and(baseRewardFulfilment, students)) ?? own;
}
