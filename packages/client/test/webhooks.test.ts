import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TrophyClient,
  verifyWebhook,
  WebhookVerificationError,
  type WebhookEvent,
} from "../src/index.js";
import { developerToken, world } from "./support/world.js";

interface Delivery {
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

const w = world();
const deliveries: Delivery[] = [];
let receiver: http.Server;
let receiverUrl = "";
let secret = "";
let endpointId = "";
let token = "";

/** A real endpoint: it keeps each request's raw body and headers and answers 200. */
beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      deliveries.push({ body: Buffer.concat(chunks), headers: req.headers });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  token = await developerToken(w);
  const res = await fetch(`${w.baseUrl}/api/developers/webhooks`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ url: receiverUrl, events: ["award.created", "award.reversed"] }),
  });
  expect(res.status).toBe(201);
  const { webhook } = (await res.json()) as { webhook: { id: string; secret: string } };
  secret = webhook.secret;
  endpointId = webhook.id;
});
afterAll(async () => {
  await fetch(`${w.baseUrl}/api/developers/webhooks/${endpointId}`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${token}` },
  });
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

async function nextDelivery(count: number): Promise<Delivery> {
  for (let i = 0; i < 200 && deliveries.length < count; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const delivery = deliveries[count - 1];
  if (!delivery) throw new Error(`the receiver got ${deliveries.length} deliveries`);
  return delivery;
}

describe("verifyWebhook on what the server delivered", () => {
  it("verifies award.created and award.reversed as the server signed them", async () => {
    const client = new TrophyClient({ apiKey: w.liveKey, baseUrl: w.baseUrl });
    const award = await client.awardTrophies({ email: w.student.email, amount: 8 });
    const created = await nextDelivery(1);
    // Node's request headers as they come, and the raw body as a Buffer.
    const event: WebhookEvent = verifyWebhook(created.body, created.headers, secret);
    expect(event).toMatchObject({
      type: "award.created",
      livemode: true,
      data: { id: award.transaction.id, amount: 8, reversedAt: null },
    });

    await client.reverseAward(award.transaction.id);
    const reversed = await nextDelivery(2);
    // The Fetch API's Headers and the body as text work the same.
    const headers = new Headers();
    for (const [name, value] of Object.entries(reversed.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const again = verifyWebhook(reversed.body.toString("utf8"), headers, secret);
    expect(again.type).toBe("award.reversed");
    if (again.type === "award.reversed") expect(again.data.reversedAt).not.toBeNull();
  });

  it("refuses a changed body, another secret, a missing header and a stale timestamp", async () => {
    const delivery = await nextDelivery(1);
    const tampered = Buffer.from(
      delivery.body.toString("utf8").replace(/("amount"\s*:\s*)8/, "$180"),
    );
    expect(tampered.equals(delivery.body)).toBe(false);
    expect(() => verifyWebhook(tampered, delivery.headers, secret)).toThrow(
      WebhookVerificationError,
    );
    const otherSecret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    expect(() => verifyWebhook(delivery.body, delivery.headers, otherSecret)).toThrow(
      WebhookVerificationError,
    );
    const withoutId = Object.fromEntries(
      Object.entries(delivery.headers).filter(([name]) => name !== "webhook-id"),
    );
    expect(() => verifyWebhook(delivery.body, withoutId, secret)).toThrow(
      "Missing required headers",
    );
    const stale = {
      ...delivery.headers,
      "webhook-timestamp": String(Math.floor(Date.now() / 1000) - 600),
    };
    expect(() => verifyWebhook(delivery.body, stale, secret)).toThrow("Message timestamp too old");
  });
});
