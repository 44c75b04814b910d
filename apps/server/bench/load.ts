import http from "node:http";

export interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function summarise(latencies: number[], failures: number, seconds: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

export interface Call {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** One HTTP call on a keep-alive agent; resolves with the status and parsed body. */
export function send(
  base: URL,
  agent: http.Agent,
  call: Call,
): Promise<{ status: number; body: unknown }> {
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(call.path, base),
      {
        method: call.method,
        agent,
        headers: {
          accept: "application/json",
          ...(payload
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {}),
          ...call.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => {
          const isJson = res.headers["content-type"]?.includes("application/json") ?? false;
          resolve({
            status: res.statusCode ?? 0,
            body: isJson && text ? (JSON.parse(text) as unknown) : text,
          });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/**
 * `workers` loops run at once, each making `perWorker` calls back to back; every call's latency
 * is recorded, and a call whose status is not `expected` counts as a failure.
 */
export async function runLoad(
  base: URL,
  workers: number,
  perWorker: number,
  callFor: (worker: number, i: number) => Call,
  expected = 200,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  const latencies: number[] = [];
  let failures = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; i < perWorker; i++) {
        const t0 = process.hrtime.bigint();
        const { status } = await send(base, agent, callFor(worker, i));
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        if (status !== expected) failures++;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return summarise(latencies, failures, seconds);
}
