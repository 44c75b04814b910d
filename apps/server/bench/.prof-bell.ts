// npm run bench: the morning bell. A school's students open their dashboards within the same
// minute: each dashboard is the student home page's calls, each student signed in on their own
// session. Measured over HTTP with the overload answers off, so the work itself is timed:
// - dashboards offered steadily at the rate, p99 of every call;
// - what the server serves a second with p99 ≤ 100 ms, for the dashboard's calls and for a bare
//   route running one indexed SELECT through the same pool, in the same process: their ratio does
//   not depend on how fast the machine is.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import type { Config } from "../src/config";
import { openMigratedDatabase } from "../src/db/open-migrated";
import { sessions, users } from "../src/db/schema";
import { signAccessToken } from "../src/modules/sessions/access-token";
import { BARE_ROUTE } from "./bare-route";
import { percentile } from "./load";
import { DASHBOARD } from "./overload-bench";
import { pacedLoad } from "./paced-load";
import type { Scenario } from "./scenario";
import { seedBench } from "./seed";
import { startServer } from "./server-process";

export const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), "bench-server.ts");
const STUDENTS = 600;
/** Ledger entries each student has: a few weeks of lessons. */
const HISTORY = 30;
const STEADY_SECONDS = 10;
const STEP_SECONDS = 4;
const GOAL_P99_MS = 100;
const CONNECTIONS = 400;

interface Step {
  rate: number;
  p99: number;
  served: number;
  failed: number;
}

export async function seed(config: Config): Promise<string[]> {
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database, logger: false, webRoot: false });
  try {
    await seedBench(app, { solo: 1, crowd: STUDENTS, perCrowd: 1, developers: 1 });
    await database.query(
      `INSERT INTO trophy_transactions (student_id, amount, kind, description)
       SELECT u.id, 5, 'award', 'Lesson ' || g FROM users u, generate_series(1, ${HISTORY}) g
       WHERE u.email LIKE 'crowd%'`,
    );
    const crowd = await app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} LIKE 'crowd%'`)
      .orderBy(users.email);
    // Sessions as sign-ins make them, without the password hashing of 600 sign-ins.
    const expiresAt = new Date(Date.now() + 86_400_000);
    const rows = await app.db
      .insert(sessions)
      .values(crowd.map((c) => ({ userId: c.id, expiresAt })))
      .returning({ id: sessions.id, userId: sessions.userId });
    return await Promise.all(
      rows.map((s) =>
        signAccessToken(app.accessKey, { userId: s.userId, sessionId: s.id, role: "student" }),
      ),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

/** Calls of `paths` at `rate` a second; student `i`'s dashboard is calls i·n … i·n + n − 1. */
export async function paced(
  base: URL,
  paths: string[],
  tokens: string[],
  rate: number,
  seconds: number,
): Promise<Step> {
  const out = await pacedLoad(base, {
    ratePerSecond: rate,
    seconds,
    connections: CONNECTIONS,
    paths,
    headers: { accept: "application/json" },
    headersFor: (index) => ({
      authorization: `Bearer ${tokens[Math.floor(index / paths.length) % tokens.length] ?? ""}`,
    }),
    timeoutMs: 10_000,
  });
  const failed =
    out.refused.length +
    Object.values(out.otherStatus).reduce((a, b) => a + b, 0) +
    Object.values(out.errors).reduce((a, b) => a + b, 0);
  return { rate, p99: percentile(out.served, 99), served: out.served.length, failed, p50: percentile(out.served, 50) } as Step;
}

/**
 * The highest rate, in steps of a quarter, whose calls are all answered with p99 ≤ 100 ms. Each
 * step is offered to a process that has served the step before: compiled and warm. The search
 * ends at the second step in a row that misses, so one busy moment of a shared machine does not
 * end it early.
 */
async function capacity(base: URL, paths: string[], tokens: string[], from: number) {
  let best: Step | null = null;
  let missed = 0;
  for (let rate = from; missed < 2; rate = Math.round(rate * 1.25)) {
    const step = await paced(base, paths, tokens, rate, STEP_SECONDS);
    if (step.p99 > GOAL_P99_MS || step.failed > 0) missed++;
    else {
      missed = 0;
      best = step;
    }
  }
  return best;
}

const describeStep = (s: Step | null) =>
  s ? `${s.rate}/s (p99 ${s.p99.toFixed(0)} ms)` : `none at p99 ≤ ${GOAL_P99_MS} ms`;

export const MORNING_BELL_TITLE = `the morning bell, ${STUDENTS} students' dashboards (${DASHBOARD.length} calls each)`;

/** The morning bell with `steadyDashboards` a second offered steadily: the goal. */
export const morningBell =
  (steadyDashboards: number): Scenario =>
  async (config, env) => {
    const tokens = await seed(config);
    const server = await startServer(env, { entry: ENTRY });
    try {
      // Compiled and connected before anything is measured.
      await paced(server.base, DASHBOARD, tokens, 200, 3);
      await paced(server.base, [BARE_ROUTE], tokens, 200, 2);
      const steady = await paced(
        server.base,
        DASHBOARD,
        tokens,
        steadyDashboards * DASHBOARD.length,
        STEADY_SECONDS,
      );
      console.log(
        `${steadyDashboards} dashboards/s for ${STEADY_SECONDS} s: every call p99 ${steady.p99.toFixed(0)} ms (goal ≤ ${GOAL_P99_MS} ms), ${steady.served} served, ${steady.failed} not`,
      );
      const dashboard = await capacity(server.base, DASHBOARD, tokens, 100);
      const bare = await capacity(server.base, [BARE_ROUTE], tokens, 200);
      console.log(
        `dashboard calls served a second at p99 ≤ ${GOAL_P99_MS} ms: ${describeStep(dashboard)}`,
      );
      console.log(`bare route (one indexed SELECT), same:         ${describeStep(bare)}`);
      const ratio = dashboard && bare ? (dashboard.rate / bare.rate) * 100 : 0;
      console.log(`dashboard ÷ bare route: ${ratio.toFixed(0)}% (goal ≥ 50%)`);
    } finally {
      await server.stop();
    }
  };

import { benchScenario as _bs } from "./scenario";
import { freshDatabase as _fd } from "./fresh-database";
const RATE = Number(process.env.RATE ?? 900);
const run = async (config: Config, env: Record<string, string>) => {
  const tokens = await seed(config);
  const server = await startServer({ ...env, NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.PROF_DIR}` }, { entry: ENTRY });
  try {
    await paced(server.base, DASHBOARD, tokens, 200, 3);
    await paced(server.base, DASHBOARD, tokens, 500, 3);
    const st = await paced(server.base, DASHBOARD, tokens, RATE, 10);
    console.log(`dashboard calls ${RATE}/s: p99 ${st.p99.toFixed(1)} served ${st.served} failed ${st.failed}`);
  } finally {
    await server.stop();
  }
};
if (process.env.PG_URL && process.env.ONLY === "pg") await _bs("PostgreSQL", "prof", await _fd(process.env.PG_URL, "bench_prof"), 3942, run);
else await _bs("embedded", "prof", undefined, 3941, run);
