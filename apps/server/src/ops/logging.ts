import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import pretty from "pino-pretty";
import type { Config } from "../config";

/** Paths that carry a secret token in the URL; the log keeps the route, never the token. */
const SECRET_IN_PATH =
  /^(\/auth\/verify-email\/|\/auth\/reset-password\/|\/auth\/unsubscribe\/|\/api\/sse\/balance-updates\/)[^?/]+/;

export function redactedUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, "$1[redacted]");
}

/** Readable lines for people at a terminal; JSON lines for log collectors (docs/architecture.md §14). */
export function prettyLogs(config: Config, stdoutIsTty = process.stdout.isTTY): boolean {
  return config.logFormat === "pretty" || (config.logFormat === "auto" && stdoutIsTty);
}

/** The fields of a request line that the readable format already says in its message. */
const REQUEST_FIELDS = "pid,hostname,reqId,method,url,status,ms,ip";

/**
 * Fastify's logger: LOG_LEVEL, URLs without their secrets, and in the readable format one line
 * per entry through pino-pretty, written synchronously so nothing is lost at exit.
 */
export function loggerOptions(config: Config): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level: config.logLevel,
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactedUrl(req.url),
        ip: req.ip,
      }),
    },
    ...(prettyLogs(config)
      ? {
          stream: pretty({
            sync: true,
            colorize: process.stdout.isTTY,
            translateTime: "SYS:HH:MM:ss.l",
            ignore: REQUEST_FIELDS,
          }),
        }
      : {}),
  };
}

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
