import { giftCardNamed, platformText } from "@trophy/shared/schemas/platform-text";
import { and, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { giftCards } from "../../db/schema";
import { Conflict, NotFound } from "../../lib/errors";
import { recordActivity } from "../activity/activity.service";
import type { Actor } from "../activity/activity.service";
import { ofDenomination } from "./available-card";

export interface DenominationKey {
  cardType: string;
  usdAmount: number;
  trophyCost: number;
}

/**
 * Removes a denomination's available and expired cards, in one transaction; refused when any
 * card of it was redeemed (students' redemptions point at those cards).
 */
export async function deleteDenomination(
  db: Db,
  actor: Actor,
  key: DenominationKey,
): Promise<number> {
  const denomination = ofDenomination(key);
  return db.transaction(async (tx) => {
    const [redeemed] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(giftCards)
      .where(and(denomination, isNotNull(giftCards.redeemedAt)));
    if ((redeemed?.n ?? 0) > 0) throw new Conflict("cannot_delete_redeemed");
    const deleted = await tx
      .delete(giftCards)
      .where(and(denomination, isNull(giftCards.redeemedAt)))
      .returning({ id: giftCards.id });
    if (deleted.length === 0) throw new NotFound("denomination_not_found");
    await recordActivity(tx, {
      type: "deletion",
      description: `${actor.email} deleted ${deleted.length} ${key.cardType} $${key.usdAmount} gift cards`,
      text: platformText("activity_gift_cards_deleted", {
        admin: actor.email,
        count: deleted.length,
        ...giftCardNamed(key.cardType, key.usdAmount),
      }),
      actorId: actor.id,
    });
    return deleted.length;
  });
}
