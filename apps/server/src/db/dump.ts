import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { once } from "node:events";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { findUp } from "../lib/find-up";
import type { Database, Queryable } from "./client";
import { rowsOf } from "./raw";

/**
 * The backup file (docs/operations.md: When you outgrow one machine): gzip-compressed JSON lines.
 *   1. a header: {format, version, createdAt, migration: {level, tag}, tables: [{name, rows}]}
 *      with the tables in the order a restore inserts them (referenced tables first);
 *   2. per table, a line {table, rows} followed by exactly `rows` lines, one row each, as
 *      PostgreSQL's row_to_json writes it (column name to value; timestamps in ISO 8601);
 *   3. a last line {end: true}, so a cut-off file is told from a whole one.
 * Every row is read in one REPEATABLE READ transaction, so the file is one moment of the
 * database even while the server writes. Rows are plain JSON, so a backup of the embedded
 * database restores into PostgreSQL and back.
 */
export const BACKUP_FORMAT = "trophy-rewards-backup";
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  migration: MigrationLevel;
  tables: { name: string; rows: number }[];
}

/** How many of the migrations in apps/server/drizzle a database has had, and the last one's name. */
export interface MigrationLevel {
  level: number;
  tag: string | null;
}

export class BackupError extends Error {}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function migrationsFolder(): string {
  const folder = findUp(import.meta.url, "drizzle", "meta/_journal.json");
  if (!folder) throw new Error("Cannot find the drizzle migrations folder");
  return folder;
}

