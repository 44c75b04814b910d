import { buildApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import type { Database } from "./db/client";
import { maintainDatabase } from "./db/maintenance";
import { openMigratedDatabase } from "./db/open-migrated";
import { stopOnSignals } from "./ops/graceful-stop";
import { announcer } from "./modules/ledger/ledger.service";
import {
  housekeeping,
  HOUSEKEEPING_EVERY_MS,
  HOUSEKEEPING_FIRST_MS,
} from "./modules/housekeeping/housekeeping";
import {
  AdminSetupError,
  EMBEDDED_ADMIN_EMAIL,
  ensureAdmin,
  generatePassword,
  hasAdmin,
} from "./modules/users/admin-bootstrap";

/**
 * docs/architecture.md §5: the configured admin (its suspension lifted), or on a fresh embedded
 * database a generated one.
 */
async function bootstrapAdmin(config: Config, database: Database): Promise<string> {
  if (config.admin) {
    await ensureAdmin(database.db, config.admin.email, config.admin.password);
    return `Sign in as admin with ADMIN_EMAIL (${config.admin.email}) and ADMIN_PASSWORD.`;
  }
  if (await hasAdmin(database.db)) {
    return "Sign in as admin with your admin account (reset it with `npm run create-admin -- --email <e-mail> --password <password>`).";
  }
  if (database.kind !== "pglite") {
    return "No admin exists yet: create one with `npm run create-admin -- --email <e-mail> --password <password>`.";
  }
  const password = generatePassword();
  await ensureAdmin(database.db, EMBEDDED_ADMIN_EMAIL, password);
  return `Created the first admin. Sign in as ${EMBEDDED_ADMIN_EMAIL} with password ${password} (shown only this once).`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config, (err) => {
    console.warn(`Lost an idle database connection: ${err.message}`);
  });
  const adminHint = await bootstrapAdmin(config, database);
  // Deltas folded (a restore leaves one per batch) and statistics from the first minute:
  // sampling is quick even on large tables.
  await maintainDatabase(database, { vacuum: false });
  const app = await buildApp({ config, database });

  // Housekeeping runs beside the app; a stop waits for the run in progress.
  let tidying: Promise<void> | null = null;
  const tidy = () => {
    if (tidying) return;
    tidying = housekeeping(database.db, Date.now(), announcer(app.events, app.log))
      .then(() => maintainDatabase(database, { vacuum: true }))
      .catch((err: unknown) => {
        app.log.warn({ err }, "housekeeping failed");
      })
      .finally(() => {
        tidying = null;
      });
  };
  const firstTidy = setTimeout(tidy, HOUSEKEEPING_FIRST_MS);
  firstTidy.unref();
  const prune = setInterval(tidy, HOUSEKEEPING_EVERY_MS);
  prune.unref();

  stopOnSignals({
    app,
    beforeClose: async () => {
      clearTimeout(firstTidy);
      clearInterval(prune);
      await tidying;
    },
    afterClose: () => database.close(),
  });

  await app.listen({ port: config.port, host: config.host });
  const where =
    database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL";
  console.log(`\nTrophy Rewards is running at ${config.publicUrl} (${where})\n${adminHint}\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof AdminSetupError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
