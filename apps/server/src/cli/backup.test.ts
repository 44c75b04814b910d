import { randomUUID } from "node:crypto";
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, createTestApp, inject, type TestApp } from "../../test/helpers";
import { developerWithKey } from "../../test/fixtures";
import { loadConfig } from "../config";
import { buildApp } from "../app";
import { seedDemo } from "../modules/demo/seed-demo";
import { createSecretBox } from "../lib/secret-box";
import { announcer, appendEntry } from "../modules/ledger/ledger.service";
import { WEBHOOK_SECRETS_PURPOSE } from "../modules/webhooks/secrets";
import { openDatabase, PGLITE_OPTIONS, wrapPglite, type Database } from "../db/client";
import {
  BackupError,
  checkBackupFile,
  knownMigrationLevel,
  migrateTo,
  nonEmptyTables,
  openBackupFile,
  restoreBackup,
  tablesInRestoreOrder,
  writeBackupFile,
} from "../db/dump";
import { compareSummaries, summarize } from "../db/dump-check";
import { checkSealedSamples } from "./move-to-postgres-checks";
import {
  embeddedDatabaseBusy,
  embeddedServerRunning,
  processUsing,
  requestOnlineBackup,
} from "../db/dump-socket";
import { openMigratedDatabase } from "../db/open-migrated";
import { rowsOf } from "../db/raw";
import { users } from "../db/schema";
import { inventory } from "../modules/gift-cards/inventory.service";

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Demo data, then a row in every table the demo leaves empty: a backup must carry them all. */
async function fillEveryTable(app: FastifyInstance, appSecret: string) {
  const webhookSecrets = createSecretBox(appSecret, WEBHOOK_SECRETS_PURPOSE);
  const endpointId = randomUUID();
  await seedDemo(app.db, {
    giftCardCodes: app.giftCardCodes,
    apiKeySecrets: app.apiKeySecrets,
    announce: announcer(app.events, app.log),
  });
  const s = await oneId(app, sql`SELECT id FROM users WHERE email = 'student@demo.test'`);
  const d = await oneId(app, sql`SELECT id FROM users WHERE email = 'developer@demo.test'`);
  const p = await oneId(app, sql`SELECT id FROM users WHERE user_type = 'parent_guide' LIMIT 1`);
  const reward = await oneId(app, sql`SELECT id FROM rewards LIMIT 1`);
  const statements = {
    activity_log: sql`INSERT INTO activity_log (type, description, user_id) VALUES ('test', 'Backed up', ${s})`,
    email_verification_tokens: sql`INSERT INTO email_verification_tokens (token_hash, user_id, expires_at) VALUES ('evt', ${s}, now() + interval '1 day')`,
    sessions: sql`INSERT INTO sessions (user_id, expires_at) VALUES (${s}, now() + interval '1 day')`,
    refresh_tokens: sql`INSERT INTO refresh_tokens (token_hash, session_id) SELECT 'rt', id FROM sessions LIMIT 1`,
    idempotency_keys: sql`INSERT INTO idempotency_keys (developer_id, key, request_hash, response_status, response_body) VALUES (${d}, 'k1', 'h', 200, '{"a":"ü \\"q\\""}')`,
    sandbox_students: sql`INSERT INTO sandbox_students (developer_id, email, balance) VALUES (${d}, 'sandbox@example.com', 5)`,
    sandbox_awards: sql`INSERT INTO sandbox_awards (developer_id, student_id, amount, description) SELECT ${d}, id, 5, 'Sandbox' FROM sandbox_students LIMIT 1`,
    webhook_endpoints: sql`INSERT INTO webhook_endpoints (id, developer_id, url, events, secret_ciphertext) VALUES (${endpointId}, ${d}, 'https://hooks.example.com/a', ARRAY['trophies.awarded', 'with,comma "q"'], ${webhookSecrets.seal("whsec_x", endpointId)})`,
    webhook_deliveries: sql`INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, payload, status, delivered_at) SELECT id, 'msg_1', 'trophies.awarded', '{}', 'delivered', now() FROM webhook_endpoints LIMIT 1`,
    api_calls: sql`INSERT INTO api_calls (developer_id, livemode, operation, status) VALUES (${d}, true, 'award', 200)`,
    app_students: sql`INSERT INTO app_students (developer_id, student_id, ref, blocked_by_student_at, connected_at) VALUES (${d}, ${s}, 'stu_0123456789abcdef0123456789abcdef', now(), now())`,
    app_link_codes: sql`INSERT INTO app_link_codes (student_id, code_hash, expires_at) VALUES (${s}, 'lc', now() + interval '10 minutes')`,
    password_reset_tokens: sql`INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ('prt', ${s}, now())`,
    student_goals: sql`INSERT INTO student_goals (student_id, reward_id) VALUES (${s}, ${reward})`,
    notification_preferences: sql`INSERT INTO notification_preferences (user_id, event, enabled) VALUES (${s}, 'award', false)`,
    mail_outbox: sql`INSERT INTO mail_outbox (to_address, message_ciphertext, status, sent_at) VALUES ('a@example.com', NULL, 'sent', now())`,
    low_stock_alerts: sql`INSERT INTO low_stock_alerts (card_type) VALUES ('Amazon')`,
    account_deletion_requests: sql`INSERT INTO account_deletion_requests (student_id) VALUES (${s})`,
    withheld_connection_requests: sql`INSERT INTO withheld_connection_requests (parent_id, student_email) VALUES (${p}, 'nobody@example.com')`,
    blocked_parents: sql`INSERT INTO blocked_parents (student_id, parent_id) VALUES (${s}, ${p})`,
    consent_requests: sql`INSERT INTO consent_requests (student_id, token_hash, status, expires_at, answered_at) VALUES (${s}, 'crt', 'consented', now() + interval '30 days', now())`,
    consent_log: sql`INSERT INTO consent_log (student_id, parent_id, event, method, notice_version) VALUES (${s}, ${p}, 'consented', 'email_link', '2026-11')`,
    refused_registrations: sql`INSERT INTO refused_registrations (email_hash, until) VALUES ('refused-hash', now() + interval '30 days')`,
  } as Record<string, ReturnType<typeof sql>>;
  const filled = await nonEmptyTablesNamed(app);
  for (const [table, statement] of Object.entries(statements)) {
    if (!filled.includes(table)) await app.db.execute(statement);
  }
}

