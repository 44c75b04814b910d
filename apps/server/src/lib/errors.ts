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

/** PostgreSQL unique_violation, whether raised by node-postgres or PGlite, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
