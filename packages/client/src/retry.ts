import {
  isRedirectStatus,
  RedirectError,
  retryAfterSeconds,
  TrophyConnectionError,
} from "./errors.js";

export type FetchLike = (request: Request) => Promise<Response>;

export interface RetryOptions {
  /** Retries after the first attempt (default 2). */
  maxRetries?: number;
  /**
   * The longest wait before a retry, in milliseconds (default 30 000). When the server asks for a
   * longer one (`Retry-After` past the next hour, or the next UTC day for the trophy budget), the
   * answer is returned at once rather than waited for.
   */
  maxDelayMs?: number;
}

/** 429: the hourly limit; 503: a busy server that did nothing. Both say when to come back. */
const RETRIED_STATUSES = new Set([429, 503]);

/** Waits without a Retry-After: half a second, then doubling. */
const backoffMs = (retry: number) => Math.min(8_000, 500 * 2 ** retry);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const done = () => {
      signal.removeEventListener("abort", aborted);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener("abort", aborted, { once: true });
  });
}

/**
 * Any 3xx is an error, not an answer; so is a browser's opaque redirect (status 0), and an answer
 * a given fetch reached by following a redirect in spite of the request's mode.
 */
function refuseRedirect(response: Response): void {
  const opaque = response.type === "opaqueredirect";
  if (!opaque && !response.redirected && !isRedirectStatus(response.status)) return;
  void response.body?.cancel();
  throw new RedirectError(
    response.status,
    null,
    response.headers,
    response.redirected ? response.url : undefined,
  );
}

/**
 * A fetch that tries again on 429 and 503, after the `Retry-After` the answer gives: the server
 * did nothing with those. With `retryLost`, also when the server could not be reached or did not
 * answer within `timeoutMs`: the request may have been carried out, so only requests that may be
 * sent twice take it (an award with its idempotency key, a look-up, a reversal). `retry: false`
 * sends each request once. A redirect throws `RedirectError`, whatever the retries.
 */
export function retryingFetch(
  base: FetchLike,
  retry: Required<RetryOptions> | false,
  timeoutMs: number,
  retryLost: boolean,
): FetchLike {
  const maxRetries = retry ? retry.maxRetries : 0;
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= maxRetries;
      // The last attempt may consume the request's body; earlier ones send copies.
      // A redirect is handed back, never followed: the API key would go along to its target.
      const sent = new Request(last ? request : request.clone(), {
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
        redirect: "manual",
      });
      let response: Response;
      try {
        response = await base(sent);
      } catch (err) {
        if (request.signal.aborted) throw err;
        if (last || !retryLost) {
          throw new TrophyConnectionError(
            `Could not reach ${new URL(request.url).origin}: ${(err as Error).message}`,
            { cause: err },
          );
        }
        await sleep(backoffMs(attempt), request.signal);
        continue;
      }
      refuseRedirect(response);
      if (last || !retry || !RETRIED_STATUSES.has(response.status)) return response;
      const asked = retryAfterSeconds(response.headers.get("retry-after"));
      const waitMs = asked === null ? backoffMs(attempt) : asked * 1000;
      if (waitMs > retry.maxDelayMs) return response;
      await response.body?.cancel();
      await sleep(waitMs, request.signal);
    }
  };
}
