import { refreshResponseSchema } from "@trophy/shared/schemas/auth";
import { sendRequest } from "./http";
import { getRefreshToken, setTokens } from "./session";

/** "missing": there was no refresh token; "rejected": the server refused it. */
export type RefreshOutcome = "refreshed" | "missing" | "rejected";

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Trades the refresh token for a new pair. Parallel 401s share one call: refresh tokens rotate,
 * and presenting a rotated one twice would revoke the whole session. A network failure throws
 * (the session may still be fine); only an answer from the server ends it.
 */
export function refreshTokens(): Promise<RefreshOutcome> {
  inFlight ??= exchange().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function exchange(): Promise<RefreshOutcome> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return "missing";
  const answer = await sendRequest("/auth/refresh", { method: "POST", body: { refreshToken } });
  const parsed = refreshResponseSchema.safeParse(answer.data);
  if (!answer.ok || !parsed.success) return "rejected";
  setTokens(parsed.data.token, parsed.data.refreshToken);
  return "refreshed";
}
