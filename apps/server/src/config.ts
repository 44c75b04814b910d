import { SESSIONS_PER_USER_MAX } from "@trophy/shared/constants";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DAILY_TROPHY_BUDGET_MAX } from "@trophy/shared/constants";

/** The age under which a student needs a parent's consent unless PARENTAL_CONSENT_AGE says otherwise. */
export const DEFAULT_PARENTAL_CONSENT_AGE = 13;

/** The shortest APP_SECRET accepted, from the environment or from DATA_DIR/app-secret. */
export const APP_SECRET_MIN_LENGTH = 32;

const CONSENT_AGE_MESSAGE =
  "PARENTAL_CONSENT_AGE must be a whole number of years from 0 (consent off) to 21";

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
      .optional(),
  ),
  PUBLIC_URL: optional.pipe(z.url("PUBLIC_URL must be a URL").optional()),
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().default("Trophy Rewards <no-reply@localhost>"),
  APP_SECRET: optional.pipe(
    z
      .string()
      .min(APP_SECRET_MIN_LENGTH, `APP_SECRET must be at least ${APP_SECRET_MIN_LENGTH} characters`)
      .optional(),
  ),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  WEB_ORIGIN: optional,
  WEB_DIST: optional,
  APP_SECRET_PREVIOUS: optional,
  TRUST_PROXY: optional,
  DEVELOPER_DAILY_TROPHY_BUDGET: z.coerce
    .number()
    .int()
    .min(0)
    .max(DAILY_TROPHY_BUDGET_MAX)
    .default(10_000),
  AWARDS_REQUIRE_CONNECTION: z
    .enum(["true", "false", ""], { error: "AWARDS_REQUIRE_CONNECTION must be true or false" })
    .default("false"),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(300),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEBHOOK_ALLOW_PRIVATE_URLS: z
    .enum(["true", "false", ""], { error: "WEBHOOK_ALLOW_PRIVATE_URLS must be true or false" })
    .default("false"),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
  WEBHOOK_RETRY_SCHEDULE: optional,
  WEBHOOK_CIRCUIT_OPEN_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  MAIL_RETRY_SCHEDULE: optional,
  LOG_FORMAT: z
    .enum(["json", "pretty", ""], { error: "LOG_FORMAT must be json or pretty" })
    .default(""),
  METRICS_TOKEN: optional.pipe(
    z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  ),
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  OVERLOAD_POOL_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(32),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  SESSIONS_PER_USER: z.coerce.number().int().min(1).max(1000).default(SESSIONS_PER_USER_MAX),
  // Blank is the default, never 0: an empty line in an env file must not turn consent off.
  PARENTAL_CONSENT_AGE: optional.pipe(
    z
      .string()
      .regex(/^\d{1,2}$/, CONSENT_AGE_MESSAGE)
      .transform(Number)
      .refine((age) => age <= 21, CONSENT_AGE_MESSAGE)
      .optional(),
  ),
});

/** Retries about 5 s, 30 s, 2 min, 10 min, 1 h, 6 h and 24 h after a failure (docs/api.md: Webhooks). */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS = [5, 30, 120, 600, 3600, 21_600, 86_400];

/** Mail retries about 1 min, 5 min, 30 min, 2 h and 12 h after a failure (docs/configuration.md: E-mail). */
export const MAIL_RETRY_SCHEDULE_SECONDS = [60, 300, 1800, 7200, 43_200];

export type DatabaseTarget =
  { kind: "pglite"; dir: string | null } | { kind: "postgres"; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appSecret: string;
  /** Earlier secrets, newest first: values sealed under them stay readable until rotated. */
  previousAppSecrets: string[];
  admin: { email: string; password: string } | undefined;
  webOrigin: string | undefined;
  /** The built web client's folder; found next to the server when unset. */
  webDist: string | undefined;
  /** Fastify's trustProxy: false, a number of proxy hops, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  developerDailyTrophyBudget: number;
  /**
   * Live awards reach only students who connected the awarding app with a link code, named by its
   * pseudonym; any other, and any by e-mail, is answered as an unknown address
   * (AWARDS_REQUIRE_CONNECTION).
   */
  awardsRequireConnection: boolean;
  registrationsPerAddressPerHour: number;
  logLevel: string;
  /** `auto` writes readable lines when stdout is a terminal and JSON lines otherwise. */
  logFormat: "json" | "pretty" | "auto";
  /** The bearer token GET /metrics asks for; when unset only callers on this machine are answered. */
  metricsToken: string | undefined;
  overload: OverloadSettings;
  /**
   * How long a request's headers and body may take to arrive; then it is answered 408 and its
   * connection closed, so a client sending half a body cannot hold a connection (and an in-flight
   * place) open.
   */
  requestTimeoutMs: number;
  /** Live sessions an account may hold; a sign-in past it ends the oldest (SESSIONS_PER_USER). */
  sessionsPerUser: number;
  webhooks: WebhookSettings;
  /** Waits before each retry of a queued mail; when they run out the mail has failed. */
  mailRetryScheduleMs: number[];
  /**
   * Students younger than this (in whole years, from the month and year of birth) need a
   * parent/guide's consent before their account can be used; 0 turns consent off.
   */
  parentalConsentAge: number;
}

