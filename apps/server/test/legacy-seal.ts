import { createCipheriv, createHmac, randomBytes } from "node:crypto";
import { deriveKey } from "../src/lib/tokens";

/**
 * A value as earlier versions sealed it, without naming its place: `v2.<key id>.<iv>.<tag>.<body>`,
 * or with `unprefixed` the still older `<iv>.<tag>.<body>`. Installations hold such values until
 * `npm run rotate-secret` seals them again.
 */
export function sealUnplaced(
  appSecret: string,
  purpose: string,
  plain: string,
  unprefixed = false,
): string {
  const key = deriveKey(appSecret, `${purpose}:encrypt`);
  const id = createHmac("sha256", key).update("key-id").digest("base64url").slice(0, 8);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"));
  return (unprefixed ? parts : ["v2", id, ...parts]).join(".");
}

/** The columns whose values were sealed for the column alone before they named their row. */
const COLUMN_ONLY: Record<string, string> = {
  "gift-card-codes": "gift_cards.code_ciphertext",
  "webhook-secrets": "webhook_endpoints.secret_ciphertext",
};

/**
 * A gift card code or webhook signing secret as sealed before it named its row: `v3`, with its
 * column alone as associated data. Such values open anywhere in their column until
 * `npm run rotate-secret` seals them again for their row.
 */
export function sealForColumn(appSecret: string, purpose: string, plain: string): string {
  const column = COLUMN_ONLY[purpose];
  if (!column) throw new Error(`${purpose} values were never sealed for their column alone`);
  const key = deriveKey(appSecret, `${purpose}:encrypt`);
  const id = createHmac("sha256", key).update("key-id").digest("base64url").slice(0, 8);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(column, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"));
  return ["v3", id, ...parts].join(".");
}
