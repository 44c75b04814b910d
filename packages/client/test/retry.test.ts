import { createServer } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  RateLimitError,
  ServiceUnavailableError,
  TrophyClient,
  TrophyConnectionError,
  type TrophyClientOptions,
} from "../src/index.js";
import { startFaultyProxy, type FaultyProxy } from "./support/faulty-proxy.js";
import { studentBalance, world } from "./support/world.js";

const w = world();
let proxy: FaultyProxy;
beforeAll(async () => {
  proxy = await startFaultyProxy(w.baseUrl);
});
afterAll(() => proxy.close());
afterEach(() => {
  proxy.faults = [];
  proxy.seen = [];
});

const through = (options: Partial<TrophyClientOptions> = {}) =>
  new TrophyClient({ apiKey: w.liveKey, baseUrl: proxy.url, ...options });

describe("retries on 429 and 503, after Retry-After", () => {
  it("awards once after a busy answer, sending the same idempotency key and body again", async () => {
    const before = await studentBalance(w);
    proxy.faults = ["busy"];
    const started = Date.now();
    const award = await through().awardTrophies({ email: w.student.email, amount: 2 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(proxy.seen).toHaveLength(2);
    const [first, second] = proxy.seen;
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(second?.body).toBe(first?.body);
    expect(award.transaction.amount).toBe(2);
    expect(await studentBalance(w)).toBe(before + 2);
  });

  it("retries the hourly limit's 429 too, up to maxRetries", async () => {
    proxy.faults = ["limited", "limited"];
    const award = await through({ retry: { maxRetries: 2 } }).awardTrophies({
      email: w.student.email,
      amount: 1,
    });
    expect(award.success).toBe(true);
    expect(proxy.seen).toHaveLength(3);
    expect(new Set(proxy.seen.map((s) => s.idempotencyKey)).size).toBe(1);
  });

  it("gives up after maxRetries with the last answer's typed error", async () => {
    proxy.faults = ["busy", "busy"];
    const error = await through({ retry: { maxRetries: 1 } })
      .awardTrophies({ email: w.student.email, amount: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error).toMatchObject({ status: 503, code: "server_busy", retryAfter: 1 });
    expect(proxy.seen).toHaveLength(2);
  });

  it("sends each call once with retry: false", async () => {
    proxy.faults = ["limited"];
    const error = await through({ retry: false })
      .getAward("5f0c6f0e-4f43-4bd5-9a53-3b3f7c1c2d10")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(proxy.seen).toHaveLength(1);
  });

  it("does not wait longer than maxDelayMs: a longer Retry-After is answered at once", async () => {
    proxy.faults = ["busy"];
    const started = Date.now();
    await expect(
      through({ retry: { maxDelayMs: 500 } }).awardTrophies({ email: w.student.email, amount: 1 }),
    ).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(Date.now() - started).toBeLessThan(900);
    expect(proxy.seen).toHaveLength(1);
  });
});

describe("lost answers", () => {
  it("retries an award whose answer was lost and gets the first award back, not a second", async () => {
    const before = await studentBalance(w);
    proxy.faults = ["lost"];
    const award = await through().awardTrophies({ email: w.student.email, amount: 6 });
    expect(proxy.seen).toHaveLength(2);
    const lost = JSON.parse(proxy.seen[0]?.answer ?? "{}") as { transaction: { id: string } };
    expect(award.transaction.id).toBe(lost.transaction.id);
    expect(await studentBalance(w)).toBe(before + 6);
  });

  it("retries a batch whose answer was lost: every item keeps its key", async () => {
    const before = await studentBalance(w);
    proxy.faults = ["lost"];
    const batch = await through().awardTrophiesBatch([
      { email: w.student.email, amount: 1 },
      { email: w.student.email, amount: 2 },
    ]);
    const lost = JSON.parse(proxy.seen[0]?.answer ?? "{}") as typeof batch;
    expect(batch.results.map((r) => r.transaction?.id)).toEqual(
      lost.results.map((r) => r.transaction?.id),
    );
    expect(proxy.seen[1]?.body).toBe(proxy.seen[0]?.body);
    expect(await studentBalance(w)).toBe(before + 3);
  });

  it("does not send a connection code again after a lost answer: a code works once", async () => {
    proxy.faults = ["lost"];
    const sandbox = through({ apiKey: w.testKey });
    const error = await sandbox.connect("MNPQ-RTWX").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TrophyConnectionError);
    expect(proxy.seen).toHaveLength(1);
    // A busy answer changed nothing, so that one is retried.
    proxy.faults = ["busy"];
    const connected = await sandbox.connect("MNPQ-RTWY");
    expect(connected.livemode).toBe(false);
    expect(proxy.seen).toHaveLength(3);
  });

  it("retries an attempt that takes longer than timeoutMs", async () => {
    proxy.faults = ["hang"];
    const award = await through({ timeoutMs: 1_000 }).awardTrophies({
      email: w.student.email,
      amount: 1,
    });
    expect(award.success).toBe(true);
    expect(proxy.seen).toHaveLength(2);
  });

  it("throws a TrophyConnectionError when the server cannot be reached", async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => {
          resolve(port);
        });
      });
    });
    const client = new TrophyClient({
      apiKey: w.liveKey,
      baseUrl: `http://127.0.0.1:${closed}`,
      retry: { maxRetries: 1 },
    });
    const error = await client
      .awardTrophies({ email: w.student.email, amount: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TrophyConnectionError);
    expect((error as Error).message).toContain(`127.0.0.1:${closed}`);
  });

  it("stops at once when the caller aborts", async () => {
    proxy.faults = ["hang"];
    const controller = new AbortController();
    const call = through().awardTrophies(
      { email: w.student.email, amount: 1 },
      { signal: controller.signal },
    );
    setTimeout(() => {
      controller.abort();
    }, 200);
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
    expect(proxy.seen).toHaveLength(1);
  });
});
