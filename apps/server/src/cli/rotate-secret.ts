import { ConfigError, loadConfig } from "../config";
import { openMigratedDatabase } from "../db/open-migrated";
import { createSecretBox } from "../lib/secret-box";
import { MAIL_OUTBOX_PURPOSE } from "../mail/queue";
import {
  rotateSecrets,
  type RotationResult,
  type SealedKind,
} from "../modules/secrets/rotate-secret.service";
import { WEBHOOK_SECRETS_PURPOSE } from "../modules/webhooks/secrets";
import { CommandRefused, refuseWhileServed } from "./embedded-guard";

const NAMES: Record<SealedKind, string> = {
  giftCardCodes: "gift card codes",
  apiKeys: "API keys",
  webhookSecrets: "webhook secrets",
  mailBodies: "queued mail bodies",
};

/** What still needs APP_SECRET_PREVIOUS after the rotation, one line each; empty when nothing. */
function leftOver(result: RotationResult): string[] {
  const lines: string[] = [];
  for (const [kind, name] of Object.entries(NAMES) as [SealedKind, string][]) {
    const r = result[kind];
    if (r.unreadable > 0) {
      lines.push(
        `${r.unreadable} ${name} open with neither APP_SECRET nor APP_SECRET_PREVIOUS: add the secret they were sealed under to APP_SECRET_PREVIOUS and run this again.`,
      );
    }
    if (r.duplicates.length > 0) {
      lines.push(
        `${r.duplicates.length} gift cards hold a code another card added since the change of APP_SECRET holds too (${r.duplicates.slice(0, 5).join(", ")}): remove one of each, then run this again.`,
      );
    }
    if (r.stillArriving) {
      lines.push(
        `${name} kept arriving sealed under an old secret: a server still runs with it as APP_SECRET. Restart every server with the new APP_SECRET (the old one in APP_SECRET_PREVIOUS), then run this again.`,
      );
    }
  }
  return lines;
}

/**
 * `npm run rotate-secret` (docs/security.md): with the new APP_SECRET and the old one in
 * APP_SECRET_PREVIOUS, seals every stored secret again under the new one. It opens the embedded
 * database itself, so there it refuses while a server holds it; on PostgreSQL it runs beside live
 * servers. Exits 2 when something still needs APP_SECRET_PREVIOUS.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  await refuseWhileServed(
    config,
    "stop it, run `npm run rotate-secret`, then start it again (docs/security.md).",
  );
  const { appSecret, previousAppSecrets } = config;
  if (previousAppSecrets.length === 0) {
    console.log(
      "No APP_SECRET_PREVIOUS: only values sealed under APP_SECRET in an older form are sealed again. To replace a secret, set APP_SECRET_PREVIOUS to the one you are replacing.",
    );
  }
  const database = await openMigratedDatabase(config);
  try {
    const box = (purpose: string) => createSecretBox(appSecret, purpose, previousAppSecrets);
    const result = await rotateSecrets(database.db, {
      giftCardCodes: box("gift-card-codes"),
      apiKeys: box("api-keys"),
      webhookSecrets: box(WEBHOOK_SECRETS_PURPOSE),
      mailBodies: box(MAIL_OUTBOX_PURPOSE),
    });
    const counts = (Object.entries(NAMES) as [SealedKind, string][]).map(
      ([kind, name]) => `${result[kind].rotated} ${name}`,
    );
    console.log(`Sealed again under the current APP_SECRET: ${counts.join(", ")}.`);
    const left = leftOver(result);
    if (left.length > 0) {
      console.error(`Keep APP_SECRET_PREVIOUS for now:\n  ${left.join("\n  ")}`);
      process.exitCode = 2;
    } else {
      console.log("Nothing is left under an old secret: APP_SECRET_PREVIOUS can be removed.");
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof CommandRefused ? err.message : err);
  process.exit(1);
});
