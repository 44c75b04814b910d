import { MESSAGES } from "@trophy/shared/messages";
import { errorResponseSchema } from "@trophy/shared/schemas/common";

/**
 * A failed API call. `status` is 0 when no answer arrived (timeout, network). `serverMessage` is
 * the server's `error` field when it sent one; `message` falls back to a generic text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly serverMessage: string | undefined;

  constructor(status: number, data: unknown, fallback: string = MESSAGES.requestFailed) {
    const parsed = errorResponseSchema.safeParse(data);
    const serverMessage = parsed.success ? parsed.data.error : undefined;
    super(serverMessage ?? fallback);
    this.name = "ApiError";
    this.status = status;
    this.data = data;
    this.serverMessage = serverMessage;
  }
}

/** The server's own error text, if the failure carried one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

export function isClientError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
