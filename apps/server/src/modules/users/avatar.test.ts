import { AVATAR_IDS } from "@trophy/shared/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parentStudentLinks, users } from "../../db/schema";
import {
  createTestApp,
  inject,
  PASSWORD,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { ERROR_TEXTS } from "../../texts/errors";

/**
 * A student's avatar (PUT /api/users/profile {avatar}): one of the product's ids, the student's
 * own, returned with the user and to linked parents/guides; on PGlite and on PostgreSQL
 * (DATABASE_URL).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const putProfile = (who: SignedIn, payload: object) =>
  inject(t.app, { method: "PUT", url: "/api/users/profile", headers: who.headers, payload });
const getProfile = (who: SignedIn) =>
  inject(t.app, { method: "GET", url: "/api/users/profile", headers: who.headers });

describe("a student's avatar", () => {
  it("is none at first, then the one picked, kept when only the name changes", async () => {
    const student = await signInAs(t.app, { userType: "student", name: "Ava" });
    expect((await getProfile(student)).json().user.avatar).toBeNull();

    const picked = await putProfile(student, { avatar: "panda" });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().user).toMatchObject({ id: student.user.id, name: "Ava", avatar: "panda" });
    expect((await getProfile(student)).json().user.avatar).toBe("panda");

    const renamed = await putProfile(student, { name: "Ava Lee" });
    expect(renamed.json().user).toMatchObject({ name: "Ava Lee", avatar: "panda" });

    const both = await putProfile(student, { name: "Ava", avatar: "rocket" });
    expect(both.json().user).toMatchObject({ name: "Ava", avatar: "rocket" });
  });

  it("comes with the user at sign-in", async () => {
    const student = await signInAs(t.app, "student");
    await putProfile(student, { avatar: "turtle" });
    const login = await inject(t.app, {
      method: "POST",
      url: "/auth/login",
      payload: { email: student.user.email, password: PASSWORD },
    });
    expect(login.json().user.avatar).toBe("turtle");
  });

  it("accepts every id of the product's set", async () => {
    const student = await signInAs(t.app, "student");
    for (const avatar of AVATAR_IDS) {
      const res = await putProfile(student, { avatar });
      expect(res.statusCode, avatar).toBe(200);
      expect(res.json().user.avatar).toBe(avatar);
    }
  });

  it("goes back to none with null", async () => {
    const student = await signInAs(t.app, "student");
    await putProfile(student, { avatar: "fish" });
    const cleared = await putProfile(student, { avatar: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().user.avatar).toBeNull();
    expect((await reloadUser(t.app, student.user.id)).avatar).toBeNull();
  });

  it.each([
    ["an unknown id", { avatar: "unicorn" }],
    ["another case", { avatar: "CAT" }],
    ["a number", { avatar: 3 }],
    ["a picture's address", { avatar: "https://example.com/me.png" }],
    ["nothing to change", {}],
  ])("refuses %s with 400 and changes nothing", async (_, payload) => {
    const student = await signInAs(t.app, "student");
    await putProfile(student, { avatar: "dog" });
    const res = await putProfile(student, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("validation_failed");
    expect((await reloadUser(t.app, student.user.id)).avatar).toBe("dog");
  });

  it.each(["parent_guide", "developer", "admin"] as const)(
    "is refused to a %s with 403, whose name still changes and who keeps none",
    async (userType) => {
      const other = await signInAs(t.app, userType);
      const refused = await putProfile(other, { avatar: "cat" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: ERROR_TEXTS.avatar_for_students_only,
        code: "avatar_for_students_only",
      });
      // Not even clearing one: no role but a student has an avatar to clear.
      expect((await putProfile(other, { avatar: null })).statusCode).toBe(403);
      const renamed = await putProfile(other, { name: "New Name" });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().user).toMatchObject({ name: "New Name", avatar: null });
      expect((await reloadUser(t.app, other.user.id)).avatar).toBeNull();
    },
  );

  it("cannot be stored on another role, even by hand", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    await expect(
      t.app.db.update(users).set({ avatar: "cat" }).where(eq(users.id, parent.user.id)),
    ).rejects.toThrow();
  });

  it("is shown to linked parents/guides only", async () => {
    const student = await signInAs(t.app, { userType: "student", name: "Linked Lu" });
    const parent = await signInAs(t.app, "parent_guide");
    const pending = await signInAs(t.app, "parent_guide");
    await t.app.db.insert(parentStudentLinks).values([
      {
        parentId: parent.user.id,
        studentId: student.user.id,
        status: "accepted",
        respondedAt: new Date(),
      },
      { parentId: pending.user.id, studentId: student.user.id },
    ]);
    const list = async (who: SignedIn) =>
      (
        await inject(t.app, { method: "GET", url: "/api/parents/students", headers: who.headers })
      ).json().students as { id: string; avatar: string | null }[];

    expect((await list(parent)).find((s) => s.id === student.user.id)?.avatar).toBeNull();
    await putProfile(student, { avatar: "squirrel" });
    expect((await list(parent)).find((s) => s.id === student.user.id)?.avatar).toBe("squirrel");
    expect(await list(pending)).toEqual([]);
  });
});
