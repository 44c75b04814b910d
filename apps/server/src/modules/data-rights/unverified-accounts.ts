import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { pauseRequestLog } from "../developers/request-log";
import type { Announce } from "../ledger/ledger.service";
import { eraseUnverifiedAccount } from "./account-deletion.service";

/** Accounts deleted per transaction: each is its own, so one failure stops no other. */
const BATCH = 100;

/** The roles that confirm their address (auth/verification.service.ts, needsEmailVerification). */
const VERIFYING = ["student", "parent_guide"] as const;

/**
 * Deletes the student and parent/guide accounts that signed up before `before` and never
 * confirmed their address (privacy/retention.ts, unverified_accounts), as any deletion does
 * (their verification links go with them), so the address is free for its owner. Each is checked
 * again under its row lock: one confirmed meanwhile stays.
 */
export async function deleteUnverifiedAccounts(
  db: Db,
  before: Date,
  announce: Announce,
): Promise<number> {
  const due = and(
    inArray(users.userType, [...VERIFYING]),
    isNull(users.emailVerifiedAt),
    isNull(users.deletedAt),
    lt(users.createdAt, before),
  );
  let deleted = 0;
  for (;;) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(due)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(BATCH);
    let gone = 0;
    for (const { id } of rows) {
      const refunds = await db.transaction(async (tx) => {
        await pauseRequestLog(tx);
        const [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), due))
          .for("update");
        return user ? eraseUnverifiedAccount(tx, user) : null;
      });
      if (!refunds) continue;
      gone += 1;
      announce(refunds);
    }
    deleted += gone;
    // A full batch of which none went (each confirmed meanwhile) is not read again.
    if (rows.length < BATCH || gone === 0) return deleted;
  }
}
