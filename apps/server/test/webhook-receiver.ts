import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { webhookPayloadSchema, type WebhookPayload } from "@trophy/shared/schemas/webhooks";

/** One request a test receiver got, its signature checked with the standardwebhooks package. */
export interface Received {
  /** The path it was sent to: one per endpoint. */
  path: string;
  id: string;
  timestamp: string;
  body: string;
  payload: WebhookPayload;
}

/** What the receiver does with a request: answer a status, or hold it open until told. */
export type Respond = (request: Received, count: number) => number | "hold";

export interface Receiver {
  /** An endpoint's address on this receiver; its requests are verified with `secrets.get(path)`. */
  urlFor(name: string): string;
  secrets: Map<string, string>;
  received: Received[];
  /** Requests whose signature did not verify (there should be none). */
  rejected: string[];
  respond: Respond;
  /** Requests being answered or held now, per path, and the most there ever were at once. */
  inFlight: Map<string, number>;
  mostInFlight: Map<string, number>;
  /** The most requests being answered or held at once, whatever their path. */
  mostInFlightTotal: number;
  /** Resolves once `count` requests have come in since the last clear (verified or not). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/**
 * A real HTTP endpoint on 127.0.0.1 for the webhook tests: it verifies every request as an
 * integrator would, with `Webhook.verify`, under the secret of the endpoint its path names.
 */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const rejected: string[] = [];
  const held = new Set<http.ServerResponse>();
  const waiters: (() => void)[] = [];
  let base = "";
  const receiver: Receiver = {
    urlFor: (name) => `${base}/${name}`,
    secrets: new Map(),
    received,
    rejected,
    respond: () => 200,
    inFlight: new Map(),
    mostInFlight: new Map(),
    mostInFlightTotal: 0,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      const arrivals = () => received.length + rejected.length;
      while (arrivals() < count) {
        if (Date.now() > deadline) {
          throw new Error(`receiver got ${arrivals()} requests, expected ${count}`);
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
  let total = 0;
  const server = http.createServer((req, res) => {
    const at = req.url ?? "";
    const now = (receiver.inFlight.get(at) ?? 0) + 1;
    receiver.inFlight.set(at, now);
    receiver.mostInFlight.set(at, Math.max(now, receiver.mostInFlight.get(at) ?? 0));
    receiver.mostInFlightTotal = Math.max(++total, receiver.mostInFlightTotal);
    res.on("close", () => {
      receiver.inFlight.set(at, (receiver.inFlight.get(at) ?? 1) - 1);
      total--;
      held.delete(res);
    });
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = {
        "webhook-id": String(req.headers["webhook-id"]),
        "webhook-timestamp": String(req.headers["webhook-timestamp"]),
        "webhook-signature": String(req.headers["webhook-signature"]),
      };
      let status: number | "hold" = 401;
      const path = req.url ?? "";
      try {
        new Webhook(receiver.secrets.get(path) ?? "whsec_").verify(body, headers);
        const request: Received = {
          path,
          id: headers["webhook-id"],
          timestamp: headers["webhook-timestamp"],
          body,
          payload: webhookPayloadSchema.parse(JSON.parse(body)),
        };
        received.push(request);
        status = receiver.respond(request, received.length);
      } catch (err) {
        rejected.push(String(err));
      }
      for (const wake of waiters.splice(0)) wake();
      if (status === "hold") held.add(res);
      else res.writeHead(status, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}
