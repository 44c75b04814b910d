import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { API_KEY_REGENERATIONS_PER_DAY } from "@trophy/shared/constants";
import type { ApiKeyMode, ApiKeyResponse } from "@trophy/shared/schemas/developer";
import type { Db, Queryable } from "../../db/client";
import { apiKeys, users, type UserRow } from "../../db/schema";
import { Forbidden, NotFound, TooManyRequests } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { hashToken } from "../../lib/tokens";

/** Recognisable in logs and secret scanners; 256 random bits after it. */
export const API_KEY_PREFIX = "trk_";
/** Test keys say so in the key itself, so nobody mistakes one for a live key. */
export const TEST_API_KEY_PREFIX = "trk_test_";
const DAY_MS = 86_400_000;
/** Regenerations this close together are one click (or one retry) and get the same new key. */
const SAME_CLICK_MS = 10_000;

export function generateApiKey(mode: ApiKeyMode = "live"): string {
  const prefix = mode === "test" ? TEST_API_KEY_PREFIX : API_KEY_PREFIX;
  return prefix + randomBytes(32).toString("base64url");
}

/** The mode a presented key claims; the lookup also requires the stored key to be of it. */
export const modeOfKey = (key: string): ApiKeyMode =>
  key.startsWith(TEST_API_KEY_PREFIX) ? "test" : "live";

const liveKeyOf = (developerId: string, mode: ApiKeyMode) =>
  and(eq(apiKeys.developerId, developerId), eq(apiKeys.mode, mode), isNull(apiKeys.revokedAt));

/**
 * Revokes the developer's unrevoked key of that mode (if any) and issues a new one; the old one
 * stops at once. Callers hold the developer's row lock, so two issues never race for the one key.
 */
export async function issueApiKey(
  db: Queryable,
  secrets: SecretBox,
  developerId: string,
  mode: ApiKeyMode = "live",
): Promise<string> {
  const key = generateApiKey(mode);
  await db.update(apiKeys).set({ revokedAt: new Date() }).where(liveKeyOf(developerId, mode));
  // The id is chosen here: the sealed key names its row and opens nowhere else.
  const id = randomUUID();
  await db.insert(apiKeys).values({
    id,
    developerId,
    mode,
    keyHash: hashToken(key),
    keyCiphertext: secrets.seal(key, id),
  });
  return key;
}

/** A validated developer gets both keys: the live one and the sandbox's. */
export async function issueApiKeys(
  db: Queryable,
  secrets: SecretBox,
  developerId: string,
): Promise<void> {
  await issueApiKey(db, secrets, developerId, "live");
  await issueApiKey(db, secrets, developerId, "test");
}

/**
 * Locks the developer's row for the rest of the transaction: key changes queue up behind it. A
 * deleted account is no developer any more. NO KEY UPDATE, which the row's other changes take
 * too: it leaves alone the key-share locks of rows that refer to the developer, such as the
 * request log's, which writes them after moving a key's last-used time; FOR UPDATE would wait
 * for those while that writer waited for the key this transaction revokes, a deadlock.
 */
export async function lockDeveloper(db: Queryable, developerId: string): Promise<UserRow> {
  const [developer] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, developerId), eq(users.userType, "developer"), isNull(users.deletedAt)))
    .for("no key update");
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
  mode: ApiKeyMode = "live",
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
          eq(apiKeys.mode, mode),
          gt(apiKeys.revokedAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .orderBy(asc(apiKeys.revokedAt));
    // A key revoked moments ago means a regeneration just happened: this is the same click.
    const last = recent.at(-1)?.revokedAt;
    if (last && now.getTime() - last.getTime() < SAME_CLICK_MS) {
      const [live] = await tx.select().from(apiKeys).where(liveKeyOf(developerId, mode));
      if (live) return secrets.open(live.keyCiphertext, live.id);
    }
    if (recent.length >= API_KEY_REGENERATIONS_PER_DAY) {
      const oldest = recent[recent.length - API_KEY_REGENERATIONS_PER_DAY]?.revokedAt ?? now;
      throw new TooManyRequests(
        "too_many_regenerations",
        (oldest.getTime() + DAY_MS - now.getTime()) / 1000,
      );
    }
    return issueApiKey(tx, secrets, developerId, mode);
  });
}

/**
 * Both keys of a validated developer. A developer validated before test keys existed gets theirs
 * here, on first look, under the row lock so two first looks issue one.
 */
export async function currentApiKey(
  db: Db,
  secrets: SecretBox,
  developer: UserRow,
): Promise<ApiKeyResponse> {
  const isValidated = developer.developerStatus === "validated";
  const none = {
    apiKey: null,
    testApiKey: null,
    apiKeyLastUsedAt: null,
    testApiKeyLastUsedAt: null,
  };
  if (!isValidated) return { ...none, isValidated };
  let rows = await liveKeys(db, developer.id);
  if (!rows.some((row) => row.mode === "test")) {
    rows = await db.transaction(async (tx) => {
      await lockDeveloper(tx, developer.id);
      if (!(await liveKeys(tx, developer.id)).some((row) => row.mode === "test"))
        await issueApiKey(tx, secrets, developer.id, "test");
      return liveKeys(tx, developer.id);
    });
  }
  const live = rows.find((row) => row.mode === "live");
  const test = rows.find((row) => row.mode === "test");
  return {
    isValidated,
    apiKey: live ? secrets.open(live.keyCiphertext, live.id) : null,
    testApiKey: test ? secrets.open(test.keyCiphertext, test.id) : null,
    apiKeyLastUsedAt: live?.lastUsedAt?.toISOString() ?? null,
    testApiKeyLastUsedAt: test?.lastUsedAt?.toISOString() ?? null,
  };
}

function liveKeys(db: Queryable, developerId: string) {
  return db
    .select({
      id: apiKeys.id,
      mode: apiKeys.mode,
      keyCiphertext: apiKeys.keyCiphertext,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.developerId, developerId), isNull(apiKeys.revokedAt)));
}
