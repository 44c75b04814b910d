import path from "node:path";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { BackupError, restoreBackup } from "../db/dump";
import { CommandRefused, refuseWhileServed } from "./embedded-guard";
import { checkSealedSamples } from "./move-to-postgres-checks";

const USAGE =
  "Usage: npm run restore -- <file>   (into the configured database, which must be empty)";

/** `npm run restore -- <file>`: a backup into the configured, empty database, then its row counts. */
async function main(): Promise<void> {
  const [file, ...rest] = process.argv.slice(2).filter((a) => a !== "--");
  if (!file || rest.length > 0 || file.startsWith("-")) throw new ConfigError(USAGE);
  const config = loadConfig();
  await refuseWhileServed(config, "stop it, point DATA_DIR at a new folder, and restore there.");
  const database = await openDatabase(config.database);
  const started = Date.now();
  try {
    const result = await restoreBackup(database, path.resolve(file));
    const where =
      config.database.kind === "pglite"
        ? `the embedded database in ${config.dataDir}`
        : "PostgreSQL";
    console.log(
      `Restored the backup of ${result.header.createdAt} into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s (migration ${result.migratedTo.tag ?? "none"}). Rows now:`,
    );
    let differ = false;
    for (const [table, rows] of Object.entries(result.counts)) {
      const backedUp = result.header.tables.find((t) => t.name === table)?.rows;
      const note =
        backedUp === undefined || backedUp === rows ? "" : `  (${backedUp} in the backup)`;
      if (note && result.migratedTo.level === result.header.migration.level) differ = true;
      console.log(`  ${table.padEnd(28)} ${rows}${note}`);
    }
    if (differ) throw new BackupError("The restored row counts differ from the backup's.");
    console.log("Every balance matches its ledger.");
    // The backup holds codes and keys sealed, never the secret that opens them.
    const sealed = await checkSealedSamples(
      database.db,
      config.appSecret,
      config.previousAppSecrets,
    );
    if (sealed.problems.length > 0) {
      const where =
        config.database.kind === "pglite"
          ? `put the original installation's secret into ${path.join(config.dataDir, "app-secret")} (or set APP_SECRET)`
          : "set APP_SECRET to the original installation's secret";
      console.warn(
        `\nWarning: gift card codes, API keys or webhook secrets do not open with this installation's secret: ${where} before starting the server.\n  ${sealed.problems.slice(0, 3).join("\n  ")}`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(
    err instanceof ConfigError || err instanceof BackupError || err instanceof CommandRefused
      ? err.message
      : err,
  );
  process.exit(1);
});
