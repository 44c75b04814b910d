import { createHash } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AwardRequest, AwardResponse } from "@trophy/shared/schemas/developer";
import type { Db, Queryable } from "../../db/client";
import { rowsOf } from "../../db/raw";
import { idempotencyKeys, type TransactionRow } from "../../db/schema";
import { DomainError, NotFound, TooManyRequests, Unprocessable } from "../../lib/errors";
import type { Window } from "../rate-limit/rate-limit.service";
import {
  callerCte,
  countCall,
  enforce,
  rateLimitHeaders,
  rateWindow,
  type Caller,
} from "./api-key-calls";
import { budgetDay, spendCte } from "./trophy-budget";

export interface AwardDeps {
  db: Db;
  /** DEVELOPER_DAILY_TROPHY_BUDGET: the budget of developers an admin gave none of their own. */
  defaultBudget: number;
  /** Tells the student's open streams, after the commit. */
  announce: (rows: TransactionRow[]) => void;
}

export interface AwardOutcome {
  response: AwardResponse;
  headers: Record<string, string>;
}

interface EntryColumns {
  entry_id: string | null;
  student_found: boolean;
  student_id: string;
  amount: number;
  description: string;
  balance_after: number;
  student_seq: number;
  created_at: Date;
}

const appName = sql`coalesce(caller.company_name, caller.developer_email)`;

/**
 * Student lookup, budget, ledger entry (its trigger moves the balance) and activity, gated by
 * `caller.allowed` and by `spent` (a row only when the award fits today's budget).
 */
function awardCtes(body: AwardRequest, day: Window): SQL {
  return sql`student AS (
      SELECT u.id, u.email FROM users u, caller
      WHERE caller.allowed AND u.email = ${body.email} AND u.user_type = 'student'
    ), ${spendCte(body.amount, day)}, entry AS (
      INSERT INTO trophy_transactions (student_id, amount, kind, description, developer_id)
      SELECT student.id, ${body.amount}, 'award',
             coalesce(${body.details || null}::text, 'Awarded by ' || ${appName}), caller.developer_id
      FROM student, caller, spent
      RETURNING id, student_id, amount, description, balance_after, student_seq, created_at
    ), logged AS (
      INSERT INTO activity_log (type, description, user_id)
      SELECT 'award', ${appName} || ${` awarded ${body.amount} trophies to `} || student.email, student.id
      FROM caller, student, entry
    )`;
}

const ENTRY_COLUMNS = sql`entry.id AS entry_id, EXISTS (SELECT 1 FROM student) AS student_found,
  entry.student_id, entry.amount, entry.description, entry.balance_after, entry.student_seq,
  entry.created_at`;

function toEntry(row: EntryColumns, developerId: string): TransactionRow {
  if (!row.student_found) throw new NotFound("student_not_found");
  if (!row.entry_id) {
    const day = budgetDay();
    throw new TooManyRequests("daily_budget_exceeded", day.resetIn);
  }
  return {
    id: row.entry_id,
    studentId: row.student_id,
    amount: row.amount,
    kind: "award",
    description: row.description,
    developerId,
    reversesId: null,
    balanceAfter: row.balance_after,
    studentSeq: row.student_seq,
    createdAt: new Date(row.created_at),
  };
}

/**
 * The whole award in one statement, one round trip, atomic on its own: identify the key, count
 * the call, and, only when the caller may award, find the student, spend the budget, append the
 * entry, log it.
 */
async function awardInOneStatement(
  deps: AwardDeps,
  key: string,
  body: AwardRequest,
  window: Window,
): Promise<{ caller: Caller | null; row: EntryColumns | null }> {
  const [row] = await rowsOf<Caller & EntryColumns>(
    deps.db,
    sql`WITH ${callerCte(key, window, deps.defaultBudget)}, ${awardCtes(body, budgetDay())}
        SELECT caller.*, ${ENTRY_COLUMNS} FROM caller LEFT JOIN entry ON true`,
  );
  return { caller: row ?? null, row: row ?? null };
}

