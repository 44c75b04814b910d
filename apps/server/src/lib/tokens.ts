import { createHash, hkdfSync, randomBytes } from "node:crypto";

/** A random secret for links and refresh tokens: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are high-entropy, so a plain SHA-256 is enough to store them without keeping them. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** One key per purpose, derived from APP_SECRET, so rotating the secret rotates them all. */
export function deriveKey(appSecret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", appSecret, "trophy-rewards", purpose, 32));
}
