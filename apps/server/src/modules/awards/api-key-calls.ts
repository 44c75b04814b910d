import { sql, type SQL } from "drizzle-orm";
import {
  API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE,
  API_RATE_LIMIT_PER_HOUR,
  API_TEST_RATE_LIMIT_PER_HOUR,
} from "@trophy/shared/constants";
import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import type { Queryable } from "../../db/client";
import { bare, rowsOf } from "../../db/raw";
import { apiKeys, rateLimitCounters, users } from "../../db/schema";
import { Forbidden, TooManyRequests, Unauthorized } from "../../lib/errors";
import { hashToken } from "../../lib/tokens";
import { testRateLimitedText } from "../../texts/errors";
import { modeOfKey } from "../developers/api-keys.service";
import {
  currentWindow,
  developerCallsBucket,
  hit,
  type Window,
} from "../rate-limit/rate-limit.service";
import { suspendedSql } from "../accounts/user-status";

const RATE_WINDOW_SECONDS = 3600;

/** The developer behind a call, and their count of calls this hour (this one included). */
export interface Caller {
  developerId: string;
  keyId: string;
  /** A live key moves real balances; a test key works against the developer's sandbox. */
  livemode: boolean;
  /** The hourly limit of the key's mode. */
  limit: number;
  developerEmail: string;
  companyName: string | null;
  developerStatus: string | null;
  suspended: boolean;
  /** Trophies the developer may award per UTC day. */
  budget: number;
  calls: number;
  /** Under the hourly limit, validated and not suspended: the statement may award. */
  allowed: boolean;
}

/**
 * Who is calling: a presented API key, from a client address (the call is counted), or the verdict
 * on a call already counted and allowed (an idempotent award, which runs in a transaction of its
 * own).
 */
export type CallerSource = { key: string; address: string; window: Window } | { counted: Caller };

/**
 * Calls with an unknown or revoked key are counted per client address and minute; past
 * API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE the address is refused (429) whatever key it presents,
 * a valid one too, until the minute ends, as the sign-in throttle refuses even the right password:
 * otherwise the answers would still tell a guessed key from a wrong one.
 */
const KEY_FAILURES_PREFIX = "api-key-failures:";
const keyFailuresWindow = () => currentWindow(60);

/** Test calls are counted apart, against a limit of their own, and never touch the live count. */
const TEST_CALLS_PREFIX = "api-developer-test:";
const limitOf = (mode: ApiKeyMode) =>
  mode === "test" ? API_TEST_RATE_LIMIT_PER_HOUR : API_RATE_LIMIT_PER_HOUR;

/** The `Caller` columns read from `users`, aliased as `Caller` names them. */
function developerColumns(defaultBudget: number): SQL {
  return sql`${users.id} AS "developerId", ${users.email} AS "developerEmail",
    ${users.companyName} AS "companyName", ${users.developerStatus} AS "developerStatus",
    ${suspendedSql()} AS "suspended",
    coalesce(${users.dailyTrophyBudget}, ${defaultBudget}::int) AS "budget"`;
}

/**
 * The `caller` CTE, the one place both award paths get their caller from. For a presented key it
 * finds the live key's developer and counts the call in the developer's hourly counter: one
 * counter for all their keys, so a new key does not start a new count. The counter is shared by
 * every instance and is also the developer's usage history.
 */
