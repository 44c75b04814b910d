import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createRunner, type Runner } from "../jobs/runner";

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's background jobs (docs/architecture.md §13): add a loop here, nowhere else. */
    jobs: Runner;
  }
}

/**
 * Every background loop runs from `ready` until the app closes, when each finishes what it started
 * before the mail transport and the event bus are released (app.ts) and, after the app, the
 * database.
 */
export const jobsPlugin = fp(
  (app: FastifyInstance) => {
    const runner = createRunner(app.log);
    app.decorate("jobs", runner);
    app.addHook("onReady", () => {
      runner.start();
      return Promise.resolve();
    });
    app.addHook("onClose", () => runner.stop());
  },
  { name: "jobs" },
);
