import { createHash } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AwardRequest, AwardResponse } from "@trophy/shared/schemas/developer";
import type { Db, Queryable } from "../../db/client";
import { bare, rowsOf } from "../../db/raw";
import {
  activityLog,
  idempotencyKeys,
  trophyTransactions,
  users,
  type TransactionRow,
} from "../../db/schema";
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
import type { Announce } from "../ledger/ledger.service";

export interface AwardDeps {
  db: Db;
  /** DEVELOPER_DAILY_TROPHY_BUDGET: the budget of developers an admin gave none of their own. */
  defaultBudget: number;
  /** Tells the student's open streams, after the commit. */
  announce: Announce;
}

export interface AwardOutcome {
  response: AwardResponse;
  headers: Record<string, string>;
}

/** What the award statement answers about its entry, aliased as named here. */
interface EntryColumns {
  studentFound: boolean;
  /** Null when nothing was written: no student, or over today's budget. */
  entryId: string | null;
  studentId: string;
  amount: number;
  description: string;
  balanceAfter: number;
  studentSeq: number;
  createdAt: Date | string;
}

const appName = sql`coalesce(caller."companyName", caller."developerEmail")`;

/**
 * Student lookup, budget, ledger entry (its trigger moves the balance) and activity, gated by
 * `caller.allowed` and by `spent` (a row only when the award fits today's budget).
 */
function awardCtes(body: AwardRequest, day: Window): SQL {
  const t = trophyTransactions;
  const log = activityLog;
  return sql`student AS (
      SELECT ${users.id} AS "id", ${users.email} AS "email" FROM ${users}, caller
      WHERE caller."allowed" AND ${users.email} = ${body.email} AND ${users.userType} = 'student'
    ), ${spendCte(body.amount, day)}, entry AS (
      INSERT INTO ${t} (${bare(t.studentId)}, ${bare(t.amount)}, ${bare(t.kind)}, ${bare(t.description)}, ${bare(t.developerId)})
      SELECT student."id", ${body.amount}, 'award',
             coalesce(${body.details || null}::text, 'Awarded by ' || ${appName}), caller."developerId"
      FROM student, caller, spent
      RETURNING ${t.id} AS "entryId", ${t.studentId} AS "studentId", ${t.amount} AS "amount",
                ${t.description} AS "description", ${t.balanceAfter} AS "balanceAfter",
                ${t.studentSeq} AS "studentSeq", ${t.createdAt} AS "createdAt"
    ), logged AS (
      INSERT INTO ${log} (${bare(log.type)}, ${bare(log.description)}, ${bare(log.userId)})
      SELECT 'award', ${appName} || ${` awarded ${body.amount} trophies to `} || student."email", student."id"
      FROM caller, student, entry
    )`;
}

/** The statement's answer: whether the student exists, and the entry if one was written. */
const ENTRY_COLUMNS = sql`EXISTS (SELECT 1 FROM student) AS "studentFound", entry.*`;

function toEntry(row: EntryColumns, developerId: string): TransactionRow {
  if (!row.studentFound) throw new NotFound("student_not_found");
  if (!row.entryId) throw new TooManyRequests("daily_budget_exceeded", budgetDay().resetIn);
  const { entryId, studentId, amount, description, balanceAfter, studentSeq, createdAt } = row;
  return {
    id: entryId,
    studentId,
    amount,
    kind: "award",
    description,
    developerId,
    reversesId: null,
    balanceAfter,
    studentSeq,
    createdAt: new Date(createdAt),
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
): Promise<(Caller & EntryColumns) | null> {
  const [row] = await rowsOf<Caller & EntryColumns>(
    deps.db,
    sql`WITH ${callerCte({ key, window }, deps.defaultBudget)}, ${awardCtes(body, budgetDay())}
        SELECT caller.*, ${ENTRY_COLUMNS} FROM caller LEFT JOIN entry ON true`,
  );
  return row ?? null;
}

function toResponse(entry: TransactionRow): AwardResponse {
  return {
    success: true,
    livemode: true,
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
async function awardOnce(deps: AwardDeps, caller: Caller, body: AwardRequest, key: string) {
  const requestHash = fingerprint(body);
  const sameKey = and(
    eq(idempotencyKeys.developerId, caller.developerId),
    eq(idempotencyKeys.key, key),
  );
  return deps.db.transaction(
    async (tx): Promise<{ response: AwardResponse; entry: TransactionRow | null }> => {
      // Waits for a concurrent first attempt with the same key, then sees its committed answer.
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ developerId: caller.developerId, key, requestHash })
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
        sql`WITH ${callerCte({ counted: caller }, deps.defaultBudget)}, ${awardCtes(body, budgetDay())}
            SELECT ${ENTRY_COLUMNS} FROM (SELECT 1) one LEFT JOIN entry ON true`,
      );
      if (!row) throw new Error("award statement returned no row");
      const entry = toEntry(row, caller.developerId);
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
      () => awardOnce(deps, caller, body, idempotencyKey),
      headers,
    );
    if (entry) deps.announce([entry]);
    return { response, headers };
  }
  const row = await awardInOneStatement(deps, key, body, window);
  const verdict = enforce(row, window);
  const headers = rateLimitHeaders(verdict, window);
  const entry = await withHeaders(() => toEntry(row as EntryColumns, verdict.developerId), headers);
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
