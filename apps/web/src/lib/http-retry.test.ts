// @vitest-environment-options { "url": "http://127.0.0.1:3304/" }
import http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRequest } from "./api-client";
import { ApiError } from "./api-error";
import { busyRetryDelayMs } from "./http";

/**
 * A real HTTP server on the page's own origin answers as it is told, call by call: the client's
 * retry of a busy server's 503 goes over the network like any call.
 */
interface Seen {
  method: string;
  url: string;
  at: number;
  body: string;
}
let seen: Seen[] = [];
let answers: Answer[] = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", at: performance.now(), body });
      const answer = answers.shift() ?? { status: 200, body: { ok: true } };
      res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(3304, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  answers = [];
});

const okSchema = z.object({ ok: z.literal(true) });
interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}
const busy = (retryAfter?: string): Answer => ({
  status: 503,
  headers: retryAfter === undefined ? {} : { "retry-after": retryAfter },
  body: { error: "The server is busy. Please try again in a moment.", code: "server_busy" },
});

describe("a busy server's 503", () => {
  it("is retried once after Retry-After, with the same method and body", async () => {
    answers = [busy("1")];
    const result = await apiRequest("/api/things", {
      method: "POST",
      body: { amount: 3 },
      schema: okSchema,
    });
    expect(result).toEqual({ ok: true });
    expect(seen.map((s) => `${s.method} ${s.url} ${s.body}`)).toEqual([
      'POST /api/things {"amount":3}',
      'POST /api/things {"amount":3}',
    ]);
    const waited = (seen[1]?.at ?? 0) - (seen[0]?.at ?? 0);
    expect(waited).toBeGreaterThanOrEqual(950);
    expect(waited).toBeLessThan(3000);
  });

  it("is retried only once: a second 503 is the call's answer", async () => {
    answers = [busy("0"), busy("0")];
    const error = await apiRequest("/api/things", { schema: okSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).code).toBe("server_busy");
    expect(seen).toHaveLength(2);
  });

  it("is not retried without Retry-After (a server stopping) or with a wait too long", async () => {
    for (const answer of [busy(), busy("3600")]) {
      seen = [];
      answers = [answer];
      await expect(apiRequest("/api/things", { schema: okSchema })).rejects.toBeInstanceOf(
        ApiError,
      );
      expect(seen).toHaveLength(1);
    }
  });
});

describe("busyRetryDelayMs", () => {
  const answer = { status: 503, ok: false, data: undefined };
  it("reads seconds and HTTP dates, and retries nothing else", () => {
    expect(busyRetryDelayMs({ answer, retryAfter: "2" })).toBe(2000);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(busyRetryDelayMs({ answer, retryAfter: "Thu, 01 Jan 2026 00:00:05 GMT" }, now)).toBe(
      5000,
    );
    expect(busyRetryDelayMs({ answer, retryAfter: "soon" })).toBeNull();
    expect(busyRetryDelayMs({ answer, retryAfter: null })).toBeNull();
    expect(
      busyRetryDelayMs({ answer: { status: 429, ok: false, data: undefined }, retryAfter: "1" }),
    ).toBeNull();
  });
});
