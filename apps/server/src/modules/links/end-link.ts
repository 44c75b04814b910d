import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { rewards, type TransactionRow } from "../../db/schema";
import { releaseUndecidableHolds } from "../holds/approvals.service";

/**
 * What ending a link means, whichever side ends it: history stays, the rewards this parent made
 * for the student stop being offered, and gift cards held for approval that no linked
 * parent/guide is left to decide are refunded. Returns the refunds to announce after the commit.
 */
export async function endLink(
  tx: Queryable,
  parentId: string,
  studentId: string,
): Promise<TransactionRow[]> {
  await tx
    .update(rewards)
    .set({ isActive: false })
    .where(and(eq(rewards.createdBy, parentId), eq(rewards.customForStudent, studentId)));
  return releaseUndecidableHolds(tx, [studentId]);
}
