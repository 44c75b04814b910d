import { asc, count, gt, isNull, or, sql } from "drizzle-orm";
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
import { pageTotal, totalOver } from "../../db/page-total";
import { preparedOn } from "../../db/prepared";
import { giftCardCounts, rewards } from "../../db/schema";
import { centsToUsd } from "../gift-cards/gift-card-view";
import { offeredTo } from "./offered-to";

export function giftCardTitle(cardType: string, usdAmount: number): string {
  return `${titleCase(cardType)} ${formatUsd(usdAmount)} Gift Card`;
}

/** The same title for each reader's language. */
export function giftCardTitleText(cardType: string, usdAmount: number): PlatformText {
  return platformText("gift_card_title", giftCardNamed(cardType, usdAmount));
}

const c = giftCardCounts;
const denomination = [c.cardType, c.usdCents, c.trophyCost];
const notExpired = or(isNull(c.expiresAt), gt(c.expiresAt, sql`now()`));
const inStock = sql`sum(${c.unredeemed}) > 0`;

const offeringsPage = preparedOn((db) =>
  db
    .select({
      cardType: c.cardType,
      usdCents: c.usdCents,
      trophyCost: c.trophyCost,
      available: sql<number>`sum(${c.unredeemed})::int`,
      total: totalOver(),
    })
    .from(c)
    .where(notExpired)
    .groupBy(...denomination)
    .having(inStock)
    .orderBy(asc(c.trophyCost), asc(c.cardType), asc(c.usdCents))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("gift_card_offerings_page"),
);

/** How many denominations have cards in stock. */
async function countOfferings(db: Queryable): Promise<number> {
  const stocked = db
    .select({ one: sql`1` })
    .from(c)
    .where(notExpired)
    .groupBy(...denomination)
    .having(inStock)
    .as("stocked");
  const [all] = await db.select({ n: count() }).from(stocked);
  return all?.n ?? 0;
}

/**
 * One offering per denomination with cards in stock, and how many there are, from the counts the
 * gift_cards triggers keep (db/schema.ts, giftCardCounts): the cards `availableCard` finds,
 * without reading them.
 */
async function giftCardOfferings(
  db: Queryable,
  limit: number,
  offset: number,
): Promise<{ offerings: Reward[]; total: number }> {
  if (limit <= 0) return { offerings: [], total: await countOfferings(db) };
  const rows = await offeringsPage(db).execute({ limit, offset });
  const total = await pageTotal(rows, offset, () => countOfferings(db));
  return { offerings: rows.map(toOffering), total };
}

function toOffering(r: {
  cardType: string;
  usdCents: number;
  trophyCost: number;
  available: number;
}): Reward {
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

const ownRewardsPage = preparedOn((db) =>
  db
    .select({ reward: rewards, total: totalOver() })
    .from(rewards)
    .where(offeredTo(sql.placeholder("studentId")))
    .orderBy(asc(rewards.trophyCost), asc(rewards.title), asc(rewards.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("student_rewards_page"),
);

/**
 * Active base rewards and this student's custom rewards, then the gift cards in stock: one page
 * of that list, and its length.
 */
export async function listRewards(
  db: Queryable,
  studentId: string,
  page: PageQuery,
): Promise<{ rewards: Reward[]; total: number }> {
  const own = await ownRewardsPage(db).execute({ studentId, ...page });
  const ownTotal = await pageTotal(own, page.offset, async () => {
    const [all] = await db.select({ n: count() }).from(rewards).where(offeredTo(studentId));
    return all?.n ?? 0;
  });
  // The gift cards follow the own rewards: the page takes what room the own rewards leave.
  const { offerings, total } = await giftCardOfferings(
    db,
    page.limit - own.length,
    Math.max(0, page.offset - ownTotal),
  );
  return {
    rewards: [...own.map((r) => toReward(r.reward)), ...offerings],
    total: ownTotal + total,
  };
}
