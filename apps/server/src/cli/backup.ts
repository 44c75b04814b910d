import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { BackupError, writeBackupFile, type BackupHeader } from "../db/dump";
import { requestOnlineBackup } from "../db/dump-socket";
import { CommandRefused, refuseWhileServed } from "./embedded-guard";

const USAGE =
  "Usage: npm run backup -- <file>   (e.g. npm run backup -- backups/trophy-2026-11-23.jsonl.gz)";

/**
 * `npm run backup -- <file>`: one consistent moment of the configured database, taken while the
 * server runs (docs/operations.md: When you outgrow one machine). On the embedded database a running server
 * writes it itself (db/dump-socket.ts); otherwise the database is opened here.
 */
async function main(): Promise<void> {
  const [file, ...rest] = process.argv.slice(2).filter((a) => a !== "--");
  if (!file || rest.length > 0 || file.startsWith("-")) throw new ConfigError(USAGE);
  const target = path.resolve(file);
  const config = loadConfig();
  const started = Date.now();
  let header: BackupHeader | null = null;
  let how: string;
  if (config.database.kind === "pglite") {
    header = await requestOnlineBackup(config.dataDir, target);
    how = header ? "from the running server" : `from ${config.database.dir}`;
  } else {
    how = "from PostgreSQL";
  }
  if (!header) {
    if (config.database.kind === "pglite") {
      await refuseWhileServed(config, "wait until it serves, then run the backup again.");
      if (!existsSync(path.join(config.database.dir ?? "", "PG_VERSION"))) {
        throw new BackupError(
          `No embedded database in ${config.database.dir ?? config.dataDir}: set DATA_DIR.`,
        );
      }
    }
    const database = await openDatabase(config.database);
    try {
      header = await writeBackupFile(database, target);
    } finally {
      await database.close();
    }
  }
  const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
  const size = (statSync(target).size / 1024 / 1024).toFixed(1);
  console.log(
    `Backup written to ${target} ${how} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${rows} ${rows === 1 ? "row" : "rows"} in ${header.tables.length} tables, ${size} MB, migration ${header.migration.tag ?? "none"}.`,
  );
  for (const t of header.tables) console.log(`  ${t.name.padEnd(28)} ${t.rows}`);
}

main().catch((err: unknown) => {
  console.error(
    err instanceof ConfigError || err instanceof BackupError || err instanceof CommandRefused
      ? err.message
      : err,
  );
  process.exit(1);
});
