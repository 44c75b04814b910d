import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_TESTS_PER_MINUTE } from "@trophy/shared/constants";
import { users, webhookEndpoints } from "../../db/schema";
import { ERROR_TEXTS, WEBHOOK_TEXTS } from "../../texts/errors";
import {
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";

/** An address outside every private range: nothing is resolved, and nothing is sent to it here. */
const PUBLIC_URL = "https://93.184.215.14/hooks";

let t: TestApp;
let dev: SignedIn;
beforeAll(async () => {
  // The pings queued here go nowhere: each attempt gives up after a second.
  t = await createTestApp({ WEBHOOK_TIMEOUT_SECONDS: "1" });
  dev = await signInAs(t.app, "developer");
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "DELETE", url: string, who?: SignedIn, payload?: object) =>
  inject(t.app, { method, url: `/api/developers/webhooks${url}`, headers: who?.headers, payload });

const create = (who: SignedIn, url = PUBLIC_URL, events = ["award.created"]) =>
  call("POST", "", who, { url, events });

describe("webhook endpoints", () => {
  it("registers an endpoint, answers its secret once, lists and deletes it", async () => {
    const res = await create(dev, PUBLIC_URL, ["award.created", "award.reversed", "award.created"]);
    expect(res.statusCode).toBe(201);
    const { webhook } = res.json();
    expect(webhook).toMatchObject({
      url: PUBLIC_URL,
      events: ["award.created", "award.reversed"],
      failingSince: null,
      circuit: "closed",
      openUntil: null,
      lastError: null,
    });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // The secret is one the Standard Webhooks library takes.
    expect(() => new Webhook(webhook.secret).sign("msg_1", new Date(), "{}")).not.toThrow();
    const [row] = await t.app.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, webhook.id));
    expect(row?.secretCiphertext).not.toContain(webhook.secret.slice(6));
    expect(t.app.webhookSecrets.open(row?.secretCiphertext ?? "", webhook.id)).toBe(webhook.secret);

    const listed = (await call("GET", "", dev)).json().webhooks;
    const shown: Partial<typeof webhook> = { ...webhook };
    delete shown.secret;
    expect(listed).toContainEqual(shown);
    expect(JSON.stringify(listed)).not.toContain("whsec_");

    expect((await call("DELETE", `/${webhook.id}`, dev)).statusCode).toBe(204);
    expect((await call("GET", "", dev)).json().webhooks).not.toContainEqual(shown);
    const again = await call("DELETE", `/${webhook.id}`, dev);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: ERROR_TEXTS.webhook_not_found,
      code: "webhook_not_found",
    });
  });

  it("queues a ping on test and lists it among the deliveries", async () => {
    const { webhook } = (await create(dev)).json();
    const test = await call("POST", `/${webhook.id}/test`, dev);
    expect(test.statusCode).toBe(200);
    const { delivery } = test.json();
    expect(delivery).toMatchObject({ event: "ping", status: "pending", deliveredAt: null });
    expect(delivery.messageId).toMatch(/^msg_[0-9a-f]{32}$/);
    const { deliveries } = (await call("GET", `/${webhook.id}/deliveries`, dev)).json();
    expect(deliveries[0]).toMatchObject({ id: delivery.id, event: "ping" });
    await call("DELETE", `/${webhook.id}`, dev);
  });
});

describe("the test event's limit", () => {
  it(`sends at most ${WEBHOOK_TESTS_PER_MINUTE} test events a minute per developer, then 429`, async () => {
    const busy = await signInAs(t.app, "developer");
    const { webhook } = (await create(busy)).json();
    // The window is the clock's minute: a burst that straddles two would get two allowances.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => call("POST", `/${webhook.id}/test`, busy)),
    );
    const sent = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(sent).toHaveLength(WEBHOOK_TESTS_PER_MINUTE);
    expect(new Set(refused.map((r) => r.statusCode))).toEqual(new Set([429]));
    expect(refused[0]?.json()).toEqual({
      error: ERROR_TEXTS.too_many_webhook_tests,
      code: "too_many_webhook_tests",
    });
    const retryAfter = Number(refused[0]?.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Only the allowed ones were queued: nothing more goes out.
    const { deliveries } = (await call("GET", `/${webhook.id}/deliveries`, busy)).json();
    expect(deliveries).toHaveLength(WEBHOOK_TESTS_PER_MINUTE);
    // Another developer has an allowance of their own.
    const { webhook: theirs } = (await create(dev)).json();
    expect((await call("POST", `/${theirs.id}/test`, dev)).statusCode).toBe(200);
    await call("DELETE", `/${webhook.id}`, busy);
    await call("DELETE", `/${theirs.id}`, dev);
  });
});

