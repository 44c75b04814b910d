import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openMigratedDatabase } from "../db/open-migrated";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "../modules/demo/seed-demo";
import { announcer } from "../modules/ledger/ledger.service";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database, logger: false, webRoot: false });
  try {
    const created = await seedDemo(app.db, {
      giftCardCodes: app.giftCardCodes,
      apiKeySecrets: app.apiKeySecrets,
      announce: announcer(app.events, app.log),
    });
    console.log(created ? "Demo data added." : "Demo data is already there; nothing changed.");
    console.log(`Every demo account's password is ${DEMO_PASSWORD}:`);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.userType.padEnd(12)} ${account.email}`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
