import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerChild } from "../../../test/consent";
import {
  createTestApp,
  createUser,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { consentLog } from "../../db/schema";
import { pgErrorCode } from "../../lib/errors";

/**
 * The consent log (docs/product.md, Privacy): append-only at the database, outliving the
 * account it is about, read per student by admins. On PGlite and PostgreSQL (DATABASE_URL).
 */
let t: TestApp;
let admin: SignedIn;
let parent: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin");
  parent = await signInAs(t.app, "parent_guide");
});
afterAll(() => t.close());

const logUrl = (id: string) => `/api/admin/users/${id}/consent-log`;
const readLog = (id: string, headers: Record<string, string> = admin.headers) =>
  inject(t.app, { method: "GET", url: logUrl(id), headers });

async function refusedByDatabase(statement: ReturnType<typeof sql>): Promise<string | null> {
  try {
    await t.app.db.execute(statement);
    return null;
  } catch (err) {
    return pgErrorCode(err);
  }
}

describe("the consent log at the database", () => {
  it("refuses UPDATE, DELETE and TRUNCATE of its entries", async () => {
    const child = await registerChild(t);
    const where = sql`student_id = ${child.id}`;
    const attempts = [
      sql`UPDATE ${consentLog} SET event = 'consented' WHERE ${where}`,
      sql`UPDATE ${consentLog} SET at = now() - interval '4000 days' WHERE ${where}`,
      sql`DELETE FROM ${consentLog} WHERE ${where}`,
      sql`TRUNCATE ${consentLog}`,
    ];
    for (const statement of attempts) {
      expect(await refusedByDatabase(statement)).toBe("23001");
    }
    const rows = await t.app.db.select().from(consentLog).where(eq(consentLog.studentId, child.id));
    expect(rows).toMatchObject([{ event: "requested" }]);
  });

  it("deletes only an entry past its 1095 days", async () => {
    const studentId = "00000000-0000-4000-8000-00000000c0de";
    await t.app.db.execute(
      sql`INSERT INTO ${consentLog} (student_id, event, method, notice_version, at) VALUES
        (${studentId}, 'requested', 'email_link', 'old', now() - interval '1096 days'),
        (${studentId}, 'consented', 'email_link', 'young', now() - interval '1094 days')`,
    );
    expect(
      await refusedByDatabase(
        sql`DELETE FROM ${consentLog} WHERE student_id = ${studentId} AND notice_version = 'young'`,
      ),
    ).toBe("23001");
    expect(
      await refusedByDatabase(
        sql`DELETE FROM ${consentLog} WHERE student_id = ${studentId} AND notice_version = 'old'`,
      ),
    ).toBeNull();
    const left = await t.app.db
      .select()
      .from(consentLog)
      .where(eq(consentLog.studentId, studentId));
    expect(left.map((r) => r.noticeVersion)).toEqual(["young"]);
  });

  it("refuses an unknown event or method", async () => {
    const id = "00000000-0000-4000-8000-0000000000aa";
    const bad = [
      sql`INSERT INTO ${consentLog} (student_id, event, method, notice_version) VALUES (${id}, 'forgotten', 'email_link', 'v')`,
      sql`INSERT INTO ${consentLog} (student_id, event, method, notice_version) VALUES (${id}, 'requested', 'telepathy', 'v')`,
    ];
    for (const statement of bad) expect(await refusedByDatabase(statement)).toBe("23514");
  });
});

describe("GET /api/admin/users/:id/consent-log", () => {
  it("lists a student's entries oldest first, naming the parent, and after the account is deleted", async () => {
    const child = await registerChild(t);
    parent = child.parent;
    expect(
      (
        await inject(t.app, {
          method: "POST",
          url: `/api/consent/${child.token}/accept`,
          headers: parent.headers,
        })
      ).statusCode,
    ).toBe(200);
    const res = await readLog(child.id);
    expect(res.statusCode).toBe(200);
    const { entries } = res.json<{ entries: { at: string }[] }>();
    expect(entries).toEqual([
      {
        id: expect.any(String),
        event: "requested",
        method: "email_link",
        noticeVersion: "2026-11",
        parentId: null,
        parent: null,
        at: expect.any(String),
      },
      {
        id: expect.any(String),
        event: "consented",
        method: "email_link",
        noticeVersion: "2026-11",
        parentId: parent.user.id,
        parent: { name: "Pam Parent", email: child.parentEmail },
        at: expect.any(String),
      },
    ]);
    expect(Date.parse(entries[0]?.at ?? "")).toBeLessThanOrEqual(Date.parse(entries[1]?.at ?? ""));

    // The admin deletes the student, then the parent/guide deletes their own account: the log
    // stays, no longer naming the parent/guide.
    const deleted = await inject(t.app, {
      method: "DELETE",
      url: `/api/admin/users/${child.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const parentGone = await inject(t.app, {
      method: "DELETE",
      url: `/api/admin/users/${parent.user.id}`,
      headers: admin.headers,
    });
    expect(parentGone.statusCode).toBe(200);
    const after = await readLog(child.id);
    expect(after.json<{ entries: unknown[] }>().entries).toMatchObject([
      { event: "requested", parentId: null },
      { event: "consented", parentId: null, parent: null },
    ]);
    parent = await signInAs(t.app, "parent_guide");
  });

  it("is empty for an account that never needed consent, 404 for no account", async () => {
    const student = await createUser(t.app, { userType: "student" });
    expect((await readLog(student.id)).json()).toEqual({ entries: [] });
    const unknown = await readLog("00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "user_not_found" });
    expect((await readLog("not-an-id")).statusCode).toBe(400);
  });

  it("is for admins: 401 signed out, 403 for every other role", async () => {
    const child = await registerChild(t);
    expect((await inject(t.app, { method: "GET", url: logUrl(child.id) })).statusCode).toBe(401);
    for (const role of ["student", "parent_guide", "developer"] as const) {
      const someone = await signInAs(t.app, role);
      const res = await readLog(child.id, someone.headers);
      expect(res.statusCode, role).toBe(403);
    }
  });
});

describe("the student's data export", () => {
  it("holds the month and year of birth, the consent state and the log", async () => {
    const child = await registerChild(t);
    const res = await inject(t.app, {
      method: "GET",
      url: `/api/admin/users/${child.id}/export`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const { student } = res.json<{ student: Record<string, unknown> }>();
    expect(student).toMatchObject({
      birthYear: expect.any(Number),
      birthMonth: expect.any(Number),
      parentalConsent: "pending",
      consentDeletionAt: expect.any(String),
      consentLog: [{ event: "requested", method: "email_link" }],
    });
  });
});
