import { loadConfig } from "../config";
import { openMigratedDatabase } from "../db/open-migrated";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "../modules/demo/seed-demo";

async function main(): Promise<void> {
  const database = await openMigratedDatabase(loadConfig());
  try {
    const created = await seedDemo(database.db);
    console.log(
      `Demo data ready (${created.length} new accounts). Every demo account's password is ${DEMO_PASSWORD}:`,
    );
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.userType.padEnd(12)} ${account.email}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
