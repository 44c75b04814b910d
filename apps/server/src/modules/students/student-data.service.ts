import { and, desc, eq, lte, not, sql } from "drizzle-orm";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { GiftCard, TrophiesResponse } from "@trophy/shared/schemas/student";
import type { Queryable } from "../../db/client";
import { preparedOn } from "../../db/prepared";
import { giftCards, trophyTransactions, users } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";
import { toGiftCardView } from "../gift-cards/gift-card-view";
import { toTransactionView, transactionViewColumns } from "../ledger/ledger.service";
import { heldCard } from "../holds/gift-card-hold.service";

/**
 * The balance, one page of the history (newest first) and the number of entries, in one
 * statement, so one snapshot. The ledger numbers each student's entries 1, 2, 3… and keeps the
 * last number beside the balance, so that number is the total and the page is read up to it: the
 * page never shows an entry the balance does not count yet, nor the other way round.
 */
const trophiesPage = preparedOn((db) =>
  db
    .select({ balance: users.trophyBalance, seq: users.ledgerSeq, entry: transactionViewColumns })
    .from(users)
    .leftJoin(
      trophyTransactions,
      and(
        eq(trophyTransactions.studentId, users.id),
        lte(trophyTransactions.studentSeq, users.ledgerSeq),
      ),
    )
    .where(eq(users.id, sql.placeholder("studentId")))
    .orderBy(desc(trophyTransactions.studentSeq))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("student_trophies_page"),
);

export async function getTrophies(
  db: Queryable,
  studentId: string,
  page: PageQuery,
): Promise<TrophiesResponse> {
  const rows = await trophiesPage(db).execute({
    studentId,
    limit: page.limit,
    offset: page.offset,
  });
  // A page past the end has no row: the balance alone is read again.
  const [head] =
    rows.length > 0
      ? rows
      : await db
          .select({ balance: users.trophyBalance, seq: users.ledgerSeq })
          .from(users)
          .where(eq(users.id, studentId));
  return {
    balance: head?.balance ?? 0,
    history: rows.flatMap((r) => (r.entry ? [toTransactionView(r.entry)] : [])),
    total: head?.seq ?? 0,
  };
}

/**
 * The gift cards the student redeemed, newest first, with their whole codes; one set aside while
 * a parent/guide decides is not theirs yet.
 */
export async function listStudentGiftCards(
  db: Queryable,
  codes: SecretBox,
  studentId: string,
  page: PageQuery,
): Promise<{ giftCards: GiftCard[]; total: number }> {
  const mine = and(eq(giftCards.redeemedBy, studentId), not(heldCard()));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(giftCards)
    .where(mine);
  const rows = await db
    .select()
    .from(giftCards)
    .where(mine)
    .orderBy(desc(giftCards.redeemedAt), desc(giftCards.id))
    .limit(page.limit)
    .offset(page.offset);
  return { giftCards: rows.map((row) => toGiftCardView(row, codes)), total: count?.n ?? 0 };
}
