// npm run bench: student dashboards offered at four times what the server can serve, with the
// overload answers (503 + Retry-After, docs/architecture.md §14) off and at their defaults, and the
// web client's page and files fetched meanwhile, as a new browser session would.
import http from "node:http";
import autocannon from "autocannon";
import { buildApp } from "../src/app";
import type { OverloadSettings } from "../src/config";
import { openMigratedDatabase } from "../src/db/open-migrated";
import { percentile, send } from "./load";
import { pacedLoad } from "./paced-load";
import { pageScript, probePages, type PageProbe } from "./page-probe";
import type { Scenario } from "./scenario";
import { BENCH_PASSWORD, seedBench } from "./seed";
import { startServer } from "./server-process";

/** The calls the student dashboard makes when it opens (apps/web student home page). */
export const DASHBOARD = [
  "/api/students/trophies?limit=500",
  "/api/students/rewards?limit=500",
  "/api/students/redemptions?limit=1",
  "/api/students/connection-requests",
  "/api/students/goal",
];
const CAPACITY_SECONDS = 5;
const WARM_UP_SECONDS = 3;
const OVERLOAD_SECONDS = 10;
const STEADY_SECONDS = 10;
/** The overload runs offer this many times the measured capacity. */
const OVERLOAD_FACTOR = 4;
/** A call not answered within this counts as a timeout. */
const TIMEOUT_SECONDS = 10;
/** Connections the paced runs may open, as many browsers would. */
const CONNECTIONS = 400;

interface Run {
  offeredPerSecond: number;
  sentPerSecond: number;
  served: number;
  refused: number;
  /** 503 answers without a Retry-After header. */
  refusedBare: number;
  /** Answers other than 200 and 503, by status. */
  otherStatus: Record<string, number>;
  /** Connection errors and timeouts, by code. */
  errors: Record<string, number>;
  servedP50: number;
  servedP99: number;
  refusedP99: number;
  seconds: number;
}

const studentHeaders = (token: string) => ({
  accept: "application/json",
  authorization: `Bearer ${token}`,
});

/** What the server serves with `connections` clients sending dashboard calls back to back. */
async function capacityRun(
  base: URL,
  token: string,
  connections: number,
  seconds = CAPACITY_SECONDS,
): Promise<Run> {
  const served: number[] = [];
  const otherStatus: Record<string, number> = {};
  const errors: Record<string, number> = {};
  const instance = autocannon({
    url: base.origin,
    connections,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    headers: studentHeaders(token),
    requests: DASHBOARD.map((p) => ({ method: "GET", path: p })),
  });
  instance.on("response", (_client, statusCode: number, _bytes: number, ms: number) => {
    if (statusCode === 200) served.push(ms);
    else otherStatus[statusCode] = (otherStatus[statusCode] ?? 0) + 1;
  });
  instance.on("reqError", (err: NodeJS.ErrnoException) => {
    const code = err.code ?? (err.message === "request timed out" ? "timeout" : err.message);
    errors[code] = (errors[code] ?? 0) + 1;
  });
  const result = await instance;
  served.sort((a, b) => a - b);
  return {
    offeredPerSecond: result.requests.average,
    sentPerSecond: result.requests.average,
    served: served.length,
    refused: 0,
    refusedBare: 0,
    otherStatus,
    errors,
    servedP50: percentile(served, 50),
    servedP99: percentile(served, 99),
    refusedP99: 0,
    seconds: result.duration,
  };
}

/** Dashboard calls at an even `ratePerSecond` for `seconds`, as one signed-in student. */
async function pacedRun(
  base: URL,
  token: string,
  ratePerSecond: number,
  seconds: number,
): Promise<Run> {
  const out = await pacedLoad(base, {
    ratePerSecond,
    seconds,
    connections: CONNECTIONS,
    paths: DASHBOARD,
    headers: studentHeaders(token),
    timeoutMs: TIMEOUT_SECONDS * 1000,
  });
  return {
    offeredPerSecond: ratePerSecond,
    sentPerSecond: out.sentPerSecond,
    served: out.served.length,
    refused: out.refused.length,
    refusedBare: out.refusedBare,
    otherStatus: out.otherStatus,
    errors: out.errors,
    servedP50: percentile(out.served, 50),
    servedP99: percentile(out.served, 99),
    refusedP99: percentile(out.refused, 99),
    // Until the last answer: what was served a second, however late.
    seconds: out.seconds,
  };
}

const tally = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([k, v]) => `${v} ${k}`)
    .join(", ") || "none";

/** Below this share of the rate offered, the load generator, not the server, set the pace. */
const SENT_SHARE = 0.95;

