// npm run bench: student dashboards offered at twice what the server can serve, with the
// overload answers (503 + Retry-After past OVERLOAD_* limits, docs/architecture.md §14) on and off.
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openMigratedDatabase } from "../src/db/open-migrated";
import { percentile, send } from "./load";
import { BENCH_PASSWORD, seedBench } from "./seed";
import { startServer } from "./server-process";

const SECRET = "bench-secret-0123456789abcdef0123456789abcdef";
/** The calls the student dashboard makes when it opens (apps/web student home page). */
const DASHBOARD = [
  "/api/students/trophies?limit=500",
  "/api/students/rewards?limit=500",
  "/api/students/redemptions?limit=1",
  "/api/students/connection-requests",
  "/api/students/goal",
];
const CAPACITY_SECONDS = 5;
const OVERLOAD_SECONDS = 10;
const STEADY_SECONDS = 10;

interface Run {
  offeredPerSecond: number;
  served: number;
  refused: number;
  /** Answers other than 200 and 503, by status. */
  otherStatus: Record<string, number>;
  errors: Record<string, number>;
  servedP50: number;
  servedP99: number;
  refusedP99: number;
  seconds: number;
}

/** Dashboard calls for `seconds`, each connection as one signed-in student; latencies by answer. */
async function dashboards(
  base: URL,
  token: string,
  options: { connections: number; seconds: number; overallRate?: number },
): Promise<Run> {
  const served: number[] = [];
  const refused: number[] = [];
  const otherStatus: Record<string, number> = {};
  const errors: Record<string, number> = {};
  const instance = autocannon({
    url: base.origin,
    connections: options.connections,
    duration: options.seconds,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    headers: { accept: "application/json", authorization: `Bearer ${token}` },
    requests: DASHBOARD.map((p) => ({ method: "GET", path: p })),
  });
  instance.on("response", (_client, statusCode: number, _bytes: number, ms: number) => {
    if (statusCode === 200) served.push(ms);
    else if (statusCode === 503) refused.push(ms);
    else otherStatus[statusCode] = (otherStatus[statusCode] ?? 0) + 1;
  });
  instance.on("reqError", (err: NodeJS.ErrnoException) => {
    const code = err.code ?? err.message;
    errors[code] = (errors[code] ?? 0) + 1;
  });
  const result = await instance;
  served.sort((a, b) => a - b);
  refused.sort((a, b) => a - b);
  return {
    offeredPerSecond: options.overallRate ?? result.requests.average,
    served: served.length,
    refused: refused.length,
    otherStatus,
    errors,
    servedP50: percentile(served, 50),
    servedP99: percentile(served, 99),
    refusedP99: percentile(refused, 99),
    seconds: result.duration,
  };
}

function line(name: string, r: Run): string {
  const tally = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(", ") || "none";
  return (
    `${name.padEnd(34)} offered ${r.offeredPerSecond.toFixed(0).padStart(5)}/s  ` +
    `served ${(r.served / r.seconds).toFixed(0).padStart(5)}/s p50 ${r.servedP50.toFixed(0).padStart(5)} ms p99 ${r.servedP99.toFixed(0).padStart(5)} ms  ` +
    `503 ${String(r.refused).padStart(6)} (p99 ${r.refusedP99.toFixed(0)} ms)  other ${tally(r.otherStatus)}  errors ${tally(r.errors)}`
  );
}

/** One student's access token: every connection opens that student's dashboard. */
async function signIn(base: URL, email: string): Promise<string> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // A busy moment answers 503 with Retry-After; the web client would retry too.
    for (let attempt = 0; attempt < 20; attempt++) {
      const res = await send(base, agent, {
        method: "POST",
        path: "/auth/login",
        body: { email, password: BENCH_PASSWORD },
      });
      if (res.status === 200) return (res.body as { accessToken: string }).accessToken;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error("the benchmark student could not sign in");
  } finally {
    agent.destroy();
  }
}

/**
 * Measures what the server serves with the dashboard's calls back to back (capacity), then
 * offers twice that rate for OVERLOAD_SECONDS with the overload answers off, at their defaults
 * and at tighter limits, each on a fresh server process. Autocannon's connections wait for their
 * answers, so with the answers off the rate it reaches is lower than the rate it offers.
 */
export async function overloadBench(
  label: string,
  databaseUrl: string | undefined,
  port: number,
  /** Dashboards a second the server should serve with p99 ≤ 100 ms, offered steadily. */
  steadyDashboards: number,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-bench-overload-"));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    APP_SECRET: SECRET,
    PORT: String(port),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  console.log(`\n== ${label}: student dashboards (${DASHBOARD.length} calls each) at 2x capacity`);
  try {
    const config = loadConfig(env);
    const database = await openMigratedDatabase(config);
    const app = await buildApp({ config, database, logger: false, webRoot: false });
    const data = await seedBench(app, { solo: 1, crowd: 1, perCrowd: 20, developers: 1 });
    await app.close();
    await database.close();

    const off = { OVERLOAD_EVENT_LOOP_DELAY_MS: "0", OVERLOAD_POOL_WAIT_MS: "0" };
    const on = { OVERLOAD_EVENT_LOOP_DELAY_MS: "200", OVERLOAD_POOL_WAIT_MS: "500" };
    const tight = { OVERLOAD_EVENT_LOOP_DELAY_MS: "50", OVERLOAD_POOL_WAIT_MS: "100" };
    let capacity = 0;
    for (const [name, limits] of [
      ["overload answers off", off],
      ["overload answers on (200 ms, 500 ms)", on],
      ["overload answers on (50 ms, 100 ms)", tight],
    ] as const) {
      const server = await startServer({ ...env, ...limits });
      try {
        const token = await signIn(server.base, data.crowd[0] ?? "");
        if (capacity === 0) {
          const closed = await dashboards(server.base, token, {
            connections: 20,
            seconds: CAPACITY_SECONDS,
          });
          capacity = closed.served / closed.seconds;
          console.log(line("capacity: 20 clients back to back", closed));
          const steady = await dashboards(server.base, token, {
            connections: steadyDashboards,
            seconds: STEADY_SECONDS,
            overallRate: steadyDashboards * DASHBOARD.length,
          });
          console.log(line(`${steadyDashboards} dashboards/s for ${STEADY_SECONDS} s`, steady));
        }
        const offered = await dashboards(server.base, token, {
          connections: 400,
          seconds: OVERLOAD_SECONDS,
          overallRate: Math.round(capacity * 2),
        });
        console.log(line(`2x capacity, ${name}`, offered));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
