import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { deriveKey } from "./tokens";

/** Encrypts secrets at rest (AES-256-GCM) and gives them a keyed hash for lookups and uniqueness. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** Deterministic HMAC: equal secrets hash alike, and nothing is learnt without the key. */
  fingerprint(plain: string): string;
}

export function createSecretBox(appSecret: string, purpose: string): SecretBox {
  const encryptionKey = deriveKey(appSecret, `${purpose}:encrypt`);
  const hashKey = deriveKey(appSecret, `${purpose}:hash`);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
      if (!iv || !tag || !body) throw new Error("malformed sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", encryptionKey, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    },
    fingerprint(plain) {
      return createHmac("sha256", hashKey).update(plain).digest("base64url");
    },
  };
}
