import { and, asc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client";
import { consentLog, consentRequests, users } from "../../db/schema";
import { pauseRequestLog } from "../developers/request-log";
import type { Announce } from "../ledger/ledger.service";
import { eraseUnconsentedAccount } from "../data-rights/account-deletion.service";
import { appendConsentLog } from "./consent-log";

/** Accounts deleted per transaction: each is its own, so one failure stops no other. */
const BATCH = 100;

/**
 * Deletes the accounts whose consent did not come by their date (privacy/retention.ts,
 * unconsented_accounts): requests unanswered for CONSENT_WAIT_DAYS, and withdrawals not taken
 * back. Each is checked again under its row lock, so consent given meanwhile keeps the account.
 * Their waiting link is closed as expired (from its expiry), and the log says so.
 */
export async function deleteUnconsentedAccounts(
  db: Db,
  now: Date,
  announce: Announce,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const due = await db
      .select({ id: users.id })
      .from(users)
      .where(and(lt(users.consentDeletionAt, now), isNull(users.deletedAt)))
      .orderBy(asc(users.consentDeletionAt), asc(users.id))
      .limit(BATCH);
    let gone = 0;
    for (const { id } of due) {
      const refunds = await db.transaction(async (tx) => {
        await pauseRequestLog(tx);
        const [student] = await tx.select().from(users).where(eq(users.id, id)).for("update");
        const dueNow = student?.consentDeletionAt && student.consentDeletionAt < now;
        if (!student || student.deletedAt || !dueNow) return null;
        await tx
          .update(consentRequests)
          .set({ status: "expired", answeredAt: sql`${consentRequests.expiresAt}` })
          .where(and(eq(consentRequests.studentId, id), eq(consentRequests.status, "pending")));
        await appendConsentLog(tx, {
          studentId: id,
          parentId: null,
          event: "expired",
          method: "housekeeping",
        });
        return eraseUnconsentedAccount(tx, student, "expired");
      });
      if (!refunds) continue;
      gone += 1;
      announce(refunds);
    }
    deleted += gone;
    // A full batch of which none went (each given consent meanwhile) is not read again.
    if (due.length < BATCH || gone === 0) return deleted;
  }
}

/** Answered and expired consent links past their period (consent_links). */
export async function pruneConsentLinks(db: Queryable, before: Date): Promise<void> {
  await db
    .delete(consentRequests)
    .where(and(isNotNull(consentRequests.answeredAt), lt(consentRequests.answeredAt, before)));
}

/**
 * Consent log entries past their period (consent_log). The database refuses to delete a younger
 * one by its own clock (drizzle/0023), so the cut-off is the earlier of the two clocks: a server
 * clock running ahead never makes the whole run fail.
 */
export async function pruneConsentLog(db: Queryable, before: Date, days: number): Promise<void> {
  await db
    .delete(consentLog)
    .where(
      lt(consentLog.at, sql`LEAST(${before}::timestamptz, now() - make_interval(days => ${days}))`),
    );
}
