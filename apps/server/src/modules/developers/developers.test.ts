import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, users } from "../../db/schema";
import {
  PASSWORD,
  createTestApp,
  createUser,
  inject,
  signInAs,
  type TestApp,
} from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { API_KEY_PREFIX, TEST_API_KEY_PREFIX } from "./api-keys.service";
import { ERROR_TEXTS } from "../../texts/errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const award = (key: string, email: string) =>
  inject(t.app, {
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { "x-api-key": key },
    payload: { email, amount: 1 },
  });
const login = (email: string) =>
  inject(t.app, { method: "POST", url: "/auth/login", payload: { email, password: PASSWORD } });

describe("developer API key", () => {
  it("shows a validated developer their key, stored only hashed and encrypted", async () => {
    const { developer, apiKey } = await developerWithKey(t.app);
    const token = (await login(developer.email)).json().accessToken;
    const res = await inject(t.app, {
      method: "GET",
      url: "/api/developers/api-key",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json()).toEqual({
      apiKey,
      testApiKey: expect.stringMatching(new RegExp(`^${TEST_API_KEY_PREFIX}`)),
      isValidated: true,
      apiKeyLastUsedAt: null,
      testApiKeyLastUsedAt: null,
    });
    expect(apiKey.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(apiKey.length).toBeGreaterThan(40);
    const [stored] = await t.app.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.developerId, developer.id));
    expect(JSON.stringify(stored)).not.toContain(apiKey.slice(API_KEY_PREFIX.length));
  });

  it("regenerates: the new key works, the old one stops at once", async () => {
    const { developer, apiKey } = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    const token = (await login(developer.email)).json().accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const res = await inject(t.app, {
      method: "POST",
      url: "/api/developers/api-key/regenerate",
      headers,
    });
    const fresh = res.json().apiKey as string;
    expect(fresh).not.toBe(apiKey);
    expect((await award(apiKey, student.email)).statusCode).toBe(401);
    expect((await award(fresh, student.email)).statusCode).toBe(200);
    expect(
      (await inject(t.app, { method: "GET", url: "/api/developers/api-key", headers })).json()
        .apiKey,
    ).toBe(fresh);
  });

  it('regenerates the test key alone with {mode: "test"}, and refuses an unknown mode', async () => {
    const { developer, apiKey, testApiKey } = await developerWithKey(t.app);
    const token = (await login(developer.email)).json().accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const regenerate = (payload?: object) =>
      inject(t.app, {
        method: "POST",
        url: "/api/developers/api-key/regenerate",
        headers,
        ...(payload ? { payload } : {}),
      });
    const res = await regenerate({ mode: "test" });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().apiKey as string;
    expect(res.json().mode).toBe("test");
    expect(fresh.startsWith(TEST_API_KEY_PREFIX)).toBe(true);
    expect(fresh).not.toBe(testApiKey);
    const keys = (
      await inject(t.app, { method: "GET", url: "/api/developers/api-key", headers })
    ).json();
    expect(keys).toMatchObject({ apiKey, testApiKey: fresh });
    const sandboxCall = (key: string) =>
      inject(t.app, {
        method: "POST",
        url: "/api/v1/award-trophies",
        headers: { "x-api-key": key },
        payload: { email: "pupil@example.org", amount: 1 },
      });
    expect((await sandboxCall(testApiKey)).statusCode).toBe(401);
    expect((await sandboxCall(fresh)).statusCode).toBe(200);
    const live = await regenerate({ mode: "live" });
    expect(live.json().mode).toBe("live");
    expect(live.json().apiKey.startsWith(TEST_API_KEY_PREFIX)).toBe(false);
    const bad = await regenerate({ mode: "sandbox" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'mode must be "live" or "test"',
      code: "validation_failed",
    });
  });

  it("shows no key to a developer who is no longer validated, and refuses to regenerate", async () => {
    const { developer } = await developerWithKey(t.app);
    const token = (await login(developer.email)).json().accessToken;
    await t.app.db
      .update(users)
      .set({ developerStatus: "pending" })
      .where(eq(users.id, developer.id));
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (await inject(t.app, { method: "GET", url: "/api/developers/api-key", headers })).json(),
    ).toEqual({
      apiKey: null,
      testApiKey: null,
      isValidated: false,
      apiKeyLastUsedAt: null,
      testApiKeyLastUsedAt: null,
    });
    const regen = await inject(t.app, {
      method: "POST",
      url: "/api/developers/api-key/regenerate",
      headers,
    });
    expect(regen.statusCode).toBe(403);
  });

  it("is for developers only", async () => {
    for (const role of ["student", "parent_guide", "admin"] as const) {
      const who = await signInAs(t.app, role);
      for (const [method, url] of [
        ["GET", "/api/developers/api-key"],
        ["POST", "/api/developers/api-key/regenerate"],
        ["GET", "/api/developers/usage"],
      ] as const) {
        expect(
          (await inject(t.app, { method, url, headers: who.headers })).statusCode,
          `${role} ${url}`,
        ).toBe(403);
      }
    }
    expect((await inject(t.app, { method: "GET", url: "/api/developers/usage" })).statusCode).toBe(
      401,
    );
  });
});

