import { giftCardNamed, platformText } from "@trophy/shared/schemas/platform-text";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  parseGiftCardOfferingId,
  isGiftCardOfferingId,
  type Denomination,
} from "@trophy/shared/rules/gift-card-offering";
import { redeemGiftCardRequestSchema, type RedeemResponse } from "@trophy/shared/schemas/student";
import type { Db, Queryable } from "../../db/client";
import { redemptions, rewards, type UserRow } from "../../db/schema";
import { BadRequest, Conflict, NotFound } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { recordActivity } from "../activity/activity.service";
import { appendEntry, toTransactionView, type Announce } from "../ledger/ledger.service";
import { toGiftCardView } from "../gift-cards/gift-card-view";
import { mayBeLowAfter, noteCardClaimed } from "../gift-cards/low-stock";
import type { Notifier } from "../notifications/notifier";
import { toRedemptionView } from "../holds/redemption-view";
import { giftCardTitle, giftCardTitleText } from "../rewards/rewards.service";
import { offeredTo } from "../rewards/offered-to";
import { claimWaiting, payAndClaim, type GiftCardClaim } from "./gift-card-statement";

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
  /**
   * The database runs one transaction at a time (the embedded one): a claim's own count of the
   * stock is then what is left after it, and spares the count after the commit (low-stock.ts).
   */
  oneTransactionAtATime?: boolean;
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
function giftCardWays(email: string, d: Denomination): Pick<GiftCardClaim, "redeem" | "hold"> {
  const title = giftCardTitle(d.cardType, d.usdAmount);
  const named = giftCardNamed(d.cardType, d.usdAmount);
  const cost = d.trophyCost;
  const activityParams = { ...named, email, cost };
  return {
    redeem: {
      kind: "redemption",
      status: "completed",
      entry: `Redeemed: ${title}`,
      entryText: platformText("ledger_redeemed", named),
      activity: `${email} redeemed ${title} for ${cost} trophies`,
      activityText: platformText("activity_redeemed", activityParams),
    },
    hold: {
      kind: "hold",
      status: "awaiting_approval",
      entry: `Held for approval: ${title}`,
      entryText: platformText("ledger_held", named),
      activity: `${email} asked for ${title} for ${cost} trophies, waiting for approval`,
      activityText: platformText("activity_held", activityParams),
    },
  };
}

/**
 * Pays first (the ledger refuses what the balance cannot cover), then claims one available code
 * of the denomination, in one statement (gift-card-statement.ts). SKIP LOCKED lets concurrent
 * redemptions each take a different code; only when every available one is locked does it wait
 * for them. A held card is claimed the same way, so the approval cannot find it gone and the
 * stock counts stay true.
 */
export async function redeemGiftCard(
  deps: RedemptionDeps,
  student: UserRow,
  d: Denomination,
): Promise<RedeemResponse> {
  const claim: GiftCardClaim = {
    studentId: student.id,
    denomination: d,
    title: giftCardTitle(d.cardType, d.usdAmount),
    titleText: giftCardTitleText(d.cardType, d.usdAmount),
    ...giftCardWays(student.email, d),
    countStock: deps.oneTransactionAtATime === true && deps.notifier !== undefined,
  };
  const result = await deps.db.transaction(async (tx) => {
    const paid = await payAndClaim(tx, claim);
    // Every available card locked is not out of stock: another redemption that may yet roll back,
    // or rotate-secret sealing a batch of codes again, holds them for a moment. Then this one waits
    // for them, and takes the first still available once they are released.
    const claimed = paid.claimed ?? (await claimWaiting(tx, claim, paid.way, paid.entry));
    if (!claimed) throw new Conflict("out_of_stock");
    const stockBefore = paid.claimed ? paid.stockBefore : null;
    if (paid.way === claim.hold) {
      // Each parent/guide who asked to approve first is told in this transaction: a hold that
      // rolls back mails nobody.
      for (const parentId of paid.approvers) {
        await deps.notifier?.giftCardApprovalRequested(tx, {
          parentId,
          studentId: student.id,
          title: claim.title,
          trophyCost: d.trophyCost,
        });
      }
    }
    // Opened before the commit: a code that cannot be read charges the student nothing. A held
    // card's code stays closed until a parent/guide approves it.
    const giftCard =
      paid.way === claim.redeem ? toGiftCardView(claimed.card, deps.giftCardCodes) : null;
    return { entry: claimed.entry, redemption: claimed.redemption, giftCard, stockBefore };
  });
  deps.announce([result.entry]);
  if (deps.notifier && mayBeLowAfter(result.stockBefore)) {
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
