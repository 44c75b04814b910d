import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from "@trophy/shared/constants";
import { loadConfig } from "../config";
import {
  activityLog,
  apiKeys,
  emailVerificationTokens,
  idempotencyKeys,
  mailOutbox,
  passwordResetTokens,
  sessions,
  users,
} from "../db/schema";
import { isUnstorableText } from "../lib/errors";
import { housekeeping, RETENTION_MS } from "../modules/housekeeping/housekeeping";
import { ensureAdmin, generatePassword } from "../modules/users/admin-bootstrap";
import {
  createTestApp,
  createUser,
  inject,
  reloadUser,
  signInAs,
  uniqueEmail,
  type SignedIn,
  type TestApp,
} from "../../test/helpers";
import { ERROR_TEXTS } from "../texts/errors";

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin");
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  inject(t.app, { method: "POST", url: "/auth/login", payload: { email, password } });

describe("first start", () => {
  it("the generated admin@localhost signs in with the printed password", async () => {
    const password = generatePassword();
    await ensureAdmin(t.app.db, "admin@localhost", password);
    const res = await login("admin@localhost", password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: "admin@localhost", user_type: "admin" });
  });
});

describe("client addresses behind proxies", () => {
  const ipSeen = async (env: Record<string, string>, forwarded: string, remote = "10.0.0.5") => {
    const app = await createTestApp(env);
    const email = uniqueEmail("x");
    try {
      // An account throttled from one address answers 429 there: the address the server believes
      // in is the one limited, whatever the client wrote before it.
      for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
        await app.app.inject({
          method: "POST",
          url: "/auth/login",
          payload: { email, password: "Wrong1Password" },
          remoteAddress: remote,
          headers: { "x-forwarded-for": `${i}.1.1.1, ${forwarded}` },
        });
      }
      const probe = await app.app.inject({
        method: "POST",
        url: "/auth/login",
        payload: { email, password: "Wrong1Password" },
        remoteAddress: remote,
        headers: { "x-forwarded-for": `99.99.99.99, ${forwarded}` },
      });
      return probe.statusCode;
    } finally {
      await app.close();
    }
  };

  it("TRUST_PROXY=true takes the address the nearest proxy saw: a written X-Forwarded-For changes nothing", async () => {
    expect(await ipSeen({ TRUST_PROXY: "true" }, "203.0.113.7")).toBe(429);
  });

  it("TRUST_PROXY as a list trusts only those proxies", async () => {
    expect(await ipSeen({ TRUST_PROXY: "10.0.0.0/8" }, "203.0.113.8")).toBe(429);
    expect(loadConfig({ TRUST_PROXY: "2", APP_SECRET: "x".repeat(32) }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: "nonsense!", APP_SECRET: "x".repeat(32) })).toThrow(
      "TRUST_PROXY",
    );
  });
});

