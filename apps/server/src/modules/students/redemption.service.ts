import { giftCardNamed, platformText } from "@trophy/shared/schemas/platform-text";
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  parseGiftCardOfferingId,
  isGiftCardOfferingId,
  type Denomination,
} from "@trophy/shared/rules/gift-card-offering";
import { redeemGiftCardRequestSchema, type RedeemResponse } from "@trophy/shared/schemas/student";
import type { Db, Queryable } from "../../db/client";
import { giftCards, redemptions, rewards, type UserRow } from "../../db/schema";
import { BadRequest, Conflict, NotFound } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { recordActivity } from "../activity/activity.service";
import { appendEntry, toTransactionView, type Announce } from "../ledger/ledger.service";
import { availableCard } from "../gift-cards/available-card";
import { toGiftCardView, usdToCents } from "../gift-cards/gift-card-view";
import { noteCardClaimed } from "../gift-cards/low-stock";
import type { Notifier } from "../notifications/notifier";
import { giftCardApprovers } from "../holds/gift-card-hold.service";
import { toRedemptionView } from "../holds/redemption-view";
import { giftCardTitle, giftCardTitleText } from "../rewards/rewards.service";
import { offeredTo } from "../rewards/offered-to";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a redemption needs besides the student: the database, the codes' box, the live streams. */
export interface RedemptionDeps {
  db: Db;
  giftCardCodes: SecretBox;
  announce: Announce;
  /** Tells the parent/guide and the admins (absent when seeding the demo: nobody is mailed). */
  notifier?: Notifier;
  /** Where a failure after the commit goes: the redemption itself has happened by then. */
  log?: FastifyBaseLogger;
}

/**
 * A reward with stock (custom or base) gives one unit per redemption. The UPDATE re-reads the row
 * under its lock, so of simultaneous redemptions only as many as there are units succeed; the rest
 * are out of stock (their transaction, payment included, rolls back).
 */
async function takeOneFromStock(tx: Queryable, rewardId: string): Promise<void> {
  const [taken] = await tx
    .update(rewards)
    .set({ stock: sql`${rewards.stock} - 1` })
    .where(and(eq(rewards.id, rewardId), sql`${rewards.stock} > 0`))
    .returning({ id: rewards.id });
  // A stock made unlimited meanwhile (by a parent or an admin) matches no row above: free.
  if (!taken) {
    const [now] = await tx
      .select({ stock: rewards.stock })
      .from(rewards)
      .where(eq(rewards.id, rewardId));
    if (now?.stock !== null) throw new Conflict("reward_out_of_stock");
  }
}

/** Redeems a reward by id; `gc_…` ids are gift-card offerings. */
export async function redeemReward(
  deps: RedemptionDeps,
  student: UserRow,
  rewardId: string,
): Promise<RedeemResponse> {
  if (isGiftCardOfferingId(rewardId)) {
    const denomination = parseGiftCardOfferingId(rewardId);
    if (!denomination) throw new BadRequest("invalid_reward_id");
    // The id's numbers are client input like the redeem-gift-card body's: the same ranges apply.
    const checked = redeemGiftCardRequestSchema.safeParse(denomination);
    if (!checked.success) {
      throw new BadRequest("invalid_reward_id", checked.error.issues[0]?.message);
    }
    return redeemGiftCard(deps, student, checked.data);
  }
  if (!UUID.test(rewardId)) throw new BadRequest("invalid_reward_id");

  const result = await deps.db.transaction(async (tx) => {
    const [reward] = await tx
      .select()
      .from(rewards)
      .where(and(eq(rewards.id, rewardId), offeredTo(student.id)))
      // Keeps a parent's delete from removing the reward before this redemption refers to it; it
      // does not block the stock update below or other redemptions.
      .for("key share");
    if (!reward) throw new NotFound("reward_not_found");
    if (reward.stock !== null) await takeOneFromStock(tx, reward.id);
    const entry = await appendEntry(tx, {
      studentId: student.id,
      amount: -reward.trophyCost,
      kind: "redemption",
      description: `Redeemed: ${reward.title}`,
      descriptionText: platformText("ledger_redeemed", { title: reward.title }),
    });
    const [redemption] = await tx
      .insert(redemptions)
      .values({
        studentId: student.id,
        rewardId: reward.id,
        transactionId: entry.id,
        title: reward.title,
        rewardType: reward.rewardType,
        trophyCost: reward.trophyCost,
        fulfillerId: reward.rewardType === "custom" ? reward.createdBy : null,
        status: reward.fulfillmentType === "automatic" ? "completed" : "pending",
      })
      .returning();
    if (!redemption) throw new Error("insert returned no row");
    await recordActivity(tx, {
      type: "redemption",
      description: `${student.email} redeemed ${reward.title} for ${reward.trophyCost} trophies`,
      text: platformText("activity_redeemed", {
        email: student.email,
        title: reward.title,
        cost: reward.trophyCost,
      }),
      userId: student.id,
    });
    if (redemption.fulfillerId && redemption.status === "pending") {
      await deps.notifier?.rewardRedeemed(tx, {
        parentId: redemption.fulfillerId,
        studentId: student.id,
        title: redemption.title,
        trophyCost: redemption.trophyCost,
      });
    } else if (redemption.rewardType === "base" && redemption.status === "pending") {
      // A base reward is the platform's: its linked parents/guides and the admins are told.
      await deps.notifier?.baseRewardRedeemed(tx, {
        studentId: student.id,
        title: redemption.title,
        trophyCost: redemption.trophyCost,
      });
    }
    return { entry, redemption };
  });
  deps.announce([result.entry]);
  return {
    redemption: toRedemptionView(result.redemption),
    giftCard: null,
    newBalance: result.entry.balanceAfter,
    transaction: toTransactionView(result.entry),
  };
}

