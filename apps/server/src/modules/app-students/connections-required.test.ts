import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { appStudents, parentStudentLinks, trophyTransactions } from "../../db/schema";
import {
  createTestApp,
  inject,
  PASSWORD,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { startReceiver, type Receiver } from "../../../test/webhook-receiver";

/**
 * AWARDS_REQUIRE_CONNECTION=true (docs/product.md §4, Privacy towards apps): an app's live key
 * awards only students who connected it, by pseudonym. An unconnected, stopped or disconnected
 * student, and a connected one named by e-mail, is answered exactly as an address without an
 * account, single and batch, and nothing is written; ending a connection sends the app `connection.revoked`,
 * delivered here to a real HTTP receiver. On PGlite and on PostgreSQL (DATABASE_URL).
 */
let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp({
    AWARDS_REQUIRE_CONNECTION: "true",
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    WEBHOOK_TIMEOUT_SECONDS: "2",
  });
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
afterEach(() => {
  expect(receiver.rejected).toEqual([]);
  receiver.received.length = 0;
});

let endpoints = 0;

/** A validated developer with keys and an endpoint on the receiver for `events`. */
async function appWithHooks(name: string, events = ["connection.revoked"]) {
  const keys = await developerWithKey(t.app, name);
  const login = await inject(t.app, {
    method: "POST",
    url: "/auth/login",
    payload: { email: keys.developer.email, password: PASSWORD },
  });
  const path = `connections-${++endpoints}`;
  const res = await inject(t.app, {
    method: "POST",
    url: "/api/developers/webhooks",
    headers: { authorization: `Bearer ${login.json().accessToken}` },
    payload: { url: receiver.urlFor(path), events },
  });
  expect(res.statusCode).toBe(201);
  receiver.secrets.set(`/${path}`, res.json().webhook.secret);
  return { ...keys, path: `/${path}` };
}

const v1 = (apiKey: string, url: string, payload: object) =>
  inject(t.app, {
    method: "POST",
    url: `/api/v1${url}`,
    headers: { "x-api-key": apiKey },
    payload,
  });
const award = (apiKey: string, payload: object) => v1(apiKey, "/award-trophies", payload);
const batch = (apiKey: string, awards: object[]) => v1(apiKey, "/award-trophies/batch", { awards });

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

/** The student's code, exchanged by the app: its pseudonym for them. */
async function connected(student: SignedIn, apiKey: string): Promise<string> {
  const code = await inject(t.app, {
    method: "POST",
    url: "/api/students/apps/link-code",
    headers: student.headers,
  });
  const res = await v1(apiKey, "/connections", { code: code.json().code });
  expect(res.statusCode).toBe(200);
  return res.json<{ studentRef: string }>().studentRef;
}

const ledgerOf = async (studentId: string) =>
  t.app.db.select().from(trophyTransactions).where(eq(trophyTransactions.studentId, studentId));

/** What an app is answered for an address no account has, single and as a batch's only item. */
async function unknownAnswers(apiKey: string) {
  const single = await award(apiKey, { email: "nobody-here@example.com", amount: 5 });
  const byRef = await award(apiKey, { studentRef: `stu_${"0".repeat(32)}`, amount: 5 });
  const inBatch = await batch(apiKey, [{ email: "nobody-here@example.com", amount: 5 }]);
  expect(single.statusCode).toBe(404);
  return { single, byRef, inBatch };
}

describe("awards where connections are required", () => {
  it("to a student who never connected the app answer as an unknown address and write nothing", async () => {
    const student = await signInAs(t.app, "student");
    const quiz = await appWithHooks("Quiz Town");
    const unknown = await unknownAnswers(quiz.apiKey);

    const single = await award(quiz.apiKey, { email: student.user.email, amount: 5 });
    expect(single.statusCode).toBe(unknown.single.statusCode);
    expect(single.json()).toEqual(unknown.single.json());
    const inBatch = await batch(quiz.apiKey, [{ email: student.user.email, amount: 5 }]);
    expect(inBatch.statusCode).toBe(200);
    expect(inBatch.json()).toEqual(unknown.inBatch.json());
    const keyed = await inject(t.app, {
      method: "POST",
      url: "/api/v1/award-trophies",
      headers: { "x-api-key": quiz.apiKey, "idempotency-key": `never-${student.user.id}` },
      payload: { email: student.user.email, amount: 5 },
    });
    expect(keyed.statusCode).toBe(404);
    expect(keyed.json()).toEqual(unknown.single.json());

    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(0);
    expect(await ledgerOf(student.user.id)).toEqual([]);
    const pairs = await t.app.db
      .select()
      .from(appStudents)
      .where(eq(appStudents.studentId, student.user.id));
    expect(pairs).toEqual([]);
    // A test key's sandbox needs no connection.
    const sandbox = await award(quiz.testApiKey, { email: student.user.email, amount: 5 });
    expect(sandbox.statusCode).toBe(200);
  });

  it("reach a connected student by pseudonym, single and batch", async () => {
    const student = await signInAs(t.app, "student");
    const quiz = await appWithHooks("Quiz Town");
    const other = await appWithHooks("Not Connected");
    const ref = await connected(student, quiz.apiKey);

    const byRef = await award(quiz.apiKey, { studentRef: ref, amount: 6 });
    expect(byRef.json().transaction.studentId).toBe(ref);
    const both = await batch(quiz.apiKey, [
      { studentRef: ref, amount: 1 },
      { studentRef: ref, amount: 2 },
    ]);
    expect(both.json().results.map((r: { success: boolean }) => r.success)).toEqual([true, true]);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(9);
    // Another app is still a stranger to them.
    const unknown = await unknownAnswers(other.apiKey);
    const stranger = await award(other.apiKey, { email: student.user.email, amount: 5 });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(unknown.single.json());
  });

  it("never by e-mail: the right address of a connected student answers as an unknown one", async () => {
    const student = await signInAs(t.app, "student");
    const quiz = await appWithHooks("Quiz Town");
    const ref = await connected(student, quiz.apiKey);
    const unknown = await unknownAnswers(quiz.apiKey);

    // An app that knows the child by pseudonym alone would learn whose address it guessed.
    const single = await award(quiz.apiKey, { email: student.user.email, amount: 5 });
    expect(single.statusCode).toBe(404);
    expect(single.json()).toEqual(unknown.single.json());
    expect(single.body).not.toContain(ref);
    const inBatch = await batch(quiz.apiKey, [{ email: student.user.email, amount: 5 }]);
    expect(inBatch.statusCode).toBe(200);
    expect(inBatch.json()).toEqual(unknown.inBatch.json());
    const mixed = await batch(quiz.apiKey, [
      { email: student.user.email, amount: 5 },
      { email: "nobody-here@example.com", amount: 5 },
    ]);
    const [guessed, nobody] = mixed.json().results as object[];
    expect(guessed).toEqual({ ...nobody, index: 0 });
    const keyed = await inject(t.app, {
      method: "POST",
      url: "/api/v1/award-trophies",
      headers: { "x-api-key": quiz.apiKey, "idempotency-key": `guess-${student.user.id}` },
      payload: { email: student.user.email, amount: 5 },
    });
    expect(keyed.statusCode).toBe(404);
    expect(keyed.json()).toEqual(unknown.single.json());

    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(0);
    expect(await ledgerOf(student.user.id)).toEqual([]);
    // The pseudonym still reaches them.
    expect((await award(quiz.apiKey, { studentRef: ref, amount: 1 })).statusCode).toBe(200);
  });

  it("after the student disconnects: refused at once like an unknown address, and the app gets connection.revoked", async () => {
    const student = await signInAs(t.app, "student");
    const quiz = await appWithHooks("Quiz Town", ["connection.revoked", "award.created"]);
    const ref = await connected(student, quiz.apiKey);
    expect((await award(quiz.apiKey, { studentRef: ref, amount: 5 })).statusCode).toBe(200);
    await receiver.waitFor(1);
    receiver.received.length = 0;

    const off = await inject(t.app, {
      method: "DELETE",
      url: `/api/students/apps/${quiz.developer.id}/connection`,
      headers: student.headers,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().app).toMatchObject({ connected: false, blocked: false, trophies: 5 });

    const unknown = await unknownAnswers(quiz.apiKey);
    const byEmail = await award(quiz.apiKey, { email: student.user.email, amount: 5 });
    const byRef = await award(quiz.apiKey, { studentRef: ref, amount: 5 });
    const inBatch = await batch(quiz.apiKey, [{ studentRef: ref, amount: 5 }]);
    expect([byEmail.statusCode, byRef.statusCode]).toEqual([404, 404]);
    expect(byEmail.json()).toEqual(unknown.single.json());
    expect(byRef.json()).toEqual(unknown.byRef.json());
    expect(inBatch.json()).toEqual(unknown.inBatch.json());
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(5);
    expect(await ledgerOf(student.user.id)).toHaveLength(1);

    const [got] = await receiver.waitFor(1);
    expect(got?.path).toBe(quiz.path);
    expect(got?.payload).toEqual({
      type: "connection.revoked",
      timestamp: expect.any(String),
      livemode: true,
      data: { studentRef: ref, reason: "disconnected" },
    });
    // Nothing about the child beyond the pseudonym.
    expect(got?.body).not.toContain(student.user.email);
    expect(got?.body).not.toContain(student.user.id);

    // Disconnecting again sends nothing more; a new code connects again.
    await inject(t.app, {
      method: "DELETE",
      url: `/api/students/apps/${quiz.developer.id}/connection`,
      headers: student.headers,
    });
    expect(await connected(student, quiz.apiKey)).toBe(ref);
    expect((await award(quiz.apiKey, { studentRef: ref, amount: 1 })).statusCode).toBe(200);
    const all = await receiver.waitFor(2);
    expect(all.map((r) => r.payload.type).sort()).toEqual(["award.created", "connection.revoked"]);
  });

  it("after a parent/guide stops or disconnects the app: refused alike, revoked with its reason", async () => {
    const { parent, student } = await family();
    const quiz = await appWithHooks("Quiz Town");
    const maths = await appWithHooks("Maths Hill");
    const quizRef = await connected(student, quiz.apiKey);
    const mathsRef = await connected(student, maths.apiKey);

    const stop = await inject(t.app, {
      method: "PUT",
      url: `/api/parents/students/${student.user.id}/apps/${quiz.developer.id}`,
      headers: parent.headers,
      payload: { blocked: true },
    });
    expect(stop.json().app).toMatchObject({ blocked: true, blockedBy: "parent", connected: false });
    const off = await inject(t.app, {
      method: "DELETE",
      url: `/api/parents/students/${student.user.id}/apps/${maths.developer.id}/connection`,
      headers: parent.headers,
    });
    expect(off.json().app).toMatchObject({ blocked: false, connected: false });

    for (const [app, ref] of [
      [quiz, quizRef],
      [maths, mathsRef],
    ] as const) {
      const unknown = await unknownAnswers(app.apiKey);
      const byRef = await award(app.apiKey, { studentRef: ref, amount: 5 });
      expect(byRef.statusCode).toBe(404);
      expect(byRef.json()).toEqual(unknown.byRef.json());
      const inBatch = await batch(app.apiKey, [{ studentRef: ref, amount: 5 }]);
      expect(inBatch.json()).toEqual(unknown.inBatch.json());
    }
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(0);

    const got = await receiver.waitFor(2);
    const byPath = Object.fromEntries(got.map((r) => [r.path, r.payload.data]));
    expect(byPath).toEqual({
      [quiz.path]: { studentRef: quizRef, reason: "blocked" },
      [maths.path]: { studentRef: mathsRef, reason: "disconnected" },
    });

    // Allowing the app again does not connect it: that takes a new code.
    await inject(t.app, {
      method: "PUT",
      url: `/api/parents/students/${student.user.id}/apps/${quiz.developer.id}`,
      headers: parent.headers,
      payload: { blocked: false },
    });
    expect((await award(quiz.apiKey, { studentRef: quizRef, amount: 5 })).statusCode).toBe(404);
    expect(await connected(student, quiz.apiKey)).toBe(quizRef);
    expect((await award(quiz.apiKey, { studentRef: quizRef, amount: 5 })).statusCode).toBe(200);
  });

  it("a student's own stop ends the connection too", async () => {
    const student = await signInAs(t.app, "student");
    const quiz = await appWithHooks("Quiz Town");
    const ref = await connected(student, quiz.apiKey);
    const stop = await inject(t.app, {
      method: "PUT",
      url: `/api/students/apps/${quiz.developer.id}`,
      headers: student.headers,
      payload: { blocked: true },
    });
    expect(stop.json().app).toMatchObject({
      blocked: true,
      blockedBy: "student",
      connected: false,
    });
    const unknown = await unknownAnswers(quiz.apiKey);
    const refused = await award(quiz.apiKey, { studentRef: ref, amount: 5 });
    expect(refused.json()).toEqual(unknown.byRef.json());
    const [got] = await receiver.waitFor(1);
    expect(got?.payload.data).toEqual({ studentRef: ref, reason: "blocked" });
  });
});
