import underPressure, { type FastifyUnderPressureOptions } from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { watchDatabaseLoad } from "../ops/db-load";
import { ERROR_TEXTS } from "../texts/errors";

/** How often the event-loop delay and the database wait are sampled. */
export const PRESSURE_SAMPLE_MS = 100;
/**
 * Nothing is refused this long after the app is ready: the first samples still hold the start's
 * own work (plugins, the first queries), which no client is waiting behind.
 */
export const PRESSURE_WARM_UP_MS = 1000;

/**
 * Overload without collapse (docs/architecture.md §14): past the configured event-loop delay or
 * database wait, a new request is answered 503 with Retry-After before any work, on its open
 * connection, so what was accepted keeps its normal latency and nothing queues without bound.
 * /health, /ready and /metrics are always answered, so a busy instance is not mistaken for a
 * dead one.
 */
export const overloadPlugin = fp(
  async (app: FastifyInstance) => {
    const { eventLoopDelayMs, poolWaitMs, retryAfterSeconds } = app.config.overload;
    const load = watchDatabaseLoad(app.database);
    let armed = false;
    app.addHook("onReady", async () => {
      setTimeout(() => {
        armed = true;
      }, PRESSURE_WARM_UP_MS).unref();
    });
    const refuse = (request: FastifyRequest, reply: FastifyReply, type: string) => {
      if (!armed || request.routeOptions.config.operations) return undefined;
      request.log.debug({ type }, "overloaded: request refused");
      void reply.code(503).header("retry-after", String(retryAfterSeconds));
      return { error: ERROR_TEXTS.server_busy, code: "server_busy" };
    };
    await app.register(underPressure, {
      sampleInterval: PRESSURE_SAMPLE_MS,
      maxEventLoopDelay: eventLoopDelayMs,
      retryAfter: retryAfterSeconds,
      // Sampled like the event loop, and refused the same way (as a failed "health check").
      ...(poolWaitMs > 0
        ? {
            healthCheck: async () => load.oldestWaitMs() <= poolWaitMs,
            healthCheckInterval: PRESSURE_SAMPLE_MS,
          }
        : {}),
      // under-pressure sends what the handler returns; its types say the handler returns nothing.
      pressureHandler: refuse as unknown as FastifyUnderPressureOptions["pressureHandler"],
    });
  },
  { name: "overload", dependencies: ["context"] },
);
