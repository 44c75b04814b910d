import type { FastifyBaseLogger } from "fastify";
import type { PlatformText } from "@trophy/shared/schemas/platform-text";
import type { BalanceUpdate, Transaction } from "@trophy/shared/schemas/student";
import type { Queryable } from "../../db/client";
import { trophyTransactions, type TransactionRow } from "../../db/schema";
import { BadRequest } from "../../lib/errors";
import type { BalanceEvent, EventBus } from "../../events/event-bus";

export interface NewEntry {
  studentId: string;
  amount: number;
  kind: TransactionRow["kind"];
  description: string;
  /** The description as a key and parameters, when the platform wrote it. */
  descriptionText?: PlatformText | null;
  developerId?: string | null;
  /** Reversals: the award taken back. */
  reversesId?: string | null;
  /**
   * When it happened, for entries written after the fact (the demo's awards, dated with the API
   * calls that made them); otherwise the database's clock.
   */
  createdAt?: Date;
}

/** The database refused an entry that would take a balance below zero. */
export function isBalanceCheckViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: unknown; constraint?: unknown };
    if (pgError.code === "23514" && pgError.constraint === "users_trophy_balance_non_negative")
      return true;
  }
  return false;
}

/**
 * Appends one ledger entry; the database adds it to the balance under the student's row lock and
 * refuses it when the balance would go below zero (then: Insufficient trophies).
 */
export async function appendEntry(db: Queryable, entry: NewEntry): Promise<TransactionRow> {
  try {
    const [row] = await db
      .insert(trophyTransactions)
      .values({
        ...entry,
        descriptionText: entry.descriptionText ?? null,
        developerId: entry.developerId ?? null,
        reversesId: entry.reversesId ?? null,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  } catch (err) {
    if (isBalanceCheckViolation(err)) throw new BadRequest("insufficient_trophies");
    throw err;
  }
}

/** The columns a history entry shows: a page reads these alone. */
export const transactionViewColumns = {
  id: trophyTransactions.id,
  description: trophyTransactions.description,
  descriptionText: trophyTransactions.descriptionText,
  amount: trophyTransactions.amount,
  createdAt: trophyTransactions.createdAt,
  kind: trophyTransactions.kind,
};

export function toTransactionView(
  row: Pick<TransactionRow, keyof typeof transactionViewColumns>,
): Transaction {
  return {
    id: row.id,
    description: row.description,
    descriptionText: row.descriptionText,
    trophyAmount: row.amount,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
  };
}

export function toBalanceEvent(row: TransactionRow): BalanceEvent {
  const update: BalanceUpdate = {
    newBalance: row.balanceAfter,
    xpEarned: row.amount,
    description: row.description,
    transaction: toTransactionView(row),
  };
  return { studentId: row.studentId, seq: row.studentSeq, update };
}

/** Tells the students' open streams about committed ledger entries (docs/architecture.md §6). */
export type Announce = (rows: TransactionRow[]) => void;

/**
 * The `announce` services take: publishes after the commit. A failure here loses nothing (the
 * entry is committed, and a reconnecting stream replays it by Last-Event-ID), so it is only logged.
 */
export function announcer(events: EventBus, log: FastifyBaseLogger): Announce {
  return (rows) => {
    for (const row of rows) {
      events.publish(toBalanceEvent(row)).catch((err: unknown) => {
        log.warn({ err, studentId: row.studentId }, "balance event not published");
      });
    }
  };
}
