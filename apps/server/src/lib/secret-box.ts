import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  randomBytes,
  type KeyObject,
} from "node:crypto";
import { deriveKey } from "./tokens";

/** Encrypts secrets at rest (AES-256-GCM) and gives them a keyed hash for lookups and uniqueness. */
export interface SecretBox {
  seal(plain: string): string;
  /** Reads a value sealed under the current secret or any of the previous ones. */
  open(sealed: string): string;
  /** Deterministic HMAC under the current secret: equal secrets hash alike, nothing is learnt without the key. */
  fingerprint(plain: string): string;
  /** True when the value was sealed under another secret than the current one (rotation). */
  isStale(sealed: string): boolean;
}

interface Key {
  id: string;
  encryption: KeyObject;
}

/** Sealed values name their key: `v2.<key id>.<iv>.<tag>.<body>`; older ones have no prefix. */
const VERSION = "v2";

function keyFor(appSecret: string, purpose: string): Key {
  const encryption = deriveKey(appSecret, `${purpose}:encrypt`);
  // A public name for the key: a hash of it, so it says nothing about the key itself.
  const id = createHmac("sha256", encryption).update("key-id").digest("base64url").slice(0, 8);
  // A key object is checked once; raw bytes would be imported again by every cipher.
  return { id, encryption: createSecretKey(encryption) };
}

const IV_BYTES = 12;
const IVS_PER_DRAW = 1024;

/**
 * Fresh random IVs, drawn from the system generator a thousand at a time: one draw per IV costs
 * more than the encryption itself when an upload seals a hundred thousand codes. Each IV is used
 * once and never handed out again.
 */
function ivSource(): () => Buffer {
  let pool = Buffer.alloc(0);
  let next = 0;
  return () => {
    if (next === pool.length) {
      pool = randomBytes(IV_BYTES * IVS_PER_DRAW);
      next = 0;
    }
    next += IV_BYTES;
    return pool.subarray(next - IV_BYTES, next);
  };
}

function decrypt(key: Key, parts: string[]): string {
  const [iv, tag, body] = parts.map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !body) throw new Error("malformed sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", key.encryption, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}

/**
 * `previousSecrets` keep values sealed before a rotation readable until `npm run rotate-secret`
 * has sealed them again under `appSecret`.
 */
export function createSecretBox(
  appSecret: string,
  purpose: string,
  previousSecrets: string[] = [],
): SecretBox {
  const current = keyFor(appSecret, purpose);
  const keys = [current, ...previousSecrets.map((s) => keyFor(s, purpose))];
  const hashKey = createSecretKey(deriveKey(appSecret, `${purpose}:hash`));
  const nextIv = ivSource();
  return {
    seal(plain) {
      const iv = nextIv();
      const cipher = createCipheriv("aes-256-gcm", current.encryption, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"));
      return [VERSION, current.id, ...parts].join(".");
    },
    open(sealed) {
      const parts = sealed.split(".");
      if (parts[0] === VERSION) {
        const key = keys.find((k) => k.id === parts[1]);
        if (!key) throw new Error("sealed under an unknown secret (set APP_SECRET_PREVIOUS)");
        return decrypt(key, parts.slice(2));
      }
      // Sealed before values named their key: the one that authenticates it is the right one.
      for (const key of keys) {
        try {
          return decrypt(key, parts);
        } catch {
          continue;
        }
      }
      throw new Error("sealed under an unknown secret (set APP_SECRET_PREVIOUS)");
    },
    fingerprint(plain) {
      return createHmac("sha256", hashKey).update(plain).digest("base64url");
    },
    isStale(sealed) {
      const parts = sealed.split(".");
      return parts[0] !== VERSION || parts[1] !== current.id;
    },
  };
}
