import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { Webhook } from "standardwebhooks";
import { WEBHOOK_TEXTS } from "../../texts/errors";
import { ForbiddenAddressError, guardedLookup, hostOf, isForbiddenAddress } from "./url-safety";

export interface WebhookRequest {
  url: string;
  /** The endpoint's `whsec_…` secret. */
  secret: string;
  messageId: string;
  /** The stored JSON text: signed and sent byte for byte. */
  payload: string;
}

export interface AttemptOutcome {
  delivered: boolean;
  responseCode: number | null;
  error: string | null;
  /** No answer came: the attempt timed out or could not connect (what opens a circuit). */
  unanswered?: boolean;
}

export interface SendOptions {
  timeoutMs: number;
  allowPrivateUrls: boolean;
  /** Keep-alive agents of the worker; without them each attempt opens a connection of its own. */
  agents?: { http: http.Agent; https: https.Agent };
}

/** How long the rest of an answer may take after its status: then the connection is dropped. */
const DRAIN_MS = 2000;

/** Standard Webhooks headers: the signature covers "id.timestamp.body" under the endpoint's secret. */
export function signedHeaders(request: WebhookRequest, now = new Date()): Record<string, string> {
  return {
    "content-type": "application/json",
    "user-agent": "TrophyRewards-Webhooks/1",
    "webhook-id": request.messageId,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": new Webhook(request.secret).sign(request.messageId, now, request.payload),
  };
}

function failure(error: string, responseCode: number | null = null): AttemptOutcome {
  return { delivered: false, responseCode, error, unanswered: responseCode === null };
}

const reasonOf = (err: Error & { code?: string }) =>
  err instanceof ForbiddenAddressError
    ? err.message
    : WEBHOOK_TEXTS.failedToConnect(err.code ?? err.message);

/**
 * One attempt: POST the payload, signed. A 2xx status within the timeout is a delivery; the
 * body of the answer is read and discarded (so the connection can serve the next attempt).
 * Redirects are not followed (a 3xx is a failure), so the only addresses reached are the ones the
 * guarded lookup allowed when the connection was opened.
 */
export function sendWebhook(
  request: WebhookRequest,
  options: SendOptions,
): Promise<AttemptOutcome> {
  const url = new URL(request.url);
  const host = hostOf(url);
  // An address in the URL itself is never looked up: it is checked here instead.
  if (!options.allowPrivateUrls && isIP(host) && isForbiddenAddress(host)) {
    return Promise.resolve(failure(WEBHOOK_TEXTS.forbiddenAddress(host)));
  }
  const body = Buffer.from(request.payload, "utf8");
  const secure = url.protocol === "https:";
  const client = secure ? https : http;
  const agent = options.agents ? (secure ? options.agents.https : options.agents.http) : false;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = client.request(url, {
      method: "POST",
      agent,
      lookup: guardedLookup(options.allowPrivateUrls),
      headers: { ...signedHeaders(request), "content-length": String(body.length) },
    });
    const timer = setTimeout(() => {
      settle(failure(WEBHOOK_TEXTS.timedOut(options.timeoutMs / 1000)));
      req.destroy();
    }, options.timeoutMs);
    req.on("response", (res) => {
      const code = res.statusCode ?? 0;
      settle(
        code >= 200 && code < 300
          ? { delivered: true, responseCode: code, error: null }
          : failure(WEBHOOK_TEXTS.answered(code), code),
      );
      const drain = setTimeout(() => res.destroy(), DRAIN_MS);
      res.on("close", () => {
        clearTimeout(drain);
      });
      res.resume();
    });
    req.on("error", (err) => {
      settle(failure(reasonOf(err)));
    });
    req.end(body);
  });
}
