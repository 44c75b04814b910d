import { randomUUID } from "node:crypto";
import { and, arrayContains, eq, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import type { WebhookEventType, WebhookPayload } from "@trophy/shared/schemas/webhooks";
import type { Queryable } from "../../db/client";
import { bare } from "../../db/raw";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";

/**
 * The webhook outbox's writing side. An event's delivery rows are written in the transaction (or
 * the statement) that makes the event true, so an acknowledged award or reversal always has its
 * webhooks queued; the delivery worker (delivery-worker.ts) sends them afterwards.
 */

/** A Standard Webhooks message id, the same for every retry of one delivery. */
export const newMessageId = () => `msg_${randomUUID().replaceAll("-", "")}`;

export function webhookPayload(
  type: WebhookEventType,
  livemode: boolean,
  data: WebhookPayload["data"],
  now = new Date(),
): string {
  const payload: WebhookPayload = { type, timestamp: now.toISOString(), livemode, data };
  return JSON.stringify(payload);
}

/** Queues `type` for each of the developer's endpoints that subscribed to it. */
export async function enqueueEvent(
  db: Queryable,
  developerId: string,
  type: WebhookEventType,
  livemode: boolean,
  data: WebhookPayload["data"],
): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.developerId, developerId),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
  if (endpoints.length === 0) return 0;
  const payload = webhookPayload(type, livemode, data);
  await db.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      messageId: newMessageId(),
      eventType: type,
      payload,
      livemode,
    })),
  );
  return endpoints.length;
}

/** The ISO-8601 text JavaScript's `toISOString` gives, written by SQL. */
export const isoTimestamp = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The same queueing as a CTE named `hooked`, for the award statement that writes its ledger entry
 * in one round trip: `award` is SQL for a one-row relation with the `ApiAward` columns, as
 * `ApiAward` names them, and `developerId` an SQL expression for the awarding developer.
 */
export function enqueueEventCte(
  type: WebhookEventType,
  livemode: boolean,
  developerId: SQL,
  award: SQL,
): SQL {
  const d = webhookDeliveries;
  const e = webhookEndpoints;
  return sql`hooked AS (
      INSERT INTO ${d} (${bare(d.endpointId)}, ${bare(d.messageId)}, ${bare(d.eventType)}, ${bare(d.livemode)}, ${bare(d.payload)})
      SELECT ${e.id}, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ${type}, ${livemode}::boolean,
             json_build_object('type', ${type}::text,
               'timestamp', ${isoTimestamp(sql`now()`)},
               'livemode', ${livemode}::boolean,
               'data', json_build_object('id', a."id", 'studentId', a."studentId",
                 'amount', a."amount", 'details', a."details",
                 'createdAt', a."createdAt", 'reversedAt', a."reversedAt"))::text
      FROM ${e}, (${award}) a
      WHERE ${e.developerId} = ${developerId} AND ${type}::text = ANY(${e.events})
    )`;
}

/** Deliveries due for an attempt and not yet claimed (the metrics' trophy_webhook_deliveries_due). */
export async function dueDeliveries(db: Queryable): Promise<number> {
  const d = webhookDeliveries;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(d)
    .where(and(eq(d.status, "pending"), lte(d.nextAttemptAt, sql`now()`)));
  return row?.n ?? 0;
}

/**
 * Delivered or failed deliveries created before `before` (privacy/retention.ts,
 * webhook_deliveries). The table is indexed by endpoint and time only, so the endpoints are listed
 * first and each one's old range is read from the index instead of the whole table; deliveries go
 * with their endpoint, so every row has one.
 */
export async function pruneDeliveries(db: Queryable, before: Date): Promise<void> {
  const d = webhookDeliveries;
  await db
    .delete(d)
    .where(
      and(
        sql`${d.endpointId} = ANY(ARRAY(SELECT ${webhookEndpoints.id} FROM ${webhookEndpoints}))`,
        lt(d.createdAt, before),
        inArray(d.status, ["delivered", "failed"]),
      ),
    );
}
