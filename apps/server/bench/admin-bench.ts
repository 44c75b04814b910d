import { randomUUID } from "node:crypto";
import http from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import { from as copyFrom } from "pg-copy-streams";
import { buildApp } from "../src/app";
import type { Config } from "../src/config";
import { copyChunks, copyStatement } from "../src/db/copy-rows";
import { openMigratedDatabase } from "../src/db/open-migrated";
import type { Database } from "../src/db/client";
import { users } from "../src/db/schema";
import { hashPassword } from "../src/lib/password";
import { percentile, send } from "./load";
import { pacedLoad } from "./paced-load";
import { startServer } from "./server-process";

const CARDS = 100_000;
const USERS = 100_000;
const INVENTORY_CARDS = 1_000_000;
const ADMIN = { email: "admin@bench.test", password: "Bench1234" };
/** Another signed-in user, whose calls must keep being answered while the upload runs. */
const STUDENT = { email: "pupil@bench.test", password: "Bench1234" };
const OTHERS_PER_SECOND = 50;
const OTHERS_PATH = "/api/students/trophies";
/** The upload may take this many times a COPY of its rows, already sealed (issue 29). */
const COPY_RATIO_GOAL = 1.5;
/** The earlier goals for the upload, in seconds. */
const UPLOAD_GOAL = { pglite: 2, postgres: 1 } as const;
const BASELINE_RUNS = 3;
const BASELINE_TABLE = "gift_cards_copy_baseline";
/** The columns an upload fills (src/modules/gift-cards/store-gift-cards.ts), in the same order. */
const UPLOAD_COLUMNS = [
  "id",
  "code_hash",
  "code_ciphertext",
  "card_type",
  "usd_cents",
  "trophy_cost",
  "expires_at",
  "notes",
  "batch_id",
];
const uploadCode = (i: number) => `UP-${String(i).padStart(8, "0")}`;

const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function withApp<T>(
  config: Config,
  work: (app: FastifyInstance, database: Database) => Promise<T>,
): Promise<T> {
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database, logger: false, webRoot: false });
  try {
    return await work(app, database);
  } finally {
    await app.close();
    await database.close();
  }
}

/** The same 100,000 rows the upload stores, sealed beforehand, sent as multi-row inserts. */
async function rawInsert(app: FastifyInstance, database: Database): Promise<number> {
  const rows = Array.from({ length: CARDS }, (_, i) => {
    const code = `RAW-${String(i).padStart(8, "0")}`;
    const id = randomUUID();
    return [id, app.giftCardCodes.fingerprint(code), app.giftCardCodes.seal(code, id)];
  });
  const started = process.hrtime.bigint();
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000);
    await database.query(
      `INSERT INTO gift_cards (id, code_hash, code_ciphertext, card_type, usd_cents, trophy_cost, batch_id)
       SELECT i, h, c, 'rawbench', 1000, 200, 'batch_raw' FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(i, h, c)`,
      [chunk.map((r) => r[0]), chunk.map((r) => r[1]), chunk.map((r) => r[2])],
    );
  }
  const took = seconds(started);
  // The upload then meets a new, empty table, as the COPY below does (after a DELETE its indexes
  // would keep their pages). Nothing else refers to gift cards yet; CASCADE says so.
  await database.query("TRUNCATE gift_cards CASCADE");
  return took;
}

/**
 * The upload's own rows as it stores them: each code sealed for a fresh id, in code-hash order,
 * already written as COPY text.
 */
function sealedUploadRows(app: FastifyInstance): string[] {
  const rows = Array.from({ length: CARDS }, (_, i) => {
    const code = uploadCode(i);
    const id = randomUUID();
    const hash = app.giftCardCodes.fingerprint(code);
    const sealed = app.giftCardCodes.seal(code, id);
    return {
      hash,
      row: [
        id,
        hash,
        sealed,
        "amazon",
        1000,
        200,
        "2031-12-31T23:59:59.999Z",
        `bench, row ${i}`,
        "batch_bench",
      ],
    };
  }).sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  return [...copyChunks(rows.map((r) => r.row))];
}

/**
 * The database's own speed for the upload's rows: one COPY of them, already sealed and written
 * as COPY text, into a new table with gift_cards' columns, defaults, checks, indexes and foreign
 * key (not its counting triggers), committed. Only the COPY statement is timed.
 */