describe("GET /api/developers/usage", () => {
  it("counts every call made with the developer's keys, today and in total", async () => {
    const { developer, apiKey } = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    await award(apiKey, student.email);
    await award(apiKey, student.email);
    await award(apiKey, "ghost@example.com");
    const token = (await login(developer.email)).json().accessToken;
    const headers = { authorization: `Bearer ${token}` };
    let usage = (
      await inject(t.app, { method: "GET", url: "/api/developers/usage", headers })
    ).json();
    for (let i = 0; i < 50 && usage.totalCalls < 3; i++) {
      await new Promise((r) => setTimeout(r, 20));
      usage = (
        await inject(t.app, { method: "GET", url: "/api/developers/usage", headers })
      ).json();
    }
    expect(usage.totalCalls).toBe(3);
    expect(usage.dailyStats).toHaveLength(30);
    expect(usage.dailyStats.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      calls: 3,
    });
    expect(usage.dailyStats[0].calls).toBe(0);
  });
});

describe("admin developer approval", () => {
  const adminCall = async (method: "GET" | "PUT" | "DELETE", url: string, payload?: object) => {
    const admin = await signInAs(t.app, "admin");
    return inject(t.app, { method, url, headers: admin.headers, payload });
  };

  it("lists pending and validated developers with their fields, rejected ones not", async () => {
    const pending = await createUser(t.app, { userType: "developer", developerStatus: "pending" });
    const rejected = await createUser(t.app, {
      userType: "developer",
      developerStatus: "rejected",
    });
    const { developers } = (await adminCall("GET", "/api/admin/developers")).json();
    const ids = developers.map((d: { id: string }) => d.id);
    expect(ids).toContain(pending.id);
    expect(ids).not.toContain(rejected.id);
    expect(developers.find((d: { id: string }) => d.id === pending.id)).toEqual({
      id: pending.id,
      email: pending.email,
      companyName: null,
      isValidated: false,
      createdAt: pending.createdAt.toISOString(),
      dailyTrophyBudget: 10_000,
      trophiesAwardedToday: 0,
    });
  });

  it("approves: the developer can sign in and has a first key", async () => {
    const dev = await createUser(t.app, { userType: "developer", developerStatus: "pending" });
    expect((await login(dev.email)).statusCode).toBe(403);
    expect((await adminCall("PUT", `/api/admin/developers/${dev.id}/validate`)).statusCode).toBe(
      200,
    );
    const token = (await login(dev.email)).json().accessToken;
    const key = await inject(t.app, {
      method: "GET",
      url: "/api/developers/api-key",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(key.json().apiKey).toMatch(/^trk_/);
  });

  it("rejects with a reason: sign-in refused as rejected, keys revoked, reason kept", async () => {
    const { developer, apiKey } = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    expect(
      (
        await adminCall("DELETE", `/api/admin/developers/${developer.id}/reject`, {
          reason: "Unknown company",
        })
      ).statusCode,
    ).toBe(200);
    const res = await login(developer.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain("rejected");
    expect((await award(apiKey, student.email)).statusCode).toBe(401);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, developer.id));
    expect(row?.rejectionReason).toBe("Unknown company");
    const noReason = await createUser(t.app, { userType: "developer", developerStatus: "pending" });
    expect(
      (await adminCall("DELETE", `/api/admin/developers/${noReason.id}/reject`)).statusCode,
    ).toBe(200);
  });

  it("answers 404 for unknown or non-developer ids and 400 for malformed ones", async () => {
    const student = await createUser(t.app, { userType: "student" });
    const notFound = await adminCall("PUT", `/api/admin/developers/${student.id}/validate`);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({
      error: ERROR_TEXTS.developer_not_found,
      code: "developer_not_found",
    });
    expect((await adminCall("PUT", "/api/admin/developers/xyz/validate")).statusCode).toBe(400);
  });

  it("is for admins only", async () => {
    const dev = await createUser(t.app, { userType: "developer", developerStatus: "pending" });
    for (const role of ["student", "parent_guide", "developer"] as const) {
      const who = await signInAs(t.app, role);
      for (const [method, url] of [
        ["GET", "/api/admin/developers"],
        ["PUT", `/api/admin/developers/${dev.id}/validate`],
        ["DELETE", `/api/admin/developers/${dev.id}/reject`],
      ] as const) {
        expect(
          (await inject(t.app, { method, url, headers: who.headers })).statusCode,
          `${role} ${url}`,
        ).toBe(403);
      }
    }
    expect((await login(dev.email)).statusCode).toBe(403);
  });
});
