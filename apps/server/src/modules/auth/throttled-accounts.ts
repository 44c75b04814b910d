import { and, desc, eq, gte, inArray, isNull, like, or } from "drizzle-orm";
import {
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS_WHILE_SLOWED,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_THROTTLE_WINDOW_SECONDS,
} from "@trophy/shared/constants";
import type { ThrottledAccount, ThrottledAccounts } from "@trophy/shared/schemas/admin";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { Queryable } from "../../db/client";
import { rateLimitCounters, users } from "../../db/schema";
import { currentWindow } from "../rate-limit/rate-limit.service";
import { LOGIN_BUCKET } from "../sessions/login-throttle";

/** The counters read at most: an attack on many accounts at once still answers in bounded time. */
const SCAN_LIMIT = 5000;
/** Refused addresses named per account; the count says how many there are. */
const ADDRESSES_SHOWN = 10;

interface Address {
  address: string;
  failures: number;
}

const byFailures = (a: Address, b: Address) =>
  b.failures - a.failures || a.address.localeCompare(b.address);

/** `login:pair:<email>|<ip>`: an address holds no `|`, an e-mail might. */
function splitPair(bucket: string): { email: string; address: string } {
  const rest = bucket.slice(LOGIN_BUCKET.pair.length);
  const bar = rest.lastIndexOf("|");
  return { email: rest.slice(0, bar), address: rest.slice(bar + 1) };
}

/**
 * The accounts the sign-in throttle holds back in the current window (login-throttle.ts): slowed
 * ones, and those with addresses whose next attempt would be refused; most failures first. Also
 * the addresses refused on every account. Unknown e-mails are left out: no account to look after.
 */
export async function listThrottledAccounts(
  db: Queryable,
  page: PageQuery,
  now = Date.now(),
): Promise<ThrottledAccounts> {
  const window = currentWindow(LOGIN_THROTTLE_WINDOW_SECONDS, now);
  const c = rateLimitCounters;
  const rows = await db
    .select({ bucket: c.bucket, count: c.count })
    .from(c)
    .where(
      and(
        eq(c.windowStart, window.start),
        or(
          and(
            like(c.bucket, `${LOGIN_BUCKET.pair}%`),
            gte(c.count, LOGIN_MAX_ATTEMPTS_PER_ADDRESS_WHILE_SLOWED),
          ),
          and(
            like(c.bucket, `${LOGIN_BUCKET.account}%`),
            gte(c.count, LOGIN_MAX_ATTEMPTS_PER_ADDRESS_WHILE_SLOWED),
          ),
          and(
            like(c.bucket, `${LOGIN_BUCKET.address}%`),
            gte(c.count, LOGIN_MAX_FAILURES_PER_ADDRESS),
          ),
        ),
      ),
    )
    .orderBy(desc(c.count))
    .limit(SCAN_LIMIT);

  const failures = new Map<string, number>();
  const pairs = new Map<string, Address[]>();
  const refusedEverywhere: Address[] = [];
  for (const { bucket, count } of rows) {
    if (bucket.startsWith(LOGIN_BUCKET.account)) {
      failures.set(bucket.slice(LOGIN_BUCKET.account.length), count);
    } else if (bucket.startsWith(LOGIN_BUCKET.address)) {
      refusedEverywhere.push({
        address: bucket.slice(LOGIN_BUCKET.address.length),
        failures: count,
      });
    } else {
      const { email, address } = splitPair(bucket);
      pairs.set(email, [...(pairs.get(email) ?? []), { address, failures: count }]);
    }
  }

  // An address's next attempt is refused once its count reaches the limit that applies to it.
  const slowed = (email: string) => (failures.get(email) ?? 0) >= LOGIN_MAX_FAILURES_PER_ACCOUNT;
  const refusedOn = (email: string) => {
    const limit = slowed(email)
      ? LOGIN_MAX_ATTEMPTS_PER_ADDRESS_WHILE_SLOWED
      : LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS;
    return (pairs.get(email) ?? []).filter((p) => p.failures >= limit).sort(byFailures);
  };
  const emails = [...new Set([...failures.keys(), ...pairs.keys()])].filter(
    (email) => slowed(email) || refusedOn(email).length > 0,
  );
  const accounts = emails.length
    ? await db
        .select({ id: users.id, email: users.email, userType: users.userType })
        .from(users)
        .where(and(inArray(users.email, emails), isNull(users.deletedAt)))
    : [];

  const listed: ThrottledAccount[] = accounts
    .map((user) => {
      const refused = refusedOn(user.email);
      return {
        userId: user.id,
        email: user.email,
        userType: user.userType,
        // A sign-in forgiven from another address takes one back from the account's count only.
        failures: Math.max(failures.get(user.email) ?? 0, refused[0]?.failures ?? 0),
        slowed: slowed(user.email),
        refusedAddresses: refused.slice(0, ADDRESSES_SHOWN),
        refusedAddressCount: refused.length,
      };
    })
    .sort((a, b) => b.failures - a.failures || a.email.localeCompare(b.email));
  return {
    accounts: listed.slice(page.offset, page.offset + page.limit),
    total: listed.length,
    refusedAddresses: refusedEverywhere.sort(byFailures).slice(0, ADDRESSES_SHOWN),
    until: new Date(window.start.getTime() + LOGIN_THROTTLE_WINDOW_SECONDS * 1000).toISOString(),
  };
}
