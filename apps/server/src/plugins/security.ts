import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Security headers, and CORS for a web client built against this API from another origin. */
export const security = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: { "connect-src": ["'self'"], "img-src": ["'self'", "data:"] },
      },
    });
    if (app.config.webOrigin) {
      await app.register(cors, {
        origin: app.config.webOrigin,
        methods: ["GET", "POST", "PUT", "DELETE"],
        allowedHeaders: ["Authorization", "Content-Type", "Accept", "Last-Event-ID"],
      });
    }
  },
  { name: "security", dependencies: ["context"] },
);
