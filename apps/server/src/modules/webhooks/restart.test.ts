import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { openMigratedDatabase } from "../../db/open-migrated";
import { users } from "../../db/schema";
import { createSecretBox } from "../../lib/secret-box";
import { hashPassword } from "../../lib/password";
import { issueApiKey } from "../developers/api-keys.service";
import { createDatabase, PASSWORD, TEST_SECRET } from "../../../test/helpers";
import { createWebhook } from "./endpoints.service";
import { startReceiver, type Receiver } from "../../../test/webhook-receiver";
import { WEBHOOK_SECRETS_PURPOSE } from "./secrets";

/**
 * Nothing acknowledged is lost to `kill -9`: the real server, in its own process, acknowledges an
 * award, is killed while the receiver holds the award's first delivery open, and once started
 * again on the same data delivers it.
 */
const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../main.ts");

let dataDir: string;
let env: Record<string, string>;
let dropDatabase = async () => undefined as unknown;
let receiver: Receiver;
let server: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

/** A database of its own on the tests' PostgreSQL (DATABASE_URL), else the embedded one. */
async function databaseEnv(): Promise<Record<string, string>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return {};
  const created = await createDatabase(serverUrl, "restart");
  dropDatabase = created.drop;
  return { DATABASE_URL: created.url };
}

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is running at")) resolve(child);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => {
      reject(new Error(`the server exited (${String(code)}) before it was ready:\n${output}`));
    });
  });
}

function stopServer(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => {
      resolve();
    });
    child.kill(signal);
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "trophy-restart-"));
  receiver = await startReceiver();
  env = {
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    HOST: "127.0.0.1",
    APP_SECRET: TEST_SECRET,
    LOG_LEVEL: "silent",
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    WEBHOOK_TIMEOUT_SECONDS: "2",
    // What is tested is the delivery across a restart; a busy test machine must not be refused.
    OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
    OVERLOAD_POOL_WAIT_MS: "0",
    ...(await databaseEnv()),
  };
}, 60_000);

afterAll(async () => {
  if (server) await stopServer(server, "SIGKILL");
  await receiver.close();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

/** A developer with a key and an endpoint on the receiver, and a student, written before start. */
async function seed() {
  const config = loadConfig(env);
  const database = await openMigratedDatabase(config);
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const [developer] = await database.db
      .insert(users)
      .values({
        email: "restart-dev@example.com",
        userType: "developer",
        developerStatus: "validated",
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .returning();
    if (!developer) throw new Error("no developer");
    await database.db.insert(users).values({
      email: "restart-student@example.com",
      userType: "student",
      passwordHash,
      emailVerifiedAt: new Date(),
    });
    const keys = createSecretBox(config.appSecret, "api-keys", []);
    const apiKey = await issueApiKey(database.db, keys, developer.id);
    const secrets = createSecretBox(config.appSecret, WEBHOOK_SECRETS_PURPOSE, []);
    const webhook = await createWebhook(
      database.db,
      secrets,
      developer,
      { url: receiver.urlFor("restart"), events: ["award.created"] },
      true,
    );
    receiver.secrets.set("/restart", webhook.secret);
    return { apiKey };
  } finally {
    await database.close();
  }
}

it("delivers an acknowledged award after the server is killed mid-delivery and started again", async () => {
  const { apiKey } = await seed();
  server = await startServer();
  receiver.respond = (_request, n) => (n === 1 ? "hold" : 200);
  const base = `http://127.0.0.1:${env.PORT}`;
  const awarded = await fetch(`${base}/api/v1/award-trophies`, {
    method: "POST",
    headers: { "x-api-key": apiKey, "content-type": "application/json" },
    body: JSON.stringify({ email: "restart-student@example.com", amount: 12 }),
  });
  expect(awarded.status).toBe(200);
  const { transaction } = (await awarded.json()) as { transaction: { id: string } };

  const [first] = await receiver.waitFor(1);
  await stopServer(server, "SIGKILL");
  server = await startServer();
  const [, second] = await receiver.waitFor(2, 60_000);

  expect(receiver.rejected).toEqual([]);
  expect(first?.payload).toMatchObject({ type: "award.created", data: { id: transaction.id } });
  expect(second?.id).toBe(first?.id);
  expect(second?.body).toBe(first?.body);

  // The page shows it delivered on the second attempt.
  const login = await fetch(`${base}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "restart-dev@example.com", password: PASSWORD }),
  });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  const { webhooks } = (await (
    await fetch(`${base}/api/developers/webhooks`, { headers })
  ).json()) as {
    webhooks: { id: string }[];
  };
  let delivery: { status: string; attempts: number; messageId: string } | undefined;
  for (let i = 0; i < 100 && delivery?.status !== "delivered"; i++) {
    await new Promise((r) => setTimeout(r, 50));
    const url = `${base}/api/developers/webhooks/${webhooks[0]?.id}/deliveries`;
    [delivery] = (
      (await (await fetch(url, { headers })).json()) as { deliveries: (typeof delivery)[] }
    ).deliveries;
  }
  expect(delivery).toMatchObject({ status: "delivered", attempts: 2, messageId: first?.id });
  await stopServer(server, "SIGTERM");
  server = undefined;
}, 120_000);
