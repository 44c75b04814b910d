import type { ErrorCode } from "@trophy/shared/error-codes";
import { ERROR_TEXTS } from "../texts/errors";

/** Structured details of an error answer, beside `error` and `code`. */
export interface ErrorDetails {
  /** The gift card codes an upload named more than once. */
  codes?: string[];
  /** The rows of an upload that failed, by gift card code. */
  errors?: { code: string; error: string }[];
  /** A young student's refused sign-in: the ticket of their consent step. */
  consentTicket?: string;
}

/**
 * Domain errors: services throw them, the error handler answers `{error, code, ...details}` with
 * their status. The sentence defaults to the code's text in the catalogue (src/texts/errors.ts).
 */
export class DomainError extends Error {
  readonly headers: Record<string, string> = {};
  details: ErrorDetails = {};

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = ERROR_TEXTS[code],
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The same error with more headers on its answer (e.g. RateLimit-* on a refused API call). */
  with(headers: Record<string, string>): this {
    Object.assign(this.headers, headers);
    return this;
  }

  /** The same error with structured details in its answer. */
  withDetails(details: ErrorDetails): this {
    this.details = { ...this.details, ...details };
    return this;
  }
}

export class BadRequest extends DomainError {
  constructor(code: ErrorCode, message?: string) {
    super(400, code, message);
  }
}
export class Unauthorized extends DomainError {
  constructor(code: ErrorCode, message?: string) {
    super(401, code, message);
  }
}
export class Forbidden extends DomainError {
  constructor(code: ErrorCode, message?: string) {
    super(403, code, message);
  }
}
export class NotFound extends DomainError {
  constructor(code: ErrorCode, message?: string) {
    super(404, code, message);
  }
}
export class Conflict extends DomainError {
  constructor(code: ErrorCode, message?: string) {
    super(409, code, message);
  }
}
/** A single-use link already used, or expired: it will never work again. */
export class Gone extends DomainError {
  constructor(code: ErrorCode, message?: string) {
    super(410, code, message);
  }
}
export class Unprocessable extends DomainError {
  constructor(code: ErrorCode, message?: string) {
    super(422, code, message);
  }
}
export class TooManyRequests extends DomainError {
  constructor(code: ErrorCode, retryAfterSeconds: number, message?: string) {
    super(429, code, message);
    this.with({ "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/** The SQLSTATE of a PostgreSQL error, whether raised by node-postgres or PGlite, wrapped by Drizzle or not. */
export function pgErrorCode(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === "23505";
}

/**
 * Text PostgreSQL cannot store (a NUL character, an invalid byte sequence): the input's fault, so
 * 400 rather than 500, for any field the schemas do not already refuse.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === "22021" || code === "22P05";
}
