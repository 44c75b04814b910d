// Webhooks: awards per second with one subscribed webhook endpoint beside none (the
// outbox may cost at most 25%), and the time from an award's commit to its delivery, p50 and p99,
// under that load and one award at a time. The receiver answers 200 in this process.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { buildApp } from "../src/app";
import type { Config } from "../src/config";
import { openMigratedDatabase } from "../src/db/open-migrated";
import { users } from "../src/db/schema";
import { issueApiKey } from "../src/modules/developers/api-keys.service";
import { createWebhook } from "../src/modules/webhooks/endpoints.service";
import { percentile, runLoad, send, type LoadResult } from "./load";
import { startServer } from "./server-process";

const CLIENTS = 40;
/** Under the hourly limit of 100 calls per developer: each client is a developer of its own. */
const AWARDS_PER_CLIENT = 50;
/** Rounds alternate without and with endpoints (ABBA), so warm-up and drift hit both alike. */
const ROUNDS = 2;
const ONE_AT_A_TIME = 100;
const STUDENTS = 200;

interface Receiver {
  url: string;
  /** Milliseconds from each delivered award's commit timestamp to its arrival here. */
  latencies: number[];
  /** When each arrived (ms since the epoch). */
  arrivals: number[];
  count: () => number;
  close: () => Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const latencies: number[] = [];
  const arrivals: number[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      const arrived = Date.now();
      const { timestamp } = JSON.parse(body) as { timestamp: string };
      latencies.push(arrived - Date.parse(timestamp));
      arrivals.push(arrived);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    latencies,
    arrivals,
    count: () => latencies.length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

interface Seeded {
  /** Keys of developers without endpoints, per round. */
  plain: string[][];
  /** Keys of developers with one endpoint each, per round. */
  hooked: string[][];
  /** A developer with an endpoint for the one-at-a-time measurement. */
  single: string;
  students: string[];
}

async function seed(config: Config, receiverUrl: string): Promise<Seeded> {
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database, logger: false, webRoot: false });
  try {
    const students = await app.db
      .insert(users)
      .values(
        Array.from({ length: STUDENTS }, (_, i) => ({
          email: `hooked${i}@bench.test`,
          userType: "student" as const,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ email: users.email });
    const developer = async (i: number, hooked: boolean) => {
      const [row] = await app.db
        .insert(users)
        .values({
          email: `hookdev${i}@bench.test`,
          userType: "developer",
          developerStatus: "validated",
          emailVerifiedAt: new Date(),
        })
        .returning();
      if (!row) throw new Error("no developer");
      if (hooked) {
        const events: ("award.created" | "award.reversed")[] = ["award.created"];
        await createWebhook(app.db, app.webhookSecrets, row, { url: receiverUrl, events }, true);
      }
      return issueApiKey(app.db, app.apiKeySecrets, row.id);
    };
    let n = 0;
    const plain: string[][] = [];
    const hooked: string[][] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const keys = [];
      for (let c = 0; c < CLIENTS; c++) keys.push(await developer(n++, false));
      plain.push(keys);
      const hookedKeys = [];
      for (let c = 0; c < CLIENTS; c++) hookedKeys.push(await developer(n++, true));
      hooked.push(hookedKeys);
    }
    return {
      plain,
      hooked,
      single: await developer(n, true),
      students: students.map((s) => s.email),
    };
  } finally {
    await app.close();
    await database.close();
  }
}

async function waitForDeliveries(receiver: Receiver, count: number): Promise<void> {
  for (let i = 0; receiver.count() < count; i++) {
    if (i > 1200) throw new Error(`only ${receiver.count()} of ${count} webhooks arrived in 60 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function line(name: string, r: LoadResult): string {
  return `${name.padEnd(46)} ${r.perSecond.toFixed(0).padStart(7)}/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  (${r.requests} calls, ${r.failures} failed, ${r.seconds.toFixed(1)} s)`;
}

/** The rounds together: their calls per second; p50 and p99 as the mean of the rounds'. */
function merge(results: LoadResult[]): LoadResult {
  const requests = results.reduce((s, r) => s + r.requests, 0);
  const seconds = results.reduce((s, r) => s + r.seconds, 0);
  return {
    requests,
    failures: results.reduce((s, r) => s + r.failures, 0),
    seconds,
    perSecond: requests / seconds,
    p50: results.reduce((s, r) => s + r.p50, 0) / results.length,
    p99: results.reduce((s, r) => s + r.p99, 0) / results.length,
  };
}

const spread = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms (${sorted.length} deliveries)`;
};

export async function webhookBench(config: Config, env: Record<string, string>): Promise<void> {
  const receiver = await startReceiver();
  try {
    const data = await seed(config, receiver.url);
    const server = await startServer({ ...env, WEBHOOK_ALLOW_PRIVATE_URLS: "true" });
    try {
      const awards = (keys: string[]) =>
        runLoad(server.base, CLIENTS, AWARDS_PER_CLIENT, (w, i) => ({
          method: "POST",
          path: "/api/v1/award-trophies",
          headers: { "x-api-key": keys[w] ?? "" },
          body: { email: data.students[(w * AWARDS_PER_CLIENT + i) % STUDENTS], amount: 1 },
        }));
      const without: LoadResult[] = [];
      const withHook: LoadResult[] = [];
      let expected = 0;
      const deliveryRates: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        // Without first, then with; the next round the other way round (ABBA).
        const order = r % 2 === 0 ? [false, true] : [true, false];
        for (const hooked of order) {
          if (!hooked) {
            without.push(await awards(data.plain[r] ?? []));
            continue;
          }
          const started = Date.now();
          const result = await awards(data.hooked[r] ?? []);
          withHook.push(result);
          expected += result.requests - result.failures;
          // What comes next starts once these webhooks are out, so it competes with nothing.
          await waitForDeliveries(receiver, expected);
          deliveryRates.push(
            result.requests / (((receiver.arrivals.at(-1) ?? 0) - started) / 1000),
          );
        }
      }
      const none = merge(without);
      const one = merge(withHook);
      console.log(line(`awards, ${CLIENTS} clients, no webhook endpoint`, none));
      console.log(line(`awards, ${CLIENTS} clients, one webhook endpoint each`, one));
      console.log(
        `awards with a webhook endpoint / without: ${((one.perSecond / none.perSecond) * 100).toFixed(0)}% (the outbox may cost at most 25%: at least 75%)`,
      );
      console.log(`commit to delivery under that load: ${spread(receiver.latencies)}`);
      const rate = deliveryRates.reduce((a, b) => a + b, 0) / deliveryRates.length;
      console.log(
        `webhooks delivered per second, from a round's start to its last delivery: ${rate.toFixed(0)}/s`,
      );

      const before = receiver.count();
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; i < ONE_AT_A_TIME; i++) {
        await send(server.base, agent, {
          method: "POST",
          path: "/api/v1/award-trophies",
          headers: { "x-api-key": data.single },
          body: { email: data.students[i % STUDENTS], amount: 1 },
        });
        await waitForDeliveries(receiver, before + i + 1);
      }
      agent.destroy();
      console.log(
        `commit to delivery, one award at a time: ${spread(receiver.latencies.slice(before))}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await receiver.close();
  }
}
