// `npm run rotate-secret` over 100,000 gift cards sealed under the APP_SECRET being replaced:
// on the embedded database and, with BENCH_DATABASE_URL, on PostgreSQL. Runs on its own
// (`npx tsx apps/server/bench/rotate-secret-bench.ts`) and as a section of `npm run bench`.
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { Config } from "../src/config";
import { openMigratedDatabase } from "../src/db/open-migrated";
import { freshDatabase } from "./fresh-database";
import { benchScenario } from "./scenario";
import { createSecretBox } from "../src/lib/secret-box";
import { MAIL_OUTBOX_PURPOSE } from "../src/mail/queue";
import { rotateSecrets, type SealedBoxes } from "../src/modules/secrets/rotate-secret.service";
import { WEBHOOK_SECRETS_PURPOSE } from "../src/modules/webhooks/secrets";

const CARDS = 100_000;
const INSERT_CHUNK = 5000;
const NEW_SECRET = "bench-new-secret-0123456789abcdef0123456789abcdef";

const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

function boxes(appSecret: string, previous: string[]): SealedBoxes {
  const box = (purpose: string) => createSecretBox(appSecret, purpose, previous);
  return {
    giftCardCodes: box("gift-card-codes"),
    apiKeys: box("api-keys"),
    webhookSecrets: box(WEBHOOK_SECRETS_PURPOSE),
    mailBodies: box(MAIL_OUTBOX_PURPOSE),
  };
}

/**
 * 100,000 cards sealed under `config.appSecret`, then the rotation to a new secret with the old
 * one as APP_SECRET_PREVIOUS, then the same command again with nothing left to do.
 */
export async function rotateSecretBench(config: Config): Promise<void> {
  const database = await openMigratedDatabase(config);
  try {
    const old = boxes(config.appSecret, []).giftCardCodes;
    for (let from = 0; from < CARDS; from += INSERT_CHUNK) {
      const ids: string[] = [];
      const hashes: string[] = [];
      const sealed: string[] = [];
      for (let i = from; i < Math.min(CARDS, from + INSERT_CHUNK); i++) {
        const id = randomUUID();
        const code = `ROT-${String(i).padStart(8, "0")}`;
        ids.push(id);
        hashes.push(old.fingerprint(code));
        sealed.push(old.seal(code, id));
      }
      await database.query(
        `INSERT INTO gift_cards (id, code_hash, code_ciphertext, card_type, usd_cents, trophy_cost, batch_id)
         SELECT i, h, c, 'rotbench', 1000, 200, 'batch_rot'
         FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(i, h, c)`,
        [ids, hashes, sealed],
      );
    }
    const rotating = boxes(NEW_SECRET, [config.appSecret]);
    let started = process.hrtime.bigint();
    const result = await rotateSecrets(database.db, rotating);
    const took = seconds(started);
    console.log(
      `rotate-secret, ${CARDS} gift cards under the old secret   ${took.toFixed(2)} s  (${(result.giftCardCodes.rotated / took).toFixed(0)} codes/s, ${result.giftCardCodes.rotated} sealed again, ${result.giftCardCodes.unreadable} unreadable)`,
    );
    started = process.hrtime.bigint();
    const again = await rotateSecrets(database.db, rotating);
    console.log(
      `rotate-secret again, nothing left to do            ${seconds(started).toFixed(2)} s  (${again.giftCardCodes.rotated} sealed again)`,
    );
  } finally {
    await database.close();
  }
}

async function standalone(): Promise<void> {
  await benchScenario(
    "embedded database (PGlite)",
    "rotate-secret",
    undefined,
    0,
    rotateSecretBench,
  );
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    const databaseUrl = await freshDatabase(pgUrl, "bench_rotate");
    await benchScenario("PostgreSQL", "rotate-secret", databaseUrl, 0, rotateSecretBench);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await standalone();
