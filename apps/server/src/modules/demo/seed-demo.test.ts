import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tablesInRestoreOrder } from "../../db/dump";
import { rowsOf } from "../../db/raw";
import { PASSWORD, createTestApp, createUser, inject, type TestApp } from "../../../test/helpers";
import { announcer } from "../ledger/ledger.service";
import { EMBEDDED_ADMIN_EMAIL, ensureAdmin, generatePassword } from "../users/admin-bootstrap";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DemoRefused, seedDemo } from "./seed-demo";

let t: TestApp;
const demoDeps = () => ({
  giftCardCodes: t.app.giftCardCodes,
  apiKeySecrets: t.app.apiKeySecrets,
  announce: announcer(t.app.events, t.app.log),
});
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(email: string) {
  const res = await inject(t.app, {
    method: "POST",
    url: "/auth/login",
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, email).toBe(200);
  return { authorization: `Bearer ${res.json().accessToken as string}` };
}
const get = async (url: string, headers: Record<string, string>) =>
  (await inject(t.app, { method: "GET", url, headers })).json();

describe("seedDemo", () => {
  it("fills every screen once, and leaves existing data alone the second time", async () => {
    expect(await seedDemo(t.app.db, demoDeps())).toBe(true);
    expect(await seedDemo(t.app.db, demoDeps())).toBe(false);

    const roles = new Set<string>();
    for (const account of DEMO_ACCOUNTS.filter((a) => !a.email.startsWith("pending"))) {
      const res = await inject(t.app, {
        method: "POST",
        url: "/auth/login",
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      roles.add(res.json().user.user_type);
    }
    expect([...roles].sort()).toEqual(["admin", "developer", "parent_guide", "student"]);

    const student = await signIn("student@demo.test");
    const trophies = await get("/api/students/trophies", student);
    expect(trophies.balance).toBe(500 + 250 + 120 + 75 - 120 - 200);
    const { rewards } = await get("/api/students/rewards", student);
    expect(rewards.some((r: { id: string }) => r.id === "gc_google_play_15_300")).toBe(true);
    expect(rewards.filter((r: { rewardType: string }) => r.rewardType === "custom")).toHaveLength(
      3,
    );
    expect((await get("/api/students/gift-cards", student)).giftCards).toHaveLength(1);
    expect((await get("/api/students/connection-requests", student)).requests).toHaveLength(1);
    expect(
      (await get("/api/students/redemptions", student)).redemptions
        .map((r: { status: string }) => r.status)
        .sort(),
    ).toEqual(["completed", "pending"]);

    const developer = await signIn("developer@demo.test");
    const { apiKey } = await get("/api/developers/api-key", developer);
    expect(apiKey).toMatch(/^trk_/);
    expect((await get("/api/developers/usage", developer)).totalCalls).toBeGreaterThan(0);
  });

  it("gives the demo developer usage whose figures agree: total, chart, requests, last use", async () => {
    const developer = await signIn("developer@demo.test");
    const usage = await get("/api/developers/usage", developer);
    type Day = { date: string; calls: number; success: number; trophies: number };
    const live = usage.live as Day[];
    const sum = (days: Day[], field: keyof Omit<Day, "date">) =>
      days.reduce((total, day) => total + day[field], 0);
    expect(usage.totalCalls).toBe(67);
    expect(sum(live, "calls")).toBe(usage.totalCalls);
    expect(sum(usage.dailyStats, "calls")).toBe(usage.totalCalls);
    expect(sum(live, "trophies")).toBe(500 + 250 + 120 + 75 + 300);
    expect(sum(usage.test, "calls")).toBe(0);
    // Nothing in the current hour: the developer's own calls start with the full hourly limit.
    expect(usage.dailyStats.at(-1).calls).toBe(0);

    const { requests } = await get("/api/developers/requests?failingFirst=false", developer);
    expect(requests).toHaveLength(usage.totalCalls);
    const keys = await get("/api/developers/api-key", developer);
    expect(keys.apiKeyLastUsedAt).toBe(requests[0].createdAt);
    expect(keys.testApiKeyLastUsedAt).toBeNull();

    const student = await signIn("student@demo.test");
    const { history } = await get("/api/students/trophies", student);
    const perfect = history.find(
      (t: { description: string }) => t.description === "Perfect score: Times tables quiz",
    );
    expect(requests.map((r: { createdAt: string }) => r.createdAt)).toContain(perfect.createdAt);
  });
});

/** Every row of every table as sorted JSON text: equal when nothing was written. */
async function contents(app: TestApp): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await tablesInRestoreOrder(app.database.db)) {
    const rows = await rowsOf<{ j: string }>(
      app.database.db,
      sql.raw(`SELECT row_to_json(t)::text AS "j" FROM "${table}" t`),
    );
    out[table] = rows.map((r) => r.j).sort();
  }
  return out;
}

describe("seedDemo on an installation in use", () => {
  const depsOf = (app: TestApp) => ({
    giftCardCodes: app.app.giftCardCodes,
    apiKeySecrets: app.app.apiKeySecrets,
    announce: announcer(app.app.events, app.app.log),
  });

  it.each([
    ["a registered student", (app: TestApp) => createUser(app.app, { userType: "student" })],
    // An admin someone configured marks an installation set up for use (docs/architecture.md §5).
    [
      "an ADMIN_EMAIL admin",
      (app: TestApp) => ensureAdmin(app.app.db, "boss@school.test", PASSWORD),
    ],
  ])("refuses a database with %s and writes nothing", async (_, addAccount) => {
    const app = await createTestApp();
    try {
      await ensureAdmin(app.app.db, EMBEDDED_ADMIN_EMAIL, generatePassword());
      await addAccount(app);
      const before = await contents(app);
      const refused = await seedDemo(app.app.db, depsOf(app)).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(DemoRefused);
      expect((refused as DemoRefused).otherAccounts).toBe(1);
      expect(await contents(app)).toEqual(before);
    } finally {
      await app.close();
    }
  });

  it("fills a first-run database beside its generated admin", async () => {
    const app = await createTestApp();
    try {
      await ensureAdmin(app.app.db, EMBEDDED_ADMIN_EMAIL, generatePassword());
      expect(await seedDemo(app.app.db, depsOf(app))).toBe(true);
      const res = await inject(app.app, {
        method: "POST",
        url: "/auth/login",
        payload: { email: "admin@demo.test", password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("two seeds at once add the demo once", async () => {
    const app = await createTestApp();
    try {
      const both = await Promise.all([
        seedDemo(app.app.db, depsOf(app)),
        seedDemo(app.app.db, depsOf(app)),
      ]);
      expect(both.sort()).toEqual([false, true]);
      const [count] = await rowsOf<{ n: number }>(
        app.app.db,
        sql`SELECT count(*)::int AS "n" FROM users`,
      );
      expect(count?.n).toBe(DEMO_ACCOUNTS.length);
    } finally {
      await app.close();
    }
  });
});
