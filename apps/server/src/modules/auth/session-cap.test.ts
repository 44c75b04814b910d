import type { AddressInfo } from "node:net";
import { and, eq, gt, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSIONS_PER_USER_MAX } from "@trophy/shared/constants";
import { sessions } from "../../db/schema";
import { PASSWORD, createUser, createTestApp, inject, type TestApp } from "../../../test/helpers";
import { openStream } from "../../../test/sse-client";

let t: TestApp;
let base: string;
beforeAll(async () => {
  // Parallel sign-ins on a shared test machine must not be told the server is busy.
  t = await createTestApp({ OVERLOAD_EVENT_LOOP_DELAY_MS: "0" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

async function signIn(email: string, remoteAddress = "10.40.0.1"): Promise<Tokens> {
  const res = await inject(t.app, {
    method: "POST",
    url: "/auth/login",
    payload: { email, password: PASSWORD },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Tokens>();
}

const me = (tokens: Tokens) =>
  inject(t.app, {
    method: "GET",
    url: "/api/users/profile",
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
const refresh = (tokens: Tokens) =>
  inject(t.app, {
    method: "POST",
    url: "/auth/refresh",
    payload: { refreshToken: tokens.refreshToken },
  });

async function liveSessions(userId: string) {
  return t.app.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
}

describe(`at most ${SESSIONS_PER_USER_MAX} sessions per user`, () => {
  it("ends the oldest when one more starts: its tokens stop working, the others go on", async () => {
    const user = await createUser(t.app, { userType: "parent_guide" });
    const signIns: Tokens[] = [];
    for (let i = 0; i < SESSIONS_PER_USER_MAX; i++) signIns.push(await signIn(user.email));
    expect(await liveSessions(user.id)).toHaveLength(SESSIONS_PER_USER_MAX);
    for (const tokens of signIns) expect((await me(tokens)).statusCode).toBe(200);

    const newest = await signIn(user.email);
    expect(await liveSessions(user.id)).toHaveLength(SESSIONS_PER_USER_MAX);
    const [oldest, ...others] = signIns;
    if (!oldest) throw new Error("no sign-in");
    const refused = await me(oldest);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("invalid_token");
    expect((await refresh(oldest)).statusCode).toBe(401);
    for (const tokens of [...others, newest]) expect((await me(tokens)).statusCode).toBe(200);
  });

  it("closes the oldest session's balance stream", async () => {
    const student = await createUser(t.app, { userType: "student" });
    const first = await signIn(student.email);
    const stream = await openStream(`${base}/api/sse/balance-updates/${first.accessToken}`);
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === "connected");
    for (let i = 0; i < SESSIONS_PER_USER_MAX; i++) await signIn(student.email);
    const since = Date.now();
    await Promise.race([
      stream.closed,
      new Promise((_, reject) =>
        setTimeout(() => {
          reject(new Error("stream still open"));
        }, 5_000),
      ),
    ]);
    expect(Date.now() - since).toBeLessThan(5_000);
  });

  it("keeps exactly the cap when many sign-ins run at once, none failing", async () => {
    const user = await createUser(t.app, { userType: "developer" });
    const count = SESSIONS_PER_USER_MAX + 5;
    // From different addresses, so that the sign-in throttle's per-address count stays out of it.
    const signIns = await Promise.all(
      Array.from({ length: count }, (_, i) => signIn(user.email, `10.41.0.${i + 1}`)),
    );
    expect(await liveSessions(user.id)).toHaveLength(SESSIONS_PER_USER_MAX);
    const working = await Promise.all(signIns.map(async (s) => (await me(s)).statusCode));
    expect(working.filter((s) => s === 200)).toHaveLength(SESSIONS_PER_USER_MAX);
    expect(working.filter((s) => s === 401)).toHaveLength(count - SESSIONS_PER_USER_MAX);
  });
});
