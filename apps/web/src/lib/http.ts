import { ApiError } from "./api-error";
import { API_BASE_URL } from "./env";
import { COMMON_COPY } from "./copy";
import { HTTP_TIMEOUT_MS } from "./client-constants";

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

/**
 * One HTTP exchange with the API: JSON in and out, Accept: application/json (the server answers
 * /auth/verify-email/:token as JSON or as the web page by Accept), and the 30 s timeout over the
 * whole exchange. No session logic here; a missing answer becomes an ApiError with status 0.
 */
export async function sendRequest(path: string, request: HttpRequest): Promise<HttpAnswer> {
  const headers: Record<string, string> = { Accept: "application/json" };
  // Only with a body: Fastify refuses an empty body declared as JSON.
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  if (request.token) headers.Authorization = `Bearer ${request.token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, HTTP_TIMEOUT_MS);
  try {
    const response = await fetch(`${API_BASE_URL}${path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: controller.signal,
    });
    return { status: response.status, ok: response.ok, data: parseJson(await response.text()) };
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
    timedOut ? COMMON_COPY.requestTimedOut : COMMON_COPY.networkError,
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
