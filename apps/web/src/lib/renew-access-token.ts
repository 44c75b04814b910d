import { endSession } from "./session-end";
import { getAccessToken } from "./session";
import { refreshTokens } from "./token-refresh";

/**
 * A fresh access token in place of `usedToken`, which the server no longer accepts (it closes a
 * balance stream when the token it was opened with expires). When another call has refreshed
 * meanwhile, that token; else one refresh through the shared refresh-once exchange (refresh
 * tokens rotate, so two exchanges at once would revoke the session). When the session cannot be
 * renewed it ends as it does for the API client, and the answer is null; when it is already gone
 * (signed out, before or while refreshing), null quietly. A network failure throws: the session
 * may still be fine.
 */
export async function renewAccessToken(usedToken: string): Promise<string | null> {
  const current = getAccessToken();
  if (!current) return null;
  if (current !== usedToken) return current;
  const outcome = await refreshTokens();
  if (outcome === "refreshed") return getAccessToken();
  if (!getAccessToken()) return null;
  endSession(outcome === "missing" ? "missing" : "expired");
  return null;
}
