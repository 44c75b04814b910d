import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, createTestApp, createUser, inject, type TestApp } from "../../../test/helpers";
import { AdminSetupError, ensureAdmin, generatePassword, hasAdmin } from "./admin-bootstrap";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  inject(t.app, { method: "POST", url: "/auth/login", payload: { email, password } });

describe("ensureAdmin", () => {
  it("creates the admin, then resets its password on a second call", async () => {
    expect(await hasAdmin(t.app.db)).toBe(false);
    expect(await ensureAdmin(t.app.db, " Boss@School.Test ", PASSWORD)).toBe("created");
    expect(await hasAdmin(t.app.db)).toBe(true);
    const first = await login("boss@school.test", PASSWORD);
    expect(first.json().user.user_type).toBe("admin");
    expect(await ensureAdmin(t.app.db, "boss@school.test", "N3wPassword")).toBe("updated");
    expect((await login("boss@school.test", PASSWORD)).statusCode).toBe(401);
    expect((await login("boss@school.test", "N3wPassword")).statusCode).toBe(200);
  });

  it("refuses an e-mail held by another role and a weak password", async () => {
    const student = await createUser(t.app, { userType: "student" });
    await expect(ensureAdmin(t.app.db, student.email, PASSWORD)).rejects.toThrow(AdminSetupError);
    await expect(ensureAdmin(t.app.db, "new-admin@school.test", "weak")).rejects.toThrow(
      AdminSetupError,
    );
  });

  it("generates passwords that pass the password rule", async () => {
    const password = generatePassword();
    expect(await ensureAdmin(t.app.db, "generated@school.test", password)).toBe("created");
  });
});
