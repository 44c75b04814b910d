import { readFile } from "node:fs/promises";
import http from "node:http";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import type { Config } from "../src/config";
import { rowsOf } from "../src/db/raw";
import { openMigratedDatabase } from "../src/db/open-migrated";
import { signAccessToken } from "../src/modules/sessions/access-token";
import { percentile, send } from "./load";
import { seedBench } from "./seed";
import { startServer } from "./server-process";

const STREAMS = 10_000;
const OPENING_AT_ONCE = 200;
const AWARDS = 300;
const AWARDING_AT_ONCE = 5;
/** Unmeasured first awards: a cold server's first calls compile and plan what the others reuse. */
const WARM_UP = 4 * AWARDING_AT_ONCE;
/** Live awards per developer key and hour (API_RATE_LIMIT_PER_HOUR): enough keys for AWARDS. */
const DEVELOPERS = Math.ceil((WARM_UP + AWARDS) / 100);

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** STREAMS students, each with a live session, and an access token for each, made in place. */
async function seedStudents(
  config: Config,
): Promise<{ tokens: string[]; emails: string[]; keys: string[] }> {
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database, logger: false, webRoot: false });
  try {
    const { apiKeys } = await seedBench(app, {
      solo: 1,
      crowd: 1,
      perCrowd: 1,
      developers: DEVELOPERS,
    });
    const rows = await rowsOf<{ userId: string; sessionId: string; email: string }>(
      app.db,
      sql`WITH students AS (
            INSERT INTO users (email, name, user_type, email_verified_at)
            SELECT 'stream' || i || '@bench.test', 'Stream ' || i, 'student', now()
            FROM generate_series(1, ${STREAMS}) AS i RETURNING id, email
          ), opened AS (
            INSERT INTO sessions (user_id, expires_at)
            SELECT id, now() + interval '1 day' FROM students RETURNING id, user_id
          )
          SELECT opened.user_id AS "userId", opened.id AS "sessionId", students.email
          FROM opened JOIN students ON students.id = opened.user_id`,
    );
    const tokens = await Promise.all(
      rows.map((r) =>
        signAccessToken(app.accessKey, {
          userId: r.userId,
          sessionId: r.sessionId,
          role: "student",
        }),
      ),
    );
    return { tokens, emails: rows.map((r) => r.email), keys: apiKeys };
  } finally {
    await app.close();
    await database.close();
  }
}

/**
 * 10,000 balance streams open on one server process: its resident memory per stream, then awards
 * to students among them, timed from sending the award to its event arriving on the stream.
 */
export async function streamsBench(config: Config, env: Record<string, string>): Promise<void> {
  const { tokens, emails, keys } = await seedStudents(config);
  const server = await startServer(env, { collectsGarbage: true });
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  const awaited = new Map<number, bigint>();
  const arrivals: number[] = [];
  try {
    await new Promise((r) => setTimeout(r, 2000));
    await server.collectGarbage();
    const before = await residentBytes(server.pid);
    const open = (i: number) =>
      new Promise<void>((resolve, reject) => {
        const req = http.get(
          new URL(`/api/sse/balance-updates/${tokens[i] ?? ""}`, server.base),
          { agent },
          (res) => {
            if (res.statusCode !== 200) reject(new Error(`stream ${i}: status ${res.statusCode}`));
            res.setEncoding("utf8");
            res.once("data", () => {
              resolve();
            });
            res.once("end", () => {
              reject(new Error(`stream ${i} ended before it was connected`));
            });
            res.on("data", (chunk: string) => {
              const sent = awaited.get(i);
              if (sent !== undefined && chunk.includes("event: balance_update")) {
                arrivals.push(ms(sent));
                awaited.delete(i);
              }
            });
          },
        );
        req.on("error", reject);
        requests.push(req);
      });
    const opening = process.hrtime.bigint();
    for (let from = 0; from < STREAMS; from += OPENING_AT_ONCE) {
      await Promise.all(
        Array.from({ length: Math.min(OPENING_AT_ONCE, STREAMS - from) }, (_, k) => open(from + k)),
      );
    }
    const openSeconds = ms(opening) / 1000;
    await new Promise((r) => setTimeout(r, 3000));
    const after = await residentBytes(server.pid);
    // What the streams hold, without the garbage of the 20,000 queries that opened them.
    await server.collectGarbage();
    await new Promise((r) => setTimeout(r, 1000));
    const collected = await residentBytes(server.pid);
    const perStream = (bytes: number) => `${((bytes - before) / STREAMS / 1024).toFixed(1)} KB`;
    console.log(
      `${STREAMS} balance streams opened in ${openSeconds.toFixed(1)} s: server memory ${(before / 2 ** 20).toFixed(0)} MB → ${(after / 2 ** 20).toFixed(0)} MB, ${perStream(after)} per stream; after a full garbage collection ${(collected / 2 ** 20).toFixed(0)} MB, ${perStream(collected)} per stream`,
    );

    const awardAgent = new http.Agent({ keepAlive: true, maxSockets: AWARDING_AT_ONCE });
    const answered: number[] = [];
    let failed = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: AWARDING_AT_ONCE }, async () => {
        while (next < WARM_UP + AWARDS) {
          const n = next++;
          const measured = n >= WARM_UP;
          // Spread over the open streams, a different student each time.
          const student = (n * 7919) % STREAMS;
          const sent = process.hrtime.bigint();
          if (measured) awaited.set(student, sent);
          const res = await send(server.base, awardAgent, {
            method: "POST",
            path: "/api/v1/award-trophies",
            headers: { "x-api-key": keys[n % keys.length] ?? "" },
            body: { email: emails[student], amount: 1 },
          });
          if (measured) answered.push(ms(sent));
          if (res.status !== 200) failed++;
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 1000));
    awardAgent.destroy();
    arrivals.sort((a, b) => a - b);
    answered.sort((a, b) => a - b);
    console.log(
      `awards while they are open: answer p99 ${percentile(answered, 99).toFixed(1)} ms; on the stream p50 ${percentile(arrivals, 50).toFixed(1)} ms p99 ${percentile(arrivals, 99).toFixed(1)} ms (${arrivals.length} of ${AWARDS} arrived, ${failed} failed; after ${WARM_UP} unmeasured)`,
    );
  } finally {
    for (const req of requests) req.destroy();
    agent.destroy();
    await server.stop();
  }
}
