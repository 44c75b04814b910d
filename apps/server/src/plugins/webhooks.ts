import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createSecretBox, type SecretBox } from "../lib/secret-box";
import { createDeliveryWorker } from "../modules/webhooks/delivery-worker";
import { WEBHOOK_SECRETS_PURPOSE } from "../modules/webhooks/secrets";

declare module "fastify" {
  interface FastifyInstance {
    /** Encrypts webhook endpoints' signing secrets at rest. */
    webhookSecrets: SecretBox;
    /** This instance's webhook delivery worker: `wake()` right after an event commits. */
    webhookWorker: { wake(): void };
  }
}

/** Webhook secrets and the delivery worker, a job of the app's runner (plugins/jobs.ts). */
export const webhooksPlugin = fp(
  (app: FastifyInstance) => {
    const { appSecret, previousAppSecrets, webhooks } = app.config;
    const secrets = createSecretBox(appSecret, WEBHOOK_SECRETS_PURPOSE, previousAppSecrets);
    const worker = app.jobs.add(createDeliveryWorker(app.db, secrets, app.log, webhooks));
    app.decorate("webhookSecrets", secrets);
    app.decorate("webhookWorker", {
      wake: () => {
        worker.wake();
      },
    });
  },
  { name: "webhooks", dependencies: ["context", "jobs"] },
);
