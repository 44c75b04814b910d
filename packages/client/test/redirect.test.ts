import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RedirectError, TrophyApiError, TrophyClient } from "../src/index.js";
import { world } from "./support/world.js";

/**
 * A base URL that answers with a redirect to another host: the client must not follow it, as the
 * API key would go along. Two real HTTP servers: `elsewhere` answers every request as a
 * successful award would be answered, so a followed redirect would look like a success.
 */
interface Seen {
  method: string;
  path: string;
  apiKey: string | undefined;
}

interface Server {
  url: string;
  seen: Seen[];
  close(): Promise<void>;
}

async function serve(answer: (res: http.ServerResponse, req: http.IncomingMessage) => void) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const key = req.headers["x-api-key"];
      seen.push({ method: req.method ?? "", path: req.url ?? "", apiKey: key?.toString() });
      answer(res, req);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  } satisfies Server;
}

const success = JSON.stringify({
  success: true,
  livemode: true,
  transaction: {
    id: "5f0c6f0e-4f43-4bd5-9a53-3b3f7c1c2d10",
    studentId: `stu_${"a".repeat(32)}`,
    amount: 5,
    createdAt: "2026-01-01T00:00:00.000Z",
  },
});

const w = world();
let elsewhere: Server;
let redirector: Server;
/** The status the redirector answers with next. */
let status = 302;
beforeAll(async () => {
  elsewhere = await serve((res) => {
    res.writeHead(200, { "content-type": "application/json" }).end(success);
  });
  redirector = await serve((res, req) => {
    res.writeHead(status, { location: `${elsewhere.url}${req.url ?? "/"}` }).end("Moved elsewhere");
  });
});
afterAll(async () => {
  await Promise.all([elsewhere.close(), redirector.close()]);
});
beforeEach(() => {
  status = 302;
  elsewhere.seen.length = 0;
  redirector.seen.length = 0;
});

const client = (options: Partial<ConstructorParameters<typeof TrophyClient>[0]> = {}) =>
  new TrophyClient({ apiKey: w.liveKey, baseUrl: redirector.url, ...options });

const awardId = "5f0c6f0e-4f43-4bd5-9a53-3b3f7c1c2d10";

describe("a base URL that redirects", () => {
  it("makes every call throw RedirectError, and the other host gets no request", async () => {
    const trophies = client();
    const calls: [string, () => Promise<unknown>][] = [
      ["award", () => trophies.awardTrophies({ email: "maya@example.com", amount: 5 })],
      ["batch", () => trophies.awardTrophiesBatch([{ email: "maya@example.com", amount: 5 }])],
      ["lookup", () => trophies.getAward(awardId)],
      ["reversal", () => trophies.reverseAward(awardId)],
      ["connect", () => trophies.connect("ABCD-EFGH")],
    ];
    for (const [name, call] of calls) {
      const error = await call().catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(RedirectError);
      expect(error, name).toBeInstanceOf(TrophyApiError);
      expect(error, name).toMatchObject({ status: 302, code: null });
      expect((error as RedirectError).location).toMatch(new RegExp(`^${elsewhere.url}/api/v1/`));
      expect((error as RedirectError).message).toContain("redirect");
    }
    // Sent once each to the base URL (a redirect is no reason to retry), never elsewhere.
    expect(redirector.seen).toHaveLength(calls.length);
    expect(redirector.seen.every((s) => s.apiKey === w.liveKey)).toBe(true);
    expect(elsewhere.seen).toEqual([]);
  });

  it("treats every 3xx alike, the ones fetch would never follow too", async () => {
    for (const code of [300, 301, 303, 304, 307, 308]) {
      status = code;
      const error = await client()
        .awardTrophies({ email: "maya@example.com", amount: 5 })
        .catch((e: unknown) => e);
      expect(error, String(code)).toBeInstanceOf(RedirectError);
      expect(error, String(code)).toMatchObject({ status: code });
    }
    expect(elsewhere.seen).toEqual([]);
  });

  it("refuses the answer of a given fetch that follows the redirect anyway", async () => {
    // A fetch that ignores the request's redirect mode: the key has gone, but the answer is
    // still no success.
    const following = (request: Request) =>
      globalThis.fetch(new Request(request, { redirect: "follow" }));
    const error = await client({ fetch: following })
      .awardTrophies({ email: "maya@example.com", amount: 5 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ status: 200 });
    expect((error as RedirectError).location).toMatch(new RegExp(`^${elsewhere.url}/`));
    expect(elsewhere.seen).toHaveLength(1);
  });
});