async function journal(folder = migrationsFolder()): Promise<JournalEntry[]> {
  const text = await readFile(path.join(folder, "meta/_journal.json"), "utf8");
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The migrations this version of the server knows. */
export async function knownMigrationLevel(): Promise<MigrationLevel> {
  const entries = await journal();
  return { level: entries.length, tag: entries.at(-1)?.tag ?? null };
}

/** Drizzle notes each applied migration by its journal time stamp in drizzle.__drizzle_migrations. */
export async function migrationLevel(db: Queryable): Promise<MigrationLevel> {
  const [exists] = await rowsOf<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS "present"`,
  );
  if (!exists?.present) return { level: 0, tag: null };
  const applied = await rowsOf<{ when: string }>(
    db,
    sql`SELECT created_at::text AS "when" FROM drizzle.__drizzle_migrations ORDER BY created_at`,
  );
  const entries = await journal();
  const last = applied.at(-1);
  const entry = last ? entries.find((e) => String(e.when) === last.when) : undefined;
  return { level: applied.length, tag: entry?.tag ?? null };
}

/**
 * Tables that triggers fill from other tables: a restore rebuilds them as it inserts those, so a
 * backup leaves them out, and a copy is checked by what they say, not by their rows
 * (db/dump-check.ts). gift_card_counts holds deltas, whose rows differ from copy to copy;
 * session_ends only counts changes for the servers running on that database.
 */
export const DERIVED_TABLES: readonly string[] = ["gift_card_counts", "session_ends"];

/**
 * The application's tables that hold data of their own (not DERIVED_TABLES), referenced before
 * referencing, so a restore can insert them in this order with every foreign key checked as it
 * goes.
 */
export async function tablesInRestoreOrder(db: Queryable): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`SELECT tablename AS "name" FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  )
    .map((t) => t.name)
    .filter((name) => !DERIVED_TABLES.includes(name));
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`SELECT c.relname AS "child", p.relname AS "parent"
          FROM pg_constraint k
          JOIN pg_class c ON c.oid = k.conrelid
          JOIN pg_class p ON p.oid = k.confrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE k.contype = 'f' AND n.nspname = 'public' AND k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const e of edges) if (e.child === table) visit(e.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const t of tables) visit(t);
  return ordered;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Rows in a stable order. Ledger entries go in each student's own order: a restore inserts them
 * through the ledger trigger, which rebuilds every balance entry by entry (docs/architecture.md §2).
 */
function orderOf(table: string): string {
  return table === "trophy_transactions" ? "ORDER BY student_id, student_seq" : "";
}

const FETCH_ROWS = 2000;

/** Waits when the output is full; fails when it closes early (a backup client that went away). */
async function write(out: Writable, text: string): Promise<void> {
  if (out.destroyed) throw new Error("the backup's output closed before the end");
  if (out.write(text)) return;
  // Whichever comes first, the other listener goes: a long backup waits thousands of times.
  const waiting = new AbortController();
  const { signal } = waiting;
  try {
    await Promise.race([
      once(out, "drain", { signal }),
      once(out, "close", { signal }).then(() => {
        throw new Error("the backup's output closed before the end");
      }),
    ]);
  } finally {
    waiting.abort();
  }
}

/**
 * Writes a backup of `database` to `out` (gzip is applied here). One REPEATABLE READ, READ ONLY
 * transaction: on PostgreSQL the server keeps writing meanwhile; PGlite runs one query at a time,
 * so there the server's other work waits until the copy is read.
 */
export async function writeBackup(database: Database, out: Writable): Promise<BackupHeader> {
  const gzip = createGzip();
  const done = pipeline(gzip, out);
  let header: BackupHeader | undefined;
  try {
    await database.db.transaction(
      async (tx) => {
        const tables = await tablesInRestoreOrder(tx);
        const counted = [];
        for (const name of tables) {
          const [row] = await rowsOf<{ n: number }>(
            tx,
            sql.raw(`SELECT count(*)::int AS "n" FROM ${quote(name)}`),
          );
          counted.push({ name, rows: row?.n ?? 0 });
        }
        header = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          migration: await migrationLevel(tx),
          tables: counted,
        };
        await write(gzip, `${JSON.stringify(header)}\n`);
        for (const table of counted) {
          await write(gzip, `${JSON.stringify({ table: table.name, rows: table.rows })}\n`);
          const cursor = `backup_${table.name}`;
          await tx.execute(
            sql.raw(
              `DECLARE ${quote(cursor)} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS "j" FROM ${quote(table.name)} t ${orderOf(table.name)}`,
            ),
          );
          let written = 0;
          for (;;) {
            const rows = await rowsOf<{ j: string }>(
              tx,
              sql.raw(`FETCH ${FETCH_ROWS} FROM ${quote(cursor)}`),
            );
            if (rows.length === 0) break;
            written += rows.length;
            await write(gzip, rows.map((r) => r.j).join("\n") + "\n");
          }
          await tx.execute(sql.raw(`CLOSE ${quote(cursor)}`));
          if (written !== table.rows) {
            throw new Error(`${table.name}: counted ${table.rows} rows but read ${written}`);
          }
        }
        await write(gzip, `${JSON.stringify({ end: true })}\n`);
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    gzip.end();
  } catch (err) {
    gzip.destroy(err as Error);
    await done.catch(() => undefined);
    throw err;
  }
  await done;
  if (!header) throw new Error("backup wrote no header");
  return header;
}

/** Writes the backup to `file` through a temporary name, so `file` is only ever a whole backup. */
export async function writeBackupFile(database: Database, file: string): Promise<BackupHeader> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    const header = await writeBackup(database, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
    return header;
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/** A backup file, read line by line: its header, then each table's rows. */
export interface BackupReader {
  header: BackupHeader;
  /** Each table in the header's order with its rows as row_to_json text, in batches. */
  tables(batchRows?: number): AsyncGenerator<{ table: string; rows: string[]; last: boolean }>;
  close(): void;
}

export async function openBackupFile(file: string): Promise<BackupReader> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const gunzip = createGunzip();
  const stream = createReadStream(file).pipe(gunzip);
  const lines = createInterface({ input: stream, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const next = async (what: string): Promise<string> => {
    let item;
    try {
      item = await lines.next();
    } catch (err) {
      throw new BackupError(
        `${file} is not a whole backup (${(err as Error).message}); expected ${what}.`,
      );
    }
    if (item.done) throw new BackupError(`${file} ends early: expected ${what}.`);
    return item.value;
  };
  let header: BackupHeader;
  try {
    header = JSON.parse(await next("the header")) as BackupHeader;
    // A JSON file of another kind parses too: check it names this format.
    if ((header as { format?: unknown }).format !== BACKUP_FORMAT) throw new Error("format");
  } catch (err) {
    stream.destroy();
    if (err instanceof BackupError && !err.message.includes("incorrect header check")) throw err;
    throw new BackupError(`${file} is not a Trophy Rewards backup.`);
  }
  if (!Array.isArray(header.tables)) {
    stream.destroy();
    throw new BackupError(`${file} is not a Trophy Rewards backup.`);
  }
  if (header.version !== BACKUP_VERSION) {
    stream.destroy();
    throw new BackupError(
      `${file} is a backup of format version ${header.version}; this version reads ${BACKUP_VERSION}.`,
    );
  }
  async function* tables(batchRows = 1000) {
    for (const table of header.tables) {
      const marker = JSON.parse(await next(`the table ${table.name}`)) as {
        table?: string;
        rows?: number;
      };
      if (marker.table !== table.name || marker.rows !== table.rows) {
        throw new BackupError(`${file} is damaged: expected the table ${table.name} here.`);
      }
      let left = table.rows;
      if (left === 0) yield { table: table.name, rows: [], last: true };
      while (left > 0) {
        const rows: string[] = [];
        while (rows.length < batchRows && left > 0) {
          rows.push(await next(`${left} more rows of ${table.name}`));
          left--;
        }
        yield { table: table.name, rows, last: left === 0 };
      }
    }
    const end = JSON.parse(await next("its end")) as { end?: boolean };
    if (end.end !== true) throw new BackupError(`${file} is damaged: no end mark.`);
  }
  return { header, tables, close: () => stream.destroy() };
}

/** Reads a whole backup file through, checking its structure; the header when it is whole. */
export async function checkBackupFile(file: string): Promise<BackupHeader> {
  const reader = await openBackupFile(file);
  try {
    for await (const batch of reader.tables(5000)) if (batch.rows.length < 0) break;
    return reader.header;
  } finally {
    reader.close();
  }
}

/** Tables of the application that hold rows: a restore or a move refuses such a target. */
export async function nonEmptyTables(db: Queryable): Promise<{ name: string; rows: number }[]> {
  const tables = await tablesInRestoreOrder(db);
  const found = [];
  for (const name of tables) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql.raw(`SELECT count(*)::int AS "n" FROM ${quote(name)}`),
    );
    if (row && row.n > 0) found.push({ name, rows: row.n });
  }
  return found;
}

/**
 * Applies the first `level` migrations only, through a copy of the migrations folder whose journal
 * stops there: a backup's rows go into the schema they were read from, and the migrations after
 * it then move them forward as they moved every other installation's.
 */
export async function migrateTo(database: Database, level: number): Promise<void> {
  const source = migrationsFolder();
  const entries = (await journal(source)).slice(0, level);
  const folder = await mkdtemp(path.join(tmpdir(), "trophy-migrations-"));
  try {
    await mkdir(path.join(folder, "meta"));
    const full = JSON.parse(await readFile(path.join(source, "meta/_journal.json"), "utf8")) as {
      entries: JournalEntry[];
    };
    await writeFile(
      path.join(folder, "meta/_journal.json"),
      JSON.stringify({ ...full, entries }, null, 2),
    );
    for (const e of entries) {
      await copyFile(path.join(source, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
    }
    await migrateFolder(database, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function migrateFolder(database: Database, folder: string): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}

export interface RestoreResult {
  header: BackupHeader;
  /** Rows per table in the restored database, read back after the restore. */
  counts: Record<string, number>;
  migratedTo: MigrationLevel;
}

/**
 * Restores a backup into an empty database: migrates it to the backup's level, inserts every
 * table in one transaction (all or nothing), then applies the newer migrations.
 *
 * Users go in with a zero balance and their ledger entries after them in each student's order, so
 * the ledger trigger rebuilds every balance, entry number and running balance exactly as the
 * original inserts did (docs/architecture.md §2); the restore then compares each rebuilt balance
 * with the backed-up one. The gift_cards triggers likewise rebuild gift_card_counts, one delta per
 * batch (or, from a backup older than that table, its migration counts the cards once).
 */
export async function restoreBackup(
  database: Database,
  file: string,
  onTable: (table: string, rows: number) => void = () => undefined,
): Promise<RestoreResult> {
  const reader = await openBackupFile(file);
  try {
    const { header } = reader;
    const known = await knownMigrationLevel();
    if (header.migration.level > known.level) {
      throw new BackupError(
        `This backup was made by a newer version (migration ${header.migration.tag}); update this installation first.`,
      );
    }
    const current = await migrationLevel(database.db);
    if (current.level > 0) {
      const filled = await nonEmptyTables(database.db);
      if (filled.length > 0) {
        throw new BackupError(
          `The target database is not empty (${filled
            .map((t) => `${t.name}: ${t.rows}`)
            .join(", ")}). Restore into a new, empty database.`,
        );
      }
    }
    if (current.level > header.migration.level) {
      throw new BackupError(
        `The target database already has a newer schema (${current.tag}) than the backup (${header.migration.tag}). Restore into a new, empty database.`,
      );
    }
    await migrateTo(database, header.migration.level);

    const balances = new Map<string, { balance: number; seq: number }>();
    await database.db.transaction(async (tx) => {
      for await (const batch of reader.tables()) {
        if (batch.rows.length === 0) {
          onTable(batch.table, 0);
          continue;
        }
        let rows = batch.rows;
        if (batch.table === "users") {
          rows = rows.map((line) => {
            const user = JSON.parse(line) as Record<string, unknown>;
            balances.set(user.id as string, {
              balance: Number(user.trophy_balance ?? 0),
              seq: Number(user.ledger_seq ?? 0),
            });
            return JSON.stringify({ ...user, trophy_balance: 0, ledger_seq: 0 });
          });
        }
        const table = quote(batch.table);
        await tx.execute(
          sql`INSERT INTO ${sql.raw(table)} SELECT * FROM json_populate_recordset(NULL::${sql.raw(table)}, ${`[${rows.join(",")}]`}::json)`,
        );
        if (batch.last) {
          const total = header.tables.find((t) => t.name === batch.table)?.rows ?? 0;
          onTable(batch.table, total);
        }
      }
      const drifted = await rowsOf<{ id: string; balance: number; seq: number }>(
        tx,
        sql`SELECT id, trophy_balance AS "balance", ledger_seq AS "seq" FROM users WHERE trophy_balance <> 0 OR ledger_seq <> 0`,
      );
      const rebuilt = new Map(drifted.map((r) => [r.id, r]));
      for (const [id, kept] of balances) {
        const now = rebuilt.get(id) ?? { balance: 0, seq: 0 };
        if (now.balance !== kept.balance || now.seq !== kept.seq) {
          throw new BackupError(
            `User ${id}: the backup says balance ${kept.balance} after ${kept.seq} entries, its ledger adds up to ${now.balance} after ${now.seq}. Nothing was restored.`,
          );
        }
      }
    });
    await migrateFolder(database, migrationsFolder());
    const counts: Record<string, number> = {};
    for (const name of await tablesInRestoreOrder(database.db)) counts[name] = 0;
    for (const t of await nonEmptyTables(database.db)) counts[t.name] = t.rows;
    return { header, counts, migratedTo: await migrationLevel(database.db) };
  } finally {
    reader.close();
  }
}
