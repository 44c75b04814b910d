import { fork, type ChildProcess } from "node:child_process";
import { readFile, readdir } from "node:fs/promises";
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
import type { FromClients, ToClients } from "./stream-clients";

const STREAMS = 20_000;
/**
 * Descriptors the server may open besides its streams and those it holds when they start opening:
 * database connections, the award clients, and on the embedded database the files of tables and
 * indexes it reads for the first time.
 */
const SPARE_FILES = 300;
/** The clients' processes, each holding its share of the streams within its own open-file limit. */
const CLIENT_PROCESSES = 2;
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

/** How many files the process may open (its soft limit, which Node raises to the hard one). */
async function openFileLimit(pid: number): Promise<number> {
  const limits = await readFile(`/proc/${pid}/limits`, "utf8");
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  return soft === undefined || soft === "unlimited" ? Infinity : Number(soft);
}

/** `streams` students, each with a live session, and an access token for each, made in place. */
async function seedStudents(
  config: Config,
  streams: number,
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
            FROM generate_series(1, ${streams}) AS i RETURNING id, email
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

/** A process of stream clients (stream-clients.ts), answering each request by message. */
class Clients {
  readonly #child: ChildProcess;

  constructor(readonly from: number) {
    // The same loader as this process (tsx), so the client runs from its TypeScript source.
    this.#child = fork(new URL("./stream-clients.ts", import.meta.url), { stdio: "inherit" });
  }

  ask<T extends FromClients["type"]>(
    message: ToClients,
    answer: T,
  ): Promise<Extract<FromClients, { type: T }>> {
    return new Promise((resolve, reject) => {
      const onMessage = (m: FromClients) => {
        if (m.type !== answer) return;
        this.#child.off("message", onMessage);
        this.#child.off("exit", onExit);
        resolve(m as Extract<FromClients, { type: T }>);
      };
      const onExit = (code: number | null) => {
        reject(new Error(`stream clients exited with ${code}`));
      };
      this.#child.on("message", onMessage);
      this.#child.once("exit", onExit);
      this.#child.send(message);
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.#child.exitCode !== null || !this.#child.connected) {
        this.#child.kill();
        resolve();
        return;
      }
      this.#child.once("exit", () => {
        resolve();
      });
      this.#child.send({ type: "close" } satisfies ToClients);
    });
  }
}

/**
 * 20,000 balance streams open on one server process: its resident memory per stream, then awards
 * to students among them, timed from sending the award to its event arriving on the stream. The
 * server may open the files its streams need (as a service's LimitNOFILE would allow); where this
 * machine cannot give it that many, fewer streams are opened and the figure says how many.
 */
export async function streamsBench(config: Config, env: Record<string, string>): Promise<void> {
  const { tokens, emails, keys } = await seedStudents(config, STREAMS);
  const server = await startServer(env, {
    collectsGarbage: true,
    openFiles: STREAMS + 2 * SPARE_FILES,
  });
  let clients: Clients[] = [];
  const awaited = new Map<number, bigint>();
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const limit = await openFileLimit(server.pid);
    const held = (await readdir(`/proc/${server.pid}/fd`)).length;
    const streams = Math.min(STREAMS, limit - held - SPARE_FILES);
    if (streams < STREAMS) {
      console.log(
        `(the server may open ${limit} files and holds ${held}: ${streams} streams, leaving ${SPARE_FILES} spare)`,
      );
    }
    const share = Math.ceil(streams / CLIENT_PROCESSES);
    clients = Array.from({ length: CLIENT_PROCESSES }, (_, k) => new Clients(k * share));
    await server.collectGarbage({ release: true });
    const before = await residentBytes(server.pid);
    const opening = process.hrtime.bigint();
    const opened = await Promise.all(
      clients.map((c) =>
        c.ask(
          {
            type: "open",
            base: server.base.href,
            tokens: tokens.slice(c.from, c.from + share),
            atOnce: Math.ceil(OPENING_AT_ONCE / CLIENT_PROCESSES),
          },
          "opened",
        ),
      ),
    );
    const failed = opened.find((o) => o.error);
    if (failed) throw new Error(failed.error);
    const openSeconds = ms(opening) / 1000;
    await new Promise((r) => setTimeout(r, 3000));
    const after = await residentBytes(server.pid);
    // What the streams hold, without the garbage of the queries that opened them: a full
    // collection frees it, but V8 keeps the space for later; the collection made when memory runs
    // short also returns it to the system, as before the streams were opened.
    await server.collectGarbage();
    await new Promise((r) => setTimeout(r, 1000));
    const collected = await residentBytes(server.pid);
    await server.collectGarbage({ release: true });
    await new Promise((r) => setTimeout(r, 1000));
    const released = await residentBytes(server.pid);
    const heldNow = (await readdir(`/proc/${server.pid}/fd`)).length;
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    const perStream = (bytes: number) => `${((bytes - before) / streams / 1024).toFixed(1)} KB`;
    console.log(
      `${streams} balance streams opened in ${openSeconds.toFixed(1)} s: server memory ${mb(before)} → ${mb(after)}, ${perStream(after)} per stream; after a full garbage collection ${mb(collected)}, ${perStream(collected)} per stream; with the space freed returned ${mb(released)}, ${perStream(released)} per stream (${heldNow} files open)`,
    );

    const awardAgent = new http.Agent({ keepAlive: true, maxSockets: AWARDING_AT_ONCE });
    const answered: number[] = [];
    let failedAwards = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: AWARDING_AT_ONCE }, async () => {
        while (next < WARM_UP + AWARDS) {
          const n = next++;
          const measured = n >= WARM_UP;
          // Spread over the open streams, a different student each time.
          const student = (n * 7919) % streams;
          const sent = process.hrtime.bigint();
          if (measured) awaited.set(student, sent);
          const res = await send(server.base, awardAgent, {
            method: "POST",
            path: "/api/v1/award-trophies",
            headers: { "x-api-key": keys[n % keys.length] ?? "" },
            body: { email: emails[student], amount: 1 },
          });
          if (measured) answered.push(ms(sent));
          if (res.status !== 200) failedAwards++;
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 1000));
    awardAgent.destroy();
    const arrivals: number[] = [];
    for (const c of clients) {
      const { arrivals: arrived } = await c.ask({ type: "report" }, "arrivals");
      for (const [i, at] of arrived) {
        const sent = awaited.get(c.from + i);
        if (sent !== undefined) arrivals.push(Number(BigInt(at) - sent) / 1e6);
      }
    }
    arrivals.sort((a, b) => a - b);
    answered.sort((a, b) => a - b);
    console.log(
      `awards while they are open: answer p99 ${percentile(answered, 99).toFixed(1)} ms; on the stream p50 ${percentile(arrivals, 50).toFixed(1)} ms p99 ${percentile(arrivals, 99).toFixed(1)} ms (${arrivals.length} of ${AWARDS} arrived, ${failedAwards} failed; after ${WARM_UP} unmeasured)`,
    );
  } finally {
    await Promise.all(clients.map((c) => c.close()));
    await server.stop();
  }
}
