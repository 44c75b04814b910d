import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Gauge, Histogram } from "prom-client";
import { NotFound, Unauthorized } from "../lib/errors";
import { mailBacklog } from "../mail/queue";
import { dueDeliveries } from "../modules/webhooks/outbox";
import { watchDatabaseLoad } from "../ops/db-load";
import { OPERATIONS_ROUTE } from "./lifecycle";
import type { AppMetrics } from "../ops/metrics";
import { withTimeout } from "../ops/with-timeout";
import { routeNotFoundText } from "../texts/errors";

/** A scrape does not wait longer than this for a backlog count (the database may be the trouble). */
const COUNT_TIMEOUT_MS = 1000;

/** Routes of the API keep their pattern; the web client's files and pages are one label. */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return "unmatched";
  return /^\/(api|auth)(\/|$)/.test(pattern) ? pattern : "web";
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? "");
  return Boolean(match?.[1]) && timingSafeEqual(digest(match?.[1]?.trim() ?? ""), digest(token));
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const FORWARDED = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

/**
 * Whether the caller is on this machine. `request.ip` follows TRUST_PROXY, so behind a trusted
 * proxy it is the client's own address. With no proxy trusted, a forwarding header means a proxy
 * on this machine relays someone else's call, whose socket address says nothing about the caller.
 */
function isLocalCaller(request: FastifyRequest, proxyTrusted: boolean): boolean {
  if (!proxyTrusted && FORWARDED.some((h) => request.headers[h] !== undefined)) return false;
  return LOOPBACK.test(request.ip);
}

/**
 * One count of the rows waiting in a queue, by the query of the queue's module; null when it
 * cannot be read in time.
 */
async function count(
  app: FastifyInstance,
  backlog: (db: FastifyInstance["db"]) => Promise<number>,
): Promise<number | null> {
  try {
    return await withTimeout(backlog(app.db), COUNT_TIMEOUT_MS);
  } catch (err) {
    app.log.warn({ err }, "metrics: a backlog could not be counted");
    return null;
  }
}

/**
 * GET /metrics in Prometheus' text format (docs/architecture.md §14): request durations by route
 * pattern and status, awards and redemptions, open balance streams, the event bus's delivery
 * lag, the database connections in use and the calls waiting for one, the webhook and mail
 * backlogs, and Node's own process metrics. With METRICS_TOKEN set it asks for that bearer token;
 * without it only callers on this machine get an answer, anyone else the not-found answer of any
 * unknown path (the default HOST listens on every interface).
 */
export const metricsPlugin = fp(
  (app: FastifyInstance, opts: { metrics: AppMetrics }) => {
    const { metrics } = opts;
    const registers = [metrics.registry];
    collectDefaultMetrics({ register: metrics.registry });
    const load = watchDatabaseLoad(app.database);

    new Gauge({
      name: "trophy_balance_streams_open",
      help: "Balance streams open on this instance",
      registers,
      collect() {
        this.set(app.balanceStreams.size);
      },
    });
    new Gauge({
      name: "trophy_db_connections_in_use",
      help: "Database connections running a call (PGlite: 1 while it runs one)",
      registers,
      collect() {
        this.set(load.inUse());
      },
    });
    new Gauge({
      name: "trophy_db_calls_waiting",
      help: "Calls waiting for a database connection",
      registers,
      collect() {
        this.set(load.waiting());
      },
    });
    const waits = new Histogram({
      name: "trophy_db_wait_seconds",
      help: "Time a call waited for a database connection (PGlite: its whole time in flight)",
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    const stopWatching = load.onWait((ms) => {
      waits.observe(ms / 1000);
    });
    new Gauge({
      name: "trophy_webhook_deliveries_due",
      help: "Webhook deliveries due for an attempt and not yet claimed",
      registers,
      async collect() {
        const n = await count(app, dueDeliveries);
        if (n !== null) this.set(n);
      },
    });
    new Gauge({
      name: "trophy_mail_outbox_backlog",
      help: "Mails in the outbox neither sent nor given up",
      registers,
      async collect() {
        const n = await count(app, mailBacklog);
        if (n !== null) this.set(n);
      },
    });

    app.addHook("onResponse", async (request, reply) => {
      if (request.routeOptions.config.operations) return;
      metrics.requestDuration.observe(
        {
          method: request.method,
          route: routeLabel(request),
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
    app.addHook("onClose", async () => {
      stopWatching();
    });

    const token = app.config.metricsToken;
    const proxyTrusted = app.config.trustProxy !== false;
    app.get("/metrics", { config: OPERATIONS_ROUTE }, async (request, reply) => {
      if (token !== undefined) {
        const header = request.headers.authorization;
        if (!header) throw new Unauthorized("auth_required");
        if (!bearerMatches(header, token)) throw new Unauthorized("invalid_token");
      } else if (!isLocalCaller(request, proxyTrusted)) {
        throw new NotFound(
          "not_found",
          routeNotFoundText(request.method, request.url.split("?")[0] ?? ""),
        );
      }
      const text = await metrics.registry.metrics();
      return reply
        .header("content-type", metrics.registry.contentType)
        .header("cache-control", "no-store")
        .send(text);
    });
  },
  { name: "metrics", dependencies: ["context"] },
);
