// npm run bench: redemptions and awards over real HTTP
// against the built server in its own process, on the embedded database and, with
// BENCH_DATABASE_URL, on PostgreSQL; beside the awards, the same ledger insert straight
// through the database driver for comparison.
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openMigratedDatabase } from "../src/db/open-migrated";
import { runLoad, send, type LoadResult } from "./load";
import { rawLedgerInserts } from "./raw-insert";
import pg from "pg";
import { adminBench } from "./admin-bench";
import { BENCH_PASSWORD, seedBench } from "./seed";
import { startServer } from "./server-process";
import { overloadBench } from "./overload-bench";
import { webhookBench } from "./webhooks-bench";

const SECRET = "bench-secret-0123456789abcdef0123456789abcdef";
const SIZES = { solo: 400, crowd: 100, perCrowd: 10, developers: 50 };
const AWARD_CLIENTS = 50;
const AWARDS_PER_CLIENT = 80;

function line(name: string, r: LoadResult): string {
  return `${name.padEnd(46)} ${r.perSecond.toFixed(0).padStart(7)}/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  (${r.requests} calls, ${r.failures} failed, ${r.seconds.toFixed(1)} s)`;
}

async function signIn(base: URL, emails: string[]): Promise<Map<string, string>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const tokens = new Map<string, string>();
  for (const email of emails) {
    const res = await send(base, agent, {
      method: "POST",
      path: "/auth/login",
      body: { email, password: BENCH_PASSWORD },
    });
    tokens.set(email, (res.body as { accessToken: string }).accessToken);
  }
  agent.destroy();
  return tokens;
}

async function benchTarget(
  label: string,
  databaseUrl: string | undefined,
  port: number,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-bench-"));
  const env = {
    DATA_DIR: dataDir,
    APP_SECRET: SECRET,
    PORT: String(port),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  console.log(`\n== ${label}`);
  try {
    const config = loadConfig(env);
    const database = await openMigratedDatabase(config);
    const app = await buildApp({ config, database, logger: false, webRoot: false });
    const data = await seedBench(app, SIZES);
    const raw = await rawLedgerInserts(
      database,
      data.awardTargets,
      AWARD_CLIENTS,
      AWARDS_PER_CLIENT,
    );
    await app.close();
    await database.close();

    const server = await startServer(env);
    try {
      const tokens = await signIn(server.base, [data.soloStudent, ...data.crowd]);
      const redeem = (email: string, id: string) => ({
        method: "POST",
        path: `/api/students/rewards/${id}/redeem`,
        headers: { authorization: `Bearer ${tokens.get(email) ?? ""}` },
      });
      const solo = await runLoad(server.base, 1, SIZES.solo, () =>
        redeem(data.soloStudent, "gc_benchsolo_10_1"),
      );
      console.log(line("gift card redemptions, 1 student", solo));
      const crowd = await runLoad(server.base, SIZES.crowd, SIZES.perCrowd, (w) =>
        redeem(data.crowd[w] ?? "", "gc_benchcrowd_10_1"),
      );
      console.log(line(`gift card redemptions, ${SIZES.crowd} students in parallel`, crowd));

      const awards = await runLoad(server.base, AWARD_CLIENTS, AWARDS_PER_CLIENT, (w, i) => ({
        method: "POST",
        path: "/api/v1/award-trophies",
        headers: { "x-api-key": data.apiKeys[w] ?? "" },
        body: {
          email: data.awardTargets[(w * AWARDS_PER_CLIENT + i) % data.awardTargets.length],
          amount: 5,
        },
      }));
      console.log(line(`awards, ${AWARD_CLIENTS} concurrent clients (HTTP API)`, awards));
      console.log(line(`same ledger insert via the driver, ${AWARD_CLIENTS} concurrent`, raw));
      console.log(
        `awards API / raw insert: ${((awards.perSecond / raw.perSecond) * 100).toFixed(0)}%`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchAdmin(
  label: string,
  databaseUrl: string | undefined,
  port: number,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-bench-admin-"));
  const env = {
    DATA_DIR: dataDir,
    APP_SECRET: SECRET,
    PORT: String(port),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  console.log(`\n== ${label}: admin`);
  try {
    await adminBench(loadConfig(env), env);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchWebhooks(
  label: string,
  databaseUrl: string | undefined,
  port: number,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-bench-webhooks-"));
  const env = {
    DATA_DIR: dataDir,
    APP_SECRET: SECRET,
    PORT: String(port),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  console.log(`\n== ${label}: webhooks`);
  try {
    await webhookBench(loadConfig(env), env);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A new, empty database on the benchmark's PostgreSQL server for each scenario. */
async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

await benchTarget("embedded database (PGlite)", undefined, 3911);
await benchAdmin("embedded database (PGlite)", undefined, 3913);
await benchWebhooks("embedded database (PGlite)", undefined, 3915);
await overloadBench("embedded database (PGlite)", undefined, 3917);
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  await benchTarget("PostgreSQL", await freshDatabase(pgUrl, "bench_awards"), 3912);
  await benchAdmin("PostgreSQL", await freshDatabase(pgUrl, "bench_admin"), 3914);
  await benchWebhooks("PostgreSQL", await freshDatabase(pgUrl, "bench_webhooks"), 3916);
  await overloadBench("PostgreSQL", await freshDatabase(pgUrl, "bench_overload"), 3918);
} else {
  console.log(
    "\n(PostgreSQL skipped: set BENCH_DATABASE_URL, or run `npm run bench`, which starts a throw-away cluster)",
  );
}
