import { useQueryClient } from "@tanstack/react-query";
import { BALANCE_EVENTS } from "@trophy/shared/schemas/student";
import { useEffect } from "react";
import { API_BASE_URL } from "@/lib/env";
import { renewAccessToken } from "@/lib/renew-access-token";
import { getAccessToken } from "@/lib/session";
import { handleBalanceEvent } from "./handle-balance-event";

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** A stream that stayed up this long was healthy: its drop is reopened at once. */
const STABLE_MS = 10_000;

function streamUrl(token: string): string {
  return `${API_BASE_URL}/api/sse/balance-updates/${encodeURIComponent(token)}`;
}

/**
 * Keeps the signed-in student's balance live (docs/product.md §4) while `studentId` is set; closes
 * the stream when it is not (sign-out, another role).
 *
 * The server ends a stream when the access token in its URL expires, and on logout, suspension or a
 * revoked session. The browser would reconnect on its own with that same token, so every dropped
 * stream is closed here instead and reopened with a fresh token (refreshed through the shared
 * refresh-once exchange). When the session cannot be renewed, that ends it as any API call would,
 * and the stream stays closed. A stream that was up for a while reopens at once; one that was
 * refused, never reached the server or kept dropping waits, from 1 s to 30 s. A reopened stream's
 * `connected` event carries the balance, which reloads what it missed. Failures are only logged
 * (docs/product.md §8).
 */
export function useBalanceStream(studentId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!studentId) return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let stopped = false;

    const open = (token: string) => {
      if (stopped) return;
      const stream = new EventSource(streamUrl(token));
      let connectedAt: number | null = null;
      source = stream;
      for (const type of BALANCE_EVENTS) {
        stream.addEventListener(type, (event) => {
          if (type === "connected") connectedAt = Date.now();
          handleBalanceEvent(queryClient, type, event.data);
        });
      }
      stream.onerror = () => {
        stream.close();
        source = null;
        const stable = connectedAt !== null && Date.now() - connectedAt >= STABLE_MS;
        if (stable) retryMs = FIRST_RETRY_MS;
        const delay = stable ? 0 : retryMs;
        if (!stable) retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        console.warn(`Balance stream closed; reopening with a fresh token in ${delay} ms.`);
        retryLater(token, delay);
      };
    };

    const retryLater = (usedToken: string, delay: number) => {
      if (stopped) return;
      retryTimer = setTimeout(() => void reopen(usedToken), delay);
    };

    const reopen = async (usedToken: string) => {
      if (stopped) return;
      try {
        const token = await renewAccessToken(usedToken);
        // No token: the session is over (and has said so); the effect stops with it.
        if (token) open(token);
      } catch (error) {
        console.error("Renewing the token for the balance stream failed", error);
        retryLater(usedToken, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      }
    };

    const token = getAccessToken();
    if (token) open(token);
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [studentId, queryClient]);
}