async function copyBaseline(database: Database, chunks: string[]): Promise<number> {
  await database.query(
    `CREATE TABLE ${BASELINE_TABLE} (LIKE gift_cards INCLUDING ALL,
       FOREIGN KEY (redeemed_by) REFERENCES users (id) ON DELETE RESTRICT)`,
  );
  try {
    if (database.pool) {
      const client = await database.pool.connect();
      try {
        const started = process.hrtime.bigint();
        await pipeline(
          Readable.from(chunks),
          client.query(copyFrom(copyStatement(BASELINE_TABLE, UPLOAD_COLUMNS, "STDIN"))),
        );
        return seconds(started);
      } finally {
        client.release();
      }
    }
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const blob = new Blob(chunks);
    const started = process.hrtime.bigint();
    await client.query(copyStatement(BASELINE_TABLE, UPLOAD_COLUMNS, "'/dev/blob'"), [], { blob });
    return seconds(started);
  } finally {
    await database.query(`DROP TABLE ${BASELINE_TABLE}`);
  }
}

async function setUp(config: Config): Promise<{ raw: number; copies: number[] }> {
  return withApp(config, async (app, database) => {
    await app.db.insert(users).values([
      {
        email: ADMIN.email,
        userType: "admin",
        passwordHash: await hashPassword(ADMIN.password),
        emailVerifiedAt: new Date(),
      },
      {
        email: STUDENT.email,
        name: "Bench Pupil",
        userType: "student",
        passwordHash: await hashPassword(STUDENT.password),
        emailVerifiedAt: new Date(),
      },
    ]);
    await database.query(
      `INSERT INTO users (email, name, user_type, email_verified_at)
       SELECT 'pupil' || i || '@district' || (i % 40) || '.test', (ARRAY['Ada','Grace','Alan','Edsger','Barbara','Ken'])[1 + i % 6] || ' ' || 'Learner' || i,
              'student', now()
       FROM generate_series(1, ${USERS}) AS i`,
    );
    const raw = await rawInsert(app, database);
    const chunks = sealedUploadRows(app);
    const copies: number[] = [];
    for (let run = 0; run < BASELINE_RUNS; run++) copies.push(await copyBaseline(database, chunks));
    return { raw, copies };
  });
}

async function fillInventory(config: Config): Promise<void> {
  await withApp(config, async (_app, database) => {
    await database.query(
      `INSERT INTO gift_cards (code_hash, code_ciphertext, card_type, usd_cents, trophy_cost, expires_at, redeemed_at, redeemed_by)
       SELECT 'fill' || i, 'x', (ARRAY['amazon','roblox','starbucks','google_play','fortnite','steam'])[1 + i % 6],
              (ARRAY[500, 1000, 2500, 5000])[1 + (i / 7) % 4], (ARRAY[100, 200, 500, 1000])[1 + (i / 7) % 4],
              CASE WHEN i % 10 = 0 THEN now() - interval '1 day' END, NULL, NULL
       FROM generate_series(1, ${INVENTORY_CARDS - CARDS}) AS i`,
    );
  });
}

