import http from "node:http";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStream } from "../../test/sse-client";
import { addReward, developerWithKey, grantTrophies } from "../../test/fixtures";
import { createTestApp, createUser, inject, signInAs, type TestApp } from "../../test/helpers";
import { PRESSURE_WARM_UP_MS } from "../plugins/overload";

const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const TOKEN = "metrics-token-0123456789";

/** The value of one sample line of the metrics text (`name{labels} value`). */
function sample(text: string, line: RegExp): number | undefined {
  for (const l of text.split("\n")) {
    const m = line.exec(l);
    if (m) return Number(l.slice(l.lastIndexOf(" ") + 1));
  }
  return undefined;
}

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), "trophy-ops-web-"));
  await writeFile(path.join(webRoot, "index.html"), "<!doctype html><div id=root></div>");
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const metricsText = async (app = t.app, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: "GET", url: "/metrics", headers });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe("health and readiness", () => {
  it("answers /health and /ready with small JSON bodies, also to a browser", async () => {
    for (const accept of ["application/json", HTML]) {
      const health = await t.app.inject({ url: "/health", headers: { accept } });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: "ok" });
      const ready = await t.app.inject({ url: "/ready", headers: { accept } });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready" });
      expect(ready.headers["cache-control"]).toBe("no-store");
    }
  });

  it("is not ready while a migration of this build is missing from the database", async () => {
    const own = await createTestApp();
    try {
      await own.database.query(
        "DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)",
      );
      const res = await own.app.inject({ url: "/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "not_ready", reason: "migrations" });
      expect((await own.app.inject({ url: "/health" })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it("turns /ready to 503 once the instance is stopping, while /health stays 200", async () => {
    const own = await createTestApp();
    try {
      own.app.lifecycle.beginStop();
      const res = await own.app.inject({ url: "/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "not_ready", reason: "stopping" });
      // Every answer now ends its connection, so kept-alive clients move on.
      expect(res.headers.connection).toBe("close");
      expect((await own.app.inject({ url: "/health" })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe("GET /metrics", () => {
  it("is Prometheus text with the request, ledger, stream, database and backlog metrics", async () => {
    await inject(t.app, { method: "GET", url: "/api/users/profile" });
    const res = await t.app.inject({ url: "/metrics", headers: { accept: HTML } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      "trophy_http_request_duration_seconds_bucket",
      "trophy_awards_total",
      "trophy_redemptions_total",
      "trophy_balance_streams_open",
      "trophy_event_delivery_lag_seconds_count",
      "trophy_db_connections_in_use",
      "trophy_db_calls_waiting",
      "trophy_db_wait_seconds_count",
      "trophy_webhook_deliveries_due",
      "trophy_mail_outbox_backlog",
      "process_cpu_seconds_total",
    ]) {
      expect(res.body).toContain(`\n${name}`);
    }
    // The operations routes count nothing of their own.
    expect(res.body).not.toMatch(/route="\/(metrics|health|ready)"/);
  });

  it("moves after an award and a redemption, labelled by route pattern, never the raw URL", async () => {
    const before = await metricsText();
    const awardsBefore = sample(before, /^trophy_awards_total /) ?? 0;
    const redemptionsBefore = sample(before, /^trophy_redemptions_total /) ?? 0;

    const { apiKey } = await developerWithKey(t.app, "Metrics App");
    const student = await signInAs(t.app, "student");
    const awarded = await inject(t.app, {
      method: "POST",
      url: "/api/v1/award-trophies",
      headers: { "x-api-key": apiKey },
      payload: { email: student.user.email, amount: 30 },
    });
    expect(awarded.statusCode).toBe(200);
    const reward = await addReward(t.app, { title: "Sticker", trophyCost: 10 });
    const redeemed = await inject(t.app, {
      method: "POST",
      url: `/api/students/rewards/${reward.id}/redeem`,
      headers: student.headers,
    });
    expect(redeemed.statusCode).toBe(200);

    const after = await metricsText();
    expect(sample(after, /^trophy_awards_total /)).toBe(awardsBefore + 1);
    expect(sample(after, /^trophy_redemptions_total /)).toBe(redemptionsBefore + 1);
    expect(
      sample(
        after,
        /^trophy_http_request_duration_seconds_count\{method="POST",route="\/api\/students\/rewards\/:id\/redeem",status_code="200"\}/,
      ),
    ).toBe(1);
    expect(
      sample(
        after,
        /^trophy_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/award-trophies",status_code="200"\}/,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(reward.id);
  });

  it("counts the mail outbox's backlog", async () => {
    const own = await createTestApp();
    try {
      // Not due for a day: the mail worker leaves it alone while it is counted.
      await own.database.query(
        "INSERT INTO mail_outbox (to_address, next_attempt_at) VALUES ('a@example.com', now() + interval '1 day'), ('b@example.com', now() + interval '1 day')",
      );
      expect(sample(await metricsText(own.app), /^trophy_mail_outbox_backlog /)).toBe(2);
      expect(sample(await metricsText(own.app), /^trophy_webhook_deliveries_due /)).toBe(0);
    } finally {
      await own.close();
    }
  });

  it("without METRICS_TOKEN answers only callers on this machine, anyone else not found", async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}, app = t.app) =>
      app.inject({ url: "/metrics", remoteAddress, headers });
    for (const local of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      expect((await from(local)).statusCode, local).toBe(200);
    }
    for (const remote of ["203.0.113.9", "10.0.0.5", "::ffff:192.168.1.2", "fe80::1"]) {
      const res = await from(remote);
      expect(res.statusCode, remote).toBe(404);
      expect(res.json()).toEqual({ error: "Not found: GET /metrics", code: "not_found" });
    }
    // A proxy on this machine that is not trusted relays someone whose address is unknown.
    expect((await from("127.0.0.1", { "x-forwarded-for": "127.0.0.1" })).statusCode).toBe(404);
    expect((await from("127.0.0.1", { forwarded: "for=127.0.0.1" })).statusCode).toBe(404);

    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    try {
      const via = (client: string) =>
        from("127.0.0.1", { "x-forwarded-for": client }, proxied.app).then((r) => r.statusCode);
      expect(await via("203.0.113.9")).toBe(404);
      expect(await via("127.0.0.1")).toBe(200);
      // Whatever the client wrote before the trusted proxy's entry counts for nothing.
      expect(await via("127.0.0.1, 203.0.113.9")).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it("asks for METRICS_TOKEN as a bearer token when it is set", async () => {
    const own = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const bare = await own.app.inject({ url: "/metrics" });
      expect(bare.statusCode).toBe(401);
      expect(bare.json()).toMatchObject({ code: "auth_required" });
      for (const authorization of [`Bearer ${TOKEN}x`, "Bearer ", TOKEN, `Basic ${TOKEN}`]) {
        const wrong = await own.app.inject({ url: "/metrics", headers: { authorization } });
        expect(wrong.statusCode, authorization).toBe(401);
        expect(wrong.body).not.toContain("trophy_");
      }
      // A session's token is not the metrics token.
      const admin = await signInAs(own.app, "admin");
      expect((await own.app.inject({ url: "/metrics", headers: admin.headers })).statusCode).toBe(
        401,
      );
      const text = await metricsText(own.app, { authorization: `Bearer ${TOKEN}` });
      expect(text).toContain("trophy_awards_total");
      // The token lets a scraper on another machine in.
      const remote = await own.app.inject({
        url: "/metrics",
        remoteAddress: "203.0.113.9",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(remote.statusCode).toBe(200);
      // Health and readiness stay open to the load balancer.
      expect((await own.app.inject({ url: "/health" })).statusCode).toBe(200);
      expect((await own.app.inject({ url: "/ready" })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

/** One request over a kept-alive connection: status, headers and body, or the socket's error. */
function get(
  port: number,
  agent: http.Agent,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        agent,
        headers: { accept: "application/json", ...headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on("error", reject);
  });
}

describe("streams and delivery lag", () => {
  it("counts open balance streams and the lag of each event handed to one", async () => {
    const own = await createTestApp();
    try {
      await own.app.listen({ port: 3300, host: "127.0.0.1" });
      const student = await signInAs(own.app, "student");
      const stream = await openStream(
        `http://127.0.0.1:3300/api/sse/balance-updates/${student.accessToken}`,
      );
      await stream.waitFor((e) => e.event === "connected");
      expect(sample(await metricsText(own.app), /^trophy_balance_streams_open /)).toBe(1);
      await grantTrophies(own.app, student.user.id, 5);
      await stream.waitFor((e) => e.event === "balance_update");
      const text = await metricsText(own.app);
      expect(sample(text, /^trophy_event_delivery_lag_seconds_count /)).toBe(1);
      expect(sample(text, /^trophy_event_delivery_lag_seconds_bucket\{le="0.1"\}/)).toBe(1);
      stream.close();
      await stream.closed;
    } finally {
      await own.close();
    }
  });
});

describe("overload", () => {
  it("answers 503 with Retry-After at once while the database wait is too long, on the same connection", async () => {
    const own = await createTestApp({
      OVERLOAD_POOL_WAIT_MS: "150",
      OVERLOAD_RETRY_AFTER_SECONDS: "3",
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let release = () => {
      /* set once the connections are held */
    };
    try {
      await own.app.listen({ port: 3301, host: "127.0.0.1" });
      await new Promise((r) => setTimeout(r, PRESSURE_WARM_UP_MS));
      const student = await signInAs(own.app, "student");
      expect((await get(3301, agent, "/api/students/trophies", student.headers)).status).toBe(200);

      // Hold the database's connections so the next call waits for one.
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holders: Promise<unknown>[] = [];
      const pool = own.database.pool;
      if (pool) {
        const clients = await Promise.all(Array.from({ length: 20 }, () => pool.connect()));
        holders.push(
          held.then(() => {
            for (const c of clients) c.release();
          }),
        );
      } else {
        holders.push(own.app.db.transaction(() => held));
      }
      const waiting = own.database.query("SELECT 1");
      await new Promise((r) => setTimeout(r, 450));

      const started = performance.now();
      const refused = await get(3301, agent, "/api/students/trophies", student.headers);
      expect(performance.now() - started).toBeLessThan(500);
      expect(refused.status).toBe(503);
      expect(refused.headers["retry-after"]).toBe("3");
      expect(JSON.parse(refused.body)).toMatchObject({ code: "server_busy" });
      // The connection is kept: the 503 is an answer, not a reset.
      expect(refused.headers.connection).not.toBe("close");
      // Health, readiness' liveness part and metrics are still answered.
      expect((await get(3301, agent, "/health")).status).toBe(200);
      const metrics = await get(3301, agent, "/metrics");
      expect(metrics.status).toBe(200);
      expect(sample(metrics.body, /^trophy_db_calls_waiting /)).toBeGreaterThanOrEqual(1);

      release();
      await Promise.all([...holders, waiting]);
      // Once the wait is over (next sample), requests are served again.
      let status = 0;
      for (let i = 0; i < 20 && status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await get(3301, agent, "/api/students/trophies", student.headers)).status;
      }
      expect(status).toBe(200);
    } finally {
      release();
      agent.destroy();
      await own.close();
    }
  });

  it("answers 503 with Retry-After while the event loop lags past its limit", async () => {
    const own = await createTestApp({ OVERLOAD_EVENT_LOOP_DELAY_MS: "50" });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await own.app.listen({ port: 3302, host: "127.0.0.1" });
      await new Promise((r) => setTimeout(r, PRESSURE_WARM_UP_MS));
      let refused: Awaited<ReturnType<typeof get>> | undefined;
      for (let round = 0; round < 3 && refused?.status !== 503; round++) {
        // Block the loop well past the limit, then ask until a sample has seen it.
        const until = performance.now() + 400;
        while (performance.now() < until);
        for (let i = 0; i < 12 && refused?.status !== 503; i++) {
          refused = await get(3302, agent, "/api/users/profile");
          await new Promise((r) => setTimeout(r, 25));
        }
      }
      expect(refused?.status).toBe(503);
      expect(refused?.headers["retry-after"]).toBe("2");
      expect(JSON.parse(refused?.body ?? "{}")).toMatchObject({ code: "server_busy" });
    } finally {
      agent.destroy();
      await own.close();
    }
  });
});

it("keeps user ids out of a created user's metrics", async () => {
  const user = await createUser(t.app, { userType: "student" });
  await inject(t.app, { method: "GET", url: `/api/admin/users/${user.id}` });
  expect(await metricsText()).not.toContain(user.id);
});
