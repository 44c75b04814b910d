import { hash, verify } from "@node-rs/argon2";
import { randomToken } from "./tokens";

/** OWASP's argon2id baseline (argon2id is the library's default algorithm): 19 MiB, two passes, one lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; without a stored hash it still spends the same time on a dummy one,
 * so response times do not tell which e-mails have accounts.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash) return verify(storedHash, password).catch(() => false);
  dummyHash ??= hashPassword(randomToken());
  await verify(await dummyHash, password).catch(() => false);
  return false;
}
