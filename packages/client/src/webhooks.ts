import { Webhook, WebhookVerificationError } from "standardwebhooks";
import type { webhooks } from "./generated/openapi.js";

export { WebhookVerificationError };

type EventOf<Name extends keyof webhooks> = NonNullable<
  webhooks[Name]["post"]["requestBody"]
>["content"]["application/json"];

/** Every event an endpoint may receive, as the OpenAPI document's `webhooks` describe them. */
export type WebhookEvent = { [Name in keyof webhooks]: EventOf<Name> }[keyof webhooks];

/** Request headers as Node.js (`req.headers`), the Fetch API (`Headers`) or a framework gives them. */
export type WebhookHeaders =
  | Headers
  | Record<string, string | readonly string[] | undefined>
  | Iterable<readonly [string, string]>;

const SIGNATURE_HEADERS = ["webhook-id", "webhook-timestamp", "webhook-signature"] as const;

function signatureHeaders(headers: WebhookHeaders): Record<string, string> {
  const given = new Map<string, string>();
  const entries: Iterable<readonly [string, string | readonly string[] | undefined]> =
    Symbol.iterator in headers ? headers : Object.entries(headers);
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    given.set(name.toLowerCase(), typeof value === "string" ? value : value.join(", "));
  }
  const wanted: Record<string, string> = {};
  for (const name of SIGNATURE_HEADERS) {
    const value = given.get(name);
    if (value !== undefined) wanted[name] = value;
  }
  return wanted;
}

/**
 * Checks a webhook request per Standard Webhooks, with the `standardwebhooks` library, and answers
 * its event. `body` must be the raw body exactly as received (not JSON parsed and serialised
 * again); `secret` is the endpoint's `whsec_…`. Throws `WebhookVerificationError` when a header is
 * missing, the timestamp is more than 5 minutes away, or no signature matches. Use the event's
 * `webhook-id` header to skip a message already handled: it stays the same on every retry and
 * replay.
 */
export function verifyWebhook(
  body: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
): WebhookEvent {
  const payload = typeof body === "string" ? body : new TextDecoder().decode(body);
  const event = new Webhook(secret).verify(payload, signatureHeaders(headers)) as
    WebhookEvent | undefined;
  // A signed empty body is valid Standard Webhooks, but never an event of this API.
  if (event === undefined) throw new WebhookVerificationError("Empty payload");
  return event;
}