function line(name: string, r: Run): string {
  const bare = r.refusedBare > 0 ? `, ${r.refusedBare} without Retry-After` : "";
  const behind =
    r.sentPerSecond < r.offeredPerSecond * SENT_SHARE
      ? `\n${"".padEnd(34)} (the client sent only ${r.sentPerSecond.toFixed(0)}/s: latencies include its own lag)`
      : "";
  return (
    `${name.padEnd(34)} offered ${r.offeredPerSecond.toFixed(0).padStart(5)}/s  ` +
    `served ${(r.served / r.seconds).toFixed(0).padStart(5)}/s p50 ${r.servedP50.toFixed(0).padStart(5)} ms p99 ${r.servedP99.toFixed(0).padStart(5)} ms  ` +
    `503 ${String(r.refused).padStart(6)} (p99 ${r.refusedP99.toFixed(0)} ms${bare})  other ${tally(r.otherStatus)}  errors ${tally(r.errors)}${behind}`
  );
}

function pagesLine(probe: PageProbe): string {
  return `${"  pages meanwhile (new connections)".padEnd(34)} ${probe.fetched} fetched: ${tally(probe.outcomes)}  p99 ${probe.p99.toFixed(0)} ms`;
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

/** The environment that sets the overload answers as `settings` say. */
function overloadEnv(settings: OverloadSettings): Record<string, string> {
  return {
    OVERLOAD_EVENT_LOOP_DELAY_MS: String(settings.eventLoopDelayMs),
    OVERLOAD_POOL_WAIT_MS: String(settings.poolWaitMs),
    OVERLOAD_MAX_IN_FLIGHT: String(settings.maxInFlight),
  };
}

export const OVERLOAD_TITLE = `student dashboards (${DASHBOARD.length} calls each) at ${OVERLOAD_FACTOR}x capacity`;

/**
 * Measures what the server serves with the dashboard's calls back to back (capacity), then
 * offers four times that rate, evenly paced, for OVERLOAD_SECONDS with the overload answers off
 * and at their defaults, each on a fresh server process, while fetching the web client's page and
 * script as new browser sessions would. Latencies count from the moment a call was due, so a
 * call that waited for a free connection counts that wait too.
 */
export const overloadBench =
  (
    /** Dashboards a second the server should serve with p99 ≤ 100 ms, offered steadily. */
    steadyDashboards: number,
  ): Scenario =>
  async (config, env) => {
    const database = await openMigratedDatabase(config);
    const app = await buildApp({ config, database, logger: false, webRoot: false });
    const data = await seedBench(app, { solo: 1, crowd: 1, perCrowd: 20, developers: 1 });
    await app.close();
    await database.close();

    const defaults = config.overload;
    const off = overloadEnv({ ...defaults, eventLoopDelayMs: 0, poolWaitMs: 0, maxInFlight: 0 });
    const on = overloadEnv(defaults);
    const student = data.crowd[0] ?? "";
    let capacity = 0;
    const measured = await startServer({ ...env, ...off });
    try {
      const token = await signIn(measured.base, student);
      const closed = await capacityRun(measured.base, token, 20);
      capacity = closed.served / closed.seconds;
      console.log(line("capacity: 20 clients back to back", closed));
      const steady = await pacedRun(
        measured.base,
        token,
        steadyDashboards * DASHBOARD.length,
        STEADY_SECONDS,
      );
      console.log(line(`${steadyDashboards} dashboards/s for ${STEADY_SECONDS} s`, steady));
    } finally {
      await measured.stop();
    }
    // Each on a fresh server: nothing left over from the runs before.
    for (const [name, limits] of [
      ["overload answers off", off],
      [
        `overload answers at defaults (${defaults.eventLoopDelayMs} ms, ${defaults.poolWaitMs} ms, ${defaults.maxInFlight} in flight)`,
        on,
      ],
    ] as const) {
      const server = await startServer({ ...env, ...limits });
      try {
        const token = await signIn(server.base, student);
        // A fresh process compiles its code as the first calls come: warm it up unmeasured.
        await capacityRun(server.base, token, 20, WARM_UP_SECONDS);
        const script = await pageScript(server.base);
        const run = pacedRun(
          server.base,
          token,
          Math.round(capacity * OVERLOAD_FACTOR),
          OVERLOAD_SECONDS,
        );
        const pages = script
          ? probePages(
              server.base,
              script,
              run.then(() => undefined),
            )
          : undefined;
        console.log(line(`${OVERLOAD_FACTOR}x capacity, ${name}`, await run));
        console.log(pages ? pagesLine(await pages) : "  (no web client served: pages not fetched)");
      } finally {
        await server.stop();
      }
    }
  };
