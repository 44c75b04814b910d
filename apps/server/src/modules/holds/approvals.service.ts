import { platformText, rewardNamed } from "@trophy/shared/schemas/platform-text";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { displayName } from "@trophy/shared/rules/display-name";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { Approval } from "@trophy/shared/schemas/parent";
import type { Db, Queryable } from "../../db/client";
import {
  giftCards,
  parentStudentLinks,
  redemptions,
  trophyTransactions,
  users,
  type RedemptionRow,
  type TransactionRow,
} from "../../db/schema";
import type { EventBus, RedemptionEvent } from "../../events/event-bus";
import { Conflict, NotFound } from "../../lib/errors";
import { recordActivity } from "../activity/activity.service";
import { appendEntry, type Announce } from "../ledger/ledger.service";
import { noteCardsAdded } from "../gift-cards/low-stock";
import type { Notifier } from "../notifications/notifier";
import { toRedemptionView } from "./redemption-view";

/** Tells the student's open streams that a redemption changed without a ledger entry. */
export type TellStudent = (event: RedemptionEvent) => void;

/** The `TellStudent` services take: publishes after the commit; a failure is only logged. */
export function redemptionTeller(events: EventBus, log: FastifyBaseLogger): TellStudent {
  return (event) => {
    events.publish(event).catch((err: unknown) => {
      log.warn({ err, studentId: event.studentId }, "redemption event not published");
    });
  };
}

/**
 * The gift cards a parent/guide decides: those of students linked to them (accepted) while their
 * own switch is on, or while no linked parent/guide of the student has it on any more (so a hold
 * is never left without anyone to decide it).
 */
function decidedBy(parentId: string): SQL {
  return sql`EXISTS (
    SELECT 1 FROM ${parentStudentLinks} mine
    WHERE mine.parent_id = ${parentId}
      AND mine.student_id = ${redemptions.studentId}
      AND mine.status = 'accepted'
      AND (mine.approve_gift_cards OR NOT EXISTS (
        SELECT 1 FROM ${parentStudentLinks} other
        WHERE other.student_id = mine.student_id
          AND other.status = 'accepted'
          AND other.approve_gift_cards)))`;
}

/** A redemption that began as a held gift card (its ledger entry is the hold). */
const heldGiftCard = (): SQL =>
  and(
    eq(redemptions.rewardType, "gift_card"),
    sql`EXISTS (SELECT 1 FROM ${trophyTransactions} t WHERE t.id = ${redemptions.transactionId} AND t.kind = 'hold')`,
  ) as SQL;

function toApproval(row: RedemptionRow, student: { name: string | null; email: string }): Approval {
  return {
    id: row.id,
    studentId: row.studentId,
    studentName: displayName(student),
    studentEmail: student.email,
    rewardTitle: row.title,
    rewardTitleText: row.titleText,
    trophyCost: row.trophyCost,
    createdAt: row.createdAt.toISOString(),
    status:
      row.status === "completed"
        ? "approved"
        : row.status === "declined"
          ? "declined"
          : "awaiting_approval",
    decidedAt: (row.fulfilledAt ?? row.declinedAt)?.toISOString() ?? null,
    declineReason: row.declineReason,
  };
}

/** The gift cards waiting for this parent/guide's approval, the longest-waiting first. */
export async function listApprovals(
  db: Queryable,
  parentId: string,
  page: PageQuery,
): Promise<{ approvals: Approval[]; total: number }> {
  const waiting = and(
    eq(redemptions.status, "awaiting_approval"),
    heldGiftCard(),
    decidedBy(parentId),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(redemptions)
    .where(waiting);
  const rows = await db
    .select({ redemption: redemptions, name: users.name, email: users.email })
    .from(redemptions)
    .innerJoin(users, eq(users.id, redemptions.studentId))
    .where(waiting)
    .orderBy(asc(redemptions.createdAt), asc(redemptions.id))
    .limit(page.limit)
    .offset(page.offset);
  return { approvals: rows.map((r) => toApproval(r.redemption, r)), total: count?.n ?? 0 };
}

/**
 * The held gift card under its row lock, for this parent/guide to decide: of simultaneous
 * decisions the first takes the lock and decides, the others then find it decided (409). Only the
 * redemption row is locked, so a decision cannot deadlock with the student's redemptions.
 */
async function lockWaiting(tx: Queryable, parentId: string, id: string): Promise<RedemptionRow> {
  const [row] = await tx
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.id, id), heldGiftCard(), decidedBy(parentId)))
    .for("update");
  if (!row) throw new NotFound("approval_not_found");
  if (row.status === "completed") throw new Conflict("already_approved");
  if (row.status === "declined") throw new Conflict("already_declined");
  return row;
}

async function studentOf(db: Queryable, studentId: string) {
  const [who] = await db
    .select({ name: users.name, email: users.email, seq: users.ledgerSeq })
    .from(users)
    .where(eq(users.id, studentId));
  return who ?? { name: null, email: "", seq: 0 };
}

/**
 * Approves a held gift card: the card set aside for it becomes the student's and the redemption is
 * completed. The hold entry stays as the payment (the ledger is append-only and the trophies were
 * already taken), so no entry is added; the student's mail is queued in the transaction, their
 * streams are told after the commit, and the code is read by the student, never sent on the bus
 * or by mail.
 */