/**
 * The two ways a gift card is redeemed: paid and the code shown at once, or (when a parent/guide
 * approves gift cards first) the trophies held by a `hold` entry and the card set aside without
 * its code until they decide (docs/product.md §3, Gift-card approval).
 */
const GIFT_CARD_WAYS = {
  redeem: {
    kind: "redemption",
    status: "completed",
    entry: (title: string) => `Redeemed: ${title}`,
    entryKey: "ledger_redeemed",
    activity: (email: string, title: string, cost: number) =>
      `${email} redeemed ${title} for ${cost} trophies`,
    activityKey: "activity_redeemed",
  },
  hold: {
    kind: "hold",
    status: "awaiting_approval",
    entry: (title: string) => `Held for approval: ${title}`,
    entryKey: "ledger_held",
    activity: (email: string, title: string, cost: number) =>
      `${email} asked for ${title} for ${cost} trophies, waiting for approval`,
    activityKey: "activity_held",
  },
} as const;

/**
 * Pays first (the ledger refuses what the balance cannot cover), then claims one available code
 * of the denomination. SKIP LOCKED lets concurrent redemptions each take a different code; only
 * when every available one is locked does it wait for them. The soonest-expiring code goes first.
 * A held card is claimed the same way, so the approval cannot
 * find it gone and the stock counts stay true.
 */
export async function redeemGiftCard(
  deps: RedemptionDeps,
  student: UserRow,
  d: Denomination,
): Promise<RedeemResponse> {
  const title = giftCardTitle(d.cardType, d.usdAmount);
  const named = giftCardNamed(d.cardType, d.usdAmount);
  const result = await deps.db.transaction(async (tx) => {
    const approvers = await giftCardApprovers(tx, student.id);
    const way = approvers.length > 0 ? GIFT_CARD_WAYS.hold : GIFT_CARD_WAYS.redeem;
    const entry = await appendEntry(tx, {
      studentId: student.id,
      amount: -d.trophyCost,
      kind: way.kind,
      description: way.entry(title),
      descriptionText: platformText(way.entryKey, named),
    });
    const claim = (skipLocked: boolean) => {
      const next = tx
        .select({ id: giftCards.id })
        .from(giftCards)
        .where(
          and(
            eq(giftCards.cardType, d.cardType),
            eq(giftCards.usdCents, usdToCents(d.usdAmount)),
            eq(giftCards.trophyCost, d.trophyCost),
            availableCard(),
          ),
        )
        .orderBy(sql`${giftCards.expiresAt} ASC NULLS LAST`, asc(giftCards.createdAt))
        .limit(1)
        .for("update", skipLocked ? { skipLocked: true } : {});
      return tx
        .update(giftCards)
        .set({ redeemedAt: new Date(), redeemedBy: student.id })
        .where(eq(giftCards.id, sql`(${next})`))
        .returning();
    };
    // Every available card locked is not out of stock: another redemption that may yet roll back,
    // or rotate-secret sealing a batch of codes again, holds them for a moment. Then this one waits
    // for them, and takes the first still available once they are released.
    let [claimed] = await claim(true);
    if (!claimed) [claimed] = await claim(false);
    if (!claimed) throw new Conflict("out_of_stock");
    const [redemption] = await tx
      .insert(redemptions)
      .values({
        studentId: student.id,
        giftCardId: claimed.id,
        transactionId: entry.id,
        title,
        titleText: giftCardTitleText(d.cardType, d.usdAmount),
        rewardType: "gift_card",
        trophyCost: d.trophyCost,
        status: way.status,
      })
      .returning();
    if (!redemption) throw new Error("insert returned no row");
    await recordActivity(tx, {
      type: "redemption",
      description: way.activity(student.email, title, d.trophyCost),
      text: platformText(way.activityKey, {
        ...named,
        email: student.email,
        cost: d.trophyCost,
      }),
      userId: student.id,
    });
    if (way === GIFT_CARD_WAYS.hold) {
      // Each parent/guide who asked to approve first is told in this transaction: a hold that
      // rolls back mails nobody.
      for (const parentId of approvers) {
        await deps.notifier?.giftCardApprovalRequested(tx, {
          parentId,
          studentId: student.id,
          title,
          trophyCost: d.trophyCost,
        });
      }
    }
    // Opened before the commit: a code that cannot be read charges the student nothing. A held
    // card's code stays closed until a parent/guide approves it.
    const giftCard =
      way === GIFT_CARD_WAYS.redeem ? toGiftCardView(claimed, deps.giftCardCodes) : null;
    return { entry, redemption, giftCard };
  });
  deps.announce([result.entry]);
  if (deps.notifier) {
    await noteCardClaimed(deps.db, deps.notifier, d.cardType).catch((err: unknown) => {
      deps.log?.error({ err, cardType: d.cardType }, "low-stock check after a redemption failed");
    });
  }
  return {
    redemption: toRedemptionView(result.redemption),
    giftCard: result.giftCard,
    newBalance: result.entry.balanceAfter,
    transaction: toTransactionView(result.entry),
  };
}
