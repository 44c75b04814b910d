import type { z } from "zod";
import { ApiError } from "./api-error";
import { sendRequest, type HttpAnswer } from "./http";
import { endSession } from "./session-end";
import { getAccessToken } from "./session";
import { refreshTokens } from "./token-refresh";

export interface ApiRequestOptions<S extends z.ZodType> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Shape of a successful answer; the result is parsed with it. */
  schema: S;
  /** A 401 is this call's own answer (wrong password, bad token): no refresh, no redirect. */
  skipAuthRefresh?: boolean;
  /** Refresh on a 401 as usual, but end quietly (no toast, no redirect) when that fails. */
  quietSessionEnd?: boolean;
}

/**
 * Calls the API with the stored bearer token. On a 401 it refreshes the tokens once and retries
 * once; when the session cannot be renewed it ends it (toast, clear, redirect to login).
 * Failures throw ApiError.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.output<S>> {
  const method = options.method ?? "GET";
  const token = getAccessToken();
  let answer = await sendRequest(path, { method, body: options.body, token });

  if (answer.status === 401 && !options.skipAuthRefresh) {
    answer = await retryAfterRefresh(path, method, options, token);
  }
  return parse(answer, options.schema);
}

async function retryAfterRefresh<S extends z.ZodType>(
  path: string,
  method: string,
  options: ApiRequestOptions<S>,
  usedToken: string | null,
): Promise<HttpAnswer> {
  const current = getAccessToken();
  // Another call may have refreshed while this one was in flight: just use the new token.
  const outcome = current && current !== usedToken ? "refreshed" : await refreshTokens();
  if (outcome !== "refreshed") {
    if (!options.quietSessionEnd) endSession(outcome === "missing" ? "missing" : "expired");
    throw new ApiError(401, undefined);
  }
  const retried = await sendRequest(path, { method, body: options.body, token: getAccessToken() });
  if (retried.status === 401 && !options.quietSessionEnd) endSession("expired");
  return retried;
}

function parse<S extends z.ZodType>(answer: HttpAnswer, schema: S): z.output<S> {
  if (!answer.ok) throw new ApiError(answer.status, answer.data);
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success) {
    console.error("Unexpected API answer", parsed.error.issues);
    throw new ApiError(answer.status, answer.data);
  }
  return parsed.data;
}
