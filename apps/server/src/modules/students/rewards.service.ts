import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { giftCardOfferingId } from "@trophy/shared/rules/gift-card-offering";
import { formatUsd, titleCase } from "@trophy/shared/rules/gift-card-display";
import type { Reward } from "@trophy/shared/schemas/student";
import type { Queryable } from "../../db/client";
import { giftCards, rewards } from "../../db/schema";
import { centsToUsd } from "../gift-cards/gift-card-view";

/** Cards a student can get now: not redeemed, not expired. */
export const availableCard = () =>
  and(
    isNull(giftCards.redeemedAt),
    or(isNull(giftCards.expiresAt), gt(giftCards.expiresAt, sql`now()`)),
  );

export function giftCardTitle(cardType: string, usdAmount: number): string {
  return `${titleCase(cardType)} ${formatUsd(usdAmount)} Gift Card`;
}

/** One offering per denomination with available stock, counted by the database. */
async function giftCardOfferings(db: Queryable): Promise<Reward[]> {
  const rows = await db
    .select({
      cardType: giftCards.cardType,
      usdCents: giftCards.usdCents,
      trophyCost: giftCards.trophyCost,
      available: sql<number>`count(*)::int`,
    })
    .from(giftCards)
    .where(availableCard())
    .groupBy(giftCards.cardType, giftCards.usdCents, giftCards.trophyCost)
    .orderBy(asc(giftCards.trophyCost), asc(giftCards.cardType));
  return rows.map((r) => {
    const usdAmount = centsToUsd(r.usdCents);
    return {
      id: giftCardOfferingId({ cardType: r.cardType, usdAmount, trophyCost: r.trophyCost }),
      title: giftCardTitle(r.cardType, usdAmount),
      description: `A ${formatUsd(usdAmount)} ${titleCase(r.cardType)} gift card code, yours the moment you redeem.`,
      trophyCost: r.trophyCost,
      rewardType: "base",
      fulfillmentType: "automatic",
      availableCount: r.available,
      isActive: true,
      customForStudent: null,
    };
  });
}

/** Active base rewards, this student's custom rewards, and the gift cards in stock. */
export async function listRewards(db: Queryable, studentId: string): Promise<Reward[]> {
  const own = await db
    .select()
    .from(rewards)
    .where(
      and(
        eq(rewards.isActive, true),
        or(eq(rewards.rewardType, "base"), eq(rewards.customForStudent, studentId)),
      ),
    )
    .orderBy(asc(rewards.trophyCost), asc(rewards.title));
  const offerings = await giftCardOfferings(db);
  return [
    ...own.map((r): Reward => ({
      id: r.id,
      title: r.title,
      description: r.description,
      trophyCost: r.trophyCost,
      rewardType: r.rewardType,
      fulfillmentType: r.fulfillmentType,
      availableCount: null,
      isActive: r.isActive,
      customForStudent: r.customForStudent,
    })),
    ...offerings,
  ];
}
