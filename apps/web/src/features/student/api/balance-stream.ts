import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { BALANCE_EVENTS } from "@trophy/shared/schemas/student";
import { useEffect } from "react";
import { API_BASE_URL } from "@/lib/env";
import { getAccessToken } from "@/lib/session";
import { getTrophies } from "./get-trophies";
import { handleBalanceEvent } from "./handle-balance-event";
import { refreshAfterBalanceChange } from "./record-balance-change";
import { studentKeys } from "./student-keys";

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

function streamUrl(token: string): string {
  return `${API_BASE_URL}/api/sse/balance-updates/${encodeURIComponent(token)}`;
}

/**
 * Keeps the signed-in student's balance live (spec §4) while `studentId` is set; closes the
 * stream when it is not (sign-out, another role).
 *
 * The browser reconnects a dropped stream by itself and sends Last-Event-ID, so the server
 * replays what was missed. A refused stream (401: the 15-minute access token in the URL has
 * expired) is closed for good instead: then an authenticated call through the API client renews
 * the token and reloads the balance, and the stream reopens, backing off from 1 s to 30 s.
 * Failures are only logged (spec §8).
 */
export function useBalanceStream(studentId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!studentId) return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let stopped = false;

    const open = () => {
      const token = getAccessToken();
      if (stopped || !token) return;
      const stream = new EventSource(streamUrl(token));
      source = stream;
      for (const type of BALANCE_EVENTS) {
        stream.addEventListener(type, (event) => {
          if (type === "connected") retryMs = FIRST_RETRY_MS;
          handleBalanceEvent(queryClient, type, event.data);
        });
      }
      stream.onerror = () => {
        if (stream.readyState !== EventSource.CLOSED) {
          console.warn("Balance stream interrupted; the browser is reconnecting.");
          return;
        }
        console.warn(`Balance stream refused; reopening in ${retryMs} ms.`);
        stream.close();
        source = null;
        retryTimer = setTimeout(() => void reopen(), retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      };
    };

    const reopen = async () => {
      try {
        await resync(queryClient);
      } catch (error) {
        // A 401 here has ended the session, which stops this effect; anything else: try anyway.
        console.error("Balance reload before reopening the stream failed", error);
      }
      open();
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [studentId, queryClient]);
}

/** A fresh token (the API client refreshes on 401) and the updates a closed stream missed. */
async function resync(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData(studentKeys.trophies, await getTrophies());
  await refreshAfterBalanceChange(queryClient);
}
