import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerChild, signIn, type Child } from "../../../test/consent";
import {
  createTestApp,
  inject,
  reloadUser,
  signInAs,
  waitForMail,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { blockedParents, consentLog, parentStudentLinks } from "../../db/schema";

/**
 * Who stands behind a young student (issue 36): the student sees the adult whose consent is in
 * force and can say "this is not my parent"; a new adult needs that parent's approval. On PGlite
 * and PostgreSQL.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin");
});
afterAll(() => t.close());

async function consentedChild(): Promise<{ child: Child; session: SignedIn }> {
  const child = await registerChild(t);
  const accepted = await inject(t.app, {
    method: "POST",
    url: `/api/consent/${child.token}/accept`,
    headers: child.parent.headers,
  });
  expect(accepted.statusCode).toBe(200);
  const res = await signIn(t, child.email);
  const body = res.json<{ accessToken: string; refreshToken: string }>();
  const user = await reloadUser(t.app, child.id);
  return {
    child,
    session: { user, ...body, headers: { authorization: `Bearer ${body.accessToken}` } },
  };
}

describe("GET /api/students/consent", () => {
  it("names the consenting parent/guide to the student", async () => {
    const { child, session } = await consentedChild();
    const res = await inject(t.app, {
      method: "GET",
      url: "/api/students/consent",
      headers: session.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      consent: "given",
      parent: { name: "Pam Parent", email: child.parentEmail },
      at: expect.any(String),
    });
    const older = await signInAs(t.app, "student");
    const none = await inject(t.app, {
      method: "GET",
      url: "/api/students/consent",
      headers: older.headers,
    });
    expect(none.json()).toEqual({ consent: "not_needed", parent: null, at: null });
  });

  it("is the student's own: 401 signed out, 403 for other roles", async () => {
    expect((await inject(t.app, { method: "GET", url: "/api/students/consent" })).statusCode).toBe(
      401,
    );
    for (const role of ["parent_guide", "developer", "admin"] as const) {
      const someone = await signInAs(t.app, role);
      for (const [method, url] of [
        ["GET", "/api/students/consent"],
        ["POST", "/api/students/consent/dispute"],
      ] as const) {
        const res = await inject(t.app, { method, url, headers: someone.headers });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });
});

describe("POST /api/students/consent/dispute", () => {
  it("freezes the adult's link, tells the admins, and sends the child back to their consent step", async () => {
    const { child, session } = await consentedChild();
    const res = await inject(t.app, {
      method: "POST",
      url: "/api/students/consent/dispute",
      headers: session.headers,
    });
    expect(res.statusCode).toBe(200);
    const ticket = res.json<{ consentTicket: string }>().consentTicket;
    const [link] = await t.app.db
      .select()
      .from(parentStudentLinks)
      .where(
        and(
          eq(parentStudentLinks.studentId, child.id),
          eq(parentStudentLinks.parentId, child.parent.user.id),
        ),
      );
    expect(link).toMatchObject({ status: "rejected", disputedAt: expect.any(Date) });
    expect(await t.app.db.$count(blockedParents, eq(blockedParents.studentId, child.id))).toBe(1);
    expect(await reloadUser(t.app, child.id)).toMatchObject({
      parentalConsent: "pending",
      consentParentId: null,
    });
    // The adult no longer sees the child; the child's session ended.
    const view = await inject(t.app, {
      method: "GET",
      url: `/api/parents/students/${child.id}/activity/summary`,
      headers: child.parent.headers,
    });
    expect(view.statusCode).toBe(404);
    expect(
      (
        await inject(t.app, {
          method: "GET",
          url: "/api/students/consent",
          headers: session.headers,
        })
      ).statusCode,
    ).toBe(401);
    const [entry] = await t.app.db
      .select()
      .from(consentLog)
      .where(and(eq(consentLog.studentId, child.id), eq(consentLog.event, "disputed")));
    expect(entry).toMatchObject({ method: "student_page", parentId: child.parent.user.id });
    const toAdmin = await waitForMail(t.dataDir, admin.user.email);
    expect(toAdmin.at(-1)?.raw).toContain("is not their parent");
    const status = await inject(t.app, {
      method: "POST",
      url: "/api/consent/ask/status",
      payload: { ticket },
    });
    expect(status.json()).toMatchObject({ state: "to_confirm" });
  });

  it("answers 409 for a student whose account needs no consent", async () => {
    const older = await signInAs(t.app, "student");
    const res = await inject(t.app, {
      method: "POST",
      url: "/api/students/consent/dispute",
      headers: older.headers,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe("a new adult under the consent age", () => {
  it("waits for the consenting parent's approval; only that parent sees and answers it", async () => {
    const { child, session } = await consentedChild();
    const other = await signInAs(t.app, "parent_guide");
    const asked = await inject(t.app, {
      method: "POST",
      url: "/api/parents/students/request",
      headers: other.headers,
      payload: { studentEmail: child.email },
    });
    expect(asked.statusCode).toBe(201);
    const requests = await inject(t.app, {
      method: "GET",
      url: "/api/students/connection-requests",
      headers: session.headers,
    });
    const [request] = requests.json<{ requests: { id: string }[] }>().requests;
    const accepted = await inject(t.app, {
      method: "POST",
      url: `/api/students/connection-requests/${request?.id}/accept`,
      headers: session.headers,
    });
    expect(accepted.statusCode).toBe(200);
    // Not linked yet: the other adult sees nothing of the child.
    const before = await inject(t.app, {
      method: "GET",
      url: `/api/parents/students/${child.id}/activity/summary`,
      headers: other.headers,
    });
    expect(before.statusCode).toBe(404);
    const mail = await waitForMail(t.dataDir, child.parentEmail, 3);
    expect(mail.at(-1)?.raw).toContain("asks to connect");

    const url = `/api/parents/students/${child.id}/link-approvals`;
    const forOther = await inject(t.app, { method: "GET", url, headers: other.headers });
    expect(forOther.statusCode).toBe(404);
    const list = await inject(t.app, { method: "GET", url, headers: child.parent.headers });
    const [approval] = list.json<{ approvals: { id: string; parentEmail: string }[] }>().approvals;
    expect(approval?.parentEmail).toBe(other.user.email);
    const wrong = await inject(t.app, {
      method: "POST",
      url: `${url}/${approval?.id}`,
      headers: other.headers,
      payload: { approve: true },
    });
    expect(wrong.statusCode).toBe(404);
    const anonymous = await inject(t.app, {
      method: "POST",
      url: `${url}/${approval?.id}`,
      payload: { approve: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const approved = await inject(t.app, {
      method: "POST",
      url: `${url}/${approval?.id}`,
      headers: child.parent.headers,
      payload: { approve: true },
    });
    expect(approved.statusCode).toBe(200);
    const after = await inject(t.app, {
      method: "GET",
      url: `/api/parents/students/${child.id}/activity/summary`,
      headers: other.headers,
    });
    expect(after.statusCode).toBe(200);
    const again = await inject(t.app, {
      method: "POST",
      url: `${url}/${approval?.id}`,
      headers: child.parent.headers,
      payload: { approve: false },
    });
    expect(again.statusCode).toBe(404);
  });
});
