import { count, desc, eq, sql } from "drizzle-orm";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { Redemption } from "@trophy/shared/schemas/student";
import type { Queryable } from "../../db/client";
import { pageTotal, totalOver } from "../../db/page-total";
import { preparedOn } from "../../db/prepared";
import { redemptions, type RedemptionRow } from "../../db/schema";

export function toRedemptionView(row: RedemptionRow): Redemption {
  return {
    id: row.id,
    rewardId: row.rewardId,
    rewardTitle: row.title,
    rewardTitleText: row.titleText,
    rewardType: row.rewardType as Redemption["rewardType"],
    trophyCost: row.trophyCost,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
    declinedAt: row.declinedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
  };
}

const redemptionsPage = preparedOn((db) =>
  db
    .select({ redemption: redemptions, total: totalOver() })
    .from(redemptions)
    .where(eq(redemptions.studentId, sql.placeholder("studentId")))
    .orderBy(desc(redemptions.createdAt), desc(redemptions.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("student_redemptions_page"),
);

/** One page of the student's redemptions, newest first, and how many there are. */
export async function listRedemptions(
  db: Queryable,
  studentId: string,
  page: PageQuery,
): Promise<{ redemptions: Redemption[]; total: number }> {
  const rows = await redemptionsPage(db).execute({ studentId, ...page });
  const total = await pageTotal(rows, page.offset, async () => {
    const [all] = await db
      .select({ n: count() })
      .from(redemptions)
      .where(eq(redemptions.studentId, studentId));
    return all?.n ?? 0;
  });
  return { redemptions: rows.map((r) => toRedemptionView(r.redemption)), total };
}
