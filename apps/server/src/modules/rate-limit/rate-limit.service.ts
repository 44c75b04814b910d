import { and, eq, inArray, lt, notLike, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { rateLimitCounters } from "../../db/schema";
import { API_KEY_BUCKET_PREFIX } from "../developers/usage.service";

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

/** Counts of several buckets in the current window (missing buckets count 0). */
export async function peekCounts(
  db: Queryable,
  buckets: string[],
  window: Window,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ bucket: rateLimitCounters.bucket, count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(
        inArray(rateLimitCounters.bucket, buckets),
        eq(rateLimitCounters.windowStart, window.start),
      ),
    );
  return new Map(rows.map((r) => [r.bucket, r.count]));
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

export async function clearBucket(db: Queryable, bucket: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.bucket, bucket));
}

/** Windows older than a day are of no use, except API keys' counters: they are usage history. */
export async function pruneCounters(db: Queryable, now = Date.now()): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(
      and(
        lt(rateLimitCounters.windowStart, new Date(now - 86_400_000)),
        notLike(rateLimitCounters.bucket, `${API_KEY_BUCKET_PREFIX}%`),
      ),
    );
}
