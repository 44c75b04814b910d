import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { rowsOf } from "../db/raw";
import { tablesInRestoreOrder } from "../db/dump";
import { users } from "../db/schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../modules/demo/seed-demo";
import { EMBEDDED_ADMIN_EMAIL } from "../modules/users/admin-bootstrap";
import { hashPassword } from "../lib/password";
import { PASSWORD } from "../../test/helpers";

/**
 * The README's first steps, as an operator runs them: `npm start` on a new embedded installation,
 * then `npm run seed:demo`, `rotate-secret`, `restore` and `create-admin` beside it (all refuse
 * and write nothing), then the demo added to the stopped installation, whose accounts sign in once it runs again.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MAIN = path.join(serverDir, "src/main.ts");
const tsx = path.resolve(serverDir, "../../node_modules/.bin/tsx");

/** The embedded default: whatever the suite runs on, these commands meet DATA_DIR alone. */
function embeddedEnv(dataDir: string, extra: Record<string, string> = {}) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !["DATABASE_URL", "APP_SECRET", "ADMIN_EMAIL", "ADMIN_PASSWORD"].includes(k),
    ),
  );
  return { ...clean, DATA_DIR: dataDir, LOG_LEVEL: "warn", ...extra };
}

function command(
  dataDir: string,
  entry: string,
  extra: Record<string, string> = {},
  args: string[] = [],
) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(tsx, [`src/cli/${entry}.ts`, ...args], {
      cwd: serverDir,
      env: embeddedEnv(dataDir, extra),
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.on("close", (code) => {
      resolve({ code, out });
    });
  });
}

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

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
}

async function startServer(dataDir: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    cwd: serverDir,
    env: embeddedEnv(dataDir, {
      PORT: String(port),
      HOST: "127.0.0.1",
      OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
      OVERLOAD_POOL_WAIT_MS: "0",
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is running at")) resolve({ child, port, output: () => output });
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => {
      reject(new Error(`the server exited (${String(code)}) before it was ready:\n${output}`));
    });
  });
}

function stopServer(server: Running): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => {
      resolve();
    });
    child.kill("SIGTERM");
  });
}

async function signIn(port: number, email: string, password: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

/** Every row of every table as sorted JSON text: equal when nothing was written. */
async function contents(database: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of await tablesInRestoreOrder(database.db)) {
    const rows = await rowsOf<{ j: string }>(
      database.db,
      sql.raw(`SELECT row_to_json(t)::text AS "j" FROM "${t}" t`),
    );
    out[t] = rows.map((r) => r.j).sort();
  }
  return out;
}

async function withEmbedded<T>(dataDir: string, work: (database: Database) => Promise<T>) {
  const database = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "db") });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

let dataDir: string;
const dirs: string[] = [];
let server: Running | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "trophy-guard-"));
  dirs.push(dataDir);
});

afterAll(async () => {
  if (server) await stopServer(server);
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

// Real processes on a new on-disk database (migrated from the first migration): slow on busy cores.
describe("commands beside the embedded server", { timeout: 180_000 }, () => {
  let firstRun: Record<string, string[]>;

  it("seed:demo, rotate-secret, restore and create-admin refuse while the server runs, and write nothing", async () => {
    server = await startServer(dataDir);
    const admin = /Sign in as admin@localhost with password (\S+) /.exec(server.output())?.[1];
    expect(admin).toBeTruthy();

    const seeded = await command(dataDir, "seed-demo");
    expect(seeded.code).toBe(1);
    expect(seeded.out).toContain(
      `The server on ${dataDir} is running: stop it, run \`npm run seed:demo\``,
    );
    expect(seeded.out).not.toContain("Demo data added");

    const rotated = await command(dataDir, "rotate-secret", {
      APP_SECRET: "new-secret-0123456789abcdef0123456789abcdef",
      APP_SECRET_PREVIOUS: "old-secret-0123456789abcdef0123456789abcdef",
    });
    expect(rotated.code).toBe(1);
    expect(rotated.out).toContain(
      `The server on ${dataDir} is running: stop it, run \`npm run rotate-secret\``,
    );

    const restored = await command(dataDir, "restore", {}, [path.join(dataDir, "any.jsonl.gz")]);
    expect(restored.code).toBe(1);
    expect(restored.out).toContain(`The server on ${dataDir} is running: stop it, point DATA_DIR`);

    const admin2 = await command(dataDir, "create-admin", {}, [
      "--email",
      "second-admin@school.example",
      "--password",
      PASSWORD,
    ]);
    expect(admin2.code).toBe(1);
    expect(admin2.out).toContain(
      `The server on ${dataDir} is running: stop it, run \`npm run create-admin\` then start it again, or start it with ADMIN_EMAIL and ADMIN_PASSWORD set`,
    );
    expect(admin2.out).not.toContain("created");

    // The server is still the one database's only user, and serves as before.
    expect(await signIn(server.port, "student@demo.test", DEMO_PASSWORD)).toBe(401);
    expect(await signIn(server.port, EMBEDDED_ADMIN_EMAIL, admin ?? "")).toBe(200);
    await stopServer(server);
    server = undefined;

    firstRun = await withEmbedded(dataDir, contents);
    const accounts = firstRun.users?.map((u) => (JSON.parse(u) as { email: string }).email);
    expect(accounts).toEqual([EMBEDDED_ADMIN_EMAIL]);
    expect(firstRun.gift_cards).toEqual([]);
    expect(firstRun.trophy_transactions).toEqual([]);
  });

  it("seed:demo refuses an installation with another account, and writes nothing", async () => {
    const other = await mkdtemp(path.join(tmpdir(), "trophy-guard-other-"));
    dirs.push(other);
    await cp(dataDir, other, { recursive: true });
    await withEmbedded(other, async (database) => {
      await database.db.insert(users).values({
        email: "real-student@school.example",
        userType: "student",
        name: "Real Student",
        passwordHash: await hashPassword(PASSWORD),
        emailVerifiedAt: new Date(),
      });
    });
    const before = await withEmbedded(other, contents);
    const seeded = await command(other, "seed-demo");
    expect(seeded.code).toBe(1);
    expect(seeded.out).toContain(
      "This database has 1 account besides the demo's and the first-run admin (admin@localhost), so nothing was changed",
    );
    expect(await withEmbedded(other, contents)).toEqual(before);
  });

  it("seed:demo fills the stopped first-run installation once; its accounts sign in after a start", async () => {
    const seeded = await command(dataDir, "seed-demo");
    expect(seeded.out).toContain("Demo data added.");
    expect(seeded.code).toBe(0);
    const filled = await withEmbedded(dataDir, contents);
    expect(filled.users).toHaveLength(DEMO_ACCOUNTS.length + 1);

    const again = await command(dataDir, "seed-demo");
    expect(again.out).toContain("Demo data is already there; nothing changed.");
    expect(again.code).toBe(0);
    expect(await withEmbedded(dataDir, contents)).toEqual(filled);

    server = await startServer(dataDir);
    for (const account of DEMO_ACCOUNTS.filter((a) => !a.email.startsWith("pending"))) {
      expect(await signIn(server.port, account.email, DEMO_PASSWORD), account.email).toBe(200);
    }
    await stopServer(server);
    server = undefined;
  });
});
