import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { rowsOf } from "../db/raw";
import { createSecretBox } from "../lib/secret-box";
import { hashToken } from "../lib/tokens";
import { WEBHOOK_SECRETS_PURPOSE } from "../modules/webhooks/secrets";

export interface SealedCheck {
  checked: { giftCardCodes: number; apiKeys: number; webhookSecrets: number };
  problems: string[];
}

/**
 * Opens a few sealed values of each kind with `appSecret` (docs/architecture.md §10): codes must
 * also hash to their stored keyed hash, keys to their SHA-256, or uploads and API calls would miss.
 */
export async function checkSealedSamples(
  db: Queryable,
  appSecret: string,
  previousSecrets: string[] = [],
  sample = 5,
): Promise<SealedCheck> {
  const problems: string[] = [];
  const codes = createSecretBox(appSecret, "gift-card-codes", previousSecrets);
  const keys = createSecretBox(appSecret, "api-keys", previousSecrets);
  const hooks = createSecretBox(appSecret, WEBHOOK_SECRETS_PURPOSE, previousSecrets);
  const cards = await rowsOf<{ id: string; hash: string; sealed: string }>(
    db,
    sql`SELECT id, code_hash AS "hash", code_ciphertext AS "sealed" FROM gift_cards ORDER BY created_at DESC, id LIMIT ${sample}`,
  );
  for (const c of cards) {
    try {
      const code = codes.open(c.sealed, c.id);
      if (previousSecrets.length === 0 && codes.fingerprint(code) !== c.hash) {
        problems.push(
          `gift card ${c.id}: its code opens but hashes differently under this APP_SECRET`,
        );
      }
    } catch {
      problems.push(`gift card ${c.id}: its code does not open with this APP_SECRET`);
    }
  }
  const apiKeys = await rowsOf<{ id: string; hash: string; sealed: string }>(
    db,
    sql`SELECT id, key_hash AS "hash", key_ciphertext AS "sealed" FROM api_keys ORDER BY created_at DESC, id LIMIT ${sample}`,
  );
  for (const k of apiKeys) {
    try {
      if (hashToken(keys.open(k.sealed, k.id)) !== k.hash)
        problems.push(`API key ${k.id}: opens to another key`);
    } catch {
      problems.push(`API key ${k.id}: does not open with this APP_SECRET`);
    }
  }
  const endpoints = await rowsOf<{ id: string; sealed: string }>(
    db,
    sql`SELECT id, secret_ciphertext AS "sealed" FROM webhook_endpoints ORDER BY created_at DESC, id LIMIT ${sample}`,
  );
  for (const e of endpoints) {
    try {
      hooks.open(e.sealed, e.id);
    } catch {
      problems.push(
        `webhook endpoint ${e.id}: its signing secret does not open with this APP_SECRET`,
      );
    }
  }
  return {
    checked: {
      giftCardCodes: cards.length,
      apiKeys: apiKeys.length,
      webhookSecrets: endpoints.length,
    },
    problems,
  };
}
