import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import type { EventBus } from "../events/event-bus";
import { createSecretBox, type SecretBox } from "../lib/secret-box";
import { StreamRegistry } from "../modules/balance-stream/stream-registry";
import { createRowSealer, type RowSealer } from "../modules/gift-cards/row-sealer";
import type { Mailer } from "../mail/mailer";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    events: EventBus;
    /** Encrypts gift card codes at rest and fingerprints them for uniqueness. */
    giftCardCodes: SecretBox;
    /** Seals uploaded gift card codes in a worker thread, with the same keys as giftCardCodes. */
    giftCardRowSealer: RowSealer;
    /** Encrypts developers' API keys at rest. */
    apiKeySecrets: SecretBox;
    /** The live balance streams open on this instance. */
    balanceStreams: StreamRegistry;
  }
}

export interface ContextOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  events: EventBus;
}

/** What every module needs: configuration, the database, mail, events and secrets. */
export const contextPlugin = fp(
  (app: FastifyInstance, opts: ContextOptions) => {
    app.decorate("config", opts.config);
    app.decorate("database", opts.database);
    app.decorate("db", opts.database.db);
    app.decorate("mailer", opts.mailer);
    app.decorate("events", opts.events);
    const { appSecret, previousAppSecrets } = opts.config;
    app.decorate(
      "giftCardCodes",
      createSecretBox(appSecret, "gift-card-codes", previousAppSecrets),
    );
    const rowSealer = createRowSealer({ appSecret, previousAppSecrets });
    app.decorate("giftCardRowSealer", rowSealer);
    app.addHook("onClose", () => rowSealer.close());
    app.decorate("apiKeySecrets", createSecretBox(appSecret, "api-keys", previousAppSecrets));
    app.decorate("balanceStreams", new StreamRegistry());
  },
  { name: "context" },
);
