import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openMigratedDatabase } from "../db/open-migrated";
import { trophyTransactions, users } from "../db/schema";
import { createSecretBox } from "../lib/secret-box";
import { hashPassword } from "../lib/password";
import { issueApiKey } from "../modules/developers/api-keys.service";
import { createDatabase, PASSWORD, TEST_SECRET } from "../../test/helpers";
import { STOP_WITHIN_MS } from "./graceful-stop";

/**
 * The real server in its own process is stopped with SIGTERM in the middle of a load of awards:
 * every award sent before the signal is answered 200 and is in the ledger, /ready says it is
 * stopping, a balance stream ends with a `retry:` hint, and the process exits 0 in time.
 */
const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../main.ts");
const PORT = 3303;
const WORKERS = 8;
/** Each worker is a developer of its own: the award API allows 100 calls an hour per developer. */
const CALLS_PER_WORKER = 90;

let dataDir: string;
let env: Record<string, string>;
let dropDatabase = async () => undefined as unknown;
let server: ChildProcess | undefined;

async function databaseEnv(): Promise<Record<string, string>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return {};
  const created = await createDatabase(serverUrl, "stop");
  dropDatabase = created.drop;
  return { DATABASE_URL: created.url };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "trophy-stop-"));
  env = {
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    APP_SECRET: TEST_SECRET,
    LOG_LEVEL: "info",
    LOG_FORMAT: "json",
    // The machine is shared: this test is about stopping, not about refusing load.
    OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
    OVERLOAD_POOL_WAIT_MS: "0",
    ...(await databaseEnv()),
  };
}, 60_000);

afterAll(async () => {
  if (server?.exitCode === null) server.kill("SIGKILL");
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

async function seed(): Promise<{ apiKeys: string[]; students: string[] }> {
  const config = loadConfig(env);
  const database = await openMigratedDatabase(config);
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const developers = await database.db
      .insert(users)
      .values(
        Array.from({ length: WORKERS }, (_, i) => ({
          email: `stop-dev${i}@example.com`,
          userType: "developer" as const,
          developerStatus: "validated" as const,
          passwordHash,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning();
    const students = await database.db
      .insert(users)
      .values(
        Array.from({ length: 4 }, (_, i) => ({
          email: `stop-student${i}@example.com`,
          userType: "student" as const,
          passwordHash,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning();
    const keys = createSecretBox(config.appSecret, "api-keys", []);
    const apiKeys = [];
    for (const d of developers) apiKeys.push(await issueApiKey(database.db, keys, d.id));
    return { apiKeys, students: students.map((s) => s.email) };
  } finally {
    await database.close();
  }
}

function startServer(): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is running at")) resolve({ child, output: () => output });
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => {
      reject(new Error(`the server exited (${String(code)}) before it was ready:\n${output}`));
    });
  });
}

interface Outcome {
  sentAt: number;
  status: number | null;
  error?: string;
  transactionId?: string;
}

function call(
  agent: http.Agent,
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: urlPath,
        method,
        agent,
        headers: {
          accept: "application/json",
          ...(payload ? { "content-type": "application/json" } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, text });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

it("finishes what it accepted, loses no award and exits in time on SIGTERM", async () => {
  const { apiKeys, students } = await seed();
  const started = await startServer();
  server = started.child;
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => {
    started.child.once("exit", (code) => {
      resolve({ code, at: performance.now() });
    });
  });

  // A student's balance stream, open before the signal.
  const login = await call(
    new http.Agent(),
    "POST",
    "/auth/login",
    {},
    {
      email: students[0],
      password: PASSWORD,
    },
  );
  const { accessToken } = JSON.parse(login.text) as { accessToken: string };
  let streamText = "";
  const streamEnded = new Promise<void>((resolve, reject) => {
    http
      .get(
        { host: "127.0.0.1", port: PORT, path: `/api/sse/balance-updates/${accessToken}` },
        (res) => {
          res.setEncoding("utf8");
          res.on("data", (c: string) => (streamText += c));
          res.on("end", resolve);
          res.on("error", reject);
        },
      )
      .on("error", reject);
  });
  // A kept-alive connection to ask /ready on once stopping.
  const probe = new http.Agent({ keepAlive: true, maxSockets: 1 });
  expect((await call(probe, "GET", "/ready", {})).status).toBe(200);

  const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS });
  const outcomes: Outcome[] = [];
  let signalAt = Infinity;
  const load = Promise.all(
    apiKeys.map(async (apiKey, w) => {
      for (let i = 0; i < CALLS_PER_WORKER; i++) {
        const outcome: Outcome = { sentAt: performance.now(), status: null };
        outcomes.push(outcome);
        try {
          const res = await call(
            agent,
            "POST",
            "/api/v1/award-trophies",
            { "x-api-key": apiKey },
            { email: students[(w + i) % students.length], amount: 1 },
          );
          outcome.status = res.status;
          if (res.status === 200) {
            outcome.transactionId = (
              JSON.parse(res.text) as { transaction: { id: string } }
            ).transaction.id;
          }
        } catch (err) {
          // After the signal the server refuses new connections: this worker is done.
          outcome.error = (err as Error).message;
          return;
        }
      }
    }),
  );

  // Stop it mid-way, once a good share of the awards has been answered.
  while (outcomes.filter((o) => o.status === 200).length < 60) {
    await new Promise((r) => setTimeout(r, 20));
  }
  signalAt = performance.now();
  started.child.kill("SIGTERM");
  // Once it says so it is stopping (the line is written just before it begins).
  while (!started.output().includes('"msg":"stopping"')) {
    await new Promise((r) => setTimeout(r, 5));
  }
  const ready = await call(probe, "GET", "/ready", {}).catch((err: unknown) => ({
    status: 0,
    text: String(err),
  }));
  await load;
  await streamEnded;
  const { code, at } = await exited;
  probe.destroy();
  agent.destroy();

  expect(code, started.output()).toBe(0);
  expect(at - signalAt).toBeLessThan(STOP_WITHIN_MS);
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.text)).toEqual({ status: "not_ready", reason: "stopping" });
  expect(streamText).toMatch(/retry: \d+\n\n$/);

  // No failed request among those sent before the signal.
  const beforeSignal = outcomes.filter((o) => o.sentAt < signalAt);
  expect(beforeSignal.length).toBeGreaterThanOrEqual(60);
  expect(beforeSignal.filter((o) => o.status !== 200)).toEqual([]);
  // Whatever came after was answered or refused a connection, never cut mid-answer with a 5xx.
  for (const o of outcomes.filter((x) => x.sentAt >= signalAt)) {
    if (o.status !== null) expect(o.status).toBe(200);
    else expect(o.error).toMatch(/ECONNREFUSED|ECONNRESET|socket hang up/);
  }

  // Every award answered 200 is in the ledger.
  const answered = outcomes.flatMap((o) => (o.transactionId ? [o.transactionId] : []));
  const database = await openMigratedDatabase(loadConfig(env));
  try {
    const rows = await database.db
      .select({ id: trophyTransactions.id })
      .from(trophyTransactions)
      .where(inArray(trophyTransactions.id, answered));
    expect(rows.length).toBe(answered.length);
  } finally {
    await database.close();
  }
}, 120_000);
