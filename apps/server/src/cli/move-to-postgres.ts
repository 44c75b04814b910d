import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { BackupError, restoreBackup, writeBackupFile } from "../db/dump";
import { compareSummaries, summarize } from "../db/dump-check";
import { embeddedDatabaseBusy } from "../db/dump-socket";
import { checkSealedSamples } from "./move-to-postgres-checks";

const USAGE =
  "Usage: npm run move-to-postgres -- --to postgres://user:password@host:5432/dbname\n" +
  "Copies the embedded database in DATA_DIR into that empty PostgreSQL database and checks the copy.";

/**
 * `npm run move-to-postgres -- --to postgres://…` (docs/operations.md: When you outgrow one machine): the
 * embedded installation in DATA_DIR, stopped, is backed up into DATA_DIR (the file is kept),
 * restored into the empty PostgreSQL database, and the two are compared: row counts, every balance
 * against its ledger, gift-card and redemption states, the gift-card counts against the cards, and
 * sealed codes and keys opened with the APP_SECRET the PostgreSQL servers will use. Exits non-zero
 * on any difference.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: "string" } } });
  if (!values.to) throw new ConfigError(USAGE);
  if (!/^postgres(ql)?:\/\//.test(values.to)) {
    throw new ConfigError(`--to must be a postgres:// URL.\n${USAGE}`);
  }
  const config = loadConfig();
  // The source is always DATA_DIR's embedded database, whatever DATABASE_URL says already.
  const dir = path.join(config.dataDir, "db");
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    throw new ConfigError(
      `No embedded database in ${path.join(config.dataDir, "db")}: set DATA_DIR.`,
    );
  }
  const busy = await embeddedDatabaseBusy(config.dataDir);
  if (busy) {
    throw new BackupError(`${busy}: stop it first, so nothing written after the copy is lost.`);
  }
  const at = new Date();
  const file = path.join(
    config.dataDir,
    `move-to-postgres-${at.toISOString().replace(/[:.]/g, "-")}.jsonl.gz`,
  );
  const source = await openDatabase({ kind: "pglite", dir });
  const target = await openDatabase({ kind: "postgres", url: values.to });
  let problems: string[] = [];
  try {
    console.log(`Reading ${dir}...`);
    const header = await writeBackupFile(source, file);
    const original = await summarize(source.db, at);
    console.log(`Copying ${header.tables.reduce((n, t) => n + t.rows, 0)} rows into PostgreSQL...`);
    await restoreBackup(target, file);

    const copy = await summarize(target.db, at);
    problems = compareSummaries(original, copy);
    const sealed = await checkSealedSamples(target.db, config.appSecret, config.previousAppSecrets);
    problems.push(...sealed.problems);

    console.log(`\nRows (embedded → PostgreSQL):`);
    for (const [table, rows] of Object.entries(original.counts)) {
      const mark = copy.counts[table] === rows ? "ok" : "DIFFERS";
      console.log(
        `  ${table.padEnd(28)} ${String(rows).padStart(9)} → ${String(copy.counts[table] ?? 0).padStart(9)}  ${mark}`,
      );
    }
    console.log(
      `Balances: ${copy.students} students hold ${copy.trophiesHeld} trophies; ${copy.ledgerMismatches.length} differ from their ledger.`,
    );
    console.log(
      `Gift cards: ${JSON.stringify(copy.giftCards)}, ${copy.giftCardCountMismatches.length} of their counts differ from the cards; redemptions: ${JSON.stringify(copy.redemptions)}.`,
    );
    console.log(
      `Sealed values opened with the APP_SECRET: ${sealed.checked.giftCardCodes} gift card codes, ${sealed.checked.apiKeys} API keys, ${sealed.checked.webhookSecrets} webhook secrets.`,
    );
    console.log(`A backup of what was copied is kept at ${file}.`);
  } finally {
    await source.close();
    await target.close();
  }
  if (problems.length > 0) {
    console.error(`\nThe copy differs from the original:\n  ${problems.join("\n  ")}`);
    process.exit(2);
  }
  const secretFile = path.join(config.dataDir, "app-secret");
  const secretFrom =
    existsSync(secretFile) && readFileSync(secretFile, "utf8").trim() === config.appSecret
      ? `the secret in ${secretFile}`
      : "the APP_SECRET set now";
  console.log(
    `\nThe copy matches. Start the server with DATABASE_URL set to that database and APP_SECRET set to ${secretFrom}.`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err);
  process.exit(1);
});
