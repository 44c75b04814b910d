import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { GiftCard, TrophiesResponse } from "@trophy/shared/schemas/student";
import { giftCards, trophyTransactions, type UserRow } from "../../db/schema";
import { toGiftCardView } from "../gift-cards/gift-card-view";
import { toTransactionView } from "../ledger/ledger.service";

/** The history the student screens show; older entries stay in the ledger. */
export const HISTORY_LIMIT = 500;

export async function getTrophies(
  app: FastifyInstance,
  student: UserRow,
): Promise<TrophiesResponse> {
  const rows = await app.db
    .select()
    .from(trophyTransactions)
    .where(eq(trophyTransactions.studentId, student.id))
    .orderBy(desc(trophyTransactions.studentSeq))
    .limit(HISTORY_LIMIT);
  // The balance of the newest entry is the balance at the moment of this read.
  return {
    balance: rows[0]?.balanceAfter ?? student.trophyBalance,
    history: rows.map(toTransactionView),
  };
}

export async function listStudentGiftCards(
  app: FastifyInstance,
  studentId: string,
): Promise<GiftCard[]> {
  const rows = await app.db
    .select()
    .from(giftCards)
    .where(eq(giftCards.redeemedBy, studentId))
    .orderBy(desc(giftCards.redeemedAt));
  return rows.map((row) => toGiftCardView(row, app.giftCardCodes));
}
