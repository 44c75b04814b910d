import { and, inArray, lt, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import {
  apiCalls,
  apiKeys,
  emailVerificationTokens,
  idempotencyKeys,
  mailOutbox,
  passwordResetTokens,
  sessions,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema";
import { pruneCounters } from "./rate-limit.service";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long each kind of row is kept, all in one place (README: Security). Rows that stopped being
 * usable count from that moment.
 * - Idempotency keys are honoured for 24 hours (the README promises that much).
 * - Revoked sessions, used verification links, and used or expired password reset links stay a
 *   day, for anyone looking into a recent incident (expired sessions and verification links go at
 *   once).
 * - The request log and finished webhook deliveries cover the 30 days the dashboard shows; the
 *   sandbox's students and awards are kept (a developer's test data outlives any window).
 * - A sent or failed mail's row (its address and dates; a sent mail's body is already gone) stays
 *   30 days, for "did my mail go out?" questions.
 */
export const RETENTION_MS = {
  idempotencyKeys: DAY_MS,
  endedSessions: DAY_MS,
  endedVerificationLinks: DAY_MS,
  endedPasswordResetLinks: DAY_MS,
  usage: 30 * DAY_MS,
  finishedMail: 30 * DAY_MS,
} as const;

/** The first clean-up runs soon after start, then every hour. */
export const HOUSEKEEPING_FIRST_MS = 60_000;
export const HOUSEKEEPING_EVERY_MS = HOUR_MS;

/**
 * Forgets what nobody can use any more: expired or long-revoked sessions (their refresh tokens go
 * with them), expired or used verification links, password reset links a day after their use or
 * expiry, sent or failed mail 30 days on, old idempotency keys and counters, API calls and
 * finished webhook deliveries older than 30 days.
 */
export async function housekeeping(db: Queryable, now = Date.now()): Promise<void> {
  const before = (keep: number) => new Date(now - keep);
  await pruneCounters(db, now);
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before(RETENTION_MS.idempotencyKeys)));
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(now)),
        lt(sessions.revokedAt, before(RETENTION_MS.endedSessions)),
      ),
    );
  await db
    .delete(emailVerificationTokens)
    .where(
      or(
        lt(emailVerificationTokens.expiresAt, new Date(now)),
        lt(emailVerificationTokens.usedAt, before(RETENTION_MS.endedVerificationLinks)),
      ),
    );
  const resetEnded = before(RETENTION_MS.endedPasswordResetLinks);
  await db
    .delete(passwordResetTokens)
    .where(
      or(lt(passwordResetTokens.expiresAt, resetEnded), lt(passwordResetTokens.usedAt, resetEnded)),
    );
  const mailEnded = before(RETENTION_MS.finishedMail);
  await db
    .delete(mailOutbox)
    .where(or(lt(mailOutbox.sentAt, mailEnded), lt(mailOutbox.failedAt, mailEnded)));
  await pruneUsage(db, before(RETENTION_MS.usage));
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
