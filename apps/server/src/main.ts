import { buildApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import type { Database } from "./db/client";
import { maintainDatabase } from "./db/maintenance";
import { openMigratedDatabase } from "./db/open-migrated";
import { periodic } from "./jobs/periodic";
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

  // Only the serving process tidies; tests and commands build the app without it.
  app.jobs.add(
    periodic({
      name: "housekeeping",
      firstMs: HOUSEKEEPING_FIRST_MS,
      everyMs: HOUSEKEEPING_EVERY_MS,
      run: async () => {
        await housekeeping(database.db, Date.now(), announcer(app.events, app.log), config.dataDir);
        await maintainDatabase(database, { vacuum: true });
      },
      log: app.log,
      failure: "housekeeping failed",
    }),
  );

  stopOnSignals({ app, afterClose: () => database.close() });

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
