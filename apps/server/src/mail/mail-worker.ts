import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { queueWorker, type QueueWorker } from "../jobs/queue-worker";
import type { SecretBox } from "../lib/secret-box";
import type { Mailer } from "./mailer";
import { claimMail, markAttemptFailed, markSent, openQueuedMail, type ClaimedMail } from "./queue";

/**
 * The mail queue's sending side (docs/architecture.md §4). Every instance runs one; it sends one
 * message at a time through the Mailer (SMTP or the .eml folder), is woken right after a commit
 * that queued mail and otherwise looks for due mail (retries, other instances' mail) every
 * `pollMs`.
 */
export interface MailWorkerOptions {
  /** Waits before each retry; when they run out the message has failed. */
  retryScheduleMs: number[];
  pollMs?: number;
  /** How long a claimed message is this instance's; longer than any send may take. */
  leaseMs?: number;
}

export function createMailWorker(
  db: Db,
  box: SecretBox,
  mailer: Mailer,
  log: FastifyBaseLogger,
  options: MailWorkerOptions,
): QueueWorker {
  async function attempt(row: ClaimedMail): Promise<void> {
    try {
      if (!row.ciphertext) throw new Error("the queued message has no body");
      await mailer.send(openQueuedMail(box, row, row.ciphertext));
      await markSent(db, row);
    } catch (err) {
      const wait = options.retryScheduleMs[row.attempts - 1];
      const reason = err instanceof Error ? err.message : String(err);
      await markAttemptFailed(db, row, reason, wait);
      if (wait === undefined) {
        log.error({ err, mailId: row.id, attempts: row.attempts }, "mail failed, no retries left");
      } else {
        log.warn({ err, mailId: row.id, attempt: row.attempts, retryInMs: wait }, "mail not sent");
      }
    }
  }

  return queueWorker({
    name: "mail",
    claim: (limit, leaseMs) => claimMail(db, limit, leaseMs),
    attempt,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    pollMs: options.pollMs ?? 1000,
    // Messages leave one at a time through the one transport.
    concurrency: 1,
    log,
  });
}
