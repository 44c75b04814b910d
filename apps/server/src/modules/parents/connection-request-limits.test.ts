import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONNECTION_REQUESTS_PER_DAY } from "@trophy/shared/constants";
import {
  blockedParents,
  mailOutbox,
  parentStudentLinks,
  rateLimitCounters,
  withheldConnectionRequests,
} from "../../db/schema";
import {
  createTestApp,
  createUser,
  inject,
  signInAs,
  uniqueEmail,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { mailsTo } from "../../../test/notification-mail";
import { ERROR_TEXTS } from "../../texts/errors";
import { NOTICES } from "../../texts/notices";

/**
 * What a parent/guide's connection requests can do to a student (docs/product.md §4, Connection
 * request; §9): a few a day, none after a decline or a block, every one answered alike, and the
 * mail free of the requester's own words in its subject. Known and unknown addresses answer and
 * list the same. On PGlite and on PostgreSQL (DATABASE_URL), where parallel requests really race.
 */
let t: TestApp;
beforeAll(async () => {
  // Parallel requests on a shared test machine must not be told the server is busy.
  t = await createTestApp({ OVERLOAD_EVENT_LOOP_DELAY_MS: "0" });
});
afterAll(() => t.close());

const call = (
  who: SignedIn | null,
  method: "GET" | "POST" | "DELETE",
  url: string,
  payload?: object,
) => inject(t.app, { method, url, headers: who?.headers ?? {}, payload });
const send = (parent: SignedIn, studentEmail: string) =>
  call(parent, "POST", "/api/parents/students/request", { studentEmail });
const waiting = async (student: SignedIn) =>
  (await call(student, "GET", "/api/students/connection-requests")).json().requests as {
    id: string;
    parentName: string;
    parentEmail: string;
  }[];
const sentList = async (parent: SignedIn) =>
  (await call(parent, "GET", "/api/parents/requests")).json();
/** Mail queued to an address, sent or not: it is written in the request's transaction. */
const queuedTo = async (email: string) =>
  (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;
/** The answer a parent/guide gets for any request that is not refused outright. */
const SENT = { message: NOTICES.connectionRequestSent };

function expectSent(res: { statusCode: number; json: () => unknown; headers: object }) {
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual(SENT);
}

/** Moves a student's answer back in time, as if it had been given `days` ago. */
async function answeredDaysAgo(parentId: string, studentId: string, days: number) {
  await t.app.db
    .update(parentStudentLinks)
    .set({ respondedAt: new Date(Date.now() - days * 86_400_000) })
    .where(
      and(eq(parentStudentLinks.parentId, parentId), eq(parentStudentLinks.studentId, studentId)),
    );
}

async function cancelAll(parent: SignedIn) {
  for (const r of (await sentList(parent)).requests as { id: string; status: string }[]) {
    if (r.status === "pending") {
      expect((await call(parent, "DELETE", `/api/parents/requests/${r.id}`)).statusCode).toBe(204);
    }
  }
}

describe("a parent/guide who keeps asking after each decline", () => {
  it("mails the student once in six requests, each answered as sent", async () => {
    const parent = await signInAs(t.app, { userType: "parent_guide", name: "Pat" });
    const student = await signInAs(t.app, "student");
    for (let i = 0; i < 6; i++) {
      expectSent(await send(parent, student.user.email));
      for (const r of await waiting(student)) {
        expect(
          (await call(student, "POST", `/api/students/connection-requests/${r.id}/reject`))
            .statusCode,
        ).toBe(200);
      }
      // A withheld request keeps waiting in the parent's list; the next one needs it gone.
      await cancelAll(parent);
    }
    expect(await queuedTo(student.user.email)).toBe(1);
    expect(await waiting(student)).toEqual([]);
  });

  it("reaches the student again 30 days after their decline, not before", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    expectSent(await send(parent, student.user.email));
    const [first] = await waiting(student);
    await call(student, "POST", `/api/students/connection-requests/${first?.id ?? ""}/reject`);
    await answeredDaysAgo(parent.user.id, student.user.id, 29);

    expectSent(await send(parent, student.user.email));
    expect(await waiting(student)).toEqual([]);
    expect(await queuedTo(student.user.email)).toBe(1);

    await cancelAll(parent);
    await answeredDaysAgo(parent.user.id, student.user.id, 31);
    expectSent(await send(parent, student.user.email));
    expect(await waiting(student)).toEqual([
      expect.objectContaining({ parentEmail: parent.user.email }),
    ]);
    expect(await queuedTo(student.user.email)).toBe(2);
  });
});

describe(`at most ${String(CONNECTION_REQUESTS_PER_DAY)} requests a day`, () => {
  it("answers the ones past the limit alike, and they leave nothing: no request, no mail, no list entry", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const students = await Promise.all(Array.from({ length: 5 }, () => signInAs(t.app, "student")));
    for (const s of students) expectSent(await send(parent, s.user.email));
    for (const [i, s] of students.entries()) {
      const reached = i < CONNECTION_REQUESTS_PER_DAY;
      expect(await waiting(s)).toHaveLength(reached ? 1 : 0);
      expect(await queuedTo(s.user.email)).toBe(reached ? 1 : 0);
    }
    expect((await sentList(parent)).total).toBe(CONNECTION_REQUESTS_PER_DAY);

    // Cancelling does not give the day's requests back.
    await cancelAll(parent);
    expectSent(await send(parent, students[4]?.user.email ?? ""));
    expect(await waiting(students[4] as SignedIn)).toEqual([]);
    expect(await queuedTo(students[4]?.user.email ?? "")).toBe(0);
  });

  it("counts requests to unknown addresses too, and starts again with the next UTC day", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    for (let i = 0; i < CONNECTION_REQUESTS_PER_DAY; i++) {
      expectSent(await send(parent, uniqueEmail("nobody")));
    }
    expectSent(await send(parent, student.user.email));
    expect(await waiting(student)).toEqual([]);

    // Yesterday's count.
    await t.app.db
      .update(rateLimitCounters)
      .set({ windowStart: sql`${rateLimitCounters.windowStart} - interval '1 day'` })
      .where(eq(rateLimitCounters.bucket, `connection-request:${parent.user.id}`));
    expectSent(await send(parent, student.user.email));
    expect(await waiting(student)).toHaveLength(1);
  });

  it("of 6 simultaneous requests to 6 students, at most 3 reach anyone", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const students = await Promise.all(
      Array.from({ length: 6 }, () => createUser(t.app, { userType: "student" })),
    );
    const results = await Promise.all(students.map((s) => send(parent, s.email)));
    for (const res of results) expectSent(res);
    const links = await t.app.db
      .select()
      .from(parentStudentLinks)
      .where(eq(parentStudentLinks.parentId, parent.user.id));
    expect(links).toHaveLength(CONNECTION_REQUESTS_PER_DAY);
    let mails = 0;
    for (const s of students) mails += await queuedTo(s.email);
    expect(mails).toBe(CONNECTION_REQUESTS_PER_DAY);
    expect((await sentList(parent)).total).toBe(CONNECTION_REQUESTS_PER_DAY);
  });
});

