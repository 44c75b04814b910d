// npm run bench: redemptions and awards over real HTTP
// against the built server in its own process, on the embedded database and, with
// BENCH_DATABASE_URL, on PostgreSQL; beside the awards, the same ledger insert straight
// through the database driver for comparison.
import http from "node:http";
import { buildApp } from "../src/app";
import { openMigratedDatabase } from "../src/db/open-migrated";
import { freshDatabase } from "./fresh-database";
import { runLoad, send, type LoadResult } from "./load";
import { rawAwardStatements, rawLedgerInserts } from "./raw-insert";
import { redemptionWaves } from "./redemption-waves";
import { adminBench } from "./admin-bench";
import { BENCH_PASSWORD, seedBench } from "./seed";
import { startServer } from "./server-process";
import { OVERLOAD_TITLE, overloadBench } from "./overload-bench";
import { MORNING_BELL_TITLE, morningBell } from "./morning-bell";
import { benchScenario, type Scenario } from "./scenario";
import { webhookBench } from "./webhooks-bench";
import { streamsBench } from "./streams-bench";
import { rotateSecretBench } from "./rotate-secret-bench";
import { forgotPasswordBench } from "./forgot-password-bench";

/** Crowd students hold one trophy per wave (and the warm-up); half the developers award over HTTP. */
const REDEMPTION_WAVES = 10;
const SIZES = { solo: 400, crowd: 100, perCrowd: REDEMPTION_WAVES + 1, developers: 100 };
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

/** Redemptions and awards over HTTP, beside the same statements straight through the driver. */
const redemptionsAndAwards: Scenario = async (config, env) => {
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database, logger: false, webRoot: false });
  const data = await seedBench(app, SIZES);
  const raw = await rawLedgerInserts(database, data.awardTargets, AWARD_CLIENTS, AWARDS_PER_CLIENT);
  const rawAwards = await rawAwardStatements(
    database,
    data.apiKeys.slice(AWARD_CLIENTS),
    data.awardTargets,
    AWARD_CLIENTS,
    AWARDS_PER_CLIENT,
    config.developerDailyTrophyBudget,
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
    const crowd = await redemptionWaves(
      server.base,
      (s) => redeem(data.crowd[s] ?? "", "gc_benchcrowd_10_1"),
      SIZES.crowd,
      REDEMPTION_WAVES,
    );
    console.log(
      `${`gift card redemptions, ${SIZES.crowd} students at once`.padEnd(46)} p50 ${crowd.p50.toFixed(0)} ms  p99 ${crowd.p99.toFixed(0)} ms  slowest wave ${crowd.slowestWave.toFixed(0)} ms  out of arrival order ${(crowd.outOfOrder * 100).toFixed(1)}% of pairs  (${crowd.waves} waves, ${crowd.failures} failed)`,
    );

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
    console.log(
      line(`same award statement via the driver, ${AWARD_CLIENTS} concurrent`, rawAwards),
    );
    console.log(line(`bare ledger insert via the driver, ${AWARD_CLIENTS} concurrent`, raw));
    console.log(
      `awards API / award statement: ${((awards.perSecond / rawAwards.perSecond) * 100).toFixed(0)}%   awards API / bare insert: ${((awards.perSecond / raw.perSecond) * 100).toFixed(0)}%`,
    );
  } finally {
    await server.stop();
  }
};

const AWARDS_TITLE = "redemptions and awards";
await benchScenario(
  "embedded database (PGlite)",
  AWARDS_TITLE,
  undefined,
  3911,
  redemptionsAndAwards,
);
await benchScenario("embedded database (PGlite)", "admin", undefined, 3913, adminBench);
await benchScenario("embedded database (PGlite)", "webhooks", undefined, 3915, webhookBench);
await benchScenario("embedded database (PGlite)", "streams", undefined, 3919, streamsBench);
await benchScenario(
  "embedded database (PGlite)",
  "rotate-secret",
  undefined,
  3921,
  rotateSecretBench,
);
await benchScenario(
  "embedded database (PGlite)",
  "forgot-password",
  undefined,
  3921,
  forgotPasswordBench,
);
await benchScenario(
  "embedded database (PGlite)",
  OVERLOAD_TITLE,
  undefined,
  3917,
  overloadBench(100),
);
await benchScenario(
  "embedded database (PGlite)",
  MORNING_BELL_TITLE,
  undefined,
  3931,
  morningBell(100),
);
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  await benchScenario(
    "PostgreSQL",
    AWARDS_TITLE,
    await freshDatabase(pgUrl, "bench_awards"),
    3912,
    redemptionsAndAwards,
  );
  await benchScenario(
    "PostgreSQL",
    "admin",
    await freshDatabase(pgUrl, "bench_admin"),
    3914,
    adminBench,
  );
  await benchScenario(
    "PostgreSQL",
    "webhooks",
    await freshDatabase(pgUrl, "bench_webhooks"),
    3916,
    webhookBench,
  );
  await benchScenario(
    "PostgreSQL",
    "streams",
    await freshDatabase(pgUrl, "bench_streams"),
    3920,
    streamsBench,
  );
  await benchScenario(
    "PostgreSQL",
    "rotate-secret",
    await freshDatabase(pgUrl, "bench_rotate"),
    3922,
    rotateSecretBench,
  );
  await benchScenario(
    "PostgreSQL",
    OVERLOAD_TITLE,
    await freshDatabase(pgUrl, "bench_overload"),
    3918,
    overloadBench(300),
  );
  await benchScenario(
    "PostgreSQL",
    MORNING_BELL_TITLE,
    await freshDatabase(pgUrl, "bench_bell"),
    3932,
    morningBell(300),
  );
} else {
  console.log(
    "\n(PostgreSQL skipped: set BENCH_DATABASE_URL, or run `npm run bench`, which starts a throw-away cluster)",
  );
}
