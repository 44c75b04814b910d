import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  randomBytes,
  type KeyObject,
} from "node:crypto";
import { deriveKey } from "./tokens";

/**
 * Encrypts secrets at rest (AES-256-GCM) and gives them a keyed hash for lookups and uniqueness.
 * A value is sealed for its place, its column and its row's id (`row`): it opens only there, so a
 * sealed value copied into another row or column (by someone who can write to the database but has
 * no APP_SECRET) does not open, and is never shown to whoever that row belongs to.
 */
export interface SecretBox {
  seal(plain: string, row: string): string;
  /**
   * Reads a value sealed under the current secret or any of the previous ones, for the same
   * place; throws `UnreadableSecret` otherwise. Values sealed before they named their row (`v3`
   * for the column alone, gift card codes and webhook secrets) or any place (`v2` and unprefixed)
   * open anywhere in their column until `npm run rotate-secret` seals them again.
   */
  open(sealed: string, row: string): string;
  /** Deterministic HMAC under the current secret: equal secrets hash alike, nothing is learnt without the key. */
  fingerprint(plain: string): string;
  /**
   * True when the value is not in the current form for its row: sealed under another secret than
   * the current one, before values named their row or place, or for another row (then it does not
   * open either). `npm run rotate-secret` seals the readable ones again.
   */
  isStale(sealed: string, row: string): boolean;
}

/** A sealed value that does not open in its place with any secret given. */
export class UnreadableSecret extends Error {
  constructor(column: string, row: string, why: string) {
    super(`the value of ${column} in row ${row} does not open: ${why}`);
    this.name = "UnreadableSecret";
  }
}

interface Key {
  id: string;
  encryption: KeyObject;
}

/**
 * Sealed values name their key: `v3.<key id>.<iv>.<tag>.<body>`, authenticated together with
 * their place (column and row). `v2` values (same form) and older unprefixed ones
 * (`<iv>.<tag>.<body>`) were sealed without it.
 */
const VERSION = "v3";
const UNPLACED_VERSION = "v2";

/**
 * The column each purpose's values are kept in, named in their associated data with the row's id.
 * Each purpose also has a key of its own, so a value moved to another column never opened; the
 * name says so in the value itself as well. `columnOnly`: `v3` values of the column were sealed
 * for the column alone before they named their row; those still open there.
 */
const PLACES: Readonly<Record<string, { column: string; columnOnly?: true }>> = {
  "gift-card-codes": { column: "gift_cards.code_ciphertext", columnOnly: true },
  "api-keys": { column: "api_keys.key_ciphertext" },
  "webhook-secrets": { column: "webhook_endpoints.secret_ciphertext", columnOnly: true },
  "mail-outbox": { column: "mail_outbox.message_ciphertext" },
};

/** The associated data of a value: its column and its row's id; the column alone for older values. */
function placeOf(column: string, row?: string): Buffer {
  return Buffer.from(row === undefined ? column : `${column}#${row}`, "utf8");
}

function keyFor(appSecret: string, purpose: string): Key {
  const encryption = deriveKey(appSecret, `${purpose}:encrypt`);
  // A public name for the key: a hash of it, so it says nothing about the key itself.
  const id = createHmac("sha256", encryption).update("key-id").digest("base64url").slice(0, 8);
  // A key object is checked once; raw bytes would be imported again by every cipher.
  return { id, encryption: createSecretKey(encryption) };
}

const IV_BYTES = 12;
/** An IV in base64url: 12 bytes are four whole groups of three, so 16 characters, no padding. */
const IV_CHARS = 16;
const IVS_PER_DRAW = 1024;

/**
 * Fresh random IVs, drawn from the system generator a thousand at a time: one draw per IV costs
 * more than the encryption itself when an upload seals a hundred thousand codes. Each IV is used
 * once and never handed out again. Its text comes with it, cut from the whole draw written in
 * base64url at once (each IV starts on a group of three bytes, so its characters are its own).
 */
