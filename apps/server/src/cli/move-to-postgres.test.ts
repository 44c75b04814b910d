import { randomUUID } from "node:crypto";
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase, PGLITE_OPTIONS, wrapPglite } from "../db/client";
import { summarize } from "../db/dump-check";
import { serveBackups } from "../db/dump-socket";
import { openMigratedDatabase } from "../db/open-migrated";
import { seedDemo } from "../modules/demo/seed-demo";
import { announcer } from "../modules/ledger/ledger.service";
import { WEBHOOK_SECRETS_PURPOSE } from "../modules/webhooks/secrets";
import { createSecretBox } from "../lib/secret-box";
import { webhookEndpoints } from "../db/schema";
import { createDatabase } from "../../test/helpers";

const serverUrl = process.env.DATABASE_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const tsx = path.resolve(serverDir, "../../node_modules/.bin/tsx");

/** Runs `npm run move-to-postgres` as an operator would, from the sources. */
function move(env: Record<string, string>, args: string[]) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL" && k !== "APP_SECRET"),
  );
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(tsx, ["src/cli/move-to-postgres.ts", ...args], {
      cwd: serverDir,
      env: { ...clean, ...env },
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.on("close", (code) => {
      resolve({ code, out });
    });
  });
}

const newDatabase = () => createDatabase(serverUrl ?? "", "move");

// Each case starts the command as a process of its own (tsx compiles it first).
describe.skipIf(!serverUrl)("npm run move-to-postgres", { timeout: 120_000 }, () => {
  let dataDir: string;
  const drops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    // An embedded installation with demo data and a webhook endpoint, then stopped.
    dataDir = await mkdtemp(path.join(tmpdir(), "trophy-move-"));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const database = await openMigratedDatabase(config);
    const app = await buildApp({ config, database, logger: false, webRoot: false });
    await seedDemo(app.db, {
      giftCardCodes: app.giftCardCodes,
      apiKeySecrets: app.apiKeySecrets,
      announce: announcer(app.events, app.log),
    });
    const developer = await database.query(
      "SELECT id FROM users WHERE email = 'developer@demo.test'",
    );
    const endpointId = randomUUID();
    await app.db.insert(webhookEndpoints).values({
      id: endpointId,
      developerId: (developer as { rows: { id: string }[] }).rows[0]?.id ?? "",
      url: "https://hooks.example.com/trophies",
      events: ["trophies.awarded"],
      secretCiphertext: createSecretBox(config.appSecret, WEBHOOK_SECRETS_PURPOSE).seal(
        "whsec_1",
        endpointId,
      ),
    });
    await app.close();
    await database.close();
  }, 120_000);
  afterAll(async () => {
    for (const drop of drops) await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("copies the embedded data into an empty PostgreSQL and checks it; refuses a filled one", async () => {
    const target = await newDatabase();
    drops.push(target.drop);
    const moved = await move({ DATA_DIR: dataDir }, ["--to", target.url]);
    expect(moved.out).toContain("The copy matches");
    expect(moved.out).toMatch(
      /Sealed values opened with the APP_SECRET: 5 gift card codes, 2 API keys, 1 webhook secrets/,
    );
    expect(moved.out).toContain(`the secret in ${path.join(dataDir, "app-secret")}`);
    expect(moved.code).toBe(0);

    // What the check compared, compared again here.
    const at = new Date();
    const source = wrapPglite(
      await PGlite.create({ ...PGLITE_OPTIONS, dataDir: path.join(dataDir, "db") }),
    );
    const copy = await openDatabase({ kind: "postgres", url: target.url });
    try {
      const [a, b] = [await summarize(source.db, at), await summarize(copy.db, at)];
      expect(b).toEqual(a);
      expect(b.ledgerMismatches).toEqual([]);
      expect(b.trophiesHeld).toBeGreaterThan(0);
      expect(b.counts.gift_cards).toBeGreaterThan(50);
    } finally {
      await source.close();
      await copy.close();
    }

    const again = await move({ DATA_DIR: dataDir }, ["--to", target.url]);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/The target database is not empty \(users: 7/);
  });

  it("fails when the APP_SECRET the servers will use does not open the sealed codes", async () => {
    const target = await newDatabase();
    drops.push(target.drop);
    const moved = await move(
      { DATA_DIR: dataDir, APP_SECRET: "another-secret-0123456789abcdef0123456789" },
      ["--to", target.url],
    );
    expect(moved.out).toContain("does not open with this APP_SECRET");
    expect(moved.code).toBe(2);
  });

  it("refuses while the embedded server runs, and without a target", async () => {
    const running = wrapPglite(await PGlite.create(PGLITE_OPTIONS));
    const socket = await serveBackups(running, dataDir, {
      warn: () => undefined,
      error: () => undefined,
    } as never);
    try {
      const target = await newDatabase();
      drops.push(target.drop);
      const moved = await move({ DATA_DIR: dataDir }, ["--to", target.url]);
      expect(moved.code).toBe(1);
      expect(moved.out).toContain("is running: stop it first");
    } finally {
      await socket?.close();
      await running.close();
    }
    const usage = await move({ DATA_DIR: dataDir }, []);
    expect(usage.code).toBe(1);
    expect(usage.out).toContain("Usage: npm run move-to-postgres -- --to postgres://");
  });
});
