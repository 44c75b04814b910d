import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  id: string;
  body: { type: string; livemode: boolean; data: Record<string, unknown> };
  /** Whether webhook-signature carries the Standard Webhooks HMAC under the endpoint's secret. */
  verified: boolean;
}

export interface WebhookReceiver {
  url: string;
  /** The endpoint's signing secret (`whsec_…`), once the page has shown it. */
  secret: string;
  /** The status it answers with (200 unless a test makes the endpoint fail). */
  status: number;
  received: ReceivedWebhook[];
  close(): Promise<void>;
}

/**
 * Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of "id.timestamp.body", keyed with the
 * secret's base64 part; the header may carry several signatures separated by spaces.
 */
function verify(secret: string, id: string, timestamp: string, body: string, header: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  return header.split(" ").some((signature) => {
    const [version, value] = signature.split(",");
    if (version !== "v1" || !value) return false;
    const given = Buffer.from(value, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** A real HTTP endpoint on 127.0.0.1 that answers `status` and keeps what it was sent. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const receiver: WebhookReceiver = {
    url: "",
    secret: "",
    status: 200,
    received,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const header = (name: string) => String(req.headers[name] ?? "");
      const id = header("webhook-id");
      received.push({
        id,
        body: JSON.parse(raw) as ReceivedWebhook["body"],
        verified: verify(
          receiver.secret,
          id,
          header("webhook-timestamp"),
          raw,
          header("webhook-signature"),
        ),
      });
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
