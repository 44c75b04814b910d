import { createHmac, hkdfSync } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { refreshTokens } from "../../db/schema";
import { hashToken } from "../../lib/tokens";

/**
 * How long after a refresh token was rotated presenting it again still gets its successor rather
 * than revoking the session, and only from the client that rotated it (clientMark). Tabs whose
 * access tokens expire together send the same token within milliseconds of each other; the times
 * compared are the requests' arrivals, so a slow answer does not count against a twin. A token
 * replayed later than this, or by another client, leaked (docs/security.md).
 */
export const REFRESH_REUSE_GRACE_MS = 5_000;

/**
 * What tells the client that rotated a token from another: its address and User-Agent, hashed.
 * Tabs of one browser share both; a thief elsewhere, or in another browser, has another.
 */
export const clientMark = (ip: string, userAgent: string | undefined) =>
  hashToken(`${ip}\n${userAgent ?? ""}`);

/**
 * The token that replaces `presented`: an HMAC of it under a key derived from the access-token key
 * (so from APP_SECRET, and rotated with it). Every refresh presenting the same token computes the
 * same successor on any instance, so twins share the winner's result without its plaintext being
 * stored anywhere; only its hash is, like every refresh token's. Without the key nobody can
 * compute it from the old token.
 */
export function successorOf(accessKey: Uint8Array, presented: string): string {
  const key = new Uint8Array(
    hkdfSync("sha256", accessKey, "trophy-rewards", "refresh-token-successor", 32),
  );
  return createHmac("sha256", key).update(presented).digest("base64url");
}

/** Whether `token` is a refresh token of the session (the winner of a race issued it). */
export async function isIssued(db: Queryable, sessionId: string, token: string): Promise<boolean> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.tokenHash, hashToken(token)), eq(refreshTokens.sessionId, sessionId)),
    );
  return row !== undefined;
}
