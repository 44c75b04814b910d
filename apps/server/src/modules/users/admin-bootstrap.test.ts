import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { users } from "../../db/schema";
import {
  PASSWORD,
  TEST_SECRET,
  createDatabase,
  createTestApp,
  createUser,
  inject,
  type TestApp,
} from "../../../test/helpers";
import { AdminSetupError, ensureAdmin, generatePassword, hasAdmin } from "./admin-bootstrap";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  inject(t.app, { method: "POST", url: "/auth/login", payload: { email, password } });

describe("ensureAdmin", () => {
  it("creates the admin, then resets its password on a second call", async () => {
    expect(await hasAdmin(t.app.db)).toBe(false);
    expect(await ensureAdmin(t.app.db, " Boss@School.Test ", PASSWORD)).toBe("created");
    expect(await hasAdmin(t.app.db)).toBe(true);
    const first = await login("boss@school.test", PASSWORD);
    expect(first.json().user.user_type).toBe("admin");
    expect(await ensureAdmin(t.app.db, "boss@school.test", "N3wPassword")).toBe("updated");
    expect((await login("boss@school.test", PASSWORD)).statusCode).toBe(401);
    expect((await login("boss@school.test", "N3wPassword")).statusCode).toBe(200);
  });

  it("refuses an e-mail held by another role and a weak password", async () => {
    const student = await createUser(t.app, { userType: "student" });
    await expect(ensureAdmin(t.app.db, student.email, PASSWORD)).rejects.toThrow(AdminSetupError);
    await expect(ensureAdmin(t.app.db, "new-admin@school.test", "weak")).rejects.toThrow(
      AdminSetupError,
    );
  });

  it("generates passwords that pass the password rule", async () => {
    const password = generatePassword();
    expect(await ensureAdmin(t.app.db, "generated@school.test", password)).toBe("created");
  });

  it("creates one admin when called several times at once", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => ensureAdmin(t.app.db, "together@school.test", PASSWORD)),
    );
    expect(outcomes.filter((o) => o === "created")).toHaveLength(1);
    const rows = await t.app.db.select().from(users).where(eq(users.email, "together@school.test"));
    expect(rows).toHaveLength(1);
    expect((await login("together@school.test", PASSWORD)).statusCode).toBe(200);
  });
});

const serverUrl = process.env.DATABASE_URL;
const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../main.ts");

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

/** The real server in its own process; resolves once it listens, rejects if it exits first. */
function startServer(env: Record<string, string>): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is running at")) resolve();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => {
      reject(new Error(`an instance exited (${String(code)}) before it was ready:\n${output}`));
    });
  });
  return { child, ready };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => {
      resolve();
    });
    child.kill("SIGTERM");
  });
}

// About PostgreSQL, where instances share one database; three processes compile and migrate at once.
describe.skipIf(!serverUrl)(
  "instances started together on a new database",
  { timeout: 180_000 },
  () => {
    it("all three come up, and the ADMIN_EMAIL admin exists once and signs in", async () => {
      const database = await createDatabase(serverUrl ?? "", "together");
      const dataDirs: string[] = [];
      const instances: { child: ChildProcess; port: number }[] = [];
      try {
        const starts = [];
        for (let i = 0; i < 3; i++) {
          const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-together-"));
          dataDirs.push(dataDir);
          const port = await freePort();
          const { child, ready } = startServer({
            DATABASE_URL: database.url,
            APP_SECRET: TEST_SECRET,
            ADMIN_EMAIL: "Admin@School.Test",
            ADMIN_PASSWORD: PASSWORD,
            DATA_DIR: dataDir,
            PORT: String(port),
            HOST: "127.0.0.1",
            LOG_LEVEL: "warn",
            OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
            OVERLOAD_POOL_WAIT_MS: "0",
          });
          instances.push({ child, port });
          starts.push(ready);
        }
        await Promise.all(starts);
        for (const { port } of instances) {
          const base = `http://127.0.0.1:${port}`;
          expect((await fetch(`${base}/ready`)).status).toBe(200);
          const res = await fetch(`${base}/auth/login`, {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json" },
            body: JSON.stringify({ email: "admin@school.test", password: PASSWORD }),
          });
          expect(res.status).toBe(200);
        }
        const check = await openDatabase({ kind: "postgres", url: database.url });
        try {
          const admins = await check.db
            .select({ email: users.email })
            .from(users)
            .where(eq(users.userType, "admin"));
          expect(admins).toEqual([{ email: "admin@school.test" }]);
        } finally {
          await check.close();
        }
      } finally {
        await Promise.all(instances.map(({ child }) => stop(child)));
        await database.drop();
        for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
      }
    });
  },
);
