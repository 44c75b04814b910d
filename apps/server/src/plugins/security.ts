import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

/** Answers that may carry tokens, API keys or gift card codes: no cache may keep any of them. */
const PRIVATE_PATHS = /^\/(auth|api)(\/|$|\?)/;

/** Security headers, and CORS for a web client built against this API from another origin. */
export const security = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request, reply) => {
      if (PRIVATE_PATHS.test(request.url)) void reply.header("cache-control", "no-store");
    });
    // Over plain HTTP (a local install) HSTS means nothing, and upgrade-insecure-requests sends
    // the page's own scripts and calls to an https:// that does not answer.
    const https = new URL(app.config.publicUrl).protocol === "https:";
    // Helmet's middleware is built once, here: @fastify/helmet (13) builds it again, parsing the
    // CSP directives, for every request, a cost every call paid.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          "connect-src": ["'self'"],
          "img-src": ["'self'", "data:"],
          "upgrade-insecure-requests": https ? [] : null,
        },
      },
      strictTransportSecurity: https,
    });
    app.addHook("onRequest", (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (err) => {
        done(err instanceof Error ? err : undefined);
      });
    });
    if (app.config.webOrigin) {
      await app.register(cors, {
        origin: app.config.webOrigin,
        methods: ["GET", "POST", "PUT", "DELETE"],
        allowedHeaders: ["Authorization", "Content-Type", "Accept", "Last-Event-ID"],
        // The web client waits out a busy server's Retry-After before its one retry.
        exposedHeaders: ["Retry-After"],
      });
    }
  },
  { name: "security", dependencies: ["context"] },
);
