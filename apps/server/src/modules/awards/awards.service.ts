import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { BatchItem, BatchResponse, BatchResult } from "@trophy/shared/schemas/api-v1";
import type { AwardRequest, AwardResponse } from "@trophy/shared/schemas/developer";
import type { Db, Queryable } from "../../db/client";
import { rowsOf } from "../../db/raw";
import { idempotencyKeys, type TransactionRow } from "../../db/schema";
import { DomainError, Unprocessable } from "../../lib/errors";
import { ERROR_TEXTS } from "../../texts/errors";
import type { Window } from "../rate-limit/rate-limit.service";
import type { Announce } from "../ledger/ledger.service";
import { sandboxAward } from "../sandbox/sandbox.service";
import {
  callerCte,
  countCall,
  enforce,
  rateLimitHeaders,
  rateWindow,
  refuseUnknownKey,
  type Caller,
} from "./api-key-calls";
import { awardCtes, ENTRY_COLUMNS, toEntry, type EntryColumns } from "./award-statement";

export interface AwardDeps {
  db: Db;
  /** DEVELOPER_DAILY_TROPHY_BUDGET: the budget of developers an admin gave none of their own. */
  defaultBudget: number;
  /** AWARDS_REQUIRE_CONNECTION: live awards reach only students connected to the app. */
  requireConnection: boolean;
  /** Tells the student's open streams, after the commit. */
  announce: Announce;
  /** Tells this instance's webhook worker that deliveries were queued, after the commit. */
  wakeWebhooks: () => void;
  log: { error: (obj: object, msg: string) => void };
}

/** The calling route learns the caller as soon as the call is counted, refused or not. */
export type OnCaller = (caller: Caller) => void;

export interface AwardOutcome {
  response: AwardResponse;
  headers: Record<string, string>;
}

/** One award's result inside its transaction: the answer, and a live entry to announce. */
interface Awarded {
  response: AwardResponse;
  entry: TransactionRow | null;
}

function toResponse(
  livemode: boolean,
  t: { id: string; studentId: string; amount: number; createdAt: string },
): AwardResponse {
  return {
    success: true,
    livemode,
    transaction: { id: t.id, studentId: t.studentId, amount: t.amount, createdAt: t.createdAt },
  };
}

/** One award for a caller already counted and allowed, on `db` (a transaction or the pool). */
async function awardForCaller(
  deps: AwardDeps,
  db: Queryable,
  caller: Caller,
  body: AwardRequest,
): Promise<Awarded> {
  if (!caller.livemode) {
    const award = await sandboxAward(db, caller, body);
    return { response: toResponse(false, award), entry: null };
  }
  const [row] = await rowsOf<EntryColumns>(
    db,
    sql`WITH ${callerCte({ counted: caller }, deps.defaultBudget)}, ${awardCtes(body, deps.requireConnection)}
        SELECT ${ENTRY_COLUMNS} FROM (SELECT 1) one LEFT JOIN entry ON true`,
  );
  if (!row) throw new Error("award statement returned no row");
  const entry = toEntry(row, caller.developerId);
  return {
    // The app learns the student's pseudonym for it, never the account's id.
    response: toResponse(true, {
      ...entry,
      studentId: row.studentRef,
      createdAt: entry.createdAt.toISOString(),
    }),
    entry,
  };
}

const fingerprint = (body: AwardRequest) =>
  createHash("sha256")
    .update(JSON.stringify([body.email ?? body.studentRef, body.amount, body.details ?? null]))
    .digest("base64url");

/**
 * Where a key's answer is stored, live and test apart: a test key under `test:`, a live key as
 * sent (as before the two were told apart, so those rows keep answering), except a live key that
 * itself starts with `test:` or `live:`, which goes under `live:`. So no stored live key starts
 * with `test:`, and one starting with `live:` is always such a key.
 */
function storedKey(caller: Caller, key: string): string {
  if (!caller.livemode) return `test:${key}`;
  return /^(test|live):/.test(key) ? `live:${key}` : key;
}

/** The answer a stored row replays, with the mode it was given in. */
function recordedAnswer(row: { responseBody: string | null }): AwardResponse | null {
  if (!row.responseBody) return null;
  // Answers recorded before `livemode` existed were all live.
  return { livemode: true, ...(JSON.parse(row.responseBody) as object) } as AwardResponse;
}

/**
 * The answer of a live key starting with `test:` or `live:` stored as sent, before such keys went
 * under `live:` (rows are kept 24 hours): a live row only, never a test key's.
 */
async function earlierLiveAnswer(tx: Queryable, developerId: string, key: string) {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.developerId, developerId), eq(idempotencyKeys.key, key)));
  const answer = row ? recordedAnswer(row) : null;
  return row && answer?.livemode ? { requestHash: row.requestHash, answer } : null;
}

/**
 * With an Idempotency-Key the award and the record of its answer commit together; a retry with
 * the same key and body gets that answer and awards nothing more (another body: 422). A failed
 * attempt leaves no record, so a corrected retry goes through.
 */
