import { i18next } from "@/lib/i18n/i18n";
import { ERROR_CODES, type ErrorCode } from "@trophy/shared/error-codes";
import { z } from "zod";
import { errorText } from "./i18n/error-texts";

/**
 * The fields of an error answer the client reads (docs/architecture.md §9). Parsed leniently: a
 * code this client does not know yet still leaves the sentence to show.
 */
const errorBodySchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  codes: z.array(z.string()).optional(),
  errors: z.array(z.object({ code: z.string(), error: z.string() })).optional(),
  consentTicket: z.string().optional(),
});

export interface RowError {
  /** The gift card code of the row. */
  code: string;
  error: string;
}

const isErrorCode = (code: string | undefined): code is ErrorCode =>
  code !== undefined && (ERROR_CODES as readonly string[]).includes(code);

/**
 * A failed API call. `status` is 0 when no answer arrived (timeout, network). `serverMessage` is
 * the server's `error` field when it sent one, for people (in another language, its translation by
 * code); `code`, `codes` and `rowErrors` are the
 * answer's fields, for decisions. `message` falls back to a generic text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly serverMessage: string | undefined;
  readonly code: ErrorCode | undefined;
  /** The duplicate gift card codes of a refused upload. */
  readonly codes: readonly string[];
  /** The rows of a refused upload, each with its gift card code. */
  readonly rowErrors: readonly RowError[];
  /** A young student's refused sign-in: the ticket of their own consent step. */
  readonly consentTicket: string | undefined;

  constructor(status: number, data: unknown, fallback: string = i18next.t("common:requestFailed")) {
    const parsed = errorBodySchema.safeParse(data);
    const body = parsed.success ? parsed.data : undefined;
    const code = isErrorCode(body?.code) ? body.code : undefined;
    const sentence = body ? errorText(code, body.error) : undefined;
    super(sentence ?? fallback);
    this.name = "ApiError";
    this.status = status;
    this.data = data;
    this.serverMessage = sentence;
    this.code = code;
    this.codes = body?.codes ?? [];
    this.rowErrors = body?.errors ?? [];
    this.consentTicket = body?.consentTicket;
  }
}

/** The server's own error text, if the failure carried one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** The answer's machine code, if the failure carried one the client knows. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

export function isClientError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
