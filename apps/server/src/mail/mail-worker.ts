import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
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

export interface MailWorker {
  start(): void;
  wake(): void;
  /** Stops after the message being sent (if any) is recorded. */
  close(): Promise<void>;
}

export function createMailWorker(
  db: Db,
  box: SecretBox,
  mailer: Mailer,
  log: FastifyBaseLogger,
  options: MailWorkerOptions,
): MailWorker {
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

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

  /** Sends due messages one by one until none is due or the worker is closed. */
  async function drain(): Promise<void> {
    while (!stopped) {
      again = false;
      const row = await claimMail(db, leaseMs);
      if (!row) return;
      await attempt(row);
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick(): void {
    timer = undefined;
    if (stopped || running) return;
    running = drain()
      .catch((err: unknown) => {
        if (!stopped) log.warn({ err }, "could not look for due mail");
      })
      .finally(() => {
        running = null;
        schedule(again ? 0 : pollMs);
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    wake() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
