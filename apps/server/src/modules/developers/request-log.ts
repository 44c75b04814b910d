import { createHash } from "node:crypto";
import { and, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import type { Queryable } from "../../db/client";
import { bare } from "../../db/raw";
import { apiCalls, apiKeys, rateLimitCounters, users } from "../../db/schema";
import type { ApiCallNote } from "./api-call";
import { currentWindow, hit } from "../rate-limit/rate-limit.service";

/** One answered /api/v1 call, as the request log keeps it. */
export interface ApiCallEntry extends ApiCallNote {
  status: number;
  /** The `code` of an error answer; null for a success. */
  errorCode: string | null;
  /** When the call came in. */
  createdAt: Date;
}

/** Calls are written in batches after their answers: at most this late… */
export const FLUSH_EVERY_MS = 500;
/** …or as soon as this many are waiting. */
export const FLUSH_AT_ENTRIES = 200;
/**
 * Batches queued behind a slow or unreachable database before new ones are dropped, so the log
 * never holds more than some 10,000 calls in memory.
 */
const MAX_QUEUED_BATCHES = 50;

/**
 * A deleted account's address must not come back into the log with a batch of calls made before
 * the deletion and written after it, by any instance. Deletions and batches take turns on this
 * lock, a deletion alone and batches together: a batch written first has the address replaced by
 * the deletion, and a batch written after the deletion committed sees it (`keepsAddress`).
 */
const REQUEST_LOG_LOCK = 727_274_002;
/**
 * Account deletions, counted per minute under the deleted address's SHA-256 (the address itself is
 * what must not be kept): how a batch learns that an address it carries was just erased.
 */
const ERASURE_BUCKET = "account-erasure:";
/** Longer than any deletion's transaction, so one that commits after a call is always seen. */
const ERASURE_MARGIN = sql`interval '5 minutes'`;

const erasureBucket = (email: string) =>
  `${ERASURE_BUCKET}${createHash("sha256").update(email.toLowerCase()).digest("hex")}`;

/** First in an account deletion's transaction, before any row lock (batches take it first too). */
export async function pauseRequestLog(tx: Queryable): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${REQUEST_LOG_LOCK}::bigint)`);
}

/** Notes, in an account deletion's transaction, that `email` was erased, for later batches. */
export async function noteErasure(tx: Queryable, email: string): Promise<void> {
  await hit(tx, [erasureBucket(email)], currentWindow(60));
}

/**
 * Whether a call of the batch keeps its student address: an account created before the call (its
 * time is kept to the millisecond) still has the address, or that address was not erased within
 * ERASURE_MARGIN before the call (a minute more: erasures are counted per minute), nor since.
 * Otherwise the address was a deleted account's, and is left out. Any other address (a sandbox
 * student's, one that never had an account) is kept.
 */
const keepsAddress = sql`EXISTS (SELECT 1 FROM ${users}
    WHERE ${users.email} = entry.student_email
      AND ${users.createdAt} < entry.created_at + interval '1 millisecond')
  OR NOT EXISTS (SELECT 1 FROM ${rateLimitCounters}
    WHERE ${rateLimitCounters.bucket} = ${ERASURE_BUCKET}
        || encode(sha256(convert_to(lower(entry.student_email), 'UTF8')), 'hex')
      AND ${rateLimitCounters.windowStart} >= entry.created_at - ${ERASURE_MARGIN} - interval '1 minute')`;

/**
 * Writes a batch in one statement: the calls, and each key's last-used time moved forward to its
 * latest call (never back, whichever instance writes last). Calls of a developer deleted since are
 * left out rather than failing the batch.
 */
export async function writeApiCalls(db: Queryable, entries: ApiCallEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = sql.join(
    entries.map(
      (e) =>
        sql`(${e.developerId}::uuid, ${e.keyId}::uuid, ${e.livemode}::boolean, ${e.operation}::text,
             ${e.status}::int, ${e.errorCode}::text, ${e.studentEmail}::text,
             ${e.createdAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${REQUEST_LOG_LOCK}::bigint)`);
    await tx.execute(sql`
      WITH entry (developer_id, key_id, livemode, operation, status, error_code, student_email, created_at)
        AS (VALUES ${rows}),
      logged AS (
        INSERT INTO ${apiCalls} (${bare(apiCalls.developerId)}, ${bare(apiCalls.livemode)},
          ${bare(apiCalls.operation)}, ${bare(apiCalls.status)}, ${bare(apiCalls.errorCode)},
          ${bare(apiCalls.studentEmail)}, ${bare(apiCalls.createdAt)})
        SELECT developer_id, livemode, operation, status, error_code,
               CASE WHEN ${keepsAddress} THEN student_email END, created_at
        FROM entry WHERE EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = entry.developer_id)
      ),
      used AS (SELECT key_id, max(created_at) AS used_at FROM entry GROUP BY key_id)
      UPDATE ${apiKeys} SET ${bare(apiKeys.lastUsedAt)} = used.used_at
      FROM used
      WHERE ${apiKeys.id} = used.key_id
        AND (${apiKeys.lastUsedAt} IS NULL OR ${apiKeys.lastUsedAt} < used.used_at)`);
  });
}

export interface RequestLogWriter {
  add(entry: ApiCallEntry): void;
  /** Writes everything added so far; resolves once it is written (or dropped). */
  flush(): Promise<void>;
}

/**
 * The request log is a convenience, not money: a batch the database refuses is logged at warn and
 * dropped, and the calls themselves never wait for it or fail because of it.
 */
export function createRequestLogWriter(db: Queryable, log: FastifyBaseLogger): RequestLogWriter {
  let buffer: ApiCallEntry[] = [];
  let timer: NodeJS.Timeout | null = null;
  let written = Promise.resolve();
  let queued = 0;

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = buffer;
    buffer = [];
    if (batch.length === 0) return written;
    if (queued >= MAX_QUEUED_BATCHES) {
      log.warn({ dropped: batch.length }, "request log is behind; API calls dropped");
      return written;
    }
    queued++;
    written = written
      .then(() => writeApiCalls(db, batch))
      .catch((err: unknown) => {
        log.warn(
          { err, dropped: batch.length },
          "could not write the request log; API calls dropped",
        );
      })
      .finally(() => {
        queued--;
      });
    return written;
  };

  return {
    add(entry) {
      buffer.push(entry);
      if (buffer.length >= FLUSH_AT_ENTRIES) {
        void flush();
      } else if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_EVERY_MS);
        timer.unref();
      }
    },
    flush,
  };
}

/** The writers of each app, found by its HTTP server (which every plugin context shares). */
const writersOf = new WeakMap<object, Set<RequestLogWriter>>();

/** Writes the app's pending request log now: tests read the log right after their calls. */
export async function flushApiCalls(app: FastifyInstance): Promise<void> {
  await Promise.all([...(writersOf.get(app.server) ?? [])].map((writer) => writer.flush()));
}

/** The `code` of an error answer's JSON body, if it has one. */
function errorCodeOf(payload: unknown): string | null {
  if (typeof payload !== "string") return null;
  try {
    const code: unknown = (JSON.parse(payload) as { code?: unknown } | null)?.code;
    return typeof code === "string" ? code : null;
  } catch {
    return null;
  }
}

/**
 * Logs every answered call of this plugin context whose caller is known (`request.apiCall`): the
 * developer's request log, daily outcomes and the keys' last-used time, in batches. Whatever is
 * pending is written when the app's jobs stop (plugins/jobs.ts).
 */
export function recordApiCalls(app: FastifyInstance): void {
  const writer = createRequestLogWriter(app.db, app.log);
  const writers = writersOf.get(app.server) ?? new Set();
  writers.add(writer);
  writersOf.set(app.server, writers);
  const errorCodes = new WeakMap<FastifyRequest, string>();

  app.addHook("onSend", async (request, reply, payload) => {
    if (request.apiCall && reply.statusCode >= 400) {
      const code = errorCodeOf(payload);
      if (code) errorCodes.set(request, code);
    }
    return payload;
  });

  app.addHook("onResponse", async (request, reply) => {
    const note = request.apiCall;
    if (!note) return;
    writer.add({
      ...note,
      status: reply.statusCode,
      errorCode: errorCodes.get(request) ?? null,
      createdAt: new Date(Date.now() - reply.elapsedTime),
    });
  });

  // The runner stops it when the app closes, after the last answer and before the database closes.
  app.jobs.add({
    name: "request log",
    start: () => undefined,
    async stop() {
      await writer.flush();
      writers.delete(writer);
    },
  });
}

/**
 * API calls made before `before` (privacy/retention.ts, request_log). The table is indexed by
 * developer and time only, so the developers are listed first and each one's old range is read
 * from the index; every developer with calls has a key (keys are revoked, never deleted).
 */
export async function pruneApiCalls(db: Queryable, before: Date): Promise<void> {
  await db
    .delete(apiCalls)
    .where(
      and(
        sql`${apiCalls.developerId} = ANY(ARRAY(SELECT DISTINCT ${apiKeys.developerId} FROM ${apiKeys}))`,
        lt(apiCalls.createdAt, before),
      ),
    );
}
