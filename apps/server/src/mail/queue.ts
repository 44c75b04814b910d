import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { bare, rowsOf } from "../db/raw";
import { mailOutbox } from "../db/schema";
import type { SecretBox } from "../lib/secret-box";
import type { MailMessage } from "./mailer";

/**
 * The mail queue's writing side (docs/architecture.md §4). A message is written in the
 * transaction of what it tells about, so a committed event always has its mail queued and a
 * rolled-back one has none; the worker (mail-worker.ts) sends it after the commit.
 */
export interface MailQueue {
  /** Writes the message in `tx`; the body is sealed, since it can hold single-use links. */
  enqueue(tx: Queryable, message: MailMessage): Promise<void>;
  /**
   * Writes the message only when `when` holds, through the same statement (and the same sealing)
   * either way, for an answer whose timing must not tell whether there was anyone to write to.
   */
  enqueueIf(tx: Queryable, message: MailMessage, when: boolean): Promise<void>;
  /** Look for due mail now: called once the transaction that queued some has committed. */
  wake(): void;
}

/** The secret box's purpose: its key is derived for queued mail alone. */
export const MAIL_OUTBOX_PURPOSE = "mail-outbox";

/** What the sealed column holds: everything but the address, which the worker reads in the clear. */
type Sealed = Omit<MailMessage, "to">;

export async function enqueueMail(
  tx: Queryable,
  box: SecretBox,
  message: MailMessage,
): Promise<void> {
  const { to, ...rest } = message;
  const sealed: Sealed = rest;
  // The id is chosen here: the sealed body names its row and opens nowhere else.
  const id = randomUUID();
  await tx
    .insert(mailOutbox)
    .values({ id, toAddress: to, messageCiphertext: box.seal(JSON.stringify(sealed), id) });
}

export async function enqueueMailIf(
  tx: Queryable,
  box: SecretBox,
  message: MailMessage,
  when: boolean,
): Promise<void> {
  const { to, ...rest } = message;
  const sealed: Sealed = rest;
  const id = randomUUID();
  const ciphertext = box.seal(JSON.stringify(sealed), id);
  await tx.execute(
    sql`INSERT INTO ${mailOutbox} (${bare(mailOutbox.id)}, ${bare(mailOutbox.toAddress)}, ${bare(mailOutbox.messageCiphertext)})
      SELECT ${id}::uuid, ${to}::text, ${ciphertext}::text WHERE ${when}::boolean`,
  );
}

/** The message of the queued row `mail` (its id and address) whose sealed body is `ciphertext`. */
export function openQueuedMail(
  box: SecretBox,
  mail: { id: string; to: string },
  ciphertext: string,
): MailMessage {
  return { to: mail.to, ...(JSON.parse(box.open(ciphertext, mail.id)) as Sealed) };
}

const m = mailOutbox;

export interface ClaimedMail {
  id: string;
  to: string;
  ciphertext: string | null;
  attempts: number;
}

/**
 * Claims the most overdue messages for one attempt each, under the queues' lease (ADR 014): the
 * attempt is counted and `next_attempt_at` moves past the attempt's time.
 */
export async function claimMail(
  db: Queryable,
  limit: number,
  leaseMs: number,
): Promise<ClaimedMail[]> {
  return rowsOf<ClaimedMail>(
    db,
    sql`WITH due AS MATERIALIZED (
        SELECT ${m.id} FROM ${m}
        WHERE ${m.status} = 'pending' AND ${m.nextAttemptAt} <= now()
        ORDER BY ${m.nextAttemptAt}
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE ${m} SET ${bare(m.attempts)} = ${m.attempts} + 1,
        ${bare(m.nextAttemptAt)} = now() + ${leaseMs} * interval '1 millisecond'
      FROM due WHERE ${m.id} = due.id
      RETURNING ${m.id} AS "id", ${m.toAddress} AS "to", ${m.messageCiphertext} AS "ciphertext",
        ${m.attempts} AS "attempts"`,
  );
}

/** Still this attempt's row: no later attempt was claimed since and it is still waiting. */
const ours = (row: ClaimedMail) =>
  sql`${m.id} = ${row.id} AND ${m.attempts} = ${row.attempts} AND ${m.status} = 'pending'`;

/** Sent: the body is cleared, only the address and the dates stay. */
export async function markSent(db: Queryable, row: ClaimedMail): Promise<void> {
  await db.execute(sql`UPDATE ${m} SET ${bare(m.status)} = 'sent', ${bare(m.sentAt)} = now(),
      ${bare(m.messageCiphertext)} = NULL, ${bare(m.lastError)} = NULL
    WHERE ${ours(row)}`);
}

/** Retries after `waitMs`, or with none left the message has failed. */
export async function markAttemptFailed(
  db: Queryable,
  row: ClaimedMail,
  error: string,
  waitMs: number | undefined,
): Promise<void> {
  const reason = error.slice(0, 500);
  await db.execute(
    waitMs === undefined
      ? sql`UPDATE ${m} SET ${bare(m.status)} = 'failed', ${bare(m.failedAt)} = now(),
          ${bare(m.lastError)} = ${reason}
        WHERE ${ours(row)}`
      : sql`UPDATE ${m} SET ${bare(m.nextAttemptAt)} = now() + ${waitMs} * interval '1 millisecond',
          ${bare(m.lastError)} = ${reason}
        WHERE ${ours(row)}`,
  );
}

/** Messages neither sent nor given up (the metrics' trophy_mail_outbox_backlog). */
export async function mailBacklog(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(m)
    .where(eq(m.status, "pending"));
  return row?.n ?? 0;
}

/** Sent or failed mail finished before `before` (privacy/retention.ts, mail_outbox). */
export async function pruneMail(db: Queryable, before: Date): Promise<void> {
  await db
    .delete(m)
    .where(
      and(inArray(m.status, ["sent", "failed"]), or(lt(m.sentAt, before), lt(m.failedAt, before))),
    );
}