function ivSource(): () => { iv: Buffer; text: string } {
  let pool = Buffer.alloc(0);
  let poolText = "";
  let next = 0;
  return () => {
    if (next === IVS_PER_DRAW || pool.length === 0) {
      pool = randomBytes(IV_BYTES * IVS_PER_DRAW);
      poolText = pool.toString("base64url");
      next = 0;
    }
    const at = next++;
    return {
      iv: pool.subarray(at * IV_BYTES, (at + 1) * IV_BYTES),
      text: poolText.slice(at * IV_CHARS, (at + 1) * IV_CHARS),
    };
  };
}

function decrypt(key: Key, parts: string[], place?: Buffer): string {
  const [iv, tag, body] = parts.map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !body) throw new Error("malformed sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", key.encryption, iv);
  decipher.setAuthTag(tag);
  if (place) decipher.setAAD(place);
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
  const place = PLACES[purpose];
  if (!place) throw new Error(`no column is known for sealed values of purpose ${purpose}`);
  const { column, columnOnly } = place;
  const current = keyFor(appSecret, purpose);
  const sealedPrefix = `${VERSION}.${current.id}.`;
  const keys = [current, ...previousSecrets.map((s) => keyFor(s, purpose))];
  const hashKey = createSecretKey(deriveKey(appSecret, `${purpose}:hash`));
  const nextIv = ivSource();
  const opens = (key: Key, parts: string[], at?: Buffer) => {
    try {
      return decrypt(key, parts, at);
    } catch {
      return null;
    }
  };
  /** A `v3` value: for its row, or (where the column had such values) for the column alone. */
  const openPlaced = (key: Key, parts: string[], row: string) =>
    opens(key, parts, placeOf(column, row)) ??
    (columnOnly ? opens(key, parts, placeOf(column)) : null);
  return {
    seal(plain, row) {
      // An upload seals a hundred thousand codes in a row: no step here allocates more than it must.
      const { iv, text: ivText } = nextIv();
      const cipher = createCipheriv("aes-256-gcm", current.encryption, iv);
      cipher.setAAD(placeOf(column, row));
      const first = cipher.update(plain, "utf8");
      // GCM encrypts as a stream: `update` gives every byte and `final` only completes the tag.
      const rest = cipher.final();
      const body = rest.length === 0 ? first : Buffer.concat([first, rest]);
      const tag = cipher.getAuthTag().toString("base64url");
      return `${sealedPrefix}${ivText}.${tag}.${body.toString("base64url")}`;
    },
    open(sealed, row) {
      const parts = sealed.split(".");
      if (parts[0] === VERSION || parts[0] === UNPLACED_VERSION) {
        const key = keys.find((k) => k.id === parts[1]);
        if (!key) {
          throw new UnreadableSecret(
            column,
            row,
            "sealed under an unknown secret (set APP_SECRET_PREVIOUS)",
          );
        }
        const plain =
          parts[0] === VERSION ? openPlaced(key, parts.slice(2), row) : opens(key, parts.slice(2));
        if (plain === null) {
          throw new UnreadableSecret(column, row, "sealed for another place, or altered");
        }
        return plain;
      }
      // Sealed before values named their key: the one that authenticates it is the right one.
      for (const key of keys) {
        const plain = opens(key, parts);
        if (plain !== null) return plain;
      }
      throw new UnreadableSecret(
        column,
        row,
        "sealed under an unknown secret (set APP_SECRET_PREVIOUS), or altered",
      );
    },
    fingerprint(plain) {
      return createHmac("sha256", hashKey).update(plain).digest("base64url");
    },
    isStale(sealed, row) {
      const parts = sealed.split(".");
      if (parts[0] !== VERSION || parts[1] !== current.id) return true;
      // Only trying tells a value sealed for its row from one sealed for the column alone, or
      // for another row.
      return opens(current, parts.slice(2), placeOf(column, row)) === null;
    },
  };
}
