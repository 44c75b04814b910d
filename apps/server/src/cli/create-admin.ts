import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { openMigratedDatabase } from "../db/open-migrated";
import { AdminSetupError, ensureAdmin } from "../modules/users/admin-bootstrap";

const USAGE = "Usage: npm run create-admin -- --email admin@school.org --password 'S3cretpass'";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" } },
  });
  if (!values.email || !values.password) throw new ConfigError(USAGE);
  const database = await openMigratedDatabase(loadConfig());
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
  console.error(err instanceof ConfigError || err instanceof AdminSetupError ? err.message : err);
  process.exit(1);
});
