import { sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { API_RATE_LIMIT_PER_HOUR } from "@trophy/shared/constants";
import type { Queryable } from "../../db/client";
import { rowsOf } from "../../db/raw";
import { Forbidden, TooManyRequests, Unauthorized } from "../../lib/errors";
import { hashToken } from "../../lib/tokens";
import { developerCallsBucket } from "../developers/usage.service";
import { currentWindow, type Window } from "../rate-limit/rate-limit.service";
import { suspendedSql } from "../users/user-status";

const RATE_WINDOW_SECONDS = 3600;

/** The developer behind a call's key, and their count of calls this hour (this one included). */
export interface Caller {
  developer_id: string;
  developer_email: string;
  company_name: string | null;
  developer_status: string | null;
  suspended: boolean;
  /** Trophies the developer may award per UTC day. */
  budget: number;
  calls: number;
  allowed: boolean;
}

/** The X-API-Key of a request, or 401. */
export function presentedKey(request: FastifyRequest): string {
  const header = request.headers["x-api-key"];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) throw new Unauthorized("api_key_missing");
  if (key.length > 200) throw new Unauthorized("api_key_invalid");
  return key;
}

/**
 * SQL for the `caller` CTE: finds the live key's developer and counts the call in the developer's
 * hourly counter — one counter for all their keys, so a new key does not start a new count. The
 * counter is shared by every instance and is also the developer's usage history.
 */
export function callerCte(key: string, window: Window, defaultBudget: number): SQL {
  return sql`owner AS (
      SELECT u.id AS developer_id, u.email AS developer_email, u.company_name,
             u.developer_status, ${suspendedSql("u")} AS suspended,
             coalesce(u.daily_trophy_budget, ${defaultBudget}::int) AS budget
      FROM api_keys k JOIN users u ON u.id = k.developer_id
      WHERE k.key_hash = ${hashToken(key)} AND k.revoked_at IS NULL
    ), counted AS (
      INSERT INTO rate_limit_counters (bucket, window_start, count)
      SELECT ${developerCallsBucket("")} || developer_id, ${window.start.toISOString()}::timestamptz, 1
      FROM owner
      ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
      RETURNING count
    ), caller AS (
      SELECT owner.*, counted.count AS calls,
             counted.count <= ${API_RATE_LIMIT_PER_HOUR} AND owner.developer_status = 'validated'
               AND NOT owner.suspended AS allowed
      FROM owner, counted
    )`;
}

export function rateWindow(): Window {
  return currentWindow(RATE_WINDOW_SECONDS);
}

/** Identifies and counts a call on its own (invalid bodies, idempotent awards). */
export async function countCall(
  db: Queryable,
  key: string,
  window: Window,
  defaultBudget: number,
): Promise<Caller | null> {
  const [caller] = await rowsOf<Caller>(
    db,
    sql`WITH ${callerCte(key, window, defaultBudget)} SELECT * FROM caller`,
  );
  return caller ?? null;
}

/** The RateLimit headers of a counted call: on every answer, refusals included. */
export function rateLimitHeaders(caller: Caller, window: Window): Record<string, string> {
  return {
    "ratelimit-limit": String(API_RATE_LIMIT_PER_HOUR),
    "ratelimit-remaining": String(Math.max(0, API_RATE_LIMIT_PER_HOUR - caller.calls)),
    "ratelimit-reset": String(window.resetIn),
  };
}

/**
 * The verdict on a counted call: 401 for an unknown key, 429 past the limit, 403 for a developer
 * not validated or suspended. Refusals carry the RateLimit headers; the route sets them on success.
 */
export function enforce(caller: Caller | null, window: Window): Caller {
  if (!caller) throw new Unauthorized("api_key_invalid");
  const headers = rateLimitHeaders(caller, window);
  if (caller.calls > API_RATE_LIMIT_PER_HOUR)
    throw new TooManyRequests("rate_limited", window.resetIn).with(headers);
  if (caller.suspended) throw new Forbidden("suspended").with(headers);
  if (caller.developer_status !== "validated")
    throw new Forbidden("developer_not_validated").with(headers);
  return caller;
}
