import underPressure, { type FastifyUnderPressureOptions } from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { watchDatabaseLoad } from "../ops/db-load";
import { ERROR_TEXTS } from "../texts/errors";
import { inFlightCalls } from "./in-flight-calls";
import { isPageNavigation } from "./static-web";

/** How often the event-loop delay and the database wait are sampled. */
export const PRESSURE_SAMPLE_MS = 100;
/**
 * Nothing is refused this long after the app is ready: the first samples still hold the start's
 * own work (plugins, the first queries), which no client is waiting behind.
 */
export const PRESSURE_WARM_UP_MS = 1000;

/** The API (docs/architecture.md §1); everything else is the web client or an operations route. */
const API_PATH = /^\/(api|auth)(\/|\?|$)/;

/**
 * What the overload check may refuse: an API call. The web client's files and pages (index.html)
 * are always sent, so a busy server still loads its pages, and the operations routes are always
 * answered, so a busy instance is not mistaken for a dead one.
 */
function isApiCall(request: FastifyRequest): boolean {
  return (
    !request.routeOptions.config.operations &&
    API_PATH.test(request.url) &&
    !isPageNavigation(request)
  );
}

/**
 * Overload without collapse (docs/architecture.md §14): an API call is answered 503 with
 * Retry-After before any work, on its open connection, when `maxInFlight` API calls are already
 * being worked on, or past the configured event-loop delay or database wait. The bound keeps the
 * queue of accepted work short, so what is accepted is answered at its normal latency and what is
 * refused is refused at once instead of waiting behind that queue.
 */
export const overloadPlugin = fp(
  async (app: FastifyInstance) => {
    const { eventLoopDelayMs, poolWaitMs, retryAfterSeconds, maxInFlight } = app.config.overload;
    const load = watchDatabaseLoad(app.database);
    let armed = false;
    app.addHook("onReady", async () => {
      setTimeout(() => {
        armed = true;
      }, PRESSURE_WARM_UP_MS).unref();
    });
    const busy = (request: FastifyRequest, reply: FastifyReply, type: string) => {
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
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string) =>
        armed && isApiCall(request)
          ? busy(request, reply, type)
          : undefined) as unknown as FastifyUnderPressureOptions["pressureHandler"],
    });
    if (maxInFlight === 0) return;

    const inFlight = inFlightCalls();
    app.addHook("onRequest", (request, reply, done) => {
      if (!isApiCall(request)) {
        done();
        return;
      }
      if (inFlight.taken >= maxInFlight) {
        void reply.send(busy(request, reply, "inFlight"));
        return;
      }
      inFlight.arrive(request, reply);
      done();
    });
    app.addHook("preParsing", (request, _reply, payload, done) => {
      inFlight.awaitBody(request);
      done(null, payload);
    });
    app.addHook("preValidation", (request, _reply, done) => {
      inFlight.bodyArrived(request);
      done();
    });
  },
  { name: "overload", dependencies: ["context"] },
);