async function awardOnce(
  deps: AwardDeps,
  caller: Caller,
  body: AwardRequest,
  idempotencyKey: string,
): Promise<Awarded> {
  const requestHash = fingerprint(body);
  const key = storedKey(caller, idempotencyKey);
  const sameKey = and(
    eq(idempotencyKeys.developerId, caller.developerId),
    eq(idempotencyKeys.key, key),
  );
  return deps.db.transaction(async (tx): Promise<Awarded> => {
    // Waits for a concurrent first attempt with the same key, then sees its committed answer.
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ developerId: caller.developerId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyKeys).where(sameKey);
      const replay = first && first.requestHash === requestHash ? recordedAnswer(first) : null;
      // A row of the other mode (a live key stored as `test:…` before the modes were kept apart)
      // is never replayed: a live answer to a test call, or the reverse, would be a lie.
      if (!replay || replay.livemode !== caller.livemode) {
        throw new Unprocessable("idempotency_mismatch");
      }
      return { response: replay, entry: null };
    }
    const moved = caller.livemode && key !== idempotencyKey;
    const earlier = moved ? await earlierLiveAnswer(tx, caller.developerId, idempotencyKey) : null;
    if (earlier) {
      if (earlier.requestHash !== requestHash) throw new Unprocessable("idempotency_mismatch");
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: 200, responseBody: JSON.stringify(earlier.answer) })
        .where(sameKey);
      return { response: earlier.answer, entry: null };
    }
    const awarded = await awardForCaller(deps, tx, caller, body);
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: 200, responseBody: JSON.stringify(awarded.response) })
      .where(sameKey);
    return awarded;
  });
}

/** Idempotency keys recorded before `before` (privacy/retention.ts, idempotency_keys). */
export async function pruneIdempotencyKeys(db: Queryable, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}

/** Any award of a counted caller: idempotent with a key, else in a transaction of its own. */
function awardItem(deps: AwardDeps, caller: Caller, body: AwardRequest, idempotencyKey?: string) {
  if (idempotencyKey) return awardOnce(deps, caller, body, idempotencyKey);
  return deps.db.transaction((tx) => awardForCaller(deps, tx, caller, body));
}

/** After the commit: the live balance events and the webhook worker's nudge. */
function afterCommit(deps: AwardDeps, entries: TransactionRow[]) {
  if (entries.length > 0) deps.announce(entries);
  deps.wakeWebhooks();
}

/** The presented API key and the client address it came from. */
export interface Presented {
  key: string;
  address: string;
}

/** Counts the call, then refuses it or lets it through, with the RateLimit headers to answer. */
export async function admitCall(
  deps: Pick<AwardDeps, "db" | "defaultBudget">,
  { key, address }: Presented,
  onCaller: OnCaller,
): Promise<{ caller: Caller; headers: Record<string, string>; window: Window }> {
  const window = rateWindow();
  const counted = await countCall(deps.db, { key, address, window }, deps.defaultBudget);
  if (!counted) return refuseUnknownKey(deps.db, address);
  onCaller(counted);
  const caller = enforce(counted, window);
  return { caller, headers: rateLimitHeaders(caller, window), window };
}

/** An award of an admitted caller (any key, with or without an Idempotency-Key). */
export async function awardAdmitted(
  deps: AwardDeps,
  caller: Caller,
  body: AwardRequest,
  idempotencyKey: string | undefined,
): Promise<AwardResponse> {
  const awarded = await awardItem(deps, caller, body, idempotencyKey);
  afterCommit(deps, awarded.entry ? [awarded.entry] : []);
  return awarded.response;
}

/**
 * A live award without an Idempotency-Key, the hot path: one statement, one round trip, that
 * identifies the key, counts the call and, only when the caller may award, awards. The entry is
 * committed before the answer; the live event and the webhooks follow it.
 */
export async function awardInOneStatement(
  deps: AwardDeps,
  { key, address }: Presented,
  body: AwardRequest,
  onCaller: OnCaller,
): Promise<AwardOutcome> {
  const window = rateWindow();
  const [row] = await rowsOf<Caller & EntryColumns>(
    deps.db,
    sql`WITH ${callerCte({ key, address, window }, deps.defaultBudget)}, ${awardCtes(body, deps.requireConnection)}
        SELECT caller.*, ${ENTRY_COLUMNS} FROM caller LEFT JOIN entry ON true`,
  );
  if (!row) return refuseUnknownKey(deps.db, address);
  onCaller(row);
  const caller = enforce(row, window);
  const headers = rateLimitHeaders(caller, window);
  const entry = await withHeaders(() => toEntry(row as EntryColumns, caller.developerId), headers);
  afterCommit(deps, [entry]);
  const response = toResponse(true, {
    ...entry,
    studentId: row.studentRef,
    createdAt: entry.createdAt.toISOString(),
  });
  return { response, headers };
}

/**
 * Up to 100 awards in one call, counted once against the hourly limit; each item spends the
 * daily budget and succeeds or fails alone, in order, so an app can retry just the failed ones.
 */
export async function awardBatch(
  deps: AwardDeps,
  caller: Caller,
  items: BatchItem[],
): Promise<BatchResponse> {
  const results: BatchResult[] = [];
  const entries: TransactionRow[] = [];
  for (const [index, { idempotencyKey, ...body }] of items.entries()) {
    try {
      const { response, entry } = await awardItem(deps, caller, body, idempotencyKey);
      if (entry) entries.push(entry);
      results.push({ index, success: true, transaction: response.transaction });
    } catch (err) {
      if (err instanceof DomainError) {
        results.push({ index, success: false, error: err.message, code: err.code });
        continue;
      }
      // The items before it are committed: the answer must still say which.
      deps.log.error({ err, index }, "batch award item failed");
      results.push({
        index,
        success: false,
        error: ERROR_TEXTS.internal_error,
        code: "internal_error",
      });
    }
  }
  afterCommit(deps, entries);
  return { livemode: caller.livemode, results };
}

/** Refusals after the call was counted still tell the app where it stands against the limit. */
export async function withHeaders<T>(
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