export function callerCte(source: CallerSource, defaultBudget: number): SQL {
  if ("counted" in source) {
    const { developerId, keyId, livemode, limit, calls } = source.counted;
    return sql`caller AS (
      SELECT ${developerColumns(defaultBudget)}, ${keyId}::uuid AS "keyId",
             ${livemode}::boolean AS "livemode", ${limit}::int AS "limit",
             ${calls}::int AS "calls", true AS "allowed"
      FROM ${users} WHERE ${users.id} = ${developerId}
    )`;
  }
  const { key, address, window } = source;
  const mode = modeOfKey(key);
  const limit = limitOf(mode);
  const prefix = mode === "test" ? TEST_CALLS_PREFIX : developerCallsBucket("");
  const { bucket, windowStart, count } = rateLimitCounters;
  return sql`owner AS (
      SELECT ${developerColumns(defaultBudget)}, ${apiKeys.id} AS "keyId",
             ${mode === "live"}::boolean AS "livemode", ${limit}::int AS "limit"
      FROM ${apiKeys} JOIN ${users} ON ${users.id} = ${apiKeys.developerId}
      WHERE ${apiKeys.keyHash} = ${hashToken(key)} AND ${apiKeys.revokedAt} IS NULL
        AND ${apiKeys.mode} = ${mode}
        AND NOT EXISTS (SELECT 1 FROM ${rateLimitCounters}
          WHERE ${bucket} = ${KEY_FAILURES_PREFIX + address}
            AND ${windowStart} = ${keyFailuresWindow().start.toISOString()}::timestamptz
            AND ${count} > ${API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE})
    ), counted AS (
      INSERT INTO ${rateLimitCounters} (${bare(bucket)}, ${bare(windowStart)}, ${bare(count)})
      SELECT ${prefix} || owner."developerId", ${window.start.toISOString()}::timestamptz, 1
      FROM owner
      ON CONFLICT (${bare(bucket)}, ${bare(windowStart)}) DO UPDATE SET ${bare(count)} = ${count} + 1
      RETURNING ${count} AS "calls"
    ), caller AS (
      SELECT owner.*, counted."calls",
             counted."calls" <= ${limit} AND owner."developerStatus" = 'validated'
               AND NOT owner."suspended" AS "allowed"
      FROM owner, counted
    )`;
}

export function rateWindow(): Window {
  return currentWindow(RATE_WINDOW_SECONDS);
}

/** Identifies and counts a call on its own (invalid bodies, idempotent awards). */
export async function countCall(
  db: Queryable,
  source: { key: string; address: string; window: Window },
  defaultBudget: number,
): Promise<Caller | null> {
  const [caller] = await rowsOf<Caller>(
    db,
    sql`WITH ${callerCte(source, defaultBudget)} SELECT * FROM caller`,
  );
  return caller ?? null;
}

/**
 * The answer to a call no key was found for: it counts against the address, and is 401 until the
 * address is past its limit, then 429 until the minute ends.
 */
export async function refuseUnknownKey(db: Queryable, address: string): Promise<never> {
  const window = keyFailuresWindow();
  const bucket = KEY_FAILURES_PREFIX + address;
  const counts = await hit(db, [bucket], window);
  if ((counts.get(bucket) ?? 0) > API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE) {
    throw new TooManyRequests("too_many_invalid_keys", window.resetIn);
  }
  throw new Unauthorized("api_key_invalid");
}

/** The RateLimit headers of a counted call: on every answer, refusals included. */
export function rateLimitHeaders(caller: Caller, window: Window): Record<string, string> {
  return {
    "ratelimit-limit": String(caller.limit),
    "ratelimit-remaining": String(Math.max(0, caller.limit - caller.calls)),
    "ratelimit-reset": String(window.resetIn),
  };
}

/**
 * The verdict on a counted call: 429 past the limit, 403 for a developer not validated or
 * suspended. Refusals carry the RateLimit headers; the route sets them on success.
 */
export function enforce(caller: Caller, window: Window): Caller {
  const headers = rateLimitHeaders(caller, window);
  if (caller.calls > caller.limit) {
    const text = caller.livemode ? undefined : testRateLimitedText(caller.limit);
    throw new TooManyRequests("rate_limited", window.resetIn, text).with(headers);
  }
  if (caller.suspended) throw new Forbidden("suspended").with(headers);
  if (caller.developerStatus !== "validated")
    throw new Forbidden("developer_not_validated").with(headers);
  return caller;
}
