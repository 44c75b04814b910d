import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_EVENTS, type NotificationEvent } from "@trophy/shared/schemas/notifications";
import { deriveKey } from "../../lib/tokens";

/**
 * One-click unsubscribe tokens (docs/architecture.md §4): `<user id>.<event>.<signature>`, the
 * signature an HMAC of both under a key derived from APP_SECRET. Nothing is stored; a token
 * only ever switches its own event off for its own user, so it never needs to expire. Tokens
 * signed under a previous secret keep working until that secret is dropped.
 */
export interface UnsubscribeTokens {
  sign(userId: string, event: NotificationEvent): string;
  /** The user and event, or null for anything not signed by us. */
  verify(token: string): { userId: string; event: NotificationEvent } | null;
}

const PURPOSE = "unsubscribe-links";

function signature(key: Uint8Array, userId: string, event: string): Buffer {
  return createHmac("sha256", key).update(`${userId}:${event}`).digest().subarray(0, 18);
}

export function createUnsubscribeTokens(
  appSecret: string,
  previousSecrets: string[] = [],
): UnsubscribeTokens {
  const keys = [appSecret, ...previousSecrets].map((s) => deriveKey(s, PURPOSE));
  const current = keys[0] as Uint8Array;
  return {
    sign(userId, event) {
      return `${userId}.${event}.${signature(current, userId, event).toString("base64url")}`;
    },
    verify(token) {
      const [userId, event, sig, extra] = token.split(".");
      if (!userId || !event || !sig || extra !== undefined) return null;
      if (!(NOTIFICATION_EVENTS as readonly string[]).includes(event)) return null;
      const given = Buffer.from(sig, "base64url");
      const valid = keys.some((key) => {
        const expected = signature(key, userId, event);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
      return valid ? { userId, event: event as NotificationEvent } : null;
    },
  };
}
