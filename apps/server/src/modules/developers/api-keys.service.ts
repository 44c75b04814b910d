import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { API_KEY_REGENERATIONS_PER_DAY } from "@trophy/shared/constants";
import type { ApiKeyResponse } from "@trophy/shared/schemas/developer";
import type { Db, Queryable } from "../../db/client";
import { apiKeys, users, type UserRow } from "../../db/schema";
import { Forbidden, NotFound, TooManyRequests } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { hashToken } from "../../lib/tokens";

/** Recognisable in logs and secret scanners; 256 random bits after it. */
export const API_KEY_PREFIX = "trk_";
const DAY_MS = 86_400_000;
/** Regenerations this close together are one click (or one retry) and get the same new key. */
const SAME_CLICK_MS = 10_000;

export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString("base64url");
}

/**
 * Revokes the developer's live key (if any) and issues a new one; the old one stops at once.
 * Callers hold the developer's row lock, so two issues never race for the one live key.
 */
export async function issueApiKey(
  db: Queryable,
  secrets: SecretBox,
  developerId: string,
): Promise<string> {
  const key = generateApiKey();
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.developerId, developerId), isNull(apiKeys.revokedAt)));
  await db
    .insert(apiKeys)
    .values({ developerId, keyHash: hashToken(key), keyCiphertext: secrets.seal(key) });
  return key;
}

/** Locks the developer's row for the rest of the transaction: key changes queue up behind it. */
export async function lockDeveloper(db: Queryable, developerId: string): Promise<UserRow> {
  const [developer] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, developerId), eq(users.userType, "developer")))
    .for("update");
  if (!developer) throw new NotFound("developer_not_found");
  return developer;
}

/**
 * A new key on the developer's request. Each regeneration revokes a key, so the keys revoked in
 * the last 24 hours are the count: a leaked account cannot churn keys to dodge limits or audits.
 * A double click is one regeneration: a key issued moments ago is answered again.
 */
export async function regenerateApiKey(
  db: Db,
  secrets: SecretBox,
  developerId: string,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const developer = await lockDeveloper(tx, developerId);
    if (developer.developerStatus !== "validated") throw new Forbidden("developer_not_validated");
    const recent = await tx
      .select({ revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.developerId, developerId),
          gt(apiKeys.revokedAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .orderBy(asc(apiKeys.revokedAt));
    // A key revoked moments ago means a regeneration just happened: this is the same click.
    const last = recent.at(-1)?.revokedAt;
    if (last && now.getTime() - last.getTime() < SAME_CLICK_MS) {
      const [live] = await tx
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.developerId, developerId), isNull(apiKeys.revokedAt)));
      if (live) return secrets.open(live.keyCiphertext);
    }
    if (recent.length >= API_KEY_REGENERATIONS_PER_DAY) {
      const oldest = recent[recent.length - API_KEY_REGENERATIONS_PER_DAY]?.revokedAt ?? now;
      throw new TooManyRequests(
        "too_many_regenerations",
        (oldest.getTime() + DAY_MS - now.getTime()) / 1000,
      );
    }
    return issueApiKey(tx, secrets, developerId);
  });
}

export async function currentApiKey(
  db: Queryable,
  secrets: SecretBox,
  developer: UserRow,
): Promise<ApiKeyResponse> {
  const isValidated = developer.developerStatus === "validated";
  if (!isValidated) return { apiKey: null, isValidated };
  const [row] = await db
    .select({ keyCiphertext: apiKeys.keyCiphertext })
    .from(apiKeys)
    .where(and(eq(apiKeys.developerId, developer.id), isNull(apiKeys.revokedAt)));
  return { apiKey: row ? secrets.open(row.keyCiphertext) : null, isValidated };
}