/** When a new request is answered 503 at once instead of queued (docs/architecture.md §14). */
export interface OverloadSettings {
  /** Mean event-loop delay over the last sample, in ms; 0 turns the check off. */
  eventLoopDelayMs: number;
  /** How long the oldest call waiting for a database connection has waited; 0 turns it off. */
  poolWaitMs: number;
  /** The Retry-After of the 503. */
  retryAfterSeconds: number;
  /** API calls worked on at once; one more is refused at once. 0 turns the bound off. */
  maxInFlight: number;
}

export interface WebhookSettings {
  /** http:// and private, loopback or link-local addresses allowed (development and tests). */
  allowPrivateUrls: boolean;
  /** How long an attempt may take to answer 2xx. */
  timeoutMs: number;
  /** Waits before each retry after a failed attempt; when they run out the delivery has failed. */
  retryScheduleMs: number[];
  /**
   * How long an endpoint's circuit stays open the first time it opens; each failed probe doubles
   * it, up to an hour (docs/architecture.md §13).
   */
  circuitOpenMs: number;
}

export class ConfigError extends Error {}

/** Parses the environment once, at start-up; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError("ADMIN_EMAIL and ADMIN_PASSWORD must be set together.");
  }
  if (e.DATABASE_URL && !e.APP_SECRET) {
    throw new ConfigError(
      "APP_SECRET is required with DATABASE_URL (at least 32 characters, e.g. `openssl rand -hex 32`).",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dir: path.join(dataDir, "db") },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appSecret: e.APP_SECRET ?? embeddedSecret(dataDir),
    previousAppSecrets: parsePreviousSecrets(e.APP_SECRET_PREVIOUS),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    webOrigin: e.WEB_ORIGIN,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    developerDailyTrophyBudget: e.DEVELOPER_DAILY_TROPHY_BUDGET,
    awardsRequireConnection: e.AWARDS_REQUIRE_CONNECTION === "true",
    registrationsPerAddressPerHour: e.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT || "auto",
    metricsToken: e.METRICS_TOKEN,
    overload: {
      eventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS,
      poolWaitMs: e.OVERLOAD_POOL_WAIT_MS,
      retryAfterSeconds: e.OVERLOAD_RETRY_AFTER_SECONDS,
      maxInFlight: e.OVERLOAD_MAX_IN_FLIGHT,
    },
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    sessionsPerUser: e.SESSIONS_PER_USER,
    webhooks: {
      allowPrivateUrls: e.WEBHOOK_ALLOW_PRIVATE_URLS === "true",
      timeoutMs: Math.round(e.WEBHOOK_TIMEOUT_SECONDS * 1000),
      retryScheduleMs: parseRetrySchedule(e.WEBHOOK_RETRY_SCHEDULE).map((s) =>
        Math.round(s * 1000),
      ),
      circuitOpenMs: Math.round(e.WEBHOOK_CIRCUIT_OPEN_SECONDS * 1000),
    },
    mailRetryScheduleMs: parseRetrySchedule(
      e.MAIL_RETRY_SCHEDULE,
      MAIL_RETRY_SCHEDULE_SECONDS,
      "MAIL_RETRY_SCHEDULE",
    ).map((s) => Math.round(s * 1000)),
    parentalConsentAge: e.PARENTAL_CONSENT_AGE ?? DEFAULT_PARENTAL_CONSENT_AGE,
  };
}

/**
 * Whose address a request comes from. `true` trusts one hop (the address the nearest proxy saw),
 * never the whole header: the left-most X-Forwarded-For entry is whatever the client wrote.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (!value || value === "false") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 32) throw new ConfigError("TRUST_PROXY hop count must be from 1 to 32.");
    return hops;
  }
  const proxies = value
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
  const bad = proxies.find(
    (p) => !address.test(p) && !["loopback", "linklocal", "uniquelocal"].includes(p),
  );
  if (bad || proxies.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a number of hops, or proxy addresses/CIDRs (got ${bad ?? value}).`,
    );
  }
  return proxies;
}

/** Seconds between retries, comma-separated; fractions allowed (tests wait 0.2 s). */
function parseRetrySchedule(
  value: string | undefined,
  fallback = WEBHOOK_RETRY_SCHEDULE_SECONDS,
  name = "WEBHOOK_RETRY_SCHEDULE",
): number[] {
  if (!value) return fallback;
  const waits = value.split(",").map((s) => Number(s.trim()));
  if (waits.some((w) => !Number.isFinite(w) || w < 0 || w > 7 * 86_400)) {
    throw new ConfigError(
      `${name} must be seconds between retries, comma-separated (e.g. 5,30,120).`,
    );
  }
  return waits;
}

function parsePreviousSecrets(value: string | undefined): string[] {
  const secrets = (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const short = secrets.find((s) => s.length < APP_SECRET_MIN_LENGTH);
  if (short) throw new ConfigError("APP_SECRET_PREVIOUS entries must be at least 32 characters.");
  return secrets;
}

/**
 * On the embedded default the secret is generated once and kept beside the data it protects. A
 * file that is there but holds no usable secret (emptied, cut short by a full disk) is refused:
 * signing tokens with an empty key would let anyone forge them, and a new key would leave every
 * sealed value unreadable.
 */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, "app-secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length < APP_SECRET_MIN_LENGTH) {
      throw new ConfigError(
        `${file} holds no usable secret (it is empty or shorter than ${APP_SECRET_MIN_LENGTH} characters). ` +
          "Put back the file from a backup of DATA_DIR; only if nothing was ever stored here, delete it and start again to generate a new one.",
      );
    }
    return secret;
  }
  // Only the server's own user reads the database, the queued mail and the secret.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
