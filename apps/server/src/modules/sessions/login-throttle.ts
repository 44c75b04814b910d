import {
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS_WHILE_SLOWED,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_THROTTLE_WINDOW_SECONDS,
} from "@trophy/shared/constants";
import type { Queryable } from "../../db/client";
import { TooManyRequests } from "../../lib/errors";
import { clearBucket, currentWindow, hit, unhit } from "../rate-limit/rate-limit.service";

/** The counters' names; the admin's list (throttled-accounts.ts) and account deletion read them. */
export const LOGIN_BUCKET = {
  pair: "login:pair:",
  account: "login:account:",
  address: "login:address:",
} as const;

function buckets(email: string, ip: string) {
  return {
    pair: `${LOGIN_BUCKET.pair}${email}|${ip}`,
    account: `${LOGIN_BUCKET.account}${email}`,
    address: `${LOGIN_BUCKET.address}${ip}`,
  };
}

/** Failures on an account in the current window, the attempt being decided included. */
export interface AttemptCounts {
  pair: number;
  account: number;
}

/**
 * Whether an attempt is refused for its account before its password is checked: after too many
 * failures on this account from this address, or from this address while failures from
 * everywhere slow the account (each address then gets a couple of attempts on it per window, so
 * a guesser with many addresses gets few guesses while the owner, from an address that has not
 * failed, still signs in).
 */
export function isRefusedForAccount(counts: AttemptCounts): boolean {
  if (counts.pair > LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS) return true;
  return (
    counts.account > LOGIN_MAX_FAILURES_PER_ACCOUNT &&
    counts.pair > LOGIN_MAX_ATTEMPTS_PER_ADDRESS_WHILE_SLOWED
  );
}

/**
 * Counts the attempt as a failure before the password is checked, by atomic statements, so a
 * burst of parallel attempts cannot all read the counts before any of them writes them. A refused
 * attempt is 429, whatever the password. The address's count over all accounts (a bound against
 * spraying passwords across accounts that a school behind one NAT does not reach) counts only the
 * attempts whose password is checked: one account hammered past its own limit adds at most that
 * limit, so it cannot lock every account out of the address (docs/security.md, sign-in failures).
 */
export async function countLoginAttempt(db: Queryable, email: string, ip: string): Promise<void> {
  const window = currentWindow(LOGIN_THROTTLE_WINDOW_SECONDS);
  const names = buckets(email, ip);
  const counts = await hit(db, [names.pair, names.account], window);
  const refused = isRefusedForAccount({
    pair: counts.get(names.pair) ?? 0,
    account: counts.get(names.account) ?? 0,
  });
  if (refused) throw new TooManyRequests("too_many_attempts", window.resetIn);
  const address = (await hit(db, [names.address], window)).get(names.address) ?? 0;
  if (address > LOGIN_MAX_FAILURES_PER_ADDRESS) {
    throw new TooManyRequests("too_many_attempts", window.resetIn);
  }
}

/**
 * A sign-in that succeeded was no failure: it is taken back from the account-wide and address
 * counts, and the account's failures from this address are forgiven.
 */
export async function forgiveLoginAttempt(db: Queryable, email: string, ip: string): Promise<void> {
  const names = buckets(email, ip);
  await unhit(db, [names.account, names.address], currentWindow(LOGIN_THROTTLE_WINDOW_SECONDS));
  await clearBucket(db, names.pair);
}
