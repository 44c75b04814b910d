import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parentStudentLinks } from "../../db/schema";
import {
  createTestApp,
  inject,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";

/**
 * The apps that award a student, seen and stopped by the student and by their linked
 * parents/guides (docs/product.md §4, Privacy towards apps). On PGlite and on PostgreSQL
 * (DATABASE_URL).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (who: SignedIn | null, method: "GET" | "PUT", url: string, payload?: object) =>
  inject(t.app, { method, url, headers: who?.headers ?? {}, payload });
const award = (apiKey: string, email: string, amount: number) =>
  inject(t.app, {
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { "x-api-key": apiKey },
    payload: { email, amount },
  });

async function family() {
  const parent = await signInAs(t.app, "parent_guide");
  const student = await signInAs(t.app, "student");
  await t.app.db.insert(parentStudentLinks).values({
    parentId: parent.user.id,
    studentId: student.user.id,
    status: "accepted",
    respondedAt: new Date(),
  });
  return { parent, student };
}

describe("the apps that award a student", () => {
  it("are listed with what each gave, for the student and their parent/guide alike", async () => {
    const { parent, student } = await family();
    const quiz = await developerWithKey(t.app, "Quiz Town");
    const maths = await developerWithKey(t.app, "Maths Hill");
    await developerWithKey(t.app, "Never Awarded");
    const first = await award(quiz.apiKey, student.user.email, 30);
    await award(quiz.apiKey, student.user.email, 20);
    await award(maths.apiKey, student.user.email, 5);
    const reversed = await inject(t.app, {
      method: "POST",
      url: `/api/v1/awards/${first.json().transaction.id}/reverse`,
      headers: { "x-api-key": quiz.apiKey },
      payload: {},
    });
    expect(reversed.statusCode).toBe(200);

    const mine = await call(student, "GET", "/api/students/apps");
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      apps: [
        {
          developerId: maths.developer.id,
          name: "Maths Hill",
          firstAwardAt: expect.any(String),
          lastAwardAt: expect.any(String),
          trophies: 5,
          blocked: false,
          blockedBy: null,
          connected: false,
        },
        {
          developerId: quiz.developer.id,
          name: "Quiz Town",
          firstAwardAt: expect.any(String),
          lastAwardAt: expect.any(String),
          trophies: 20,
          blocked: false,
          blockedBy: null,
          connected: false,
        },
      ],
    });
    const quizApp = mine.json().apps[1];
    expect(new Date(quizApp.firstAwardAt).getTime()).toBeLessThanOrEqual(
      new Date(quizApp.lastAwardAt).getTime(),
    );
    const theirs = await call(parent, "GET", `/api/parents/students/${student.user.id}/apps`);
    expect(theirs.json()).toEqual(mine.json());
  });

  it("are stopped by the student: the app's awards answer as to an unknown address until allowed", async () => {
    const { student } = await family();
    const quiz = await developerWithKey(t.app, "Quiz Town");
    await award(quiz.apiKey, student.user.email, 10);
    const url = `/api/students/apps/${quiz.developer.id}`;

    const stopped = await call(student, "PUT", url, { blocked: true });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().app).toMatchObject({ blocked: true, blockedBy: "student", trophies: 10 });
    const unknown = await award(quiz.apiKey, "no-such-student@example.com", 1);
    const refused = await award(quiz.apiKey, student.user.email, 1);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(unknown.json());
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(10);

    const allowed = await call(student, "PUT", url, { blocked: false });
    expect(allowed.json().app).toMatchObject({ blocked: false, blockedBy: null });
    expect((await award(quiz.apiKey, student.user.email, 1)).statusCode).toBe(200);
  });

  it("stay stopped by a parent/guide until a parent/guide allows them again", async () => {
    const { parent, student } = await family();
    const quiz = await developerWithKey(t.app, "Quiz Town");
    await award(quiz.apiKey, student.user.email, 10);
    const parentUrl = `/api/parents/students/${student.user.id}/apps/${quiz.developer.id}`;
    const studentUrl = `/api/students/apps/${quiz.developer.id}`;

    const stopped = await call(parent, "PUT", parentUrl, { blocked: true });
    expect(stopped.json().app).toMatchObject({ blocked: true, blockedBy: "parent" });
    const lift = await call(student, "PUT", studentUrl, { blocked: false });
    expect(lift.statusCode).toBe(409);
    expect(lift.json().code).toBe("app_blocked_by_parent");
    // The student's own stop adds to the parent's; the parent's allowing leaves the student's.
    expect((await call(student, "PUT", studentUrl, { blocked: true })).statusCode).toBe(200);
    const parentAllows = await call(parent, "PUT", parentUrl, { blocked: false });
    expect(parentAllows.json().app).toMatchObject({ blocked: true, blockedBy: "student" });
    expect((await award(quiz.apiKey, student.user.email, 1)).statusCode).toBe(404);
    expect((await call(student, "PUT", studentUrl, { blocked: false })).statusCode).toBe(200);
    expect((await award(quiz.apiKey, student.user.email, 1)).statusCode).toBe(200);
  });

  it("refuse anonymous callers, other roles, others' students, unknown apps and bad input", async () => {
    const { parent, student } = await family();
    const quiz = await developerWithKey(t.app, "Quiz Town");
    const silent = await developerWithKey(t.app, "Silent Apps");
    await award(quiz.apiKey, student.user.email, 10);
    const studentUrl = `/api/students/apps/${quiz.developer.id}`;
    const parentUrl = `/api/parents/students/${student.user.id}/apps`;

    expect((await call(null, "GET", "/api/students/apps")).statusCode).toBe(401);
    expect((await call(null, "PUT", studentUrl, { blocked: true })).statusCode).toBe(401);
    expect((await call(null, "GET", parentUrl)).statusCode).toBe(401);
    for (const role of ["parent_guide", "developer", "admin"] as const) {
      const other = await signInAs(t.app, role);
      expect((await call(other, "GET", "/api/students/apps")).statusCode, role).toBe(403);
      expect((await call(other, "PUT", studentUrl, { blocked: true })).statusCode, role).toBe(403);
    }
    for (const role of ["student", "developer", "admin"] as const) {
      const other = role === "student" ? student : await signInAs(t.app, role);
      expect((await call(other, "GET", parentUrl)).statusCode, role).toBe(403);
    }
    const stranger = await signInAs(t.app, "parent_guide");
    const foreign = await call(stranger, "GET", parentUrl);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("link_not_found");
    expect(
      (await call(stranger, "PUT", `${parentUrl}/${quiz.developer.id}`, { blocked: true })).json()
        .code,
    ).toBe("link_not_found");
    // Another student's app list is not this student's to change.
    const otherStudent = await signInAs(t.app, "student");
    const notTheirs = await call(otherStudent, "PUT", studentUrl, { blocked: true });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe("app_not_found");
    const never = await call(student, "PUT", `/api/students/apps/${silent.developer.id}`, {
      blocked: true,
    });
    expect(never.statusCode).toBe(404);
    expect(never.json().code).toBe("app_not_found");
    for (const payload of [{}, { blocked: "yes" }]) {
      const bad = await call(student, "PUT", studentUrl, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe("validation_failed");
    }
    expect(
      (await call(student, "PUT", "/api/students/apps/not-an-id", { blocked: true })).statusCode,
    ).toBe(400);
    expect((await call(parent, "GET", parentUrl)).json().apps[0].blocked).toBe(false);
  });
});
