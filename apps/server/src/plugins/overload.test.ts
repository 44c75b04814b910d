import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStream } from "../../test/sse-client";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers";
import { holdDatabase } from "../../test/hold-database";

const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const TROPHIES = "/api/students/trophies";

let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), "trophy-overload-web-"));
  await mkdir(path.join(webRoot, "assets"));
  await writeFile(path.join(webRoot, "index.html"), "<!doctype html><div id=root></div>");
  await writeFile(path.join(webRoot, "assets", "route-chunk.js"), "export const page = 1;\n");
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

/** One GET over real HTTP on `agent`, timed from sending to the end of the answer. */
function get(
  base: string,
  agent: http.Agent,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}${urlPath}`,
      { agent, headers: { accept: "application/json", ...headers } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => {
          const ms = performance.now() - started;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms });
        });
      },
    );
    req.on("error", reject);
  });
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(condition()).toBe(true);
}

async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

describe("the bound on API calls in flight (OVERLOAD_MAX_IN_FLIGHT)", () => {
  it("refuses the call past the bound at once with 503 and Retry-After, and answers the ones it took", async () => {
    const t = await createTestApp(
      { OVERLOAD_MAX_IN_FLIGHT: "2", OVERLOAD_RETRY_AFTER_SECONDS: "3" },
      { webRoot },
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    let release: (() => Promise<void>) | undefined;
    try {
      const base = await listening(t);
      const student = await signInAs(t.app, "student");
      release = await holdDatabase(t);
      const taken = [
        get(base, agent, TROPHIES, student.headers),
        get(base, agent, TROPHIES, student.headers),
      ];
      await until(() => t.app.lifecycle.inFlight === 2);

      const refused = await get(base, agent, TROPHIES, student.headers);
      expect(refused.status).toBe(503);
      expect(refused.ms).toBeLessThan(500);
      expect(refused.headers["retry-after"]).toBe("3");
      expect(JSON.parse(refused.body)).toMatchObject({ code: "server_busy" });
      // An answer on the open connection, not a reset.
      expect(refused.headers.connection).not.toBe("close");
      // The web client's page and files, and the probes, are not API calls: always answered.
      for (const [url, accept] of [
        ["/", HTML],
        ["/student/history", HTML],
        ["/auth/verify-email/some-token", HTML],
        ["/assets/route-chunk.js", "*/*"],
        ["/health", "application/json"],
      ] as const) {
        expect((await get(base, agent, url, { accept })).status, url).toBe(200);
      }

      await release();
      release = undefined;
      for (const answer of await Promise.all(taken)) expect(answer.status).toBe(200);
      // Their places are free again.
      const again = await Promise.all([
        get(base, agent, TROPHIES, student.headers),
        get(base, agent, TROPHIES, student.headers),
      ]);
      expect(again.map((a) => a.status)).toEqual([200, 200]);
    } finally {
      await release?.();
      agent.destroy();
      await t.close();
    }
  });

  it("counts an open balance stream only until its head is sent", async () => {
    const t = await createTestApp({ OVERLOAD_MAX_IN_FLIGHT: "1" });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const base = await listening(t);
      const student = await signInAs(t.app, "student");
      const stream = await openStream(`${base}/api/sse/balance-updates/${student.accessToken}`);
      try {
        await stream.waitFor((e) => e.event === "connected");
        for (let i = 0; i < 3; i++)
          expect((await get(base, agent, TROPHIES, student.headers)).status).toBe(200);
      } finally {
        stream.close();
      }
    } finally {
      agent.destroy();
      await t.close();
    }
  });

  it("gives no place to a call whose body is still arriving", async () => {
    const t = await createTestApp({ OVERLOAD_MAX_IN_FLIGHT: "1" });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let slow: net.Socket | undefined;
    try {
      const base = await listening(t);
      const student = await signInAs(t.app, "student");
      const { port } = t.app.server.address() as AddressInfo;
      slow = net.connect(port, "127.0.0.1");
      slow.on("error", () => undefined);
      slow.write(
        "POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
      );
      await until(() => t.app.lifecycle.inFlight === 1);
      expect((await get(base, agent, TROPHIES, student.headers)).status).toBe(200);
    } finally {
      slow?.destroy();
      agent.destroy();
      await t.close();
    }
  });

  it("frees the place of a call whose client went away", async () => {
    const t = await createTestApp({ OVERLOAD_MAX_IN_FLIGHT: "1" });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let release: (() => Promise<void>) | undefined;
    try {
      const base = await listening(t);
      const student = await signInAs(t.app, "student");
      release = await holdDatabase(t);
      const gone = http.get(`${base}${TROPHIES}`, { headers: student.headers });
      gone.on("error", () => undefined);
      await until(() => t.app.lifecycle.inFlight === 1);
      gone.destroy();
      await until(() => t.app.lifecycle.inFlight === 0);
      await release();
      release = undefined;
      expect((await get(base, agent, TROPHIES, student.headers)).status).toBe(200);
    } finally {
      await release?.();
      agent.destroy();
      await t.close();
    }
  });
});
