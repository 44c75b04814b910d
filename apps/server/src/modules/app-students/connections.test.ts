import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  LINK_CODE_ALPHABET,
  LINK_CODE_FAILURES_MAX,
  LINK_CODE_LENGTH,
} from "@trophy/shared/constants";
import { appLinkCodes, appStudents, parentStudentLinks, sandboxStudents } from "../../db/schema";
import {
  createTestApp,
  createUser,
  inject,
  PASSWORD,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { issueApiKey } from "../developers/api-keys.service";

/**
 * Connections in the default mode (docs/product.md §4, Privacy towards apps): a student's, or
 * their parent/guide's, one-time code connects an app, which may then award by its pseudonym;
 * codes expire, are used once and replace each other; wrong codes are limited per developer; test
 * keys never touch real students. On PGlite and on PostgreSQL (DATABASE_URL).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;

const call = (
  who: SignedIn | null,
  method: "GET" | "POST" | "DELETE",
  url: string,
  payload?: object,
) => inject(t.app, { method, url, headers: who?.headers ?? {}, payload });
const connect = (apiKey: string, code: unknown) =>
  inject(t.app, {
    method: "POST",
    url: "/api/v1/connections",
    headers: { "x-api-key": apiKey },
    payload: { code },
  });
const award = (apiKey: string, payload: object) =>
  inject(t.app, {
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { "x-api-key": apiKey },
    payload,
  });
async function codeFor(student: SignedIn): Promise<string> {
  const res = await call(student, "POST", "/api/students/apps/link-code");
  expect(res.statusCode).toBe(200);
  return res.json<{ code: string }>().code;
}
/** Moves the clock the server reads (Date only: timers and the database keep real time). */
function clockAt(time: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(time);
}

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

describe("a link code", () => {
  it("is 8 readable characters for 10 minutes, and connects the app that types it in, once", async () => {
    const student = await signInAs(t.app, "student");
    const quiz = await developerWithKey(t.app, "Quiz Town");
    const before = Date.now();
    const issued = await call(student, "POST", "/api/students/apps/link-code");
    expect(issued.statusCode).toBe(200);
    const { code, expiresAt } = issued.json<{ code: string; expiresAt: string }>();
    expect(code).toHaveLength(LINK_CODE_LENGTH);
    expect(code).toMatch(new RegExp(`^[${LINK_CODE_ALPHABET}]+$`));
    expect(code).not.toMatch(/[01OIL5S2Z8BUV]/);
    const ttl = new Date(expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThanOrEqual(10 * MINUTE - 1000);
    expect(ttl).toBeLessThanOrEqual(10 * MINUTE + 5000);
    // Only a hash is kept.
    const [stored] = await t.app.db
      .select()
      .from(appLinkCodes)
      .where(eq(appLinkCodes.studentId, student.user.id));
    expect(stored?.codeHash).not.toContain(code);

    // Typed as people copy it: lower case, in two groups.
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()} `;
    const connected = await connect(quiz.apiKey, typed);
    expect(connected.statusCode).toBe(200);
    expect(connected.headers["ratelimit-limit"]).toBeDefined();
    const { studentRef } = connected.json<{ studentRef: string }>();
    expect(connected.json()).toEqual({
      livemode: true,
      studentRef: expect.stringMatching(/^stu_[0-9a-f]{32}$/),
    });

    const again = await connect(quiz.apiKey, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("invalid_link_code");
    const other = await developerWithKey(t.app, "Other App");
    expect((await connect(other.apiKey, code)).json().code).toBe("invalid_link_code");

    // Listed as connected before it ever awarded; then it awards by its pseudonym.
    const listed = await call(student, "GET", "/api/students/apps");
    expect(listed.json().apps).toEqual([
      {
        developerId: quiz.developer.id,
        name: "Quiz Town",
        firstAwardAt: null,
        lastAwardAt: null,
        trophies: 0,
        blocked: false,
        blockedBy: null,
        connected: true,
      },
    ]);
    const awarded = await award(quiz.apiKey, { studentRef, amount: 7 });
    expect(awarded.statusCode).toBe(200);
    expect(awarded.json().transaction.studentId).toBe(studentRef);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(7);
    // The same pseudonym as by e-mail.
    const byEmail = await award(quiz.apiKey, { email: student.user.email, amount: 1 });
    expect(byEmail.json().transaction.studentId).toBe(studentRef);
  });

  it("is replaced by a newer one, whoever asked for it", async () => {
    const { parent, student } = await family();
    const quiz = await developerWithKey(t.app, "Quiz Town");
    const first = await codeFor(student);
    const second = await call(
      parent,
      "POST",
      `/api/parents/students/${student.user.id}/apps/link-code`,
    );
    expect(second.statusCode).toBe(200);
    expect((await connect(quiz.apiKey, first)).json().code).toBe("invalid_link_code");
    const connected = await connect(quiz.apiKey, second.json().code);
    expect(connected.statusCode).toBe(200);
    const theirs = await call(parent, "GET", `/api/parents/students/${student.user.id}/apps`);
    expect(theirs.json().apps).toMatchObject([{ developerId: quiz.developer.id, connected: true }]);
  });

  it("expires 10 minutes after it was given", async () => {
    const student = await signInAs(t.app, "student");
    const quiz = await developerWithKey(t.app, "Quiz Town");
    const start = Date.now();
    clockAt(start);
    const early = await codeFor(student);
    clockAt(start + 10 * MINUTE - 1000);
    expect((await connect(quiz.apiKey, early)).statusCode).toBe(200);

    const other = await developerWithKey(t.app, "Late App");
    clockAt(start);
    const late = await codeFor(student);
    clockAt(start + 10 * MINUTE + 1000);
    const refused = await connect(other.apiKey, late);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("invalid_link_code");
  });

  it("is used once when two apps exchange it at the same moment", async () => {
    const appA = await developerWithKey(t.app, "Race A");
    const appB = await developerWithKey(t.app, "Race B");
    for (let round = 0; round < 5; round++) {
      const student = await signInAs(t.app, "student");
      const code = await codeFor(student);
      const answers = await Promise.all([connect(appA.apiKey, code), connect(appB.apiKey, code)]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([200, 400]);
      const pairs = await t.app.db
        .select()
        .from(appStudents)
        .where(eq(appStudents.studentId, student.user.id));
      expect(pairs).toHaveLength(1);
      expect(pairs[0]?.connectedAt).not.toBeNull();
    }
  });
});

describe("wrong codes", () => {
  it("five in 10 minutes from one developer's apps: 429 with Retry-After, even for a right code, until they age out", async () => {
    const student = await signInAs(t.app, "student");
    const guesser = await developerWithKey(t.app, "Guesser");
    const bystander = await developerWithKey(t.app, "Bystander");
    const start = Date.now();
    clockAt(start);
    const code = await codeFor(student);
    for (let i = 0; i < LINK_CODE_FAILURES_MAX; i++) {
      const wrong = await connect(guesser.apiKey, i % 2 ? "AAAAAAAA" : "not a code");
      expect(wrong.statusCode, `wrong code ${i}`).toBe(400);
      expect(wrong.json().code).toBe("invalid_link_code");
    }
    const limited = await connect(guesser.apiKey, code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("too_many_link_code_attempts");
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(11 * 60);
    expect(limited.headers["ratelimit-limit"]).toBeDefined();
    // Another developer is not held back; the refused code was not used up.
    const elsewhere = await developerWithKey(t.app, "Elsewhere");
    expect((await connect(bystander.apiKey, "AAAAAAAA")).statusCode).toBe(400);

    clockAt(start + retryAfter * 1000 - 2000);
    expect((await connect(guesser.apiKey, code)).statusCode).toBe(429);
    clockAt(start + retryAfter * 1000);
    const later = await signInAs(t.app, "student");
    const fresh = await codeFor(later);
    expect((await connect(guesser.apiKey, fresh)).statusCode).toBe(200);
    clockAt(start);
    expect((await connect(elsewhere.apiKey, code)).statusCode).toBe(200);
  });

  it("sent all at once are looked at no more than five times", async () => {
    const guesser = await developerWithKey(t.app, "Parallel Guesser");
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        connect(guesser.apiKey, `WRONG${String(i).padStart(3, "A")}`),
      ),
    );
    const wrong = answers.filter((a) => a.statusCode === 400);
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(wrong.length + limited.length).toBe(12);
    expect(wrong.length).toBeLessThanOrEqual(LINK_CODE_FAILURES_MAX);
    expect(limited.length).toBeGreaterThanOrEqual(12 - LINK_CODE_FAILURES_MAX);
    for (const a of limited) expect(Number(a.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("a test key", () => {
  it("connects a sandbox student of its own for any well-formed code, once, and never a real student", async () => {
    const student = await signInAs(t.app, "student");
    const quiz = await developerWithKey(t.app, "Sandbox Quiz");
    const code = await codeFor(student);
    const sandbox = await connect(quiz.testApiKey, code);
    expect(sandbox.statusCode).toBe(200);
    const { studentRef } = sandbox.json<{ studentRef: string }>();
    expect(sandbox.json()).toEqual({
      livemode: false,
      studentRef: expect.stringMatching(/^stu_[0-9a-f]{32}$/),
    });
    expect((await connect(quiz.testApiKey, code)).json().code).toBe("invalid_link_code");
    expect((await connect(quiz.testApiKey, "short")).json().code).toBe("invalid_link_code");
    // The sandbox student is awarded by that pseudonym in the sandbox.
    const awarded = await award(quiz.testApiKey, { studentRef, amount: 3 });
    expect(awarded.json()).toMatchObject({
      livemode: false,
      transaction: { studentId: studentRef },
    });
    const [row] = await t.app.db
      .select()
      .from(sandboxStudents)
      .where(eq(sandboxStudents.developerId, quiz.developer.id));
    expect(row?.balance).toBe(3);

    // The real student is untouched and their code still theirs to give.
    expect((await call(student, "GET", "/api/students/apps")).json().apps).toEqual([]);
    const live = await connect(quiz.apiKey, code);
    expect(live.statusCode).toBe(200);
    expect(live.json().studentRef).not.toBe(studentRef);
  });
});

describe("disconnecting", () => {
  it("by the student or their parent/guide ends the connection; again changes nothing", async () => {
    const { parent, student } = await family();
    const quiz = await developerWithKey(t.app, "Quiz Town");
    const maths = await developerWithKey(t.app, "Maths Hill");
    await connect(quiz.apiKey, await codeFor(student));
    await connect(maths.apiKey, await codeFor(student));

    const mine = await call(
      student,
      "DELETE",
      `/api/students/apps/${quiz.developer.id}/connection`,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json().app).toMatchObject({ developerId: quiz.developer.id, connected: false });
    const twice = await call(
      student,
      "DELETE",
      `/api/students/apps/${quiz.developer.id}/connection`,
    );
    expect(twice.statusCode).toBe(200);
    expect(twice.json().app.connected).toBe(false);

    const url = `/api/parents/students/${student.user.id}/apps/${maths.developer.id}/connection`;
    const theirs = await call(parent, "DELETE", url);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().app).toMatchObject({ developerId: maths.developer.id, connected: false });
    const listed = await call(student, "GET", "/api/students/apps");
    expect(listed.json().apps.map((a: { connected: boolean }) => a.connected)).toEqual([
      false,
      false,
    ]);
    // A new code connects it again, under the same pseudonym.
    const before = await t.app.db
      .select({ ref: appStudents.ref })
      .from(appStudents)
      .where(
        and(
          eq(appStudents.studentId, student.user.id),
          eq(appStudents.developerId, quiz.developer.id),
        ),
      );
    const again = await connect(quiz.apiKey, await codeFor(student));
    expect(again.json().studentRef).toBe(before[0]?.ref);
  });

  it("a stopped app cannot use the student's code: answered as a wrong one, the code kept for others", async () => {
    const { parent, student } = await family();
    const quiz = await developerWithKey(t.app, "Quiz Town");
    const other = await developerWithKey(t.app, "Other App");
    await connect(quiz.apiKey, await codeFor(student));
    const stop = await inject(t.app, {
      method: "PUT",
      url: `/api/parents/students/${student.user.id}/apps/${quiz.developer.id}`,
      headers: parent.headers,
      payload: { blocked: true },
    });
    expect(stop.json().app).toMatchObject({ blocked: true, connected: false });
    const code = await codeFor(student);
    const wrong = await connect(quiz.apiKey, "AAAAAAAA");
    const refused = await connect(quiz.apiKey, code);
    expect(refused.statusCode).toBe(wrong.statusCode);
    expect(refused.json()).toEqual(wrong.json());
    expect((await connect(other.apiKey, code)).statusCode).toBe(200);
  });
});

describe("refusals", () => {
  it("of the student's and parent/guide's routes: anonymous, other roles, others' students and apps", async () => {
    const { parent, student } = await family();
    const quiz = await developerWithKey(t.app, "Quiz Town");
    await connect(quiz.apiKey, await codeFor(student));
    const codeUrl = "/api/students/apps/link-code";
    const disconnectUrl = `/api/students/apps/${quiz.developer.id}/connection`;
    const parentCodeUrl = `/api/parents/students/${student.user.id}/apps/link-code`;
    const parentDisconnectUrl = `/api/parents/students/${student.user.id}/apps/${quiz.developer.id}/connection`;

    for (const [method, url] of [
      ["POST", codeUrl],
      ["DELETE", disconnectUrl],
      ["POST", parentCodeUrl],
      ["DELETE", parentDisconnectUrl],
    ] as const) {
      expect((await call(null, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const role of ["parent_guide", "developer", "admin"] as const) {
      const other = await signInAs(t.app, role);
      expect((await call(other, "POST", codeUrl)).statusCode, role).toBe(403);
      expect((await call(other, "DELETE", disconnectUrl)).statusCode, role).toBe(403);
    }
    for (const role of ["student", "developer", "admin"] as const) {
      const other = role === "student" ? student : await signInAs(t.app, role);
      expect((await call(other, "POST", parentCodeUrl)).statusCode, role).toBe(403);
      expect((await call(other, "DELETE", parentDisconnectUrl)).statusCode, role).toBe(403);
    }
    // A parent/guide not linked (or only asked to be) gets nothing of the student's.
    const stranger = await signInAs(t.app, "parent_guide");
    const pending = await signInAs(t.app, "parent_guide");
    await t.app.db
      .insert(parentStudentLinks)
      .values({ parentId: pending.user.id, studentId: student.user.id });
    for (const who of [stranger, pending]) {
      const code = await call(who, "POST", parentCodeUrl);
      expect(code.statusCode).toBe(404);
      expect(code.json().code).toBe("link_not_found");
      const off = await call(who, "DELETE", parentDisconnectUrl);
      expect(off.statusCode).toBe(404);
      expect(off.json().code).toBe("link_not_found");
    }
    // Another student has no such app to disconnect; the connection stays.
    const otherStudent = await signInAs(t.app, "student");
    const notTheirs = await call(otherStudent, "DELETE", disconnectUrl);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe("app_not_found");
    expect((await call(student, "GET", "/api/students/apps")).json().apps[0].connected).toBe(true);
    expect(
      (await call(student, "DELETE", "/api/students/apps/not-an-id/connection")).statusCode,
    ).toBe(400);
    expect(
      (await call(parent, "POST", "/api/parents/students/not-an-id/apps/link-code")).statusCode,
    ).toBe(400);
  });

  it("of the exchange: no key, an unknown key, no code, a developer not approved", async () => {
    const noKey = await inject(t.app, {
      method: "POST",
      url: "/api/v1/connections",
      payload: { code: "AAAAAAAA" },
    });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().code).toBe("api_key_missing");
    expect((await connect("trk_unknown", "AAAAAAAA")).json().code).toBe("api_key_invalid");
    const quiz = await developerWithKey(t.app, "Quiz Town");
    for (const payload of [{}, { code: 12345678 }, { code: "" }]) {
      const bad = await inject(t.app, {
        method: "POST",
        url: "/api/v1/connections",
        headers: { "x-api-key": quiz.apiKey },
        payload,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe("validation_failed");
    }
    const pending = await createUser(t.app, { userType: "developer", developerStatus: "pending" });
    const pendingKey = await issueApiKey(t.app.db, t.app.apiKeySecrets, pending.id);
    const student = await signInAs(t.app, "student");
    const refused = await connect(pendingKey, await codeFor(student));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("developer_not_validated");
  });
});

describe("deleting the account", () => {
  it("removes the student's code and connections", async () => {
    const student = await signInAs(t.app, "student");
    const quiz = await developerWithKey(t.app, "Quiz Town");
    await connect(quiz.apiKey, await codeFor(student));
    const code = await codeFor(student);
    const deleted = await inject(t.app, {
      method: "DELETE",
      url: "/api/users/me",
      headers: student.headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    const codes = await t.app.db
      .select()
      .from(appLinkCodes)
      .where(eq(appLinkCodes.studentId, student.user.id));
    expect(codes).toEqual([]);
    const pairs = await t.app.db
      .select({ connectedAt: appStudents.connectedAt })
      .from(appStudents)
      .where(eq(appStudents.studentId, student.user.id));
    expect(pairs).toEqual([{ connectedAt: null }]);
    const other = await developerWithKey(t.app, "Other App");
    expect((await connect(other.apiKey, code)).json().code).toBe("invalid_link_code");
  });
});
