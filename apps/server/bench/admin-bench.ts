import { randomUUID } from "node:crypto";
import http from "node:http";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import type { Config } from "../src/config";
import { openMigratedDatabase } from "../src/db/open-migrated";
import type { Database } from "../src/db/client";
import { users } from "../src/db/schema";
import { hashPassword } from "../src/lib/password";
import { send } from "./load";
import { startServer } from "./server-process";

const CARDS = 100_000;
const USERS = 100_000;
const INVENTORY_CARDS = 1_000_000;
const ADMIN = { email: "admin@bench.test", password: "Bench1234" };

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
  await database.query("DELETE FROM gift_cards WHERE batch_id = 'batch_raw'");
  return took;
}

async function setUp(config: Config): Promise<number> {
  return withApp(config, async (app, database) => {
    await app.db.insert(users).values({
      email: ADMIN.email,
      userType: "admin",
      passwordHash: await hashPassword(ADMIN.password),
      emailVerifiedAt: new Date(),
    });
    await database.query(
      `INSERT INTO users (email, name, user_type, email_verified_at)
       SELECT 'pupil' || i || '@district' || (i % 40) || '.test', (ARRAY['Ada','Grace','Alan','Edsger','Barbara','Ken'])[1 + i % 6] || ' ' || 'Learner' || i,
              'student', now()
       FROM generate_series(1, ${USERS}) AS i`,
    );
    return rawInsert(app, database);
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

async function signIn(base: URL, agent: http.Agent): Promise<string> {
  const res = await send(base, agent, { method: "POST", path: "/auth/login", body: ADMIN });
  return (res.body as { accessToken: string }).accessToken;
}

/** Upload, export, user search; then 1,000,000 cards and the inventory. */
export async function adminBench(config: Config, env: Record<string, string>): Promise<void> {
  const raw = await setUp(config);
  const csv = ["code,card_type,usd_amount,trophy_cost,expires_at,notes"]
    .concat(
      Array.from(
        { length: CARDS },
        (_, i) => `UP-${String(i).padStart(8, "0")},amazon,10,200,2031-12-31,"bench, row ${i}"`,
      ),
    )
    .join("\r\n");
  let server = await startServer(env);
  const agent = new http.Agent({ keepAlive: true });
  try {
    const token = await signIn(server.base, agent);
    const upload = await timed(
      server.base,
      agent,
      token,
      "/api/admin/gift-cards/upload",
      { data: csv, format: "csv", batchId: "batch_bench" },
      "POST",
    );
    console.log(
      `upload of ${CARDS} codes (CSV, HTTP end to end)   ${upload.seconds.toFixed(2)} s  (${(CARDS / upload.seconds).toFixed(0)} rows/s, status ${upload.status})`,
    );
    console.log(
      `same rows, multi-row insert via the driver     ${raw.toFixed(2)} s  (${(CARDS / raw).toFixed(0)} rows/s)`,
    );
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
