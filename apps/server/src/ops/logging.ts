import type { FastifyServerOptions } from "fastify";
import pretty from "pino-pretty";
import type { Config } from "../config";

/**
 * Paths that carry a secret token in the URL (the API's and the web pages' of the same links);
 * the log keeps the route, never the token. logging.test.ts checks every `:token` route.
 */
const SECRET_IN_PATH =
  /^(\/auth\/verify-email\/|\/auth\/reset-password\/|\/auth\/unsubscribe\/|\/api\/sse\/balance-updates\/|\/api\/consent\/|\/consent\/)[^?/]+/;

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
