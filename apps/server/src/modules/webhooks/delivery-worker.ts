import http from "node:http";
import https from "node:https";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { queueWorker, type QueueWorker } from "../../jobs/queue-worker";
import { bare, rowsOf } from "../../db/raw";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";
import { WEBHOOK_TEXTS } from "../../texts/errors";
import { sendWebhook, type AttemptOutcome } from "./send-webhook";

/**
 * The outbox's sending side (docs/architecture.md §13), a queue of the app's runner with the
 * queues' claim, lease and retry convention (jobs/queue-worker.ts). Every instance runs one.
 */

export interface WorkerOptions {
  timeoutMs: number;
  /** Waits before the retries; a delivery has failed when its last retry fails. */
  retryScheduleMs: number[];
  allowPrivateUrls: boolean;
  /** How often an idle worker looks for due deliveries (others' and retries). */
  pollMs?: number;
  /** Attempts in flight at once on this instance. */
  concurrency?: number;
}

interface Claimed {
  id: string;
  endpointId: string;
  messageId: string;
  payload: string;
  attempts: number;
  url: string;
  secretCiphertext: string;
}

const d = webhookDeliveries;
const e = webhookEndpoints;

/** Claims up to `limit` due deliveries for one attempt each. */
async function claim(db: Db, limit: number, leaseMs: number): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    db,
    sql`WITH due AS MATERIALIZED (
        SELECT ${d.id} FROM ${d}
        WHERE ${d.status} = 'pending' AND ${d.nextAttemptAt} <= now()
        ORDER BY ${d.nextAttemptAt}
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE ${d} SET ${bare(d.attempts)} = ${d.attempts} + 1,
        ${bare(d.nextAttemptAt)} = now() + ${leaseMs} * interval '1 millisecond'
      FROM due, ${e}
      WHERE ${d.id} = due.id AND ${e.id} = ${d.endpointId}
      RETURNING ${d.id} AS "id", ${d.endpointId} AS "endpointId", ${d.messageId} AS "messageId",
        ${d.payload} AS "payload", ${d.attempts} AS "attempts", ${e.url} AS "url",
        ${e.secretCiphertext} AS "secretCiphertext"`,
  );
}

/** Still this attempt's row: no other attempt was claimed since and it is still pending. */
const ours = (row: Claimed) =>
  sql`${d.id} = ${row.id} AND ${d.attempts} = ${row.attempts} AND ${d.status} = 'pending'`;

async function record(
  db: Db,
  row: Claimed,
  outcome: AttemptOutcome,
  retryScheduleMs: number[],
): Promise<void> {
  const code = outcome.responseCode;
  const error = outcome.error?.slice(0, 500) ?? null;
  if (outcome.delivered) {
    await db.execute(sql`WITH done AS (
        UPDATE ${d} SET ${bare(d.status)} = 'delivered', ${bare(d.deliveredAt)} = now(),
          ${bare(d.lastResponseCode)} = ${code}, ${bare(d.lastError)} = NULL
        WHERE ${ours(row)} RETURNING ${d.endpointId} AS endpoint_id
      )
      UPDATE ${e} SET ${bare(e.failingSince)} = NULL FROM done
      WHERE ${e.id} = done.endpoint_id AND ${e.failingSince} IS NOT NULL`);
    return;
  }
  const wait = retryScheduleMs[row.attempts - 1];
  if (wait !== undefined) {
    await db.execute(sql`UPDATE ${d} SET ${bare(d.lastResponseCode)} = ${code},
        ${bare(d.lastError)} = ${error},
        ${bare(d.nextAttemptAt)} = now() + ${wait} * interval '1 millisecond'
      WHERE ${ours(row)}`);
    return;
  }
  await db.execute(sql`WITH gone AS (
      UPDATE ${d} SET ${bare(d.status)} = 'failed', ${bare(d.failedAt)} = now(),
        ${bare(d.lastResponseCode)} = ${code}, ${bare(d.lastError)} = ${error}
      WHERE ${ours(row)} RETURNING ${d.endpointId} AS endpoint_id
    )
    UPDATE ${e} SET ${bare(e.failingSince)} = now() FROM gone
    WHERE ${e.id} = gone.endpoint_id AND ${e.failingSince} IS NULL`);
}

export function createDeliveryWorker(
  db: Db,
  secrets: SecretBox,
  log: FastifyBaseLogger,
  options: WorkerOptions,
): QueueWorker {
  const concurrency = options.concurrency ?? 10;
  const agentOptions = { keepAlive: true, maxSockets: concurrency, timeout: 30_000 };
  const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };
  const sendOptions = { ...options, agents };

  async function attempt(row: Claimed): Promise<void> {
    let outcome: AttemptOutcome;
    try {
      const secret = secrets.open(row.secretCiphertext, row.endpointId);
      outcome = await sendWebhook(
        { url: row.url, secret, messageId: row.messageId, payload: row.payload },
        sendOptions,
      );
    } catch (err) {
      // The secret cannot be read (APP_SECRET changed without APP_SECRET_PREVIOUS, or the value is
      // not this endpoint's): nothing is sent unsigned; retry later.
      log.warn({ err, deliveryId: row.id }, "webhook delivery could not be signed");
      outcome = { delivered: false, responseCode: null, error: WEBHOOK_TEXTS.unsigned };
    }
    if (!outcome.delivered) {
      log.warn(
        {
          deliveryId: row.id,
          endpointId: row.endpointId,
          attempt: row.attempts,
          responseCode: outcome.responseCode,
          reason: outcome.error,
        },
        "webhook delivery attempt failed",
      );
    }
    await record(db, row, outcome, options.retryScheduleMs);
  }

  return queueWorker({
    name: "webhooks",
    claim: (limit, leaseMs) => claim(db, limit, leaseMs),
    attempt,
    // Twice the attempt's time: the answer has been recorded by then unless the process died.
    leaseMs: options.timeoutMs * 2,
    pollMs: options.pollMs ?? 400,
    concurrency,
    log,
    onStopped: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
  });
}