async function oneId(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(app.db, query);
  if (!row) throw new Error("fixture row missing");
  return row.id;
}

async function nonEmptyTablesNamed(app: FastifyInstance): Promise<string[]> {
  return (await nonEmptyTables(app.db)).map((t) => t.name);
}

/** Every row of every table as JSON text, sorted: two databases hold the same data when equal. */
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

/** A new, empty database of the kind under test: in-memory PGlite, or a new PostgreSQL database. */
async function emptyDatabase(kind: "pglite" | "postgres") {
  if (kind === "pglite") {
    const database = wrapPglite(await PGlite.create(PGLITE_OPTIONS));
    return { database, url: null, drop: () => database.close() };
  }
  const created = await createDatabase(process.env.DATABASE_URL ?? "", "restore");
  const database = await openDatabase({ kind: "postgres", url: created.url });
  return {
    database,
    url: created.url,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  await fillEveryTable(t.app, t.config.appSecret);
  dir = await mkdtemp(path.join(tmpdir(), "trophy-backup-"));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("the test data has a row in every table", async () => {
    const tables = await tablesInRestoreOrder(t.database.db);
    const filled = await nonEmptyTablesNamed(t.app);
    expect(tables.filter((x) => !filled.includes(x))).toEqual([]);
  });

  const targets: ("pglite" | "postgres")[] = onPostgres ? ["postgres", "pglite"] : ["pglite"];
  it.each(targets)("restores every row of every table into an empty %s database", async (kind) => {
    const file = path.join(dir, `round-${kind}.jsonl.gz`);
    const header = await writeBackupFile(t.database, file);
    expect(header.tables.length).toBeGreaterThan(20);
    // Derived: the restore's inserts of gift cards count them again.
    expect(header.tables.map((x) => x.name)).not.toContain("gift_card_counts");
    expect(await checkBackupFile(file)).toEqual(header);

    const target = await emptyDatabase(kind);
    try {
      const result = await restoreBackup(target.database, file);
      expect(result.migratedTo).toEqual(header.migration);
      const [copied, original] = [await contents(target.database), await contents(t.database)];
      for (const table of Object.keys(original))
        expect(copied[table], table).toEqual(original[table]);
      const at = new Date();
      expect(
        compareSummaries(
          await summarize(t.database.db, at),
          await summarize(target.database.db, at),
        ),
      ).toEqual([]);
      expect(await inventory(target.database.db)).toEqual(await inventory(t.database.db));
      expect((await summarize(target.database.db, at)).giftCardCountMismatches).toEqual([]);
      const sealed = await checkSealedSamples(target.database.db, t.config.appSecret);
      expect(sealed.problems).toEqual([]);
      expect(sealed.checked.giftCardCodes).toBeGreaterThan(0);
      expect(sealed.checked.apiKeys).toBeGreaterThan(0);

      // Restoring again refuses the now-filled database and changes nothing.
      const before = await contents(target.database);
      await expect(restoreBackup(target.database, file)).rejects.toThrow(
        /The target database is not empty \(.*users: \d+/,
      );
      expect(await contents(target.database)).toEqual(before);
    } finally {
      await target.drop();
    }
  });

  it("refuses a cut-off file and restores nothing from it", async () => {
    const file = path.join(dir, "whole.jsonl.gz");
    await writeBackupFile(t.database, file);
    const lines = gunzipSync(await readFile(file))
      .toString("utf8")
      .split("\n");
    const cut = path.join(dir, "cut.jsonl.gz");
    await writeFile(cut, gzipSync(lines.slice(0, lines.length - 30).join("\n") + "\n"));
    await expect(checkBackupFile(cut)).rejects.toThrow(BackupError);

    const target = await emptyDatabase("pglite");
    try {
      await expect(restoreBackup(target.database, cut)).rejects.toThrow(/ends early/);
      expect(await nonEmptyTables(target.database.db)).toEqual([]);
      // The same database takes the whole file afterwards.
      await restoreBackup(target.database, file);
      expect(await contents(target.database)).toEqual(await contents(t.database));
    } finally {
      await target.drop();
    }
  });

  it("a backup from before the newest migrations restores, and those migrations run after it", async () => {
    const known = await knownMigrationLevel();
    const old = await emptyDatabase("pglite");
    const target = await emptyDatabase(onPostgres ? "postgres" : "pglite");
    try {
      await migrateTo(old.database, known.level - 3);
      await old.database.query(
        "INSERT INTO users (email, user_type, name) VALUES ('old@example.com', 'student', 'Old')",
      );
      await old.database.query(
        "INSERT INTO gift_cards (code_hash, code_ciphertext, card_type, usd_cents, trophy_cost) VALUES ('h1', 'c1', 'old_type', 500, 50), ('h2', 'c2', 'old_type', 500, 50)",
      );
      const file = path.join(dir, "old-level.jsonl.gz");
      const header = await writeBackupFile(old.database, file);
      expect(header.migration.level).toBe(known.level - 3);
      const result = await restoreBackup(target.database, file);
      expect(result.migratedTo).toEqual(known);
      expect(result.counts.users).toBe(1);
      // The cards went in before gift_card_counts existed: its migration counted them.
      const [old_type] = await inventory(target.database.db);
      expect(old_type).toMatchObject({ cardType: "old_type", available: 2, redeemed: 0 });
      expect((await summarize(target.database.db, new Date())).giftCardCountMismatches).toEqual([]);
    } finally {
      await old.drop();
      await target.drop();
    }
  });

  it("refuses what is not a backup", async () => {
    const file = path.join(dir, "not-a-backup.gz");
    await writeFile(file, "hello");
    await expect(openBackupFile(file)).rejects.toThrow(/is not a Trophy Rewards backup/);
    await expect(openBackupFile(path.join(dir, "missing.gz"))).rejects.toThrow(/No backup file/);
  });

  it("is one moment of the database while awards keep arriving", async () => {
    const { apiKey } = await developerWithKey(t.app);
    const emails = ["student@demo.test", "student2@demo.test"];
    let awarded = 0;
    let backupStarted: () => void = () => undefined;
    const enoughAwarded = new Promise<void>((resolve) => {
      backupStarted = resolve;
    });
    const award = async (i: number) => {
      for (let n = 0; n < 12; n++) {
        const res = await inject(t.app, {
          method: "POST",
          url: "/api/v1/award-trophies",
          headers: { "x-api-key": apiKey },
          payload: { email: emails[i % 2], amount: 3, description: `Award ${i}.${n}` },
        });
        // The overload guard may turn some away while the backup holds the embedded database.
        expect([200, 503]).toContain(res.statusCode);
        if (res.statusCode === 200 && ++awarded === 10) backupStarted();
      }
    };
    const clients = Array.from({ length: 6 }, (_, i) => award(i));
    await enoughAwarded;
    const file = path.join(dir, "during-awards.jsonl.gz");
    const header = await writeBackupFile(t.database, file);
    await Promise.all(clients);
    expect(awarded).toBeGreaterThan(0);

    const target = await emptyDatabase(onPostgres ? "postgres" : "pglite");
    try {
      await restoreBackup(target.database, file);
      const copy = await summarize(target.database.db, new Date());
      expect(copy.ledgerMismatches).toEqual([]);
      const ledger = header.tables.find((x) => x.name === "trophy_transactions")?.rows;
      expect(copy.counts.trophy_transactions).toBe(ledger);
    } finally {
      await target.drop();
    }
  });
});

describe("online backup of the embedded database", () => {
  // A fresh on-disk database is migrated from the first migration: slow on a busy machine.
  it(
    "a running embedded server writes the backup itself, and says it runs",
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-online-"));
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
      const database = await openMigratedDatabase(config);
      const app = await buildApp({
        config,
        database,
        logger: false,
        webRoot: false,
        backupSocket: true,
      });
      try {
        await app.ready();
        const [student] = await app.db
          .insert(users)
          .values({ email: "online@example.com", userType: "student", name: "Online" })
          .returning();
        for (const amount of [5, 7]) {
          await appendEntry(app.db, {
            studentId: student?.id ?? "",
            amount,
            kind: "award",
            description: "Read",
          });
        }
        expect(await embeddedServerRunning(dataDir)).toBe(true);
        const file = path.join(dir, "online.jsonl.gz");
        const header = await requestOnlineBackup(dataDir, file);
        expect(header?.tables.find((x) => x.name === "trophy_transactions")?.rows).toBe(2);
        // The server's database is still its own after the backup.
        expect((await nonEmptyTables(database.db)).map((x) => x.name)).toContain("users");

        const target = await emptyDatabase("pglite");
        try {
          await restoreBackup(target.database, file);
          const [copied, original] = [await contents(target.database), await contents(database)];
          for (const table of Object.keys(original))
            expect(copied[table], table).toEqual(original[table]);
        } finally {
          await target.drop();
        }
      } finally {
        await app.close();
        await database.close();
      }
      expect(await embeddedServerRunning(dataDir)).toBe(false);
      expect(await requestOnlineBackup(dataDir, path.join(dir, "none.gz"))).toBeNull();
      await rm(dataDir, { recursive: true, force: true });
    },
  );

  it.skipIf(process.platform !== "linux")(
    "a process that has the database files open (a server still migrating) counts as busy",
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-busy-"));
      await mkdir(path.join(dataDir, "db"));
      await writeFile(path.join(dataDir, "db", "PG_VERSION"), "17\n");
      expect(await embeddedDatabaseBusy(dataDir)).toBeNull();
      const holder = spawn(
        process.execPath,
        [
          "-e",
          "require('fs').openSync(process.argv[1], 'r'); console.log('open'); setInterval(() => {}, 1000)",
          path.join(dataDir, "db", "PG_VERSION"),
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      try {
        await new Promise((resolve) => holder.stdout.once("data", resolve));
        expect(await processUsing(path.join(dataDir, "db"))).toBe(holder.pid);
        expect(await embeddedDatabaseBusy(dataDir)).toMatch(/^Process \d+ has .*db open/);
      } finally {
        holder.kill();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
