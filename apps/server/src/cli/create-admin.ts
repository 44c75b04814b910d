import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { openMigratedDatabase } from "../db/open-migrated";
import { AdminSetupError, ensureAdmin } from "../modules/users/admin-bootstrap";
import { CommandRefused, refuseWhileServed } from "./embedded-guard";

const USAGE = "Usage: npm run create-admin -- --email admin@school.org --password 'S3cretpass'";

/**
 * `npm run create-admin`: opens the database itself, so on the embedded one it refuses while a
 * server holds DATA_DIR/db (two processes on one PGlite folder lose writes or crash), before it
 * writes anything; the running server takes ADMIN_EMAIL/ADMIN_PASSWORD at its next start instead.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" } },
  });
  if (!values.email || !values.password) throw new ConfigError(USAGE);
  const config = loadConfig();
  await refuseWhileServed(
    config,
    "stop it, run `npm run create-admin` then start it again, or start it with ADMIN_EMAIL and ADMIN_PASSWORD set (docs/configuration.md).",
  );
  const database = await openMigratedDatabase(config);
  try {
    const outcome = await ensureAdmin(database.db, values.email, values.password);
    console.log(
      outcome === "created"
        ? `Admin ${values.email} created.`
        : `Admin ${values.email} exists; password updated.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(
    err instanceof ConfigError || err instanceof AdminSetupError || err instanceof CommandRefused
      ? err.message
      : err,
  );
  process.exit(1);
});
