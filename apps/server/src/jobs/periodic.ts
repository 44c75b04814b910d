import type { FastifyBaseLogger } from "fastify";
import type { Job } from "./runner";

export interface PeriodicOptions {
  name: string;
  everyMs: number;
  /** The first run's delay; `everyMs` when absent. */
  firstMs?: number;
  run: () => Promise<unknown>;
  log: FastifyBaseLogger;
  /** What the log says when a run fails. */
  failure: string;
}

/**
 * A task run every `everyMs`. A run that outlasts the period is not joined by another, and
 * `stop()` waits for the run in progress.
 */
export function periodic(options: PeriodicOptions): Job {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;

  function tick(): void {
    if (stopped) return;
    schedule(options.everyMs);
    if (running) return;
    running = options
      .run()
      .then(() => undefined)
      .catch((err: unknown) => {
        options.log.warn({ err }, options.failure);
      })
      .finally(() => {
        running = null;
      });
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  return {
    name: options.name,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(options.firstMs ?? options.everyMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
