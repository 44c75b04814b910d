import { and, eq, gt, lt } from "drizzle-orm";
import { CONSENT_WAIT_DAYS } from "@trophy/shared/rules/parental-consent";
import type { Queryable } from "../../db/client";
import { refusedRegistrations } from "../../db/schema";
import { hashToken } from "../../lib/tokens";

const DAY_MS = 86_400_000;

/**
 * A parent/guide refused the account of this address: it cannot register again for
 * CONSENT_WAIT_DAYS, so a refused child cannot come back at once with an older year of birth.
 * Only the address's hash is kept, and housekeeping forgets it then (privacy/retention.ts).
 */
export async function rememberRefusedAddress(db: Queryable, email: string, now: Date) {
  const until = new Date(now.getTime() + CONSENT_WAIT_DAYS * DAY_MS);
  await db
    .insert(refusedRegistrations)
    .values({ emailHash: hashToken(email), until })
    .onConflictDoUpdate({ target: refusedRegistrations.emailHash, set: { until } });
}

export async function isRefusedAddress(db: Queryable, email: string, now: Date) {
  const [row] = await db
    .select({ until: refusedRegistrations.until })
    .from(refusedRegistrations)
    .where(
      and(
        eq(refusedRegistrations.emailHash, hashToken(email)),
        gt(refusedRegistrations.until, now),
      ),
    );
  return row !== undefined;
}

export async function pruneRefusedAddresses(db: Queryable, now: Date): Promise<void> {
  await db.delete(refusedRegistrations).where(lt(refusedRegistrations.until, now));
}