describe("refusals", () => {
  it("is for signed-in developers only", async () => {
    const { webhook } = (await create(dev)).json();
    const routes: ["GET" | "POST" | "DELETE", string][] = [
      ["GET", ""],
      ["POST", ""],
      ["DELETE", `/${webhook.id}`],
      ["POST", `/${webhook.id}/test`],
      ["GET", `/${webhook.id}/deliveries`],
    ];
    const student = await signInAs(t.app, "student");
    const parent = await signInAs(t.app, "parent_guide");
    for (const [method, url] of routes) {
      const body =
        method === "POST" && url === "" ? { url: PUBLIC_URL, events: ["ping"] } : undefined;
      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe("auth_required");
      for (const who of [student, parent]) {
        const res = await call(method, url, who, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe("forbidden");
      }
    }
    expect((await call("GET", "", dev)).json().webhooks).toHaveLength(1);
    await call("DELETE", `/${webhook.id}`, dev);
  });

  it("shows a developer nothing of another developer's endpoints", async () => {
    const { webhook } = (await create(dev)).json();
    const other = await signInAs(t.app, "developer");
    expect((await call("GET", "", other)).json()).toEqual({ webhooks: [] });
    for (const [method, url] of [
      ["DELETE", `/${webhook.id}`],
      ["POST", `/${webhook.id}/test`],
      ["GET", `/${webhook.id}/deliveries`],
    ] as const) {
      const res = await call(method, url, other);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("webhook_not_found");
    }
    expect((await call("GET", `/${webhook.id}/deliveries`, dev)).json().deliveries).toEqual([]);
    expect((await call("GET", `/not-an-id/deliveries`, dev)).statusCode).toBe(400);
    await call("DELETE", `/${webhook.id}`, dev);
  });

  it("lets only validated developers register", async () => {
    const later = await signInAs(t.app, "developer");
    await t.app.db
      .update(users)
      .set({ developerStatus: "pending" })
      .where(eq(users.id, later.user.id));
    const res = await create(later);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("developer_not_validated");
  });

  it("refuses addresses that are not https or not public", async () => {
    const refused = async (url: string, code: string, error: string) => {
      const res = await create(dev, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code, error });
    };
    await refused("http://93.184.215.14/hooks", "webhook_url_invalid", WEBHOOK_TEXTS.httpsRequired);
    await refused("ftp://93.184.215.14/", "webhook_url_invalid", WEBHOOK_TEXTS.httpsRequired);
    for (const host of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.10",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "2130706433", // 127.0.0.1 as one number
      "[::1]",
      "[::]",
      "[fe80::1]",
      "[fd00::1]",
      "[::ffff:127.0.0.1]",
      "[::ffff:0:127.0.0.1]", // IPv4-translated
      "[::ffff:0:a00:1]",
      "[::127.0.0.1]", // IPv4-compatible
      "[64:ff9b::127.0.0.1]",
      "[64:ff9b:1::808:808]", // NAT64 for local use
      "[2002:7f00:1::1]", // 6to4 of 127.0.0.1
      "[::ffff:a9fe:a9fe]",
      "[64:ff9b::a00:1]",
      "[ff02::1]",
    ]) {
      const url = `https://${host}/hooks`;
      const res = await create(dev, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe("webhook_url_forbidden");
    }
    // A name is resolved: localhost is loopback.
    await refused(
      "https://localhost:8443/hooks",
      "webhook_url_forbidden",
      WEBHOOK_TEXTS.forbiddenAddress("localhost"),
    );
    await refused(
      "https://no-such-host.invalid/hooks",
      "webhook_url_invalid",
      WEBHOOK_TEXTS.unresolvable("no-such-host.invalid"),
    );
    const malformed = await create(dev, "not a url");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("validation_failed");
    const noEvents = await create(dev, PUBLIC_URL, []);
    expect(noEvents.statusCode).toBe(400);
    const unknownEvent = await create(dev, PUBLIC_URL, ["award.deleted"]);
    expect(unknownEvent.statusCode).toBe(400);
    expect((await call("GET", "", dev)).json().webhooks).toEqual([]);
  });

  it(`allows at most ${WEBHOOK_ENDPOINTS_MAX} endpoints per developer`, async () => {
    const busy = await signInAs(t.app, "developer");
    const made = await Promise.all(
      Array.from({ length: WEBHOOK_ENDPOINTS_MAX + 2 }, () => create(busy)),
    );
    expect(made.filter((r) => r.statusCode === 201)).toHaveLength(WEBHOOK_ENDPOINTS_MAX);
    const over = made.filter((r) => r.statusCode !== 201);
    expect(over.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(over[0]?.json()).toEqual({
      error: ERROR_TEXTS.too_many_webhooks,
      code: "too_many_webhooks",
    });
  });
});

describe("WEBHOOK_ALLOW_PRIVATE_URLS=true", () => {
  it("allows http and private addresses, for development and tests", async () => {
    const open = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" });
    try {
      const local = await signInAs(open.app, "developer");
      const res = await inject(open.app, {
        method: "POST",
        url: "/api/developers/webhooks",
        headers: local.headers,
        payload: { url: "http://127.0.0.1:9/hooks", events: ["ping"] },
      });
      expect(res.statusCode).toBe(201);
      const ftp = await inject(open.app, {
        method: "POST",
        url: "/api/developers/webhooks",
        headers: local.headers,
        payload: { url: "ftp://127.0.0.1/hooks", events: ["ping"] },
      });
      expect(ftp.json()).toEqual({
        code: "webhook_url_invalid",
        error: WEBHOOK_TEXTS.schemeRequired,
      });
    } finally {
      await open.close();
    }
  });
});
