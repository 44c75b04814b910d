import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase } from "../../test/helpers";
import { openDatabase, type Database } from "./client";
import { migrate, migrationsFolder } from "./migrate";
import { rowsOf } from "./raw";

/** The migration that gave deliveries their mode and lease, and endpoints their circuit. */
const TAG = "0029_webhook_fairness";

let database: Database;
let drop: () => Promise<void> = async () => undefined;
let before: string;

beforeAll(async () => {
  before = await mkdtemp(path.join(tmpdir(), "trophy-migrations-"));
  await cp(migrationsFolder(), before, { recursive: true });
  const file = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(file, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === TAG);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(file, JSON.stringify(journal));
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const created = await createDatabase(serverUrl, "webhook_fairness");
    drop = created.drop;
    database = await openDatabase({ kind: "postgres", url: created.url });
  } else {
    database = await openDatabase({ kind: "pglite", dir: null });
  }
}, 60_000);

afterAll(async () => {
  await database.close();
  await drop();
  await rm(before, { recursive: true, force: true });
});

it("migration 0029 takes each undelivered delivery's mode from its payload", async () => {
  const { db } = database;
  await migrate(database, before);
  await db.execute(sql`INSERT INTO users (id, email, user_type, name, developer_status) VALUES
    ('00000000-0000-4000-8000-000000000027', 'dev-0027@example.com', 'developer', 'Dev', 'validated')`);
  await db.execute(sql`INSERT INTO webhook_endpoints (id, developer_id, url, events, secret_ciphertext)
    VALUES ('00000000-0000-4000-8000-000000000127', '00000000-0000-4000-8000-000000000027',
      'https://hooks.example.com/a', ARRAY['award.created'], 'sealed')`);
  await db.execute(sql`INSERT INTO webhook_deliveries
      (endpoint_id, message_id, event_type, payload, status, delivered_at, failed_at)
    SELECT '00000000-0000-4000-8000-000000000127', m, 'award.created', p,
      s::webhook_delivery_status, CASE WHEN s = 'delivered' THEN now() END,
      CASE WHEN s = 'failed' THEN now() END
    FROM (VALUES
      ('msg_live', '{"type":"award.created","livemode":true}', 'pending'),
      ('msg_sandbox', '{"type":"award.created","livemode":false}', 'pending'),
      ('msg_sandbox_failed', '{"type":"award.created","livemode":false}', 'failed'),
      ('msg_ping', '{"type":"ping","livemode":false}', 'pending')
    ) AS v(m, p, s)`);

  await migrate(database);

  const rows = await rowsOf<{ message: string; livemode: boolean; inFlight: string | null }>(
    db,
    sql`SELECT message_id AS "message", livemode, in_flight_until AS "inFlight"
      FROM webhook_deliveries ORDER BY message_id`,
  );
  expect(rows).toEqual([
    { message: "msg_live", livemode: true, inFlight: null },
    { message: "msg_ping", livemode: false, inFlight: null },
    { message: "msg_sandbox", livemode: false, inFlight: null },
    { message: "msg_sandbox_failed", livemode: false, inFlight: null },
  ]);
  const [endpoint] = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT unanswered_in_row AS "unanswered", circuit_open_until AS "openUntil"
      FROM webhook_endpoints`,
  );
  expect(endpoint).toEqual({ unanswered: 0, openUntil: null });
});
