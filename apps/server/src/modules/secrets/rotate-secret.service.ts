import { asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKeys, giftCards, webhookEndpoints } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";

const BATCH = 500;

export interface RotationResult {
  giftCards: number;
  apiKeys: number;
}

/**
 * Seals every stored gift card code and API key again under the current APP_SECRET (reading old
 * ones with APP_SECRET_PREVIOUS), and re-hashes the codes, whose uniqueness hash is keyed by the
 * secret too (webhook secrets: rotateWebhookSecrets). Batch by batch, each in its own transaction, so it can run beside a live server and
 * be run again after an interruption: values already under the current secret are skipped.
 */
export async function rotateSecrets(
  db: Db,
  codes: SecretBox,
  keys: SecretBox,
): Promise<RotationResult> {
  return {
    giftCards: await rotateGiftCards(db, codes),
    apiKeys: await rotateApiKeys(db, keys),
  };
}

async function rotateGiftCards(db: Db, codes: SecretBox): Promise<number> {
  let rotated = 0;
  for (let after = ""; ;) {
    const batch = await db
      .select({ id: giftCards.id, codeCiphertext: giftCards.codeCiphertext })
      .from(giftCards)
      .where(after ? gt(giftCards.id, after) : undefined)
      .orderBy(asc(giftCards.id))
      .limit(BATCH);
    const last = batch.at(-1);
    if (!last) return rotated;
    after = last.id;
    const stale = batch.filter((row) => codes.isStale(row.codeCiphertext));
    if (stale.length === 0) continue;
    const values = stale.map((row) => {
      const code = codes.open(row.codeCiphertext);
      return sql`(${row.id}::uuid, ${codes.seal(code)}, ${codes.fingerprint(code)})`;
    });
    await db.execute(sql`
      UPDATE ${giftCards} SET code_ciphertext = v.ciphertext, code_hash = v.hash
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, ciphertext, hash)
      WHERE ${giftCards.id} = v.id`);
    rotated += stale.length;
  }
}

async function rotateApiKeys(db: Db, keys: SecretBox): Promise<number> {
  const rows = await db
    .select({ id: apiKeys.id, keyCiphertext: apiKeys.keyCiphertext })
    .from(apiKeys);
  const stale = rows.filter((row) => keys.isStale(row.keyCiphertext));
  await db.transaction(async (tx) => {
    for (const row of stale) {
      await tx
        .update(apiKeys)
        .set({ keyCiphertext: keys.seal(keys.open(row.keyCiphertext)) })
        .where(eq(apiKeys.id, row.id));
    }
  });
  return stale.length;
}

/** Webhook endpoints' signing secrets, sealed again like the API keys (a developer has at most 10). */
export async function rotateWebhookSecrets(db: Db, secrets: SecretBox): Promise<number> {
  const rows = await db
    .select({ id: webhookEndpoints.id, secretCiphertext: webhookEndpoints.secretCiphertext })
    .from(webhookEndpoints);
  const stale = rows.filter((row) => secrets.isStale(row.secretCiphertext));
  await db.transaction(async (tx) => {
    for (const row of stale) {
      await tx
        .update(webhookEndpoints)
        .set({ secretCiphertext: secrets.seal(secrets.open(row.secretCiphertext)) })
        .where(eq(webhookEndpoints.id, row.id));
    }
  });
  return stale.length;
}
