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
const STUDENTS = 50;
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

interface Run {
  offeredPerSecond: number;
  served: number;
  refused: number;
  otherStatus: number;
  errors: Record<string, number>;
  servedP50: number;
  servedP99: number;
  refusedP99: number;
  seconds: number;
}

/** Dashboard calls for `seconds`, each connection as one signed-in student; latencies by answer. */
async function dashboards(
  base: URL,
  tokens: string[],
  options: { connections: number; seconds: number; overallRate?: number },
): Promise<Run> {
  const served: number[] = [];
  const refused: number[] = [];
  let otherStatus = 0;
  const errors: Record<string, number> = {};
  let next = 0;
  const instance = autocannon({
    url: base.origin,
    connections: options.connections,
    duration: options.seconds,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: DASHBOARD.map((p) => ({ method: "GET" as const, path: p })),
    setupClient(client) {
      const token = tokens[next++ % tokens.length] ?? "";
      client.setHeaders({ accept: "application/json", authorization: `Bearer ${token}` });
    },
  });
  instance.on("response", (_client, statusCode: number, _bytes: number, ms: number) => {
    if (statusCode === 200) served.push(ms);
    else if (statusCode === 503) refused.push(ms);
    else otherStatus++;
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
  const errors = Object.entries(r.errors)
    .map(([k, v]) => `${v} ${k}`)
    .join(", ");
  return (
    `${name.padEnd(34)} offered ${r.offeredPerSecond.toFixed(0).padStart(5)}/s  ` +
    `served ${(r.served / r.seconds).toFixed(0).padStart(5)}/s p50 ${r.servedP50.toFixed(0).padStart(5)} ms p99 ${r.servedP99.toFixed(0).padStart(5)} ms  ` +
    `503 ${String(r.refused).padStart(6)} (p99 ${r.refusedP99.toFixed(0)} ms)  other ${r.otherStatus}  errors ${errors || "none"}`
  );
}

async function signIn(base: URL, emails: string[]): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const tokens = [];
  for (const email of emails) {
    const res = await send(base, agent, {
      method: "POST",
      path: "/auth/login",
      body: { email, password: BENCH_PASSWORD },
    });
    tokens.push((res.body as { accessToken: string }).accessToken);
  }
  agent.destroy();
  return tokens;
}

/**
 * Measures what the server serves with the dashboard's calls back to back (capacity), then
 * offers twice that rate for OVERLOAD_SECONDS with the overload answers at their defaults and
 * with them turned off, each on a fresh server process.
 */
export async function overloadBench(
  label: string,
  databaseUrl: string | undefined,
  port: number,
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
    const data = await seedBench(app, { solo: 1, crowd: STUDENTS, perCrowd: 20, developers: 1 });
    await app.close();
    await database.close();

    let capacity = 0;
    for (const [name, limits] of [
      ["overload answers on (defaults)", {}],
      ["overload answers off", { OVERLOAD_EVENT_LOOP_DELAY_MS: "0", OVERLOAD_POOL_WAIT_MS: "0" }],
    ] as const) {
      const server = await startServer({ ...env, ...limits });
      try {
        const tokens = await signIn(server.base, data.crowd);
        if (capacity === 0) {
          const closed = await dashboards(server.base, tokens, {
            connections: 20,
            seconds: CAPACITY_SECONDS,
          });
          capacity = closed.served / closed.seconds;
          console.log(line("capacity (20 clients back to back)", closed));
          console.log(
            `capacity: ${capacity.toFixed(0)} calls/s = ${(capacity / DASHBOARD.length).toFixed(0)} dashboards/s`,
          );
        }
        const offered = await dashboards(server.base, tokens, {
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
