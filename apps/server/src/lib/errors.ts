/** Domain errors: services throw them, the error handler maps them to a status and `{error}`. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The same error with more headers on its answer (e.g. RateLimit-* on a refused API call). */
  with(headers: Record<string, string>): this {
    Object.assign(this.headers, headers);
    return this;
  }
}

export class BadRequest extends DomainError {
  constructor(message: string) {
    super(400, message);
  }
}
export class Unauthorized extends DomainError {
  constructor(message: string) {
    super(401, message);
  }
}
export class Forbidden extends DomainError {
  constructor(message: string) {
    super(403, message);
  }
}
export class NotFound extends DomainError {
  constructor(message: string) {
    super(404, message);
  }
}
export class Conflict extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}
export class Unprocessable extends DomainError {
  constructor(message: string) {
    super(422, message);
  }
}
export class TooManyRequests extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
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
