import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parentStudentLinks } from "../../db/schema";
import {
  createTestApp,
  createUser,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addLinkRequest } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

/**
 * The requests a parent/guide sent (issue 14, connections both ways): the ones still waiting and
 * the declined ones, and cancelling a waiting one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (who: SignedIn | null, query = "") =>
  inject(t.app, { method: "GET", url: `/api/parents/requests${query}`, headers: who?.headers });
const cancel = (who: SignedIn | null, id: string) =>
  inject(t.app, { method: "DELETE", url: `/api/parents/requests/${id}`, headers: who?.headers });
const send = (who: SignedIn, studentEmail: string) =>
  inject(t.app, {
    method: "POST",
    url: "/api/parents/students/request",
    headers: who.headers,
    payload: { studentEmail },
  });
const answer = (who: SignedIn, id: string, action: "accept" | "reject") =>
  inject(t.app, {
    method: "POST",
    url: `/api/students/connection-requests/${id}/${action}`,
    headers: who.headers,
  });

describe("GET /api/parents/requests", () => {
  it("lists the pending and declined requests, newest first, with their dates; not the accepted ones", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const ann = await signInAs(t.app, { userType: "student", name: "ann" });
    const ben = await signInAs(t.app, { userType: "student", name: "ben" });
    const cat = await signInAs(t.app, { userType: "student", name: "cat" });
    const ids: string[] = [];
    for (const [i, s] of [ann, ben, cat].entries()) {
      expect((await send(parent, s.user.email)).statusCode).toBe(201);
      const { requests } = (
        await inject(t.app, {
          method: "GET",
          url: "/api/students/connection-requests",
          headers: s.headers,
        })
      ).json();
      const id: string = requests[0].id;
      ids.push(id);
      // Distinct creation times keep the expected order independent of the clock's resolution.
      await t.app.db
        .update(parentStudentLinks)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where(eq(parentStudentLinks.id, id));
    }
    const [annId, benId, catId] = ids as [string, string, string];
    expect((await answer(ben, benId, "reject")).statusCode).toBe(200);
    expect((await answer(cat, catId, "accept")).statusCode).toBe(200);

    const res = await list(parent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      requests: [
        {
          id: benId,
          studentEmail: ben.user.email,
          status: "declined",
          createdAt: "2026-01-02T00:00:00.000Z",
          respondedAt: expect.any(String),
        },
        {
          id: annId,
          studentEmail: ann.user.email,
          status: "pending",
          createdAt: "2026-01-01T00:00:00.000Z",
          respondedAt: null,
        },
      ],
      total: 2,
    });
    const page = (await list(parent, "?limit=1&offset=1")).json();
    expect(page).toEqual({ requests: [res.json().requests[1]], total: 2 });
  });

  it("shows only the parent's own requests", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const other = await signInAs(t.app, "parent_guide");
    const student = await createUser(t.app, { userType: "student" });
    await addLinkRequest(t.app, other.user.id, student.id);
    expect((await list(parent)).json()).toEqual({ requests: [], total: 0 });
  });

  it("refuses anonymous callers (401) and other roles (403)", async () => {
    expect((await list(null)).statusCode).toBe(401);
    for (const role of ["student", "developer", "admin"] as const) {
      const res = await list(await signInAs(t.app, role));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("forbidden");
    }
  });

  it("refuses a malformed page (400)", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    expect((await list(parent, "?limit=0")).statusCode).toBe(400);
  });
});

describe("DELETE /api/parents/requests/:id", () => {
  it("cancels a pending request: the student no longer sees it and the parent may ask again", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    const request = await addLinkRequest(t.app, parent.user.id, student.user.id);

    const res = await cancel(parent, request.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await list(parent)).json().total).toBe(0);
    const seen = await inject(t.app, {
      method: "GET",
      url: "/api/students/connection-requests",
      headers: student.headers,
    });
    expect(seen.json()).toEqual({ requests: [], total: 0 });
    expect((await answer(student, request.id, "accept")).statusCode).toBe(404);
    expect((await send(parent, student.user.email)).statusCode).toBe(201);
  });

  it("answers 404 for another parent's request and leaves it pending", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const other = await signInAs(t.app, "parent_guide");
    const student = await createUser(t.app, { userType: "student" });
    const request = await addLinkRequest(t.app, other.user.id, student.id);

    const res = await cancel(parent, request.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: ERROR_TEXTS.request_not_found,
      code: "request_not_found",
    });
    expect((await list(other)).json().requests[0]).toMatchObject({ status: "pending" });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    expect((await cancel(parent, crypto.randomUUID())).statusCode).toBe(404);
    for (const id of ["not-a-uuid", "1", "00000000-0000-0000-0000-00000000000g"]) {
      const res = await cancel(parent, id);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("validation_failed");
    }
  });

  it.each(["accept", "reject"] as const)(
    "answers 409 once the student chose to %s, and keeps the answer",
    async (action) => {
      const parent = await signInAs(t.app, "parent_guide");
      const student = await signInAs(t.app, "student");
      const request = await addLinkRequest(t.app, parent.user.id, student.user.id);
      expect((await answer(student, request.id, action)).statusCode).toBe(200);

      const res = await cancel(parent, request.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: ERROR_TEXTS.request_not_pending,
        code: "request_not_pending",
      });
      const [row] = await t.app.db
        .select()
        .from(parentStudentLinks)
        .where(eq(parentStudentLinks.id, request.id));
      expect(row?.status).toBe(action === "accept" ? "accepted" : "rejected");
    },
  );

  it("refuses anonymous callers (401) and other roles (403)", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    const request = await addLinkRequest(t.app, parent.user.id, student.user.id);
    expect((await cancel(null, request.id)).statusCode).toBe(401);
    for (const who of [
      student,
      await signInAs(t.app, "developer"),
      await signInAs(t.app, "admin"),
    ]) {
      expect((await cancel(who, request.id)).statusCode).toBe(403);
    }
    expect((await list(parent)).json().requests).toHaveLength(1);
  });

  it("of 10 simultaneous cancels, one succeeds and the others find it gone", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await createUser(t.app, { userType: "student" });
    const request = await addLinkRequest(t.app, parent.user.id, student.id);

    const codes = (
      await Promise.all(Array.from({ length: 10 }, () => cancel(parent, request.id)))
    ).map((res) => res.statusCode);
    expect(codes.filter((c) => c === 204)).toHaveLength(1);
    expect(codes.every((c) => c === 204 || c === 404 || c === 409)).toBe(true);
    expect((await list(parent)).json().total).toBe(0);
  });

  it("a cancel racing the student's answer leaves exactly one outcome", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    const request = await addLinkRequest(t.app, parent.user.id, student.user.id);

    const [cancelled, accepted] = await Promise.all([
      cancel(parent, request.id),
      answer(student, request.id, "accept"),
    ]);
    const rows = await t.app.db
      .select()
      .from(parentStudentLinks)
      .where(eq(parentStudentLinks.id, request.id));
    if (cancelled.statusCode === 204) {
      expect(accepted.statusCode).toBe(404);
      expect(rows).toEqual([]);
    } else {
      expect(cancelled.statusCode).toBe(409);
      expect(accepted.statusCode).toBe(200);
      expect(rows[0]?.status).toBe("accepted");
    }
  });
});
