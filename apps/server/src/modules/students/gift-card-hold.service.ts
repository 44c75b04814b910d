import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Denomination } from "@trophy/shared/rules/gift-card-offering";
import type { RedeemResponse, RedemptionDetailResponse } from "@trophy/shared/schemas/student";
import type { Queryable } from "../../db/client";
import { giftCards, parentStudentLinks, redemptions, type UserRow } from "../../db/schema";
import { Conflict, NotFound } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { recordActivity } from "../activity/activity.service";
import { toGiftCardView, usdToCents } from "../gift-cards/gift-card-view";
import { noteCardClaimed } from "../notifications/low-stock";
import { appendEntry, toTransactionView } from "../ledger/ledger.service";
import { toRedemptionView } from "./redemption-view";
import type { RedemptionDeps } from "./redemption.service";
import { availableCard, giftCardTitle } from "./rewards.service";

/**
 * Whether a gift card this student redeems waits for approval: any parent/guide the student
 * accepted has the switch on (docs/product.md §3, Gift-card approval).
 */
export async function giftCardsNeedApproval(db: Queryable, studentId: string): Promise<boolean> {
  const [on] = await db
    .select({ id: parentStudentLinks.id })
    .from(parentStudentLinks)
    .where(
      and(
        eq(parentStudentLinks.studentId, studentId),
        eq(parentStudentLinks.status, "accepted"),
        eq(parentStudentLinks.approveGiftCards, true),
      ),
    )
    .limit(1);
  return on !== undefined;
}

/**
 * A card set aside for a redemption still waiting for approval: taken from the stock (so the
 * approval cannot find it gone, and the stock counts stay true) but not the student's yet, so its
 * code is not shown.
 */
export const heldCard = (): SQL =>
  sql`EXISTS (SELECT 1 FROM ${redemptions} WHERE ${redemptions.giftCardId} = ${giftCards.id} AND ${redemptions.status} = 'awaiting_approval')`;

/**
 * The gift-card redemption of a student whose parent/guide approves first: in one transaction the
 * trophies are held by a `hold` entry (the ledger refuses what the balance cannot cover, so they
 * cannot be spent twice), one available card of the denomination is set aside as a redemption
 * would claim it (SKIP LOCKED, soonest-expiring first), and the redemption waits, without a code.
 * The hold is announced on the student's live balance after the commit.
 */
export async function holdGiftCard(
  deps: RedemptionDeps,
  student: UserRow,
  d: Denomination,
): Promise<RedeemResponse> {
  const title = giftCardTitle(d.cardType, d.usdAmount);
  const result = await deps.db.transaction(async (tx) => {
    const entry = await appendEntry(tx, {
      studentId: student.id,
      amount: -d.trophyCost,
      kind: "hold",
      description: `Held for approval: ${title}`,
    });
    const [card] = await tx
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
      .for("update", { skipLocked: true });
    if (!card) throw new Conflict("out_of_stock");
    await tx
      .update(giftCards)
      .set({ redeemedAt: new Date(), redeemedBy: student.id })
      .where(eq(giftCards.id, card.id));
    // Set aside is out of stock: the admins' low-stock alert counts it as a redemption would.
    if (deps.notifier) await noteCardClaimed(tx, deps.notifier, d.cardType);
    const [redemption] = await tx
      .insert(redemptions)
      .values({
        studentId: student.id,
        giftCardId: card.id,
        transactionId: entry.id,
        title,
        rewardType: "gift_card",
        trophyCost: d.trophyCost,
        status: "awaiting_approval",
      })
      .returning();
    if (!redemption) throw new Error("insert returned no row");
    await recordActivity(tx, {
      type: "redemption",
      description: `${student.email} asked for a ${title} for ${d.trophyCost} trophies, waiting for approval`,
      userId: student.id,
    });
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
