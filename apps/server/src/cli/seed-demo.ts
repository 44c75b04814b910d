import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { createSecretBox } from "../lib/secret-box";
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DemoRefused,
  demoWanted,
  seedDemo,
} from "../modules/demo/seed-demo";
import { EMBEDDED_ADMIN_EMAIL } from "../modules/users/admin-bootstrap";
import { CommandRefused, refuseWhileServed } from "./embedded-guard";

/**
 * `npm run seed:demo` (README: Try every role at once): the demo into a new installation, never
 * beside anything that matters (docs/architecture.md §5). It refuses while a server holds the
 * embedded database, and on a database with accounts besides the demo's and the first-run admin;
 * both before anything is written.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  await refuseWhileServed(config, "stop it, run `npm run seed:demo`, then start it again.");
  const database = await openDatabase(config.database);
  try {
    let added = false;
    if (await demoWanted(database.db)) {
      await migrate(database);
      const { appSecret, previousAppSecrets } = config;
      added = await seedDemo(database.db, {
        giftCardCodes: createSecretBox(appSecret, "gift-card-codes", previousAppSecrets),
        apiKeySecrets: createSecretBox(appSecret, "api-keys", previousAppSecrets),
        // Nobody can be watching a balance of accounts that did not exist before the commit.
        announce: () => undefined,
      });
    }
    console.log(added ? "Demo data added." : "Demo data is already there; nothing changed.");
    console.log(`Every demo account's password is ${DEMO_PASSWORD}:`);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.userType.padEnd(12)} ${account.email}`);
  } finally {
    await database.close();
  }
}

function refusal(err: DemoRefused): string {
  const accounts = err.otherAccounts === 1 ? "1 account" : `${err.otherAccounts} accounts`;
  return (
    `This database has ${accounts} besides the demo's and the first-run admin (${EMBEDDED_ADMIN_EMAIL}), so nothing was changed: ` +
    `the demo adds accounts of every role with a published password, so it goes only into a new installation. ` +
    `To try it, point DATA_DIR (or DATABASE_URL) at a new one.`
  );
}

main().catch((err: unknown) => {
  if (err instanceof DemoRefused) console.error(refusal(err));
  else if (err instanceof CommandRefused || err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