describe("the mail to the student", () => {
  it("keeps the requester's chosen name out of the subject and names their verified address", async () => {
    const lure = "Free Robux at http://evil.example/claim";
    const parent = await signInAs(t.app, { userType: "parent_guide", name: lure });
    const student = await signInAs(t.app, "student");
    expectSent(await send(parent, student.user.email));
    const [mail] = await mailsTo(t, student.user.email, /asks to connect/);
    expect(mail?.subject).toBe("A parent or guide asks to connect with you");
    expect(mail?.text).toContain(parent.user.email);
    expect(mail?.text).toContain(`"${lure}"`);
    expect(typeof mail?.html === "string" ? mail.html : "").not.toContain('<a href="http://evil');
  });
});

describe("a student blocking a parent/guide", () => {
  it("declines as a decline does, and that parent/guide's later requests reach nobody until unblocked", async () => {
    const parent = await signInAs(t.app, { userType: "parent_guide", name: "Pushy" });
    const student = await signInAs(t.app, "student");
    expectSent(await send(parent, student.user.email));
    const [request] = await waiting(student);
    const blocked = await call(
      student,
      "POST",
      `/api/students/connection-requests/${request?.id ?? ""}/block`,
    );
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ message: NOTICES.parentBlocked });
    // To the parent/guide it is a decline like any other.
    expect((await sentList(parent)).requests).toEqual([
      expect.objectContaining({ id: request?.id, status: "declined" }),
    ]);
    await mailsTo(t, parent.user.email, /declined your connection request/);

    const list = await call(student, "GET", "/api/students/blocked-parents");
    expect(list.json()).toEqual({
      blocked: [
        {
          id: expect.any(String),
          name: "Pushy",
          email: parent.user.email,
          blockedAt: expect.any(String),
        },
      ],
      total: 1,
    });

    // Long after the decline, the block still keeps the requests away.
    await answeredDaysAgo(parent.user.id, student.user.id, 60);
    expectSent(await send(parent, student.user.email));
    expect(await waiting(student)).toEqual([]);
    expect(await queuedTo(student.user.email)).toBe(1);

    const blockId: string = list.json().blocked[0].id;
    expect(
      (await call(student, "DELETE", `/api/students/blocked-parents/${blockId}`)).statusCode,
    ).toBe(204);
    expect((await call(student, "GET", "/api/students/blocked-parents")).json()).toEqual({
      blocked: [],
      total: 0,
    });
    await cancelAll(parent);
    expectSent(await send(parent, student.user.email));
    expect(await waiting(student)).toHaveLength(1);
  });

  it("refuses another student's request, an answered one, unknown blocks and other roles", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    const other = await signInAs(t.app, "student");
    expectSent(await send(parent, student.user.email));
    const [request] = await waiting(student);
    const url = `/api/students/connection-requests/${request?.id ?? ""}/block`;

    const foreign = await call(other, "POST", url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: ERROR_TEXTS.request_not_found,
      code: "request_not_found",
    });
    expect((await call(parent, "POST", url)).statusCode).toBe(403);
    expect((await call(null, "POST", url)).statusCode).toBe(401);
    expect(
      await t.app.db
        .select()
        .from(blockedParents)
        .where(eq(blockedParents.parentId, parent.user.id)),
    ).toEqual([]);

    expect((await call(student, "POST", url)).statusCode).toBe(200);
    expect((await call(student, "POST", url)).statusCode).toBe(404);

    const [block] = await t.app.db
      .select()
      .from(blockedParents)
      .where(eq(blockedParents.parentId, parent.user.id));
    const unblock = `/api/students/blocked-parents/${block?.id ?? ""}`;
    const notTheirs = await call(other, "DELETE", unblock);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({
      error: ERROR_TEXTS.block_not_found,
      code: "block_not_found",
    });
    expect((await call(other, "GET", "/api/students/blocked-parents")).json().total).toBe(0);
    expect((await call(parent, "DELETE", unblock)).statusCode).toBe(403);
    expect((await call(parent, "GET", "/api/students/blocked-parents")).statusCode).toBe(403);
    expect((await call(null, "GET", "/api/students/blocked-parents")).statusCode).toBe(401);
    expect((await call(student, "DELETE", "/api/students/blocked-parents/nope")).statusCode).toBe(
      400,
    );
    expect((await call(student, "GET", "/api/students/blocked-parents")).json().total).toBe(1);
  });
});

