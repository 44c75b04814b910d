import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminStats } from "@trophy/shared/schemas/admin";
import {
  PASSWORD,
  createTestApp,
  createUser,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
  ADULT_BIRTH,
} from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin");
});
afterAll(() => t.close());

const get = (url: string) => inject(t.app, { method: "GET", url, headers: admin.headers });
const put = (url: string, payload?: object) =>
  inject(t.app, { method: "PUT", url, headers: admin.headers, payload });
const login = (email: string) =>
  inject(t.app, { method: "POST", url: "/auth/login", payload: { email, password: PASSWORD } });

describe("admin routes refuse everyone but admins", () => {
  const routes: ["GET" | "PUT" | "POST" | "DELETE", string][] = [
    ["GET", "/api/admin/dashboard"],
    ["GET", "/api/admin/users"],
    ["PUT", "/api/admin/users/00000000-0000-4000-8000-000000000000/suspend"],
    ["PUT", "/api/admin/users/00000000-0000-4000-8000-000000000000/unsuspend"],
    ["GET", "/api/admin/gift-cards/inventory"],
    ["POST", "/api/admin/gift-cards/upload"],
    ["POST", "/api/admin/gift-cards"],
    ["GET", "/api/admin/gift-cards/export"],
    ["DELETE", "/api/admin/gift-cards/bulk"],
  ];
  it.each(routes)("%s %s", async (method, url) => {
    expect((await inject(t.app, { method, url, payload: {} })).statusCode).toBe(401);
    for (const role of ["student", "developer", "parent_guide"] as const) {
      const who = await signInAs(t.app, role);
      expect(
        (await inject(t.app, { method, url, headers: who.headers, payload: {} })).statusCode,
        role,
      ).toBe(403);
    }
  });
});

describe("GET /api/admin/dashboard", () => {
  it("counts users by type and pending developers, and shows recent activity newest first", async () => {
    await createUser(t.app, { userType: "developer", developerStatus: "pending" });
    const before = (await get("/api/admin/dashboard")).json<AdminStats>();
    await inject(t.app, {
      method: "POST",
      url: "/auth/register",
      payload: { userType: "student", email: "fresh@example.com", name: "Fresh", ...ADULT_BIRTH },
    });
    await inject(t.app, {
      method: "POST",
      url: "/auth/register",
      payload: { userType: "developer", email: "dev-fresh@example.com", password: PASSWORD },
    });
    const stats = (await get("/api/admin/dashboard")).json();
    expect(stats.totalUsers).toBe(before.totalUsers + 2);
    expect(stats.totalStudents).toBe(before.totalStudents + 1);
    expect(stats.totalDevelopers).toBe(before.totalDevelopers + 1);
    expect(stats.pendingValidations).toBe(before.pendingValidations + 1);
    expect(stats.totalRewards).toEqual(expect.any(Number));
    expect(stats.recentActivity[0]).toEqual({
      description: "Developer dev-fresh@example.com registered",
      descriptionText: {
        key: "activity_registered",
        params: { role: "developer", email: "dev-fresh@example.com" },
      },
      type: "registration",
      timestamp: expect.any(String),
    });
    expect(stats.recentActivity[1].description).toBe("Student fresh@example.com registered");
  });
});

