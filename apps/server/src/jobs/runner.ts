import type { FastifyBaseLogger } from "fastify";

/**
 * A background loop of this instance (docs/architecture.md §13). `stop()` resolves once the work
 * it had started is finished or recorded, so the database can close right after.
 */
export interface Job {
  readonly name: string;
  start(): void;
  stop(): Promise<void>;
}

export interface Runner {
  /** Adds a job; once the runner has started, the job starts at once. */
  add<J extends Job>(job: J): J;
  start(): void;
  /** Stops every job, the last added first, and waits for each. */
  stop(): Promise<void>;
}

/**
 * The one place every background loop starts and stops: the app starts it when ready and stops it
 * when closing (plugins/jobs.ts), so no loop outlives the database it works on.
 */
export function createRunner(log: FastifyBaseLogger): Runner {
  const jobs: Job[] = [];
  let running = false;
  return {
    add(job) {
      jobs.push(job);
      if (running) job.start();
      return job;
    },
    start() {
      if (running) return;
      running = true;
      for (const job of jobs) job.start();
    },
    async stop() {
      running = false;
      for (const job of [...jobs].reverse()) {
        try {
          await job.stop();
        } catch (err) {
          log.warn({ err, job: job.name }, "a background job did not stop cleanly");
        }
      }
    },
  };
}
