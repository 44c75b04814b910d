import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt, gte, max, sql } from "drizzle-orm";
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_REPLAY_INTERVAL_SECONDS,
  WEBHOOK_TESTS_PER_MINUTE,
} from "@trophy/shared/constants";
import type {
  CreateWebhook,
  CreateWebhookResponse,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventType,
} from "@trophy/shared/schemas/webhooks";
import type { Db, Queryable } from "../../db/client";
import {
  rateLimitCounters,
  webhookDeliveries,
  webhookEndpoints,
  type UserRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from "../../db/schema";
import { Conflict, Forbidden, NotFound, TooManyRequests } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { WEBHOOK_TEXTS } from "../../texts/errors";
import { lockDeveloper } from "../developers/api-keys.service";
import { currentWindow, enforceLimit } from "../rate-limit/rate-limit.service";
import { newMessageId, webhookPayload } from "./outbox";
import { checkWebhookUrl } from "./url-safety";

/** What the Webhooks page lists of a delivery. */
export const RECENT_DELIVERIES = 50;

/** Standard Webhooks secrets: `whsec_` and base64 of 24 to 64 random bytes. */
export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** The circuit as delivery-worker.ts's claim reads it: open until the time, half-open after. */
function circuitOf(row: WebhookEndpointRow, now: Date): WebhookEndpoint["circuit"] {
  if (!row.circuitOpenUntil) return "closed";
  return row.circuitOpenUntil > now ? "open" : "half_open";
}

function toEndpointView(row: WebhookEndpointRow, now = new Date()): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    createdAt: row.createdAt.toISOString(),
    failingSince: row.failingSince?.toISOString() ?? null,
    circuit: circuitOf(row, now),
    openUntil: row.circuitOpenUntil?.toISOString() ?? null,
    lastError: row.circuitOpenUntil ? row.circuitLastError : null,
  };
}

export function toDeliveryView(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    event: row.eventType as WebhookEventType,
    status: row.status,
    attempts: row.attempts,
    lastResponseCode: row.lastResponseCode,
    lastError: row.lastError,
    nextRetryAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

export async function listWebhooks(db: Queryable, developerId: string): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.developerId, developerId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  const now = new Date();
  return rows.map((row) => toEndpointView(row, now));
}

/**
 * A new endpoint of a validated developer; its secret is answered here and never again. The URL
 * is checked (and resolved) before the transaction, which holds the developer's row lock so two
 * registrations at once cannot pass the limit together.
 */
export async function createWebhook(
  db: Db,
  secrets: SecretBox,
  developer: UserRow,
  input: CreateWebhook,
  allowPrivateUrls: boolean,
): Promise<CreateWebhookResponse["webhook"]> {
  if (developer.developerStatus !== "validated") throw new Forbidden("developer_not_validated");
  const url = await checkWebhookUrl(input.url, allowPrivateUrls);
  const secret = generateWebhookSecret();
  // The id is chosen here: the sealed secret names its row and opens nowhere else.
  const id = randomUUID();
  const row = await db.transaction(async (tx) => {
    await lockDeveloper(tx, developer.id);
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.developerId, developer.id));
    if ((existing?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) throw new Conflict("too_many_webhooks");
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        id,
        developerId: developer.id,
        url,
        events: input.events,
        secretCiphertext: secrets.seal(secret, id),
      })
      .returning();
    return created;
  });
  if (!row) throw new Error("no webhook endpoint inserted");
  return { ...toEndpointView(row), secret };
}

/**
 * The developer's own endpoint, or 404 (another developer's looks the same as none); `lock` holds
 * its row until the transaction ends.
 */
async function ownEndpoint(db: Queryable, developerId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.developerId, developerId)));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw new NotFound("webhook_not_found");
  return row;
}

/** Deletes the endpoint and its deliveries; an attempt in flight finds its row gone. */
export async function deleteWebhook(db: Queryable, developerId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.developerId, developerId)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw new NotFound("webhook_not_found");
}

/**
 * Queues a `ping` to the endpoint, whatever events it subscribed to; the caller wakes the worker.
 * An open circuit turns half-open, so the next attempt is a probe: a developer who fixed the
 * endpoint sees it work now rather than when the circuit would have let one through (a few tests
 * a minute, so a few probes at most).
 */
export async function queueTestEvent(
  db: Queryable,
  developerId: string,
  id: string,
): Promise<WebhookDelivery> {
  // Each test is a POST from this server to a URL the developer chose: a few a minute, not a flood.
  await enforceLimit(
    db,
    [{ bucket: `webhook-test:${developerId}`, max: WEBHOOK_TESTS_PER_MINUTE }],
    currentWindow(60),
    "too_many_webhook_tests",
  );
  const endpoint = await ownEndpoint(db, developerId, id);
  await db
    .update(webhookEndpoints)
    .set({ circuitOpenUntil: sql`now()` })
    .where(
      and(eq(webhookEndpoints.id, endpoint.id), gt(webhookEndpoints.circuitOpenUntil, sql`now()`)),
    );
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      messageId: newMessageId(),
      eventType: "ping",
      // A ping is no event of the live world: livemode false, as for the sandbox's events.
      livemode: false,
      payload: webhookPayload("ping", false, { message: WEBHOOK_TEXTS.ping }),
    })
    .returning();
  if (!row) throw new Error("no webhook delivery inserted");
  return toDeliveryView(row);
}

/** The endpoint's most recent deliveries, newest first. */
export async function listDeliveries(
  db: Queryable,
  developerId: string,
  id: string,
): Promise<WebhookDelivery[]> {
  const endpoint = await ownEndpoint(db, developerId, id);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(RECENT_DELIVERIES);
  return rows.map(toDeliveryView);
}

const replayBucket = (endpointId: string) => `webhook-replay:${endpointId}`;

/**
 * Queues again every failed delivery of the developer's endpoint made since `since`: each goes
 * out as a new delivery would (the full retry schedule), with its `webhook-id` and body unchanged
 * and a signature of the time it is sent. At most one replay per endpoint every
 * WEBHOOK_REPLAY_INTERVAL_SECONDS, whatever the instance: the endpoint's row lock orders replays,
 * and the time of the last one is a rate-limit counter of its own. The caller wakes the worker.
 */
export async function replayFailedDeliveries(
  db: Db,
  developerId: string,
  id: string,
  since: Date,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const endpoint = await ownEndpoint(tx, developerId, id, true);
    const bucket = replayBucket(endpoint.id);
    const [last] = await tx
      .select({ at: max(rateLimitCounters.windowStart) })
      .from(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.bucket, bucket),
          gt(
            rateLimitCounters.windowStart,
            new Date(now.getTime() - WEBHOOK_REPLAY_INTERVAL_SECONDS * 1000),
          ),
        ),
      );
    if (last?.at) {
      const waitMs = last.at.getTime() + WEBHOOK_REPLAY_INTERVAL_SECONDS * 1000 - now.getTime();
      throw new TooManyRequests("too_many_webhook_replays", waitMs / 1000);
    }
    await tx
      .insert(rateLimitCounters)
      .values({ bucket, windowStart: now, count: 1 })
      .onConflictDoNothing();
    const replayed = await tx
      .update(webhookDeliveries)
      .set({
        status: "pending",
        failedAt: null,
        attempts: 0,
        inFlightUntil: null,
        // The database's clock, which the worker's claim compares with.
        nextAttemptAt: sql`now()`,
        lastResponseCode: null,
        lastError: null,
      })
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpoint.id),
          eq(webhookDeliveries.status, "failed"),
          gte(webhookDeliveries.createdAt, since),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    return replayed.length;
  });
}
