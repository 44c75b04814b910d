import http from "node:http";
import https from "node:https";
import { sql, type SQL } from "drizzle-orm";
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
 * queues' claim, lease and retry convention (jobs/queue-worker.ts). Every instance runs one; the
 * bounds below are counted in the database, so they hold for all instances together.
 */

/** Attempts in flight at once to one endpoint, and to all of one developer's endpoints. */
export const IN_FLIGHT_PER_ENDPOINT = 4;
export const IN_FLIGHT_PER_DEVELOPER = 8;
/** The sandbox's events and pings (livemode false) are throttled further: see the claim. */
export const SANDBOX_IN_FLIGHT_PER_ENDPOINT = 1;
export const SANDBOX_IN_FLIGHT_PER_DEVELOPER = 2;
/** Attempts in a row without an answer that open an endpoint's circuit. */
export const CIRCUIT_UNANSWERED = 5;
/** The longest a circuit stays open before its next probe. */
export const CIRCUIT_OPEN_MAX_MS = 3_600_000;
/** Attempts in flight at once on one instance, whoever they are for. */
export const INSTANCE_CONCURRENCY = 32;

/** Serialises the claims of every instance (request-log.ts and migrate.ts hold the others). */
const CLAIM_LOCK = 727_274_003;

export interface WorkerOptions {
  timeoutMs: number;
  /** Waits before the retries; a delivery has failed when its last retry fails. */
  retryScheduleMs: number[];
  allowPrivateUrls: boolean;
  /** How long a circuit stays open the first time. */
  circuitOpenMs: number;
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

/**
 * Claims up to `limit` due deliveries, fairly: in flight at most IN_FLIGHT_PER_ENDPOINT per endpoint
 * (1, the probe, while half-open; none while open) and IN_FLIGHT_PER_DEVELOPER per developer, the
 * sandbox's SANDBOX_* after the developer's live ones; developers take turns (everyone's first pick
 * before anyone's second). The counts read every instance's leases (`in_flight_until`), and the
 * advisory lock makes the claims take turns, so no two instances see the same free place.
 */
async function claim(db: Db, limit: number, leaseMs: number): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK}::bigint)`);
    return rowsOf<Claimed>(tx, claimStatement(limit, leaseMs));
  });
}

/** The claim's one statement, run under the claims' lock. */
function claimStatement(limit: number, leaseMs: number): SQL {
  return sql`WITH RECURSIVE pending_at(endpoint_id) AS (
          -- The endpoints with pending rows, due or in flight: one index probe each (a skip
          -- scan), so endpoints with nothing to send cost nothing.
          (SELECT x.endpoint_id FROM ${d} x WHERE x.status = 'pending'
            ORDER BY x.endpoint_id LIMIT 1)
          UNION ALL
          SELECT (SELECT x.endpoint_id FROM ${d} x
              WHERE x.status = 'pending' AND x.endpoint_id > p.endpoint_id
              ORDER BY x.endpoint_id LIMIT 1)
          FROM pending_at p WHERE p.endpoint_id IS NOT NULL
        ),
        busy AS MATERIALIZED (
          SELECT x.endpoint_id, count(*)::int AS busy,
            (count(*) FILTER (WHERE NOT x.livemode))::int AS sandbox_busy
          FROM ${d} x
          WHERE x.in_flight_until IS NOT NULL AND x.in_flight_until > now()
            AND x.status = 'pending'
          GROUP BY x.endpoint_id
        ),
        ep AS MATERIALIZED (
          SELECT e.id, e.developer_id,
            e.circuit_open_until > now() AS open,
            CASE WHEN e.circuit_open_until IS NULL THEN ${IN_FLIGHT_PER_ENDPOINT}::int ELSE 1 END
              AS cap,
            coalesce(b.busy, 0) AS busy, coalesce(b.sandbox_busy, 0) AS sandbox_busy
          FROM pending_at p JOIN ${e} e ON e.id = p.endpoint_id
          LEFT JOIN busy b ON b.endpoint_id = e.id
        ),
        dev AS MATERIALIZED (
          SELECT developer_id, sum(busy)::int AS busy, sum(sandbox_busy)::int AS sandbox_busy
          FROM ep GROUP BY developer_id
        ),
        due AS (
          SELECT c.id, ep.id AS endpoint_id, ep.developer_id, c.livemode, c.next_attempt_at,
            ep.cap - ep.busy AS endpoint_room,
            row_number() OVER (PARTITION BY ep.id ORDER BY c.livemode DESC, c.next_attempt_at)
              AS in_endpoint
          FROM ep JOIN dev USING (developer_id) CROSS JOIN LATERAL (
            (SELECT x.id, x.livemode, x.next_attempt_at FROM ${d} x
              WHERE x.endpoint_id = ep.id AND x.livemode AND x.status = 'pending'
                AND x.next_attempt_at <= now()
              ORDER BY x.next_attempt_at
              LIMIT greatest(0, least(ep.cap - ep.busy, ${IN_FLIGHT_PER_DEVELOPER}::int - dev.busy)))
            UNION ALL
            (SELECT x.id, x.livemode, x.next_attempt_at FROM ${d} x
              WHERE x.endpoint_id = ep.id AND NOT x.livemode AND x.status = 'pending'
                AND x.next_attempt_at <= now()
                AND ep.sandbox_busy < ${SANDBOX_IN_FLIGHT_PER_ENDPOINT}::int
                AND dev.sandbox_busy < ${SANDBOX_IN_FLIGHT_PER_DEVELOPER}::int
              ORDER BY x.next_attempt_at
              LIMIT greatest(0, ${SANDBOX_IN_FLIGHT_PER_ENDPOINT}::int - ep.sandbox_busy))
          ) c
          -- Endpoints and developers without room, and open circuits, are not looked into.
          WHERE ep.open IS NOT TRUE AND ep.busy < ep.cap
            AND dev.busy < ${IN_FLIGHT_PER_DEVELOPER}::int
        ),
        fits AS (
          SELECT due.*, row_number() OVER (PARTITION BY due.developer_id, due.livemode
              ORDER BY due.in_endpoint, due.next_attempt_at) AS in_mode
          FROM due WHERE due.in_endpoint <= due.endpoint_room
        ),
        turns AS (
          SELECT fits.id, fits.next_attempt_at, dev.busy AS developer_busy,
            row_number() OVER (PARTITION BY fits.developer_id
              ORDER BY fits.livemode DESC, fits.in_endpoint, fits.next_attempt_at) AS turn
          FROM fits JOIN dev USING (developer_id)
          WHERE fits.livemode
            OR fits.in_mode <= ${SANDBOX_IN_FLIGHT_PER_DEVELOPER}::int - dev.sandbox_busy
        ),
        picked AS (
          SELECT id FROM turns
          WHERE turn <= ${IN_FLIGHT_PER_DEVELOPER}::int - developer_busy
          ORDER BY turn, next_attempt_at
          LIMIT ${limit}
        ),
        locked AS (
          SELECT x.id FROM ${d} x
          WHERE x.id IN (SELECT id FROM picked) AND x.status = 'pending'
            AND x.next_attempt_at <= now()
          FOR UPDATE SKIP LOCKED
        )
        UPDATE ${d} SET ${bare(d.attempts)} = ${d.attempts} + 1,
          ${bare(d.nextAttemptAt)} = now() + ${leaseMs} * interval '1 millisecond',
          ${bare(d.inFlightUntil)} = now() + ${leaseMs} * interval '1 millisecond'
        FROM locked, ${e}
        WHERE ${d.id} = locked.id AND ${e.id} = ${d.endpointId}
        RETURNING ${d.id} AS "id", ${d.endpointId} AS "endpointId", ${d.messageId} AS "messageId",
          ${d.payload} AS "payload", ${d.attempts} AS "attempts", ${e.url} AS "url",
          ${e.secretCiphertext} AS "secretCiphertext"`;
}

/** Still this attempt's row: no other attempt was claimed since and it is still pending. */
const ours = (row: Claimed) =>
  sql`${d.id} = ${row.id} AND ${d.attempts} = ${row.attempts} AND ${d.status} = 'pending'`;

/** A change to the attempt's endpoint: what to set, and when it changes anything. */
interface EndpointChange {
  set: SQL;
  when: SQL;
}

/**
 * What an attempt's outcome does to its endpoint's circuit. No answer counts towards opening it;
 * once open it stays open (attempts claimed before it opened may still fail); a failed probe
 * reopens it for twice as long. Any answer closes it: the endpoint is there, and its deliveries
 * follow their retry schedule.
 */
function circuitAfter(outcome: AttemptOutcome, firstOpenMs: number): EndpointChange | null {
  if (outcome.delivered || outcome.responseCode !== null) {
    return {
      set: sql`${bare(e.unansweredInRow)} = 0, ${bare(e.circuitOpenedAt)} = NULL,
        ${bare(e.circuitOpenUntil)} = NULL, ${bare(e.circuitLastError)} = NULL`,
      when: sql`(${e.unansweredInRow} <> 0 OR ${e.circuitOpenUntil} IS NOT NULL
        OR ${e.circuitLastError} IS NOT NULL)`,
    };
  }
  if (!outcome.unanswered) return null;
  const halfOpen = sql`${e.circuitOpenUntil} IS NOT NULL AND ${e.circuitOpenUntil} <= now()`;
  const opens = sql`(${halfOpen} OR ${e.circuitOpenUntil} IS NULL
    AND ${e.unansweredInRow} + 1 >= ${CIRCUIT_UNANSWERED})`;
  const reopenFor = sql`least(${CIRCUIT_OPEN_MAX_MS} * interval '1 millisecond',
    2 * (${e.circuitOpenUntil} - ${e.circuitOpenedAt}))`;
  return {
    set: sql`${bare(e.unansweredInRow)} = ${e.unansweredInRow} + 1,
      ${bare(e.circuitLastError)} = ${outcome.error?.slice(0, 500) ?? null},
      ${bare(e.circuitOpenedAt)} = CASE WHEN ${opens} THEN now() ELSE ${e.circuitOpenedAt} END,
      ${bare(e.circuitOpenUntil)} = CASE
        WHEN ${halfOpen} THEN now() + ${reopenFor}
        WHEN ${opens} THEN now() + ${firstOpenMs} * interval '1 millisecond'
        ELSE ${e.circuitOpenUntil} END`,
    when: sql`TRUE`,
  };
}

/** Adds `extra` to a change of the endpoint (or makes it the change). */
function also(change: EndpointChange | null, extra: EndpointChange): EndpointChange {
  if (!change) return extra;
  return { set: sql`${change.set}, ${extra.set}`, when: sql`(${change.when} OR ${extra.when})` };
}

async function record(
  db: Db,
  row: Claimed,
  outcome: AttemptOutcome,
  options: WorkerOptions,
): Promise<void> {
  const code = outcome.responseCode;
  const error = outcome.error?.slice(0, 500) ?? null;
  const wait = options.retryScheduleMs[row.attempts - 1];
  let endpoint = circuitAfter(outcome, options.circuitOpenMs);
  let update: SQL;
  if (outcome.delivered) {
    update = sql`${bare(d.status)} = 'delivered', ${bare(d.deliveredAt)} = now(),
      ${bare(d.lastResponseCode)} = ${code}, ${bare(d.lastError)} = NULL`;
    endpoint = also(endpoint, {
      set: sql`${bare(e.failingSince)} = NULL`,
      when: sql`${e.failingSince} IS NOT NULL`,
    });
  } else if (wait !== undefined) {
    update = sql`${bare(d.lastResponseCode)} = ${code}, ${bare(d.lastError)} = ${error},
      ${bare(d.nextAttemptAt)} = now() + ${wait} * interval '1 millisecond'`;
  } else {
    update = sql`${bare(d.status)} = 'failed', ${bare(d.failedAt)} = now(),
      ${bare(d.lastResponseCode)} = ${code}, ${bare(d.lastError)} = ${error}`;
    endpoint = also(endpoint, {
      set: sql`${bare(e.failingSince)} = coalesce(${e.failingSince}, now())`,
      when: sql`${e.failingSince} IS NULL`,
    });
  }
  update = sql`${update}, ${bare(d.inFlightUntil)} = NULL`;
  if (!endpoint) {
    await db.execute(sql`UPDATE ${d} SET ${update} WHERE ${ours(row)}`);
    return;
  }
  await db.execute(sql`WITH hit AS (
      UPDATE ${d} SET ${update} WHERE ${ours(row)} RETURNING ${d.endpointId} AS endpoint_id
    )
    UPDATE ${e} SET ${endpoint.set} FROM hit
    WHERE ${e.id} = hit.endpoint_id AND ${endpoint.when}`);
}

export function createDeliveryWorker(
  db: Db,
  secrets: SecretBox,
  log: FastifyBaseLogger,
  options: WorkerOptions,
): QueueWorker {
  const concurrency = options.concurrency ?? INSTANCE_CONCURRENCY;
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
    await record(db, row, outcome, options);
  }

  return queueWorker({
    name: "webhooks",
    claim: (limit, leaseMs) => claim(db, limit, leaseMs),
    attempt,
    // Twice the attempt's time: the answer has been recorded by then unless the process died.
    leaseMs: options.timeoutMs * 2,
    pollMs: options.pollMs ?? 400,
    concurrency,
    // A free place is taken at once: one developer's attempts that hang must not hold back others'.
    claimAtLeast: Math.min(4, concurrency),
    log,
    onStopped: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
  });
}
