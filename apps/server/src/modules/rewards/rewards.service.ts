import { and, asc, eq, or, sql } from "drizzle-orm";
import { REWARD_PICTURE_IDS, type RewardPictureId } from "@trophy/shared/constants";
import { giftCardOfferingId } from "@trophy/shared/rules/gift-card-offering";
import { formatUsd, titleCase } from "@trophy/shared/rules/gift-card-display";
import type { PageQuery } from "@trophy/shared/schemas/common";
import {
  giftCardNamed,
  platformText,
  type PlatformText,
} from "@trophy/shared/schemas/platform-text";
import type { Reward } from "@trophy/shared/schemas/student";
import type { Queryable } from "../../db/client";
import { giftCards, rewards } from "../../db/schema";
import { availableCard } from "../gift-cards/available-card";
import { centsToUsd } from "../gift-cards/gift-card-view";

export function giftCardTitle(cardType: string, usdAmount: number): string {
  return `${titleCase(cardType)} ${formatUsd(usdAmount)} Gift Card`;
}

/** The same title for each reader's language. */
export function giftCardTitleText(cardType: string, usdAmount: number): PlatformText {
  return platformText("gift_card_title", giftCardNamed(cardType, usdAmount));
}

const denomination = [giftCards.cardType, giftCards.usdCents, giftCards.trophyCost];

/** One offering per denomination with available stock, counted by the database. */
async function giftCardOfferings(db: Queryable, limit: number, offset: number): Promise<Reward[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({
      cardType: giftCards.cardType,
      usdCents: giftCards.usdCents,
      trophyCost: giftCards.trophyCost,
      available: sql<number>`count(*)::int`,
    })
    .from(giftCards)
    .where(availableCard())
    .groupBy(...denomination)
    .orderBy(asc(giftCards.trophyCost), asc(giftCards.cardType), asc(giftCards.usdCents))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => {
    const usdAmount = centsToUsd(r.usdCents);
    return {
      id: giftCardOfferingId({ cardType: r.cardType, usdAmount, trophyCost: r.trophyCost }),
      title: giftCardTitle(r.cardType, usdAmount),
      description: `A ${formatUsd(usdAmount)} ${titleCase(r.cardType)} gift card code, yours the moment you redeem.`,
      titleText: giftCardTitleText(r.cardType, usdAmount),
      descriptionText: platformText("gift_card_description", giftCardNamed(r.cardType, usdAmount)),
      trophyCost: r.trophyCost,
      rewardType: "base",
      fulfillmentType: "automatic",
      availableCount: r.available,
      isActive: true,
      customForStudent: null,
      // Its card type is its picture: the client draws the brand.
      picture: null,
    };
  });
}

/** A reward's picture as the API shows it: one of the product's ids, else none (the default). */
export function rewardPictureOf(
  r: Pick<typeof rewards.$inferSelect, "picture">,
): RewardPictureId | null {
  return (REWARD_PICTURE_IDS as readonly string[]).includes(r.picture ?? "")
    ? (r.picture as RewardPictureId)
    : null;
}

/** A reward row in the shape the student's rewards list (and goal) answers. */
export function toReward(r: typeof rewards.$inferSelect): Reward {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    titleText: null,
    descriptionText: null,
    trophyCost: r.trophyCost,
    rewardType: r.rewardType,
    fulfillmentType: r.fulfillmentType,
    // A custom reward's stock is its availableCount: at 0 the student sees Out of Stock.
    availableCount: r.stock,
    isActive: r.isActive,
    customForStudent: r.customForStudent,
    picture: rewardPictureOf(r),
  };
}

/**
 * Active base rewards and this student's custom rewards, then the gift cards in stock: one page
 * of that list, and its length.
 */
export async function listRewards(
  db: Queryable,
  studentId: string,
  page: PageQuery,
): Promise<{ rewards: Reward[]; total: number }> {
  const offered = and(
    eq(rewards.isActive, true),
    or(eq(rewards.rewardType, "base"), eq(rewards.customForStudent, studentId)),
  );
  const [counts] = await db
    .select({
      own: sql<number>`(select count(*)::int from ${rewards} where ${offered})`,
      offerings: sql<number>`(select count(*)::int from (select 1 from ${giftCards} where ${availableCard()} group by ${sql.join(denomination, sql`, `)}) d)`,
    })
    .from(sql`(select 1) one`);
  const ownTotal = counts?.own ?? 0;
  const own = await db
    .select()
    .from(rewards)
    .where(offered)
    .orderBy(asc(rewards.trophyCost), asc(rewards.title), asc(rewards.id))
    .limit(page.limit)
    .offset(page.offset);
  // The gift cards follow the own rewards: the page takes what room the own rewards leave.
  const offerings = await giftCardOfferings(
    db,
    page.limit - own.length,
    Math.max(0, page.offset - ownTotal),
  );
  return {
    rewards: [...own.map(toReward), ...offerings],
    total: ownTotal + (counts?.offerings ?? 0),
  };
}
