import net from "node:net";
import type { FastifyInstance } from "fastify";

/** The whole stop, from the signal to the exit (docs/architecture.md §14). */
export const STOP_WITHIN_MS = 10_000;
/** How long requests in flight may take to finish before the app closes anyway. */
export const DRAIN_MS = 7_000;
/**
 * After the listener closes, a request a client sent just before the signal may still wait
 * unread on its connection: this long is left for it to be picked up and counted in flight.
 */
const PICKUP_MS = 250;
/** Balance streams are told to reconnect after 1–3 s, spread so they do not all come at once. */
const streamRetryMs = () => 1000 + Math.floor(Math.random() * 2000);

/**
 * Stops taking work and lets what was taken finish: /ready answers 503 and every answer closes
 * its connection; no new connection is accepted; balance streams end with a `retry:` hint so
 * their clients reconnect to another instance; then it waits for the requests in flight.
 *
 * The listener is closed as a plain net.Server: http.Server#close would also cut the idle
 * kept-alive connections at once, and with them a request a client may have just sent on one.
 * Those connections end after their next answer, or when the app closes.
 */
export async function stopServing(app: FastifyInstance, drainMs = DRAIN_MS): Promise<void> {
  app.lifecycle.beginStop();
  if (app.server.listening) net.Server.prototype.close.call(app.server);
  app.balanceStreams.closeAll(streamRetryMs);
  await new Promise((resolve) => setTimeout(resolve, PICKUP_MS));
  await app.lifecycle.drained(drainMs);
}

export interface GracefulStopOptions {
  app: FastifyInstance;
  /** Closes the database, once the app and its jobs (plugins/jobs.ts) have stopped. */
  afterClose: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * On SIGTERM or SIGINT: stop serving, close the app (its background jobs stop after their
 * current item: webhook deliveries, mail, housekeeping, the request log's last batch), close the
 * database and exit 0 — or exit 1 if that took longer than STOP_WITHIN_MS. A second signal exits at once.
 */
export function stopOnSignals(options: GracefulStopOptions): void {
  const { app } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, "second signal: exiting now");
      exit(1);
      return;
    }
    stopping = true;
    app.log.info({ signal, inFlight: app.lifecycle.inFlight }, "stopping");
    const deadline = setTimeout(() => {
      app.log.error({ inFlight: app.lifecycle.inFlight }, "did not stop in time: exiting");
      exit(1);
    }, STOP_WITHIN_MS);
    deadline.unref();
    try {
      await stopServing(app);
      await app.close();
      await options.afterClose();
      app.log.info("stopped");
      exit(0);
    } catch (err) {
      app.log.error({ err }, "stopping failed");
      exit(1);
    }
  };
  process.on("SIGINT", (s) => void stop(s));
  process.on("SIGTERM", (s) => void stop(s));
}
