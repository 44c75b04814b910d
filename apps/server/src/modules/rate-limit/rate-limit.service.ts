import { and, eq, inArray, lt, notLike, sql } from "drizzle-orm";
import type { ErrorCode } from "@trophy/shared/error-codes";
import type { Queryable } from "../../db/client";
import { TooManyRequests } from "../../lib/errors";
import { rateLimitCounters } from "../../db/schema";

/**
 * The hourly counters of a developer's API calls, all keys together: the rate limit and, kept for
 * good, the usage history.
 */
export const DEVELOPER_CALLS_PREFIX = "api-developer:";
export const developerCallsBucket = (developerId: string) => DEVELOPER_CALLS_PREFIX + developerId;

export interface Window {
  start: Date;
  /** Seconds until the window ends. */
  resetIn: number;
}

/** Fixed windows aligned to the epoch, so every instance agrees on where one starts. */
export function currentWindow(windowSeconds: number, now = Date.now()): Window {
  const size = windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  return { start: new Date(start), resetIn: Math.ceil((start + size - now) / 1000) };
}

/** Adds one to each bucket in one statement and returns the new counts. */
export async function hit(
  db: Queryable,
  buckets: string[],
  window: Window,
): Promise<Map<string, number>> {
  const rows = await db
    .insert(rateLimitCounters)
    .values(buckets.map((bucket) => ({ bucket, windowStart: window.start, count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ bucket: rateLimitCounters.bucket, count: rateLimitCounters.count });
  return new Map(rows.map((r) => [r.bucket, r.count]));
}

/** Takes one back from each bucket's count in the window (never below zero). */
export async function unhit(db: Queryable, buckets: string[], window: Window): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(
      and(
        inArray(rateLimitCounters.bucket, buckets),
        eq(rateLimitCounters.windowStart, window.start),
      ),
    );
}

/** Counts one event in each bucket and refuses (429) when any goes past its limit. */
export async function enforceLimit(
  db: Queryable,
  limits: { bucket: string; max: number }[],
  window: Window,
  code: ErrorCode,
): Promise<void> {
  const counts = await hit(
    db,
    limits.map((l) => l.bucket),
    window,
  );
  if (limits.some((l) => (counts.get(l.bucket) ?? 0) > l.max)) {
    throw new TooManyRequests(code, window.resetIn);
  }
}

export async function clearBucket(db: Queryable, bucket: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.bucket, bucket));
}

/** Windows older than a day are of no use, except developers' call counters: usage history. */
export async function pruneCounters(db: Queryable, before: Date): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(
      and(
        lt(rateLimitCounters.windowStart, before),
        notLike(rateLimitCounters.bucket, `${DEVELOPER_CALLS_PREFIX}%`),
      ),
    );
}
