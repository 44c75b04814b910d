import { and, eq, sql, type SQL } from "drizzle-orm";
import type { RedemptionDetailResponse } from "@trophy/shared/schemas/student";
import type { Queryable } from "../../db/client";
import { giftCards, redemptions } from "../../db/schema";
import { NotFound } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { toGiftCardView } from "../gift-cards/gift-card-view";
import { toRedemptionView } from "./redemption-view";

/**
 * A card set aside for a redemption still waiting for approval: taken from the stock (so the
 * approval cannot find it gone, and the stock counts stay true) but not the student's yet, so its
 * code is not shown.
 */
export const heldCard = (): SQL =>
  sql`EXISTS (SELECT 1 FROM ${redemptions} WHERE ${redemptions.giftCardId} = ${giftCards.id} AND ${redemptions.status} = 'awaiting_approval')`;

/**
 * One of the student's redemptions, with the gift card's code once it is theirs: what the redeem
 * dialog reads while a card waits for approval. Another student's id answers as an unknown one.
 */
export async function getRedemptionDetail(
  db: Queryable,
  codes: SecretBox,
  studentId: string,
  id: string,
): Promise<RedemptionDetailResponse> {
  const [row] = await db
    .select({ redemption: redemptions, card: giftCards })
    .from(redemptions)
    .leftJoin(giftCards, eq(giftCards.id, redemptions.giftCardId))
    .where(and(eq(redemptions.id, id), eq(redemptions.studentId, studentId)));
  if (!row) throw new NotFound("redemption_not_found");
  const issued = row.card && row.redemption.status === "completed";
  return {
    redemption: toRedemptionView(row.redemption),
    giftCard: issued && row.card ? toGiftCardView(row.card, codes) : null,
  };
}
