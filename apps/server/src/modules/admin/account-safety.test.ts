import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import {
  PASSWORD,
  createTestApp,
  createUser,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { isSuspended } from "../accounts/user-status";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deleteMe = (who: SignedIn) =>
  inject(t.app, {
    method: "DELETE",
    url: "/api/users/me",
    headers: who.headers,
    payload: { password: PASSWORD },
  });
const suspend = (admin: SignedIn, id: string) =>
  inject(t.app, {
    method: "PUT",
    url: `/api/admin/users/${id}/suspend`,
    headers: admin.headers,
    payload: { reason: "Testing" },
  });

async function activeAdmins(): Promise<number> {
  const admins = await t.app.db
    .select()
    .from(users)
    .where(and(eq(users.userType, "admin"), isNull(users.deletedAt)));
  return admins.filter((a) => !isSuspended(a)).length;
}

describe("the last active admin", () => {
  // Each test starts with no admin: those of earlier tests count as gone.
  beforeEach(async () => {
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.userType, "admin"));
  });

  it("cannot delete their own account while the only other admin is suspended (it could)", async () => {
    const admin = await signInAs(t.app, "admin");
    const other = await createUser(t.app, { userType: "admin" });
    expect((await suspend(admin, other.id)).statusCode).toBe(200);
    const refused = await deleteMe(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: "The last active admin account cannot be deleted",
      code: "last_admin",
    });
    expect(await activeAdmins()).toBe(1);
    // Once the other is active again, either may go.
    await inject(t.app, {
      method: "PUT",
      url: `/api/admin/users/${other.id}/unsuspend`,
      headers: admin.headers,
    });
    expect((await deleteMe(admin)).statusCode).toBe(200);
    expect(await activeAdmins()).toBe(1);
  });

  it("of two admins deleting themselves at once beside a suspended third, exactly one goes", async () => {
    const first = await signInAs(t.app, "admin");
    const second = await signInAs(t.app, "admin");
    const third = await createUser(t.app, { userType: "admin" });
    expect((await suspend(first, third.id)).statusCode).toBe(200);
    const answers = await Promise.all([deleteMe(first), deleteMe(second)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await activeAdmins()).toBe(1);
  });
});

describe("rejecting a developer", () => {
  it("ends the developer's sessions: the access and refresh tokens stop working (they kept working)", async () => {
    const admin = await signInAs(t.app, "admin");
    const developer = await signInAs(t.app, "developer");
    const key = () =>
      inject(t.app, { method: "GET", url: "/api/developers/api-key", headers: developer.headers });
    expect((await key()).statusCode).toBe(200);

    const rejected = await inject(t.app, {
      method: "DELETE",
      url: `/api/admin/developers/${developer.user.id}/reject`,
      headers: admin.headers,
      payload: { reason: "Not an education app" },
    });
    expect(rejected.statusCode).toBe(200);

    expect((await key()).statusCode).toBe(401);
    const renewed = await inject(t.app, {
      method: "POST",
      url: "/auth/refresh",
      payload: { refreshToken: developer.refreshToken },
    });
    expect(renewed.statusCode).toBe(401);
    const again = await inject(t.app, {
      method: "POST",
      url: "/auth/login",
      payload: { email: developer.user.email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toContain("rejected");
  });

  it("ends a session left from before, when an already rejected developer is rejected again", async () => {
    const admin = await signInAs(t.app, "admin");
    const developer = await signInAs(t.app, "developer");
    await t.app.db
      .update(users)
      .set({ developerStatus: "rejected" })
      .where(eq(users.id, developer.user.id));
    const reject = () =>
      inject(t.app, {
        method: "DELETE",
        url: `/api/admin/developers/${developer.user.id}/reject`,
        headers: admin.headers,
        payload: {},
      });
    const answers = await Promise.all([reject(), reject()]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const profile = await inject(t.app, {
      method: "GET",
      url: "/api/users/profile",
      headers: developer.headers,
    });
    expect(profile.statusCode).toBe(401);
  });
});