describe("GET /api/admin/users", () => {
  it("filters by type, searches e-mail or name case-insensitively, and pages", async () => {
    for (let i = 0; i < 25; i++)
      await createUser(t.app, {
        userType: "parent_guide",
        name: `Zebra Keeper ${i}`,
        email: `keeper${i}@zoo.test`,
      });
    await createUser(t.app, {
      userType: "student",
      name: "Ada Lovelace",
      email: "countess@math.test",
    });
    const byName = (await get("/api/admin/users?search=lovelace")).json();
    expect(byName.total).toBe(1);
    expect(byName.users[0]).toMatchObject({
      email: "countess@math.test",
      user_type: "student",
      isSuspended: false,
      suspendedUntil: null,
    });
    expect((await get("/api/admin/users?search=COUNTESS@")).json().total).toBe(1);
    expect((await get("/api/admin/users?search=countess&userType=developer")).json().total).toBe(0);

    const first = (
      await get("/api/admin/users?search=zebra&userType=parent_guide&limit=20&offset=0")
    ).json();
    expect(first.total).toBe(25);
    expect(first.users).toHaveLength(20);
    const second = (
      await get("/api/admin/users?search=zebra&userType=parent_guide&limit=20&offset=20")
    ).json();
    expect(second.users).toHaveLength(5);
    expect(new Set([...first.users, ...second.users].map((u: { id: string }) => u.id)).size).toBe(
      25,
    );
    expect((await get("/api/admin/users?search=100%25")).json().total).toBe(0);
    expect((await get("/api/admin/users?userType=all&limit=1")).json().users).toHaveLength(1);
  });

  it("rejects bad query values with 400", async () => {
    for (const q of ["limit=0", "limit=1000", "offset=-1", "userType=wizard", "limit=abc"]) {
      expect((await get(`/api/admin/users?${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe("suspending users", () => {
  it("refuses sign-in and ends live sessions, and lifting it restores access", async () => {
    const student = await signInAs(t.app, "student");
    const res = await put(`/api/admin/users/${student.user.id}/suspend`, {
      reason: "Abusive messages",
      durationDays: 7,
    });
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user).toMatchObject({ isSuspended: true, suspensionReason: "Abusive messages" });
    expect(Date.parse(user.suspendedUntil) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await login(student.user.email)).json().error).toContain("suspended");
    // Its existing token is told why, on every call (not a bare 401 that would send it to refresh).
    const call = await inject(t.app, {
      method: "GET",
      url: "/api/students/trophies",
      headers: student.headers,
    });
    expect(call.statusCode).toBe(403);
    expect(call.json().error).toContain("suspended");
    const listed = (
      await get(`/api/admin/users?search=${encodeURIComponent(student.user.email)}`)
    ).json().users[0];
    expect(listed.isSuspended).toBe(true);

    expect(
      (await put(`/api/admin/users/${student.user.id}/unsuspend`)).json().user.isSuspended,
    ).toBe(false);
    expect((await login(student.user.email)).statusCode).toBe(200);
  });

  it("takes the duration as `duration` too, and no duration means permanent", async () => {
    const a = await createUser(t.app, { userType: "parent_guide" });
    const b = await createUser(t.app, { userType: "parent_guide" });
    expect(
      (await put(`/api/admin/users/${a.id}/suspend`, { reason: "x", duration: "3" })).json().user
        .suspendedUntil,
    ).not.toBeNull();
    expect(
      (await put(`/api/admin/users/${b.id}/suspend`, { reason: "x", durationDays: "" })).json().user
        .suspendedUntil,
    ).toBeNull();
  });

  it("stops a suspended developer's API key until the suspension is lifted", async () => {
    const { developer, apiKey } = await developerWithKey(t.app);
    const student = await createUser(t.app, { userType: "student" });
    const award = () =>
      inject(t.app, {
        method: "POST",
        url: "/api/v1/award-trophies",
        headers: { "x-api-key": apiKey },
        payload: { email: student.email, amount: 1 },
      });
    await put(`/api/admin/users/${developer.id}/suspend`, { reason: "Spam awards" });
    expect((await award()).statusCode).toBe(403);
    await put(`/api/admin/users/${developer.id}/unsuspend`);
    expect((await award()).statusCode).toBe(200);
  });

  it("requires a reason, refuses self-suspension and unknown users", async () => {
    const user = await createUser(t.app, { userType: "student" });
    const noReason = await put(`/api/admin/users/${user.id}/suspend`, { reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe("A reason is required to suspend a user");
    expect((await put(`/api/admin/users/${user.id}/suspend`, {})).statusCode).toBe(400);
    expect(
      (await put(`/api/admin/users/${user.id}/suspend`, { reason: "x", durationDays: 0 }))
        .statusCode,
    ).toBe(400);
    const self = await put(`/api/admin/users/${admin.user.id}/suspend`, { reason: "oops" });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      error: ERROR_TEXTS.cannot_suspend_self,
      code: "cannot_suspend_self",
    });
    expect(
      (await put("/api/admin/users/5c0b1d6e-0000-4000-8000-000000000000/suspend", { reason: "x" }))
        .statusCode,
    ).toBe(404);
    expect((await put("/api/admin/users/nope/suspend", { reason: "x" })).statusCode).toBe(400);
  });
});
