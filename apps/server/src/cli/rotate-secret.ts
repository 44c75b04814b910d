import { ConfigError, loadConfig } from "../config";
import { openMigratedDatabase } from "../db/open-migrated";
import { createSecretBox } from "../lib/secret-box";
import { rotateSecrets, rotateWebhookSecrets } from "../modules/secrets/rotate-secret.service";
import { WEBHOOK_SECRETS_PURPOSE } from "../modules/webhooks/webhooks.plugin";

/**
 * `npm run rotate-secret`: with the new APP_SECRET and the old one in APP_SECRET_PREVIOUS, seals
 * every stored secret again under the new one. Afterwards APP_SECRET_PREVIOUS can be removed.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.previousAppSecrets.length === 0) {
    console.log(
      "Nothing to read old values with: set APP_SECRET_PREVIOUS to the secret you are replacing.",
    );
  }
  const database = await openMigratedDatabase(config);
  try {
    const { appSecret, previousAppSecrets } = config;
    const result = await rotateSecrets(
      database.db,
      createSecretBox(appSecret, "gift-card-codes", previousAppSecrets),
      createSecretBox(appSecret, "api-keys", previousAppSecrets),
    );
    const webhookSecrets = await rotateWebhookSecrets(
      database.db,
      createSecretBox(appSecret, WEBHOOK_SECRETS_PURPOSE, previousAppSecrets),
    );
    console.log(
      `Sealed again under the current APP_SECRET: ${result.giftCards} gift card codes, ${result.apiKeys} API keys, ${webhookSecrets} webhook secrets.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