export async function approveGiftCard(
  deps: { db: Db; tell: TellStudent; notifier: Pick<Notifier, "giftCardAnswered"> },
  parentId: string,
  id: string,
): Promise<Approval> {
  const { row, student } = await deps.db.transaction(async (tx) => {
    const waiting = await lockWaiting(tx, parentId, id);
    const now = new Date();
    const [approved] = await tx
      .update(redemptions)
      .set({ status: "completed", fulfilledAt: now })
      .where(eq(redemptions.id, waiting.id))
      .returning();
    if (!approved) throw new Error("update returned no row");
    if (approved.giftCardId) {
      // Issued now: the student's list orders cards by this moment.
      await tx
        .update(giftCards)
        .set({ redeemedAt: now })
        .where(eq(giftCards.id, approved.giftCardId));
    }
    const who = await studentOf(tx, approved.studentId);
    await recordActivity(tx, {
      type: "redemption",
      description: `${approved.title} approved for ${who.email}`,
      text: platformText("activity_gift_card_approved", {
        ...rewardNamed(approved.title, approved.titleText),
        email: who.email,
      }),
      userId: approved.studentId,
    });
    await deps.notifier.giftCardAnswered(tx, {
      studentId: approved.studentId,
      parentId,
      title: approved.title,
      approved: true,
    });
    return { row: approved, student: who };
  });
  deps.tell({
    studentId: row.studentId,
    seq: student.seq,
    redemption: { redemption: toRedemptionView(row) },
  });
  return toApproval(row, student);
}

/**
 * Declines a waiting held gift card (its row locked by the caller): the redemption is declined
 * with the reason, the card set aside goes back to the stock, and a refund entry returns the
 * trophies, in the caller's transaction (as a declined fulfilment does,
 * parents/fulfillments.service.ts).
 */
async function declineHeld(
  tx: Queryable,
  waiting: RedemptionRow,
  reason: string,
): Promise<{ row: RedemptionRow; entry: TransactionRow }> {
  // The card leaves the redemption first: a card belongs to at most one redemption.
  const [declined] = await tx
    .update(redemptions)
    .set({ status: "declined", declinedAt: new Date(), declineReason: reason, giftCardId: null })
    .where(eq(redemptions.id, waiting.id))
    .returning();
  if (!declined) throw new Error("update returned no row");
  if (waiting.giftCardId) {
    const released = await tx
      .update(giftCards)
      .set({ redeemedAt: null, redeemedBy: null })
      .where(eq(giftCards.id, waiting.giftCardId))
      .returning({ cardType: giftCards.cardType });
    // Back in stock: a type back at the low-stock mark may alert the admins again later.
    await noteCardsAdded(
      tx,
      released.map((c) => c.cardType),
    );
  }
  const entry = await appendEntry(tx, {
    studentId: declined.studentId,
    amount: declined.trophyCost,
    kind: "refund",
    description: `Declined: ${declined.title} — ${reason}`,
    descriptionText: platformText("ledger_refunded", {
      ...rewardNamed(declined.title, declined.titleText),
      reason,
    }),
  });
  return { row: declined, entry };
}

/**
 * Declines a held gift card for a parent/guide who decides it; the student's mail, with the
 * reason, is queued in the transaction, and the refund, which carries the reason too, is announced
 * on the student's live balance after the commit.
 */
export async function declineGiftCard(
  deps: { db: Db; announce: Announce; notifier: Pick<Notifier, "giftCardAnswered"> },
  parentId: string,
  id: string,
  reason: string,
): Promise<Approval> {
  const { row, entry, student } = await deps.db.transaction(async (tx) => {
    const { row: declined, entry: refund } = await declineHeld(
      tx,
      await lockWaiting(tx, parentId, id),
      reason,
    );
    const who = await studentOf(tx, declined.studentId);
    await recordActivity(tx, {
      type: "redemption",
      description: `${declined.title} declined for ${who.email}: ${declined.trophyCost} trophies refunded`,
      text: platformText("activity_gift_card_declined", {
        ...rewardNamed(declined.title, declined.titleText),
        email: who.email,
        cost: declined.trophyCost,
      }),
      userId: declined.studentId,
    });
    await deps.notifier.giftCardAnswered(tx, {
      studentId: declined.studentId,
      parentId,
      title: declined.title,
      approved: false,
      reason: declined.declineReason,
      trophyCost: declined.trophyCost,
    });
    return { row: declined, entry: refund, student: who };
  });
  deps.announce([entry]);
  return toApproval(row, student);
}

/** The decline reason the student reads when no parent/guide is left to decide a held card. */
export const HOLD_WITHOUT_PARENT_REASON =
  "No parent or guide is linked to you any more to approve it, so your trophies came back.";

/**
 * Held gift cards nobody can decide any more, because their student has no linked parent/guide
 * left (a link removed, an account deleted): declined and refunded in the caller's transaction,
 * so no student waits for ever and no card stays set aside. Returns the refunds, for the caller to
 * announce after its commit.
 */
export async function releaseUndecidableHolds(
  tx: Queryable,
  studentIds: string[],
): Promise<TransactionRow[]> {
  if (studentIds.length === 0) return [];
  const waiting = await tx
    .select()
    .from(redemptions)
    .where(
      and(
        inArray(redemptions.studentId, studentIds),
        eq(redemptions.status, "awaiting_approval"),
        heldGiftCard(),
        sql`NOT EXISTS (SELECT 1 FROM ${parentStudentLinks} l
              WHERE l.student_id = ${redemptions.studentId} AND l.status = 'accepted')`,
      ),
    )
    .orderBy(asc(redemptions.createdAt))
    .for("update");
  const refunds: TransactionRow[] = [];
  for (const held of waiting) {
    refunds.push((await declineHeld(tx, held, HOLD_WITHOUT_PARENT_REASON)).entry);
  }
  return refunds;
}
