import { API_BASE_URL } from "./env";

/**
 * A signed-in visit's first calls, sent by the boot script while the app's code still downloads
 * (docs/architecture.md §12): on a phone the dashboard would otherwise ask for its data only once
 * that code has run, a round trip later. The app takes each answer once, in place of the same
 * GET, and only with the token it was sent with; anything else (an expired token's 401, a lost
 * connection) is the app's own to handle as for any call.
 */
interface FirstCalls {
  token: string;
  calls: Map<string, Promise<Response>>;
}

declare global {
  interface Window {
    trophyFirstCalls?: FirstCalls;
  }
}

export function startFirstCalls(paths: readonly string[], token: string): void {
  const calls = new Map<string, Promise<Response>>();
  for (const path of paths) {
    const call = fetch(`${API_BASE_URL}${path}`, {
      headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
    });
    // A call the app never takes must not report an unhandled failure.
    call.catch(() => undefined);
    calls.set(path, call);
  }
  window.trophyFirstCalls = { token, calls };
}

/** The answer the boot script is fetching for this GET with this token, once. */
export function takeFirstCall(path: string, token: string | null): Promise<Response> | undefined {
  const first = typeof window === "undefined" ? undefined : window.trophyFirstCalls;
  if (!first || first.token !== token) return undefined;
  const call = first.calls.get(path);
  first.calls.delete(path);
  return call;
}
