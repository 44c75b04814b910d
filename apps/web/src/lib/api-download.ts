import { ApiError } from "./api-error";
import { HTTP_TIMEOUT_MS } from "./client-constants";
import { API_BASE_URL } from "./env";
import { noAnswer } from "./http";
import { endSession } from "./session-end";
import { getAccessToken } from "./session";
import { refreshTokens } from "./token-refresh";

/**
 * Fetches a file from the API (a report, say) with the stored bearer token, which a plain link
 * cannot send. Like apiRequest: on a 401 it refreshes once and retries once, and ends the session
 * when that fails. Failures throw ApiError (with the server's `error` when it sent JSON).
 */
export async function apiDownload(path: string): Promise<Blob> {
  const usedToken = getAccessToken();
  let response = await fetchFile(path, usedToken);
  if (response.status === 401) {
    const current = getAccessToken();
    const outcome = current && current !== usedToken ? "refreshed" : await refreshTokens();
    if (outcome !== "refreshed") {
      endSession(outcome === "missing" ? "missing" : "expired");
      throw new ApiError(401, undefined);
    }
    response = await fetchFile(path, getAccessToken());
    if (response.status === 401) endSession("expired");
  }
  if (!response.ok) throw new ApiError(response.status, await errorBody(response.body));
  return response.body;
}

interface FileAnswer {
  status: number;
  ok: boolean;
  body: Blob;
}

async function fetchFile(path: string, token: string | null): Promise<FileAnswer> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, HTTP_TIMEOUT_MS);
  try {
    const response = await fetch(`${API_BASE_URL}${path}`, { headers, signal: controller.signal });
    // The body is read within the timeout too.
    return { status: response.status, ok: response.ok, body: await response.blob() };
  } catch (error) {
    throw noAnswer(error);
  } finally {
    clearTimeout(timer);
  }
}

async function errorBody(body: Blob): Promise<unknown> {
  try {
    return JSON.parse(await body.text()) as unknown;
  } catch {
    return undefined;
  }
}
