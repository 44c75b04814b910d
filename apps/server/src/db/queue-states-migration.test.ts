import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../test/helpers";
import { claimMail } from "../mail/queue";
import { openDatabase, type Database } from "./client";
import { migrate, migrationsFolder } from "./migrate";
import { rowsOf } from "./raw";

/** The migration that gave both queues one terminal-state convention (ADR 014). */
const TAG = "0026_queue_terminal_states";

let database: Database;
let drop: () => Promise<void> = async () => undefined;
let before: string;

/** A copy of the migrations folder whose journal ends just before `TAG`. */
async function journalBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "trophy-migrations-"));
  await cp(migrationsFolder(), dir, { recursive: true });
  const file = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(file, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(file, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  before = await journalBefore(TAG);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const created = await createDatabase(serverUrl, "queue_states");
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

interface Mail {
  to: string;
  status: string;
  attempts: number;
  next: string;
  sent: string | null;
  failed: string | null;
}

interface Delivery {
  message: string;
  status: string;
  next: string;
  delivered: string | null;
  failed: string | null;
}

describe("migration 0026: a status and an end time on both queues", () => {
  it("derives them for the rows already there and keeps a lease in flight", async () => {
    const { db } = database;
    await migrate(database, before);
    // Rows as the queues wrote them before: mail by timestamps alone, deliveries by status alone.
    await db.execute(sql`INSERT INTO mail_outbox
        (to_address, message_ciphertext, attempts, next_attempt_at, sent_at, failed_at) VALUES
      ('due@example.com', 'sealed', 0, now() - interval '1 minute', NULL, NULL),
      ('leased@example.com', 'sealed', 1, now() + interval '5 minutes', NULL, NULL),
      ('sent@example.com', NULL, 1, now() - interval '1 hour', now() - interval '2 hours', NULL),
      ('failed@example.com', 'sealed', 6, now() - interval '1 hour', NULL, now() - interval '3 hours')`);
    await db.execute(sql`INSERT INTO users (id, email, user_type, name, developer_status) VALUES
      ('00000000-0000-4000-8000-000000000026', 'dev-0026@example.com', 'developer', 'Dev', 'validated')`);
    await db.execute(sql`INSERT INTO webhook_endpoints (id, developer_id, url, events, secret_ciphertext)
      VALUES ('00000000-0000-4000-8000-000000000126', '00000000-0000-4000-8000-000000000026',
        'https://hooks.example.com/a', ARRAY['award.created'], 'sealed')`);
    await db.execute(sql`INSERT INTO webhook_deliveries
        (endpoint_id, message_id, event_type, payload, status, attempts, next_attempt_at, delivered_at)
      SELECT '00000000-0000-4000-8000-000000000126', m, 'award.created', '{}',
        s::webhook_delivery_status, 1, n, d
      FROM (VALUES
        ('msg_pending', 'pending', now() + interval '20 seconds', NULL::timestamptz),
        ('msg_delivered', 'delivered', now() - interval '1 hour', now() - interval '2 hours'),
        ('msg_failed', 'failed', now() - interval '1 hour', NULL),
        ('msg_failing_now', 'failed', now() + interval '20 seconds', NULL)
      ) AS v(m, s, n, d)`);
    const mailBefore = await mails();
    const deliveriesBefore = await deliveries();

    await migrate(database);

    const mail = await mails();
    expect(mail.map(({ to, status }) => [to, status])).toEqual([
      ["due@example.com", "pending"],
      ["failed@example.com", "failed"],
      ["leased@example.com", "pending"],
      ["sent@example.com", "sent"],
    ]);
    // Nothing else moved: attempts, the lease and the end times are as they were.
    expect(mail.map(({ status: _, ...rest }) => rest)).toEqual(
      mailBefore.map(({ status: _, ...rest }) => rest),
    );
    // The leased message is still leased, the due one is due.
    const claimed = await claimMail(db, 10, 60_000);
    expect(claimed.map((c) => c.to)).toEqual(["due@example.com"]);

    const after = await deliveries();
    const byMessage = new Map(after.map((d) => [d.message, d]));
    expect(after.map(({ failed: _, ...rest }) => rest)).toEqual(
      deliveriesBefore.map(({ failed: _, ...rest }) => rest),
    );
    expect(byMessage.get("msg_pending")?.failed).toBeNull();
    expect(byMessage.get("msg_delivered")?.failed).toBeNull();
    // A failure's end is taken as its lease's end, never later than the migration.
    const failed = byMessage.get("msg_failed");
    expect(failed?.failed).toBe(failed?.next);
    const failingNow = byMessage.get("msg_failing_now");
    expect(Date.parse(failingNow?.failed ?? "")).toBeLessThan(Date.parse(failingNow?.next ?? ""));
  });

  it("refuses a status and an end time that disagree", async () => {
    const { db } = database;
    await expect(
      db.execute(
        sql`INSERT INTO mail_outbox (to_address, sent_at) VALUES ('x@example.com', now())`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`UPDATE mail_outbox SET status = 'failed' WHERE to_address = 'due@example.com'`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`UPDATE webhook_deliveries SET status = 'delivered' WHERE message_id = 'msg_pending'`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`UPDATE webhook_deliveries SET status = 'pending' WHERE message_id = 'msg_failed'`,
      ),
    ).rejects.toThrow();
  });
});

/**
 * Every column through the row's JSON: one query reads the table before and after a column is
 * added (null while it is missing), and timestamps come as text, alike on both drivers.
 */
const col = (table: string, column: string) => sql.raw(`to_jsonb(${table}) ->> '${column}'`);

async function mails(): Promise<Mail[]> {
  const c = (column: string) => col("mail_outbox", column);
  return rowsOf<Mail>(
    database.db,
    sql`SELECT ${c("to_address")} AS "to", ${c("status")} AS "status", attempts,
        ${c("next_attempt_at")} AS "next", ${c("sent_at")} AS "sent", ${c("failed_at")} AS "failed"
      FROM mail_outbox ORDER BY to_address`,
  );
}

async function deliveries(): Promise<Delivery[]> {
  const c = (column: string) => col("webhook_deliveries", column);
  return rowsOf<Delivery>(
    database.db,
    sql`SELECT ${c("message_id")} AS "message", ${c("status")} AS "status",
        ${c("next_attempt_at")} AS "next", ${c("delivered_at")} AS "delivered",
        ${c("failed_at")} AS "failed"
      FROM webhook_deliveries ORDER BY message_id`,
  );
}