/** The `caller` of a call already counted: the same columns, from the verdict in hand. */
function knownCallerCte(caller: Caller): SQL {
  return sql`caller AS (
      SELECT ${caller.developer_id}::uuid AS developer_id, ${caller.developer_email}::text AS developer_email,
             ${caller.company_name}::text AS company_name, ${caller.budget}::int AS budget, true AS allowed
    )`;
}

function toResponse(entry: TransactionRow): AwardResponse {
  return {
    success: true,
    transaction: {
      id: entry.id,
      studentId: entry.studentId,
      amount: entry.amount,
      createdAt: entry.createdAt.toISOString(),
    },
  };
}

const fingerprint = (body: AwardRequest) =>
  createHash("sha256")
    .update(JSON.stringify([body.email, body.amount, body.details ?? null]))
    .digest("base64url");

/**
 * With an Idempotency-Key the award and the record of its answer commit together; a retry with
 * the same key and body gets that answer and awards nothing more (another body: 422). A failed
 * attempt leaves no record, so a corrected retry goes through.
 */
async function awardOnce(db: Db, caller: Caller, body: AwardRequest, key: string) {
  const requestHash = fingerprint(body);
  const sameKey = and(
    eq(idempotencyKeys.developerId, caller.developer_id),
    eq(idempotencyKeys.key, key),
  );
  return db.transaction(
    async (tx): Promise<{ response: AwardResponse; entry: TransactionRow | null }> => {
      // Waits for a concurrent first attempt with the same key, then sees its committed answer.
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ developerId: caller.developer_id, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [first] = await tx.select().from(idempotencyKeys).where(sameKey);
        if (!first || first.requestHash !== requestHash || !first.responseBody) {
          throw new Unprocessable("idempotency_mismatch");
        }
        return { response: JSON.parse(first.responseBody) as AwardResponse, entry: null };
      }
      const [row] = await rowsOf<EntryColumns>(
        tx,
        sql`WITH ${knownCallerCte(caller)}, ${awardCtes(body, budgetDay())}
            SELECT ${ENTRY_COLUMNS} FROM (SELECT 1) one LEFT JOIN entry ON true`,
      );
      if (!row) throw new Error("award statement returned no row");
      const entry = toEntry(row, caller.developer_id);
      const response = toResponse(entry);
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: 200, responseBody: JSON.stringify(response) })
        .where(sameKey);
      return { response, entry };
    },
  );
}

/** Awards trophies; the entry is committed before the answer, the live event follows it. */
export async function awardTrophies(
  deps: AwardDeps,
  key: string,
  body: AwardRequest,
  idempotencyKey: string | undefined,
): Promise<AwardOutcome> {
  const window = rateWindow();
  if (idempotencyKey) {
    const caller = enforce(await countCall(deps.db, key, window, deps.defaultBudget), window);
    const headers = rateLimitHeaders(caller, window);
    const { response, entry } = await withHeaders(
      () => awardOnce(deps.db, caller, body, idempotencyKey),
      headers,
    );
    if (entry) deps.announce([entry]);
    return { response, headers };
  }
  const { caller, row } = await awardInOneStatement(deps, key, body, window);
  const verdict = enforce(caller, window);
  const headers = rateLimitHeaders(verdict, window);
  if (!row) throw new Error("award statement returned no row");
  const entry = await withHeaders(() => toEntry(row, verdict.developer_id), headers);
  deps.announce([entry]);
  return { response: toResponse(entry), headers };
}

/** Refusals after the call was counted still tell the app where it stands against the limit. */
async function withHeaders<T>(
  work: () => T | Promise<T>,
  headers: Record<string, string>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DomainError) err.with(headers);
    throw err;
  }
}

/** A call whose body failed validation still counts and is refused in the usual order. */
export async function countRefusedCall(
  db: Queryable,
  key: string,
  defaultBudget: number,
): Promise<Record<string, string>> {
  const window = rateWindow();
  return rateLimitHeaders(enforce(await countCall(db, key, window, defaultBudget), window), window);
}
