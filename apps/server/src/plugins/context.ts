import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import type { Mailer } from "../mail/mailer";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
  }
}

export interface ContextOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
}

/** What every module needs: configuration, the database and the mailer. */
export const contextPlugin = fp(
  (app: FastifyInstance, opts: ContextOptions) => {
    app.decorate("config", opts.config);
    app.decorate("database", opts.database);
    app.decorate("db", opts.database.db);
    app.decorate("mailer", opts.mailer);
  },
  { name: "context" },
);
