import { lt, or } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { emailVerificationTokens, idempotencyKeys, sessions } from "../../db/schema";
import { pruneCounters } from "./rate-limit.service";

const HOUR_MS = 3_600_000;
/** Idempotency keys are honoured for 24 hours (the README promises that much). */
const IDEMPOTENCY_KEEP_MS = 24 * HOUR_MS;
/** Ended sessions and used links stay a day, for anyone looking into a recent incident. */
const ENDED_KEEP_MS = 24 * HOUR_MS;

/** The first clean-up runs soon after start, then every hour. */
export const HOUSEKEEPING_FIRST_MS = 60_000;
export const HOUSEKEEPING_EVERY_MS = HOUR_MS;

/**
 * Forgets what nobody can use any more: expired or long-revoked sessions (their refresh tokens go
 * with them), expired or used verification links, old idempotency keys and counters.
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
}
