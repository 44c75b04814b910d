import type { components } from "./generated/openapi.js";

/** Every `code` the API answers with, from the OpenAPI document. */
export type ErrorCode = components["schemas"]["Error"]["code"];

/** What every error this client throws has in common. */
export class TrophyError extends Error {
  override name = "TrophyError";
}

/**
 * The API answered with an error status. `code` is the API's stable identifier (switch on it);
 * `message` is the API's sentence for people. `code` is null when the answer was not the API's
 * (a proxy's error page, say).
 */
export class TrophyApiError extends TrophyError {
  override name = "TrophyApiError";
  readonly status: number;
  readonly code: ErrorCode | null;
  /** Seconds the server asked to wait (`Retry-After`), on 429 and 503 answers. */
  readonly retryAfter: number | null;
  readonly headers: Headers;
  /** The answer's body: `{error, code}` from the API, else its text. */
  readonly body: unknown;

  constructor(status: number, body: unknown, headers: Headers) {
    const api = apiError(body);
    super(api?.error ?? `The API answered ${status}`);
    this.status = status;
    this.code = api?.code ?? null;
    this.retryAfter = retryAfterSeconds(headers.get("retry-after"));
    this.headers = headers;
    this.body = body;
  }
}

/** 400: the request broke the contract (`validation_failed`). */
export class BadRequestError extends TrophyApiError {
  override name = "BadRequestError";
}
/** 401: the API key is missing, unknown or revoked. */
export class AuthenticationError extends TrophyApiError {
  override name = "AuthenticationError";
}
/** 403: the developer is not (or no longer) validated, or suspended. */
export class PermissionDeniedError extends TrophyApiError {
  override name = "PermissionDeniedError";
}
/** 404: no such student (`student_not_found`) or award (`award_not_found`). */
export class NotFoundError extends TrophyApiError {
  override name = "NotFoundError";
}
/** 409: the request conflicts with what exists (`reversal_exceeds_balance`, …). */
export class ConflictError extends TrophyApiError {
  override name = "ConflictError";
}
/** 422: an Idempotency-Key reused with another body (`idempotency_mismatch`). */
export class UnprocessableError extends TrophyApiError {
  override name = "UnprocessableError";
}
/** 429: the hourly limit or the daily trophy budget; `retryAfter` says how long to wait. */
export class RateLimitError extends TrophyApiError {
  override name = "RateLimitError";
}
/** 503: the server was too busy and did nothing (`server_busy`). */
export class ServiceUnavailableError extends TrophyApiError {
  override name = "ServiceUnavailableError";
}

/**
 * 3xx: the address answered with a redirect (`location`, when it said where to). The client
 * never follows one: the API key would go along to wherever it points. Check `baseUrl`, which
 * must be the installation's own address (https, no redirect in front of it).
 */
export class RedirectError extends TrophyApiError {
  override name = "RedirectError";
  readonly location: string | null;

  constructor(status: number, body: unknown, headers: Headers, location?: string | null) {
    super(status, body, headers);
    this.location = location ?? headers.get("location");
    this.message = `The API answered ${String(status)}, a redirect${this.location ? ` to ${this.location}` : ""}; redirects are not followed, so check baseUrl`;
  }
}

/** The server could not be reached, or did not answer in time, after every retry. */
export class TrophyConnectionError extends TrophyError {
  override name = "TrophyConnectionError";
}

const BY_STATUS: Record<number, typeof TrophyApiError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableError,
  429: RateLimitError,
  503: ServiceUnavailableError,
};

/** Any 3xx: the client asks for redirects to be handed to it, never followed. */
export const isRedirectStatus = (status: number) => status >= 300 && status < 400;

export function apiErrorFor(status: number, body: unknown, headers: Headers): TrophyApiError {
  const ErrorClass = isRedirectStatus(status)
    ? RedirectError
    : (BY_STATUS[status] ?? TrophyApiError);
  return new ErrorClass(status, body, headers);
}

function apiError(body: unknown): { error: string; code: ErrorCode } | null {
  if (typeof body !== "object" || body === null) return null;
  const { error, code } = body as Record<string, unknown>;
  if (typeof error !== "string" || typeof code !== "string") return null;
  return { error, code: code as ErrorCode };
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === "") return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
