import { and, inArray, lt, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import {
  apiCalls,
  apiKeys,
  emailVerificationTokens,
  idempotencyKeys,
  sessions,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema";
import { pruneCounters } from "./rate-limit.service";

const HOUR_MS = 3_600_000;
/** Idempotency keys are honoured for 24 hours (the README promises that much). */
const IDEMPOTENCY_KEEP_MS = 24 * HOUR_MS;
/** Ended sessions and used links stay a day, for anyone looking into a recent incident. */
const ENDED_KEEP_MS = 24 * HOUR_MS;
/**
 * The request log and finished webhook deliveries cover the 30 days the dashboard shows; the
 * sandbox's students and awards are kept (a developer's test data outlives any window).
 */
const USAGE_KEEP_MS = 30 * 24 * HOUR_MS;

/** The first clean-up runs soon after start, then every hour. */
export const HOUSEKEEPING_FIRST_MS = 60_000;
export const HOUSEKEEPING_EVERY_MS = HOUR_MS;

/**
 * Forgets what nobody can use any more: expired or long-revoked sessions (their refresh tokens go
 * with them), expired or used verification links, old idempotency keys and counters, API calls
 * and finished webhook deliveries older than 30 days.
 */
export async function housekeeping(db: Queryable, now = Date.now()): Promise<void> {
  const endedBefore = new Date(now - ENDED_KEEP_MS);
  await pruneCounters(db, now);
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEEP_MS)));
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.revokedAt, endedBefore)));
  await db
    .delete(emailVerificationTokens)
    .where(
      or(
        lt(emailVerificationTokens.expiresAt, new Date(now)),
        lt(emailVerificationTokens.usedAt, endedBefore),
      ),
    );
  await pruneUsage(db, new Date(now - USAGE_KEEP_MS));
}

/**
 * Both tables are indexed by owner and time only, so the owners are listed first and each one's
 * old range is read from the index instead of the whole table. Every developer with calls has a
 * key (keys are revoked, never deleted), and deliveries go with their endpoint.
 */
async function pruneUsage(db: Queryable, before: Date): Promise<void> {
  await db
    .delete(apiCalls)
    .where(
      and(
        sql`${apiCalls.developerId} = ANY(ARRAY(SELECT DISTINCT ${apiKeys.developerId} FROM ${apiKeys}))`,
        lt(apiCalls.createdAt, before),
      ),
    );
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        sql`${webhookDeliveries.endpointId} = ANY(ARRAY(SELECT ${webhookEndpoints.id} FROM ${webhookEndpoints}))`,
        lt(webhookDeliveries.createdAt, before),
        inArray(webhookDeliveries.status, ["delivered", "failed"]),
      ),
    );
}
