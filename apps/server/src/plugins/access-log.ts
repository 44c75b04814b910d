import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { redactedUrl } from "../ops/logging";

/** A call of the API (JSON or an event stream), as opposed to the web client's files and pages. */
function isApiCall(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!/^\/(api|auth)(\/|$|\?)/.test(request.url)) return false;
  const type = reply.getHeader("content-type");
  return !(typeof type === "string" && type.startsWith("text/html"));
}

/**
 * One line per answered request instead of Fastify's two: API calls at `info`, the web client's
 * files and pages at `debug`, the operations routes not at all.
 */
export const accessLog = fp(
  (app: FastifyInstance) => {
    app.addHook("onResponse", async (request, reply) => {
      if (request.routeOptions.config.operations) return;
      const level = isApiCall(request, reply) ? "info" : "debug";
      const url = redactedUrl(request.url);
      const ms = Math.round(reply.elapsedTime * 10) / 10;
      request.log[level](
        { method: request.method, url, status: reply.statusCode, ms, ip: request.ip },
        `${request.method} ${url} ${reply.statusCode} ${ms} ms`,
      );
    });
  },
  { name: "access-log" },
);
