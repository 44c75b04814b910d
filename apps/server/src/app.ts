import Fastify, { LogController, type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { serveBackups } from "./db/dump-socket";
import { createInProcessBus, createPostgresBus, type EventBus } from "./events/event-bus";
import { createMailer, type Mailer } from "./mail/mailer";
import { authRoutes } from "./modules/auth/auth.routes";
import { privacyRoutes } from "./modules/privacy/privacy.routes";
import { consentRoutes } from "./modules/consent/consent.routes";
import { usersRoutes } from "./modules/users/users.routes";
import { guardianRoutes } from "./modules/students/guardian.routes";
import { linkApprovalsRoutes } from "./modules/parents/link-approvals.routes";
import { studentsRoutes } from "./modules/students/students.routes";
import { balanceStreamRoutes } from "./modules/balance-stream/balance-stream.routes";
import { adminDevelopersRoutes } from "./modules/admin/admin-developers.routes";
import { awardsRoutes } from "./modules/awards/awards.routes";
import { developersRoutes } from "./modules/developers/developers.routes";
import { parentsRoutes } from "./modules/parents/parents.routes";
import { adminRoutes } from "./modules/admin/admin.routes";
import { adminFulfillmentsRoutes } from "./modules/admin/admin-fulfillments.routes";
import { adminRewardsRoutes } from "./modules/admin/admin-rewards.routes";
import { giftCardsRoutes } from "./modules/gift-cards/gift-cards.routes";
import { reversalsRoutes } from "./modules/reversals/reversals.routes";
import { notificationsPlugin } from "./modules/notifications/notifications.routes";
import { webhooksRoutes } from "./modules/webhooks/webhooks.routes";
import { loggerOptions } from "./ops/logging";
import { createMetrics, measuredEvents } from "./ops/metrics";
import { accessLog } from "./plugins/access-log";
import { authPlugin } from "./plugins/auth";
import { contextPlugin } from "./plugins/context";
import { errorHandler, frameworkError } from "./plugins/error-handler";
import { healthPlugin } from "./plugins/health";
import { jobsPlugin } from "./plugins/jobs";
import { lifecyclePlugin } from "./plugins/lifecycle";
import { mailPlugin } from "./plugins/mail";
import { metricsPlugin } from "./plugins/metrics";
import { overloadPlugin } from "./plugins/overload";
import { security } from "./plugins/security";
import { staticWeb } from "./plugins/static-web";
import { webhooksPlugin } from "./plugins/webhooks";
import { routeNotFoundText } from "./texts/errors";

export interface BuildOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Defaults to LISTEN/NOTIFY on PostgreSQL and to an in-process bus on PGlite. */
  events?: EventBus;
  /** Tests leave logging off; the process logs at LOG_LEVEL. */
  logger?: boolean;
  /** Where the built web client is; found next to the server when absent, `false` serves none. */
  webRoot?: string | false;
  /**
   * On the embedded database, answer `npm run backup` on DATA_DIR/backup.sock (db/dump-socket.ts).
   * Defaults to on for the serving process (the one that logs), off for tests and commands.
   */
  backupSocket?: boolean;
}

/** A number of hops trusts that many proxies nearest to us, whatever the client wrote before them. */
function trustedProxies(setting: Config["trustProxy"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * Node's side of REQUEST_TIMEOUT_SECONDS. Its bound on the headers must not exceed the one on the
 * whole request, or Node enforces neither. It looks for requests past them every 30 s by default,
 * which would let one outlive the bound by that much: here a tenth of it, from 0.25 s to 5 s.
 */
const receivingBounds = (timeoutMs: number) => ({
  requestTimeout: timeoutMs,
  headersTimeout: timeoutMs,
  connectionsCheckingInterval: Math.min(5000, Math.max(250, Math.round(timeoutMs / 10))),
});

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    // One line per request of our own (ops/logging.ts) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustedProxies(config.trustProxy),
    requestTimeout: config.requestTimeoutMs,
    http: receivingBounds(config.requestTimeoutMs),
    // The event stream carries an access token (a JWT of some 300 characters) in its path.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = options.mailer ?? createMailer(config, app.log);
  const { database } = options;
  const metrics = createMetrics();
  const events = measuredEvents(
    options.events ??
      (database.pool && config.database.kind === "postgres"
        ? createPostgresBus(database.pool, config.database.url, app.log)
        : createInProcessBus()),
    metrics,
  );
  await app.register(contextPlugin, { config, database, mailer, events });
  // onClose hooks run last-added first: this one, added before the jobs plugin's, runs after the
  // jobs have finished what they started (mail being sent, deliveries in flight, the request log).
  app.addHook("onClose", async () => {
    await mailer.close();
    await events.close();
  });
  await app.register(jobsPlugin);
  await app.register(lifecyclePlugin);
  await app.register(errorHandler);
  await app.register(accessLog);
  await app.register(security);
  await app.register(overloadPlugin);
  await app.register(healthPlugin);
  await app.register(metricsPlugin, { metrics });
  await app.register(authPlugin);
  await app.register(webhooksPlugin);
  await app.register(mailPlugin);
  if (options.webRoot !== false)
    await app.register(staticWeb, { root: options.webRoot ?? config.webDist });
  await app.register(notificationsPlugin);

  await app.register(authRoutes, { prefix: "/auth" });
  await app.register(usersRoutes, { prefix: "/api/users" });
  await app.register(privacyRoutes, { prefix: "/api/privacy" });
  await app.register(consentRoutes, { prefix: "/api/consent" });
  await app.register(studentsRoutes, { prefix: "/api/students" });
  await app.register(guardianRoutes, { prefix: "/api/students/consent" });
  await app.register(balanceStreamRoutes, { prefix: "/api/sse" });
  await app.register(developersRoutes, { prefix: "/api/developers" });
  await app.register(adminDevelopersRoutes, { prefix: "/api/admin/developers" });
  await app.register(awardsRoutes, { prefix: "/api/v1" });
  await app.register(parentsRoutes, { prefix: "/api/parents" });
  await app.register(linkApprovalsRoutes, { prefix: "/api/parents" });
  await app.register(adminRoutes, { prefix: "/api/admin" });
  await app.register(giftCardsRoutes, { prefix: "/api/admin/gift-cards" });
  await app.register(reversalsRoutes, { prefix: "/api/admin/awards" });
  await app.register(adminRewardsRoutes, { prefix: "/api/admin/rewards" });
  await app.register(adminFulfillmentsRoutes, { prefix: "/api/admin/fulfillments" });
  await app.register(webhooksRoutes, { prefix: "/api/developers/webhooks" });

  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({
      error: routeNotFoundText(request.method, request.url.split("?")[0] ?? ""),
      code: "not_found",
    });
  });
  if (
    (options.backupSocket ?? options.logger !== false) &&
    database.kind === "pglite" &&
    config.database.kind === "pglite" &&
    config.database.dir
  ) {
    const backups = await serveBackups(database, config.dataDir, app.log);
    if (backups) app.addHook("onClose", () => backups.close());
  }
  return app;
}