describe("Cache-Control", () => {
  it("is no-store on every /auth and /api answer, errors included", async () => {
    const answers = [
      await login(admin.user.email, "S3cretpass"),
      await login("nobody@example.com", "Wrong1Password"),
      await inject(t.app, { method: "GET", url: "/api/students/gift-cards" }),
      await inject(t.app, { method: "GET", url: "/api/admin/dashboard", headers: admin.headers }),
      await inject(t.app, {
        method: "GET",
        url: "/api/developers/api-key",
        headers: admin.headers,
      }),
      await inject(t.app, { method: "POST", url: "/api/v1/award-trophies", payload: {} }),
    ];
    for (const res of answers) expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("admins", () => {
  it("cannot suspend the last active admin, even two admins suspending each other at once", async () => {
    const local = await createTestApp();
    try {
      const a = await signInAs(local.app, "admin");
      const b = await signInAs(local.app, "admin");
      const suspend = (by: SignedIn, who: SignedIn) =>
        inject(local.app, {
          method: "PUT",
          url: `/api/admin/users/${who.user.id}/suspend`,
          headers: by.headers,
          payload: { reason: "Takeover" },
        });
      const [ab, ba] = await Promise.all([suspend(a, b), suspend(b, a)]);
      // The second is refused: as the last active admin's suspension (409), or because its own
      // admin was suspended first (403), depending on which got there first.
      const codes = [ab.statusCode, ba.statusCode].sort();
      expect(codes[0]).toBe(200);
      const refused = ab.statusCode === 200 ? ba : ab;
      expect([403, 409]).toContain(refused.statusCode);
      expect([ERROR_TEXTS.last_active_admin, ERROR_TEXTS.suspended]).toContain(
        refused.json().error,
      );
      const active = await local.app.db.select().from(users).where(eq(users.userType, "admin"));
      expect(active.filter((u) => u.suspendedAt === null)).toHaveLength(1);
    } finally {
      await local.close();
    }
  });

  it("ADMIN_PASSWORD / create-admin also lifts that admin's suspension", async () => {
    const other = await signInAs(t.app, "admin");
    const res = await inject(t.app, {
      method: "PUT",
      url: `/api/admin/users/${other.user.id}/suspend`,
      headers: admin.headers,
      payload: { reason: "Lost laptop" },
    });
    expect(res.statusCode).toBe(200);
    expect((await login(other.user.email, "S3cretpass")).statusCode).toBe(403);
    await ensureAdmin(t.app.db, other.user.email, "N3wSecretpass");
    expect((await login(other.user.email, "N3wSecretpass")).statusCode).toBe(200);
  });

  it("suspends once for 10 simultaneous suspensions, names the admin in the log", async () => {
    const target = await createUser(t.app, { userType: "parent_guide" });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        inject(t.app, {
          method: "PUT",
          url: `/api/admin/users/${target.id}/suspend`,
          headers: admin.headers,
          payload: { reason: "Spam", durationDays: 3 },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const entries = await t.app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.userId, target.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorId).toBe(admin.user.id);
    expect(entries[0]?.description).toContain(admin.user.email);
  });

  it("approves or rejects once for 10 simultaneous clicks, and no 5xx", async () => {
    for (const action of ["validate", "reject"] as const) {
      const dev = await createUser(t.app, { userType: "developer", developerStatus: "pending" });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          inject(t.app, {
            method: action === "validate" ? "PUT" : "DELETE",
            url: `/api/admin/developers/${dev.id}/${action}`,
            headers: admin.headers,
            ...(action === "reject" ? { payload: { reason: "Unknown" } } : {}),
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const entries = await t.app.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.userId, dev.id));
      expect(entries).toHaveLength(1);
      expect(entries[0]?.actorId).toBe(admin.user.id);
      const keys = await t.app.db.select().from(apiKeys).where(eq(apiKeys.developerId, dev.id));
      // Approval issues one live and one test key.
      expect(keys).toHaveLength(action === "validate" ? 2 : 0);
      expect((await reloadUser(t.app, dev.id)).developerStatus).toBe(
        action === "validate" ? "validated" : "rejected",
      );
    }
  });

  it("pages the developers list with limit/offset and a total", async () => {
    for (let i = 0; i < 3; i++)
      await createUser(t.app, { userType: "developer", developerStatus: "pending" });
    const page = async (q: string) =>
      (
        await inject(t.app, {
          method: "GET",
          url: `/api/admin/developers?${q}`,
          headers: admin.headers,
        })
      ).json();
    const first = await page("limit=2");
    expect(first.developers).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    const second = await page("limit=2&offset=2");
    expect(second.developers[0].id).not.toBe(first.developers[0].id);
    for (const q of ["limit=0", "limit=501", "offset=-1", "limit=x"]) {
      const res = await inject(t.app, {
        method: "GET",
        url: `/api/admin/developers?${q}`,
        headers: admin.headers,
      });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe("text PostgreSQL cannot store", () => {
  it("is recognised as the input's fault (400), whichever database raised it", async () => {
    const error = await t.app.db
      .execute(sql`SELECT ${"a\u0000b"}::text AS v`)
      .then(() => null)
      .catch((err: unknown) => err);
    expect(isUnstorableText(error)).toBe(true);
  });
});

describe("housekeeping", () => {
  it("prunes expired sessions, used or expired links, and idempotency keys older than 24 hours", async () => {
    const user = await createUser(t.app, { userType: "student" });
    const dev = await createUser(t.app, { userType: "developer" });
    const long = new Date(Date.now() - 25 * 3_600_000);
    const [expired] = await t.app.db
      .insert(sessions)
      .values({ userId: user.id, expiresAt: long })
      .returning();
    const [live] = await t.app.db
      .insert(sessions)
      .values({ userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) })
      .returning();
    await t.app.db.insert(emailVerificationTokens).values([
      { tokenHash: `old-${user.id}`, userId: user.id, expiresAt: long },
      { tokenHash: `new-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    await t.app.db.insert(idempotencyKeys).values([
      { developerId: dev.id, key: "old", requestHash: "h", createdAt: long },
      { developerId: dev.id, key: "new", requestHash: "h" },
    ]);
    await housekeeping(t.app.db);
    const left = async (table: typeof sessions | typeof emailVerificationTokens, userId: string) =>
      (await t.app.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]?.n;
    expect(await left(sessions, user.id)).toBe(1);
    expect(
      (
        await t.app.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, live?.id ?? ""))
      ).length,
    ).toBe(1);
    expect(
      (
        await t.app.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, expired?.id ?? ""))
      ).length,
    ).toBe(0);
    expect(await left(emailVerificationTokens, user.id)).toBe(1);
    const keys = await t.app.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.developerId, dev.id));
    expect(keys.map((k) => k.key)).toEqual(["new"]);
  });

  it("prunes password reset links a day after use or expiry, and finished mail after 30 days", async () => {
    const user = await createUser(t.app, { userType: "parent_guide" });
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms);
    const HOUR = 3_600_000;
    const resetKeep = RETENTION_MS.endedPasswordResetLinks;
    const mailKeep = RETENTION_MS.finishedMail;
    const link = (name: string, values: { expiresAt: Date; usedAt?: Date }) => ({
      tokenHash: `${name}-${user.id}`,
      userId: user.id,
      ...values,
    });
    await t.app.db
      .insert(passwordResetTokens)
      .values([
        link("live", { expiresAt: ago(-HOUR) }),
        link("just-expired", { expiresAt: ago(HOUR) }),
        link("just-used", { expiresAt: ago(-HOUR), usedAt: ago(HOUR) }),
        link("long-expired", { expiresAt: ago(resetKeep + HOUR) }),
        link("long-used", { expiresAt: ago(-HOUR), usedAt: ago(resetKeep + HOUR) }),
      ]);
    const to = `${user.id}@example.com`;
    const sent = (sentAt: Date) => ({ status: "sent" as const, sentAt });
    const failed = (failedAt: Date) => ({ status: "failed" as const, failedAt });
    await t.app.db.insert(mailOutbox).values([
      // Waiting for a retry, however old: it is still to be sent.
      {
        toAddress: to,
        lastError: "waiting",
        nextAttemptAt: ago(-HOUR),
        createdAt: ago(mailKeep * 2),
      },
      { toAddress: to, lastError: "recent sent", ...sent(ago(mailKeep - HOUR)) },
      { toAddress: to, lastError: "recent failed", ...failed(ago(mailKeep - HOUR)) },
      { toAddress: to, lastError: "old sent", ...sent(ago(mailKeep + HOUR)) },
      { toAddress: to, lastError: "old failed", ...failed(ago(mailKeep + HOUR)) },
    ]);

    await housekeeping(t.app.db, now);

    const links = await t.app.db
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(links.map((l) => l.tokenHash.replace(`-${user.id}`, "")).sort()).toEqual([
      "just-expired",
      "just-used",
      "live",
    ]);
    const mails = await t.app.db
      .select({ note: mailOutbox.lastError })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to));
    expect(mails.map((m) => m.note).sort()).toEqual(["recent failed", "recent sent", "waiting"]);
  });
});
