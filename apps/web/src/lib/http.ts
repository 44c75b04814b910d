import { i18next } from "@/lib/i18n/i18n";
import { ApiError } from "./api-error";
import { API_BASE_URL } from "./env";
import { HTTP_TIMEOUT_MS } from "./client-constants";
import { takeFirstCall } from "./first-calls";

export interface HttpAnswer {
  status: number;
  ok: boolean;
  /** The JSON body, or undefined when there is none or it is not JSON. */
  data: unknown;
}

export interface HttpRequest {
  method: string;
  body?: unknown;
  token?: string | null;
}

/** The longest Retry-After of a busy server that is waited out before the one retry. */
export const BUSY_RETRY_MAX_MS = 10_000;

/**
 * One HTTP exchange with the API: JSON in and out, Accept: application/json (the server answers
 * /auth/verify-email/:token as JSON or as the web page by Accept), and the 30 s timeout over each
 * attempt. A 503 with Retry-After (the server was too busy and did nothing, docs/architecture.md
 * §14) is tried once more after that wait; one without it (the server stopping) is not. No session
 * logic here; a missing answer becomes an ApiError with status 0.
 */
export async function sendRequest(path: string, request: HttpRequest): Promise<HttpAnswer> {
  const first = await exchange(path, request);
  const wait = busyRetryDelayMs(first);
  if (wait === null) return first.answer;
  await new Promise((resolve) => setTimeout(resolve, wait));
  return (await exchange(path, request)).answer;
}

/** How long to wait before retrying this answer, or null when it is not retried. */
export function busyRetryDelayMs(
  attempt: { answer: HttpAnswer; retryAfter: string | null },
  now = Date.now(),
): number | null {
  const { answer, retryAfter } = attempt;
  if (answer.status !== 503 || !retryAfter) return null;
  const ms = /^\d+$/.test(retryAfter.trim())
    ? Number(retryAfter.trim()) * 1000
    : Date.parse(retryAfter) - now;
  if (Number.isNaN(ms) || ms > BUSY_RETRY_MAX_MS) return null;
  return Math.max(0, ms);
}

async function exchange(
  path: string,
  request: HttpRequest,
): Promise<{ answer: HttpAnswer; retryAfter: string | null }> {
  const headers: Record<string, string> = { Accept: "application/json" };
  // Only with a body: Fastify refuses an empty body declared as JSON.
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  if (request.token) headers.Authorization = `Bearer ${request.token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, HTTP_TIMEOUT_MS);
  try {
    const early =
      request.method === "GET"
        ? await takeFirstCall(path, request.token ?? null)?.catch(() => undefined)
        : undefined;
    const response =
      early ??
      (await fetch(`${API_BASE_URL}${path}`, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
      }));
    return {
      answer: { status: response.status, ok: response.ok, data: parseJson(await response.text()) },
      retryAfter: response.headers.get("retry-after"),
    };
  } catch (error) {
    throw noAnswer(error);
  } finally {
    clearTimeout(timer);
  }
}

/** A call that got no answer (timeout or network): status 0, with a text that says which. */
export function noAnswer(error: unknown): ApiError {
  const timedOut = error instanceof DOMException && error.name === "AbortError";
  return new ApiError(
    0,
    undefined,
    timedOut ? i18next.t("common:requestTimedOut") : i18next.t("common:networkError"),
  );
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
