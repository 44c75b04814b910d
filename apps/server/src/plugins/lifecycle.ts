import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * An operations route (/health, /ready, /metrics): never refused under load, never logged
     * per request, not counted in the request metrics (docs/architecture.md §14).
     */
    operations?: boolean;
  }
  interface FastifyInstance {
    /** Whether this instance is stopping, and how many requests it is still answering. */
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  readonly stopping: boolean;
  /** Requests received and not yet answered (open balance streams included). */
  readonly inFlight: number;
  /** From now on /ready answers 503 and every answer closes its connection. */
  beginStop(): void;
  /** Resolves when no request is in flight, or after `timeoutMs`. */
  drained(timeoutMs: number): Promise<void>;
}

/** Route options of /health, /ready and /metrics: answered whatever the web client's fallback. */
export const OPERATIONS_ROUTE = { servesPage: true, operations: true } as const;

/**
 * Tracks the requests in flight and whether the instance is stopping. While it stops, each
 * answer says `Connection: close`, so a client's kept-alive connection ends after the request
 * it already sent, instead of being cut while that request waits unread (docs/architecture.md §14).
 */
export const lifecyclePlugin = fp(
  (app: FastifyInstance) => {
    let stopping = false;
    let inFlight = 0;
    let wakeDrain: (() => void) | null = null;

    app.addHook("onRequest", async (_request, reply) => {
      inFlight++;
      reply.raw.once("close", () => {
        inFlight--;
        if (inFlight === 0) wakeDrain?.();
      });
      if (stopping) void reply.header("connection", "close");
    });

    app.decorate("lifecycle", {
      get stopping() {
        return stopping;
      },
      get inFlight() {
        return inFlight;
      },
      beginStop() {
        stopping = true;
      },
      drained(timeoutMs: number) {
        if (inFlight === 0) return Promise.resolve();
        return new Promise<void>((resolve) => {
          const timer = setTimeout(finish, timeoutMs);
          function finish() {
            clearTimeout(timer);
            wakeDrain = null;
            resolve();
          }
          wakeDrain = finish;
        });
      },
    } satisfies Lifecycle);
  },
  { name: "lifecycle" },
);
