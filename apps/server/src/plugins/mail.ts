import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createSecretBox } from "../lib/secret-box";
import { createMailWorker } from "../mail/mail-worker";
import { enqueueMail, enqueueMailIf, MAIL_OUTBOX_PURPOSE, type MailQueue } from "../mail/queue";

declare module "fastify" {
  interface FastifyInstance {
    /** Mail written in the caller's transaction and sent after the commit (docs/architecture.md §4). */
    mailQueue: MailQueue;
  }
}

/**
 * The durable mail queue and this instance's worker, a job of the app's runner (plugins/jobs.ts).
 * A request that queued mail wakes the worker once it has answered: its transaction has committed
 * by then, so the mail leaves at once instead of at the next poll.
 */
export const mailPlugin = fp(
  (app: FastifyInstance) => {
    const { appSecret, previousAppSecrets, mailRetryScheduleMs } = app.config;
    const box = createSecretBox(appSecret, MAIL_OUTBOX_PURPOSE, previousAppSecrets);
    const worker = app.jobs.add(
      createMailWorker(app.db, box, app.mailer, app.log, { retryScheduleMs: mailRetryScheduleMs }),
    );
    // How many messages were queued on this instance; a request that saw the count grow queued some
    // (or ran beside one that did) and wakes the worker when it ends.
    let queued = 0;
    const seen = new WeakMap<FastifyRequest, number>();
    app.decorate("mailQueue", {
      async enqueue(tx, message) {
        await enqueueMail(tx, box, message);
        queued++;
      },
      async enqueueIf(tx, message, when) {
        await enqueueMailIf(tx, box, message, when);
        if (when) queued++;
      },
      wake: () => {
        worker.wake();
      },
    } satisfies MailQueue);
    app.addHook("onRequest", (request, _reply, done) => {
      seen.set(request, queued);
      done();
    });
    app.addHook("onResponse", (request, _reply, done) => {
      if (queued !== seen.get(request)) worker.wake();
      done();
    });
  },
  { name: "mail", dependencies: ["context", "jobs"] },
);