describe("known and unknown addresses", () => {
  it("answer, list, cancel and export alike", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    const developer = await createUser(t.app, { userType: "developer" });
    const unknown = uniqueEmail("nobody");

    const answers = [
      await send(parent, student.user.email),
      await send(parent, unknown),
      await send(parent, developer.email),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(201);
      expect(res.body).toBe(answers[0]?.body);
      expect(res.headers["content-type"]).toBe(answers[0]?.headers["content-type"]);
    }
    const again = [await send(parent, student.user.email), await send(parent, unknown)];
    for (const res of again) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: ERROR_TEXTS.request_already_pending,
        code: "request_already_pending",
      });
    }

    const listed = await sentList(parent);
    expect(listed.total).toBe(3);
    const byEmail = new Map(
      (listed.requests as { studentEmail: string }[]).map((r) => [r.studentEmail, r]),
    );
    for (const email of [student.user.email, unknown, developer.email]) {
      expect(byEmail.get(email)).toEqual({
        id: expect.any(String),
        studentEmail: email,
        status: "pending",
        createdAt: expect.any(String),
        respondedAt: null,
      });
    }

    const exported = (await call(parent, "GET", "/api/users/me/export")).json().parent.links as {
      email: string;
    }[];
    const shape = (email: string) => {
      const link = exported.find((l) => l.email === email);
      return { ...link, id: "", createdAt: "", email: "" };
    };
    expect(shape(unknown)).toEqual(shape(student.user.email));
    expect(shape(unknown)).toMatchObject({ status: "pending", name: null });

    // Nothing of the withheld ones reaches anybody.
    expect(await queuedTo(unknown)).toBe(0);
    expect(await queuedTo(developer.email)).toBe(0);
    expect(
      await t.app.db
        .select()
        .from(withheldConnectionRequests)
        .where(eq(withheldConnectionRequests.parentId, parent.user.id)),
    ).toHaveLength(2);

    for (const r of listed.requests as { id: string }[]) {
      const res = await call(parent, "DELETE", `/api/parents/requests/${r.id}`);
      expect(res.statusCode).toBe(204);
      expect((await call(parent, "DELETE", `/api/parents/requests/${r.id}`)).statusCode).toBe(404);
    }
    expect(await sentList(parent)).toEqual({ requests: [], total: 0 });
  });

  it("pages the withheld and the real requests together, newest first", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    expectSent(await send(parent, uniqueEmail("first")));
    expectSent(await send(parent, student.user.email));
    expectSent(await send(parent, uniqueEmail("third")));
    const all = (await sentList(parent)).requests as { createdAt: string }[];
    const times = all.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = (await call(parent, "GET", "/api/parents/requests?limit=1&offset=1")).json();
    expect(second).toEqual({ requests: [all[1]], total: 3 });
  });

  it("hides another parent's withheld request from this one's list and cancel", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const other = await signInAs(t.app, "parent_guide");
    expectSent(await send(other, uniqueEmail("nobody")));
    const [theirs] = (await sentList(other)).requests as { id: string }[];
    expect(await sentList(parent)).toEqual({ requests: [], total: 0 });
    const res = await call(parent, "DELETE", `/api/parents/requests/${theirs?.id ?? ""}`);
    expect(res.statusCode).toBe(404);
    expect((await sentList(other)).total).toBe(1);
  });
});
