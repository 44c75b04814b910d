import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ApiKeyResponse } from "@trophy/shared/schemas/developer";
import type { Queryable } from "../../db/client";
import { apiKeys, type UserRow } from "../../db/schema";
import { hashToken } from "../../lib/tokens";

/** Recognisable in logs and secret scanners; 256 random bits after it. */
export const API_KEY_PREFIX = "trk_";

export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString("base64url");
}

/** Revokes the developer's live key (if any) and issues a new one; the old one stops at once. */
export async function issueApiKey(
  app: FastifyInstance,
  db: Queryable,
  developerId: string,
): Promise<string> {
  const key = generateApiKey();
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.developerId, developerId), isNull(apiKeys.revokedAt)));
  await db
    .insert(apiKeys)
    .values({ developerId, keyHash: hashToken(key), keyCiphertext: app.apiKeySecrets.seal(key) });
  return key;
}

export async function currentApiKey(
  app: FastifyInstance,
  developer: UserRow,
): Promise<ApiKeyResponse> {
  const isValidated = developer.developerStatus === "validated";
  if (!isValidated) return { apiKey: null, isValidated };
  const [row] = await app.db
    .select({ keyCiphertext: apiKeys.keyCiphertext })
    .from(apiKeys)
    .where(and(eq(apiKeys.developerId, developer.id), isNull(apiKeys.revokedAt)));
  return { apiKey: row ? app.apiKeySecrets.open(row.keyCiphertext) : null, isValidated };
}
