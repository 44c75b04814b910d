import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_THROTTLE_WINDOW_SECONDS,
} from "@trophy/shared/constants";
import type { Queryable } from "../../db/client";
import { clearBucket, currentWindow, enforceLimit, unhit } from "../rate-limit/rate-limit.service";

/**
 * Three limits, so that an attacker's failures from one address lock only that address out of the
 * account: per account and address, per account from everywhere, per address across accounts.
 */
function buckets(email: string, ip: string) {
  return [
    { bucket: `login:pair:${email}|${ip}`, max: LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS },
    { bucket: `login:account:${email}`, max: LOGIN_MAX_FAILURES_PER_ACCOUNT },
    { bucket: `login:address:${ip}`, max: LOGIN_MAX_FAILURES_PER_ADDRESS },
  ];
}

/**
 * Counts the attempt as a failure before the password is checked, in one atomic statement, so a
 * burst of parallel attempts cannot all read the count before any of them writes it. Past a limit
 * the answer is 429, whatever the password.
 */
export async function countLoginAttempt(db: Queryable, email: string, ip: string): Promise<void> {
  await enforceLimit(
    db,
    buckets(email, ip),
    currentWindow(LOGIN_THROTTLE_WINDOW_SECONDS),
    "too_many_attempts",
  );
}

/**
 * A sign-in that succeeded was no failure: it is taken back from the account-wide and address
 * counts, and the account's failures from this address are forgiven.
 */
export async function forgiveLoginAttempt(db: Queryable, email: string, ip: string): Promise<void> {
  const [pair, account, address] = buckets(email, ip).map((l) => l.bucket);
  const window = currentWindow(LOGIN_THROTTLE_WINDOW_SECONDS);
  await unhit(db, [account ?? "", address ?? ""], window);
  await clearBucket(db, pair ?? "");
}
