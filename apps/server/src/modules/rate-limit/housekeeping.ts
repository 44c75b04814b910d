import { lt } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { idempotencyKeys } from "../../db/schema";
import { pruneCounters } from "./rate-limit.service";

/** Idempotency keys are honoured for at least 24 hours; these go after 48. */
const IDEMPOTENCY_KEEP_MS = 48 * 3_600_000;

/** Hourly: forgets counters and idempotency records nobody can use any more. */
export async function housekeeping(db: Queryable, now = Date.now()): Promise<void> {
  await pruneCounters(db, now);
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEEP_MS)));
}
