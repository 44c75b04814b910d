import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parentStudentLinks, rewards } from "../../db/schema";
import {
  createTestApp,
  createUser,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addLinkRequest, addReward } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

/**
 * A student's linked parents/guides (issue 14, connections both ways): the accepted links, and
 * the student removing one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (who: SignedIn | null, query = "") =>
  inject(t.app, { method: "GET", url: `/api/students/parents${query}`, headers: who?.headers });
const remove = (who: SignedIn | null, linkId: string) =>
  inject(t.app, {
    method: "DELETE",
    url: `/api/students/parents/${linkId}`,
    headers: who?.headers,
  });

async function link(parentId: string, studentId: string, respondedAt = new Date()) {
  const [row] = await t.app.db
    .insert(parentStudentLinks)
    .values({ parentId, studentId, status: "accepted", respondedAt })
    .returning();
  if (!row) throw new Error("no link");
  return row;
}

describe("GET /api/students/parents", () => {
  it("lists the accepted parents/guides in the order they were accepted; not pending or declined ones", async () => {
    const student = await signInAs(t.app, "student");
    const mum = await createUser(t.app, { userType: "parent_guide", name: "Mum" });
    const coach = await createUser(t.app, { userType: "parent_guide", name: null });
    const waiting = await createUser(t.app, { userType: "parent_guide" });
    const declined = await createUser(t.app, { userType: "parent_guide" });
    const second = await link(coach.id, student.user.id, new Date("2026-02-02T00:00:00Z"));
    const first = await link(mum.id, student.user.id, new Date("2026-02-01T00:00:00Z"));
    await t.app.db.insert(parentStudentLinks).values([
      { parentId: waiting.id, studentId: student.user.id },
      {
        parentId: declined.id,
        studentId: student.user.id,
        status: "rejected",
        respondedAt: new Date(),
      },
    ]);

    const res = await list(student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      parents: [
        {
          linkId: first.id,
          name: "Mum",
          email: mum.email,
          linkedAt: "2026-02-01T00:00:00.000Z",
          approveGiftCards: false,
        },
        {
          linkId: second.id,
          // Without a name, the e-mail's local part stands in, as everywhere else.
          name: coach.email.split("@")[0],
          email: coach.email,
          linkedAt: "2026-02-02T00:00:00.000Z",
          approveGiftCards: false,
        },
      ],
      total: 2,
    });
    expect((await list(student, "?limit=1&offset=1")).json()).toEqual({
      parents: [res.json().parents[1]],
      total: 2,
    });
  });

  it("shows only the student's own links", async () => {
    const student = await signInAs(t.app, "student");
    const other = await createUser(t.app, { userType: "student" });
    const parent = await createUser(t.app, { userType: "parent_guide" });
    await link(parent.id, other.id);
    expect((await list(student)).json()).toEqual({ parents: [], total: 0 });
  });

  it("refuses anonymous callers (401) and other roles (403)", async () => {
    expect((await list(null)).statusCode).toBe(401);
    for (const role of ["parent_guide", "developer", "admin"] as const) {
      const res = await list(await signInAs(t.app, role));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("forbidden");
    }
  });
});

describe("DELETE /api/students/parents/:linkId", () => {
  it("removes the link: the parent no longer sees the student nor makes rewards for them", async () => {
    const student = await signInAs(t.app, "student");
    const parent = await signInAs(t.app, "parent_guide");
    const row = await link(parent.user.id, student.user.id);
    const reward = await addReward(t.app, {
      title: "Pizza night",
      trophyCost: 50,
      customForStudent: student.user.id,
      createdBy: parent.user.id,
    });
    const parentsStudents = () =>
      inject(t.app, { method: "GET", url: "/api/parents/students", headers: parent.headers });
    expect((await parentsStudents()).json().total).toBe(1);

    const res = await remove(student, row.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await list(student)).json()).toEqual({ parents: [], total: 0 });
    expect((await parentsStudents()).json()).toEqual({ students: [], total: 0 });
    // The parent's own endpoints check for an accepted link.
    const create = await inject(t.app, {
      method: "POST",
      url: "/api/parents/rewards",
      headers: parent.headers,
      payload: { studentId: student.user.id, title: "Movie", trophyCost: 20 },
    });
    expect(create.statusCode).toBe(403);
    const unlink = await inject(t.app, {
      method: "DELETE",
      url: `/api/parents/students/${student.user.id}`,
      headers: parent.headers,
    });
    expect(unlink.statusCode).toBe(404);
    // The parent's custom reward for the student stops being offered, as when the parent unlinks.
    const [after] = await t.app.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(after?.isActive).toBe(false);
    const offered = await inject(t.app, {
      method: "GET",
      url: "/api/students/rewards",
      headers: student.headers,
    });
    expect(offered.json().rewards.map((r: { id: string }) => r.id)).not.toContain(reward.id);
    // And the parent may ask again; the student decides anew.
    const again = await inject(t.app, {
      method: "POST",
      url: "/api/parents/students/request",
      headers: parent.headers,
      payload: { studentEmail: student.user.email },
    });
    expect(again.statusCode).toBe(201);
  });

  it("keeps the student's other links and the parent's other students", async () => {
    const student = await signInAs(t.app, "student");
    const sibling = await createUser(t.app, { userType: "student" });
    const parent = await createUser(t.app, { userType: "parent_guide" });
    const other = await createUser(t.app, { userType: "parent_guide" });
    const gone = await link(parent.id, student.user.id);
    const kept = await link(other.id, student.user.id);
    const siblingLink = await link(parent.id, sibling.id);

    expect((await remove(student, gone.id)).statusCode).toBe(204);
    const left = await t.app.db.select({ id: parentStudentLinks.id }).from(parentStudentLinks);
    const ids = left.map((r) => r.id);
    expect(ids).toContain(kept.id);
    expect(ids).toContain(siblingLink.id);
    expect(ids).not.toContain(gone.id);
  });

  it("answers 404 for another student's link and leaves it", async () => {
    const student = await signInAs(t.app, "student");
    const other = await createUser(t.app, { userType: "student" });
    const parent = await createUser(t.app, { userType: "parent_guide" });
    const theirs = await link(parent.id, other.id);

    const res = await remove(student, theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: ERROR_TEXTS.parent_link_not_found,
      code: "parent_link_not_found",
    });
    const [still] = await t.app.db
      .select()
      .from(parentStudentLinks)
      .where(eq(parentStudentLinks.id, theirs.id));
    expect(still?.status).toBe("accepted");
  });

  it("answers 404 for a pending or declined request, an unknown id and a removed link; 400 for a malformed id", async () => {
    const student = await signInAs(t.app, "student");
    const parent = await createUser(t.app, { userType: "parent_guide" });
    const pending = await addLinkRequest(t.app, parent.id, student.user.id);
    expect((await remove(student, pending.id)).statusCode).toBe(404);
    expect((await remove(student, crypto.randomUUID())).statusCode).toBe(404);
    const row = await link(
      (await createUser(t.app, { userType: "parent_guide" })).id,
      student.user.id,
    );
    expect((await remove(student, row.id)).statusCode).toBe(204);
    expect((await remove(student, row.id)).statusCode).toBe(404);
    for (const id of ["not-a-uuid", "1"]) {
      const res = await remove(student, id);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("validation_failed");
    }
  });

  it("refuses anonymous callers (401) and other roles (403), the parent of the link too", async () => {
    const student = await signInAs(t.app, "student");
    const parent = await signInAs(t.app, "parent_guide");
    const row = await link(parent.user.id, student.user.id);
    expect((await remove(null, row.id)).statusCode).toBe(401);
    for (const who of [
      parent,
      await signInAs(t.app, "developer"),
      await signInAs(t.app, "admin"),
    ]) {
      expect((await remove(who, row.id)).statusCode).toBe(403);
    }
    expect((await list(student)).json().total).toBe(1);
  });

  it("of 10 simultaneous removals, one succeeds and the others find it gone", async () => {
    const student = await signInAs(t.app, "student");
    const parent = await createUser(t.app, { userType: "parent_guide" });
    const row = await link(parent.id, student.user.id);
    const codes = (
      await Promise.all(Array.from({ length: 10 }, () => remove(student, row.id)))
    ).map((res) => res.statusCode);
    expect(codes.filter((c) => c === 204)).toHaveLength(1);
    expect(codes.filter((c) => c === 404)).toHaveLength(9);
  });
});