async function timed(
  base: URL,
  agent: http.Agent,
  token: string,
  path: string,
  body?: unknown,
  method = "GET",
) {
  const started = process.hrtime.bigint();
  const res = await send(base, agent, {
    method,
    path,
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  return { seconds: seconds(started), status: res.status, body: res.body };
}

async function signIn(
  base: URL,
  agent: http.Agent,
  who: { email: string; password: string } = ADMIN,
): Promise<string> {
  const res = await send(base, agent, { method: "POST", path: "/auth/login", body: who });
  return (res.body as { accessToken: string }).accessToken;
}

const tally = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([k, v]) => `${v} ${k}`)
    .join(", ") || "none";

/**
 * The upload, on a server whose overload answers are at their defaults, while a student's calls
 * arrive at an even OTHERS_PER_SECOND over connections of their own (after a second of the same
 * calls, unmeasured, to warm their code up). Prints the upload against the COPY of its rows.
 */
async function uploadBesideOthers(
  config: Config,
  env: Record<string, string>,
  csv: string,
  copies: number[],
): Promise<void> {
  const { eventLoopDelayMs, poolWaitMs, maxInFlight } = config.overload;
  const server = await startServer({
    ...env,
    OVERLOAD_EVENT_LOOP_DELAY_MS: String(eventLoopDelayMs),
    OVERLOAD_POOL_WAIT_MS: String(poolWaitMs),
    OVERLOAD_MAX_IN_FLIGHT: String(maxInFlight),
  });
  const agent = new http.Agent({ keepAlive: true });
  try {
    const token = await signIn(server.base, agent);
    const student = await signIn(server.base, agent, STUDENT);
    const others = (seconds: number, until?: Promise<unknown>) =>
      pacedLoad(server.base, {
        ratePerSecond: OTHERS_PER_SECOND,
        seconds,
        connections: 20,
        paths: [OTHERS_PATH],
        headers: { accept: "application/json", authorization: `Bearer ${student}` },
        timeoutMs: 30_000,
        until,
      });
    await others(1);
    let uploaded: () => void = () => undefined;
    const during = others(
      600,
      new Promise<void>((resolve) => {
        uploaded = resolve;
      }),
    );
    // The student's calls are already coming when the upload arrives.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const upload = await timed(
      server.base,
      agent,
      token,
      "/api/admin/gift-cards/upload",
      { data: csv, format: "csv", batchId: "batch_bench" },
      "POST",
    ).finally(() => {
      uploaded();
    });
    const them = await during;
    const copy = median(copies);
    const goal = UPLOAD_GOAL[config.database.kind];
    const ratio = upload.seconds / copy;
    const verdict = (met: boolean) => (met ? "met" : "missed");
    console.log(
      `upload of ${CARDS} codes (CSV, HTTP end to end)   ${upload.seconds.toFixed(2)} s  (${(CARDS / upload.seconds).toFixed(0)} rows/s, status ${upload.status})  goal ≤ ${goal} s: ${verdict(upload.seconds <= goal)}`,
    );
    console.log(
      `COPY of the same rows, sealed, into a table like gift_cards   median ${copy.toFixed(3)} s  (${copies.map((c) => c.toFixed(3)).join(", ")} s)`,
    );
    console.log(
      `upload ÷ COPY                                  ${ratio.toFixed(2)}x  goal ≤ ${COPY_RATIO_GOAL}x: ${verdict(ratio <= COPY_RATIO_GOAL)}`,
    );
    console.log(
      `a student's ${OTHERS_PATH} at ${OTHERS_PER_SECOND}/s during the upload   ${them.served.length} served p50 ${percentile(them.served, 50).toFixed(0)} ms p99 ${percentile(them.served, 99).toFixed(0)} ms  503 ${them.refused.length}  other ${tally(them.otherStatus)}  errors ${tally(them.errors)}`,
    );
  } finally {
    await server.stop();
    agent.destroy();
  }
}

/** Upload (beside another user's calls), export, user search; then 1,000,000 cards and the inventory. */
export async function adminBench(config: Config, env: Record<string, string>): Promise<void> {
  const { raw, copies } = await setUp(config);
  const csv = ["code,card_type,usd_amount,trophy_cost,expires_at,notes"]
    .concat(
      Array.from(
        { length: CARDS },
        (_, i) => `${uploadCode(i)},amazon,10,200,2031-12-31,"bench, row ${i}"`,
      ),
    )
    .join("\r\n");
  await uploadBesideOthers(config, env, csv, copies);
  console.log(
    `same rows, multi-row insert via the driver     ${raw.toFixed(2)} s  (${(CARDS / raw).toFixed(0)} rows/s)`,
  );
  let server = await startServer(env);
  const agent = new http.Agent({ keepAlive: true });
  try {
    const token = await signIn(server.base, agent);
    for (const format of ["csv", "json"]) {
      const exp = await timed(
        server.base,
        agent,
        token,
        `/api/admin/gift-cards/export?format=${format}`,
      );
      console.log(
        `export of ${CARDS} cards (${format})                 ${exp.seconds.toFixed(2)} s  (status ${exp.status})`,
      );
    }
    const searches = ["learner4242", "GRACE", "@district7.", "nobody-here"];
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const term of searches)
        times.push(
          (
            await timed(
              server.base,
              agent,
              token,
              `/api/admin/users?search=${encodeURIComponent(term)}&limit=20`,
            )
          ).seconds * 1000,
        );
    }
    console.log(
      `users search over ${USERS} users              median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${times.length} searches)`,
    );
  } finally {
    await server.stop();
  }

  await fillInventory(config);
  server = await startServer(env);
  try {
    const token = await signIn(server.base, agent);
    const runs: number[] = [];
    for (let i = 0; i < 5; i++)
      runs.push(
        (await timed(server.base, agent, token, "/api/admin/gift-cards/inventory")).seconds * 1000,
      );
    console.log(
      `inventory over ${INVENTORY_CARDS} cards              median ${median(runs).toFixed(0)} ms (5 runs)`,
    );
  } finally {
    await server.stop();
    agent.destroy();
  }
}
