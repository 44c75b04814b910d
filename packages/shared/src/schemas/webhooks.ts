import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "../constants";
import { apiAwardSchema, connectionRevokedDataSchema } from "./api-v1";
import { hasNoNul, NO_NUL_MESSAGE } from "./inputs";

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, {
  error: `events may only name ${WEBHOOK_EVENT_TYPES.join(", ")}`,
});
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** POST /api/developers/webhooks. Whether the address is allowed is the server's to check. */
export const createWebhookSchema = z.object({
  url: z
    .string({ error: "url is required" })
    .trim()
    .min(1, "url is required")
    .max(2000, "url must be at most 2000 characters")
    .refine(hasNoNul, NO_NUL_MESSAGE)
    .pipe(z.url({ error: "url must be a full address such as https://example.com/hooks" })),
  events: z
    .array(webhookEventTypeSchema, { error: "events must list at least one event" })
    .min(1, "events must list at least one event")
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhook = z.infer<typeof createWebhookSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  createdAt: z.string(),
  /** When its deliveries ran out of retries; null while it is healthy. */
  failingSince: z.string().nullable(),
  /**
   * Open after attempts in a row got no answer (timed out or could not connect): its deliveries
   * wait until `openUntil`, then one goes as a probe (half-open) and an answer closes it again.
   */
  circuit: z.enum(["closed", "open", "half_open"]),
  /** While open, when the next probe may go; null while closed. */
  openUntil: z.string().nullable(),
  /** The failure that opened the circuit or failed its last probe; null while closed. */
  lastError: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointsResponseSchema = z.object({
  webhooks: z.array(webhookEndpointSchema),
});
/** The signing secret is answered once, at creation. */
export const createWebhookResponseSchema = z.object({
  webhook: webhookEndpointSchema.extend({ secret: z.string() }),
});
export type CreateWebhookResponse = z.infer<typeof createWebhookResponseSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  messageId: z.string(),
  event: webhookEventTypeSchema,
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  lastResponseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** When the next attempt is due; null once delivered or given up. */
  nextRetryAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
});
export const webhookTestResponseSchema = z.object({ delivery: webhookDeliverySchema });

const SINCE_MESSAGE = "since must be a date and time such as 2025-01-31T12:00:00Z";

/**
 * POST /api/developers/webhooks/:id/replay: the endpoint's failed deliveries made since then. The
 * year is 1970 to 9999, as elsewhere (gift-cards.ts): PostgreSQL has no year 0, which the ISO
 * format allows.
 */
export const replayWebhookSchema = z.object({
  since: z.iso.datetime({ offset: true, error: SINCE_MESSAGE }).refine((s) => {
    const year = new Date(s).getUTCFullYear();
    return year >= 1970 && year <= 9999;
  }, SINCE_MESSAGE),
});
export type ReplayWebhook = z.infer<typeof replayWebhookSchema>;
/** How many failed deliveries were queued again. */
export const replayWebhookResponseSchema = z.object({ queued: z.number().int() });
export type ReplayWebhookResponse = z.infer<typeof replayWebhookResponseSchema>;

/** What each webhook request carries, signed per Standard Webhooks. */
export const webhookPayloadSchema = z.object({
  type: webhookEventTypeSchema,
  timestamp: z.string(),
  livemode: z.boolean(),
  data: z.union([apiAwardSchema, connectionRevokedDataSchema, z.object({ message: z.string() })]),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
