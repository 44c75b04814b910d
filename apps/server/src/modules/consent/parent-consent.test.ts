import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_WAIT_DAYS } from "@trophy/shared/rules/parental-consent";
import { registerChild, signIn, type Child } from "../../../test/consent";
import {
  createTestApp,
  createUser,
  inject,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
  waitForMail,
} from "../../../test/helpers";
import { consentLog, parentStudentLinks, sessions } from "../../db/schema";
import { housekeeping } from "../housekeeping/housekeeping";

/**
 * A linked parent/guide withdraws consent (the account is frozen at once and deleted after
 * CONSENT_WAIT_DAYS) or gives it again (the account is back). On PGlite and PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const withdraw = (parent: SignedIn, studentId: string) =>
  inject(t.app, {
    method: "POST",
    url: `/api/parents/students/${studentId}/consent/withdraw`,
    headers: parent.headers,
  });
const give = (parent: SignedIn, studentId: string) =>
  inject(t.app, {
    method: "POST",
    url: `/api/parents/students/${studentId}/consent`,
    headers: parent.headers,
  });
const listed = async (parent: SignedIn, studentId: string) => {
  const res = await inject(t.app, {
    method: "GET",
    url: "/api/parents/students",
    headers: parent.headers,
  });
  return res
    .json<{ students: { id: string; consent: string; deletionAt: string | null }[] }>()
    .students.find((s) => s.id === studentId);
};

/** A child whose parent consented by the link, signed in on a device. */
async function consentedChild(): Promise<{ child: Child; parent: SignedIn; session: SignedIn }> {
  const child = await registerChild(t);
  const parent = child.parent;
  const accepted = await inject(t.app, {
    method: "POST",
    url: `/api/consent/${child.token}/accept`,
    headers: parent.headers,
  });
  expect(accepted.statusCode).toBe(200);
  const res = await signIn(t, child.email);
  expect(res.statusCode).toBe(200);
  const body = res.json<{ accessToken: string; refreshToken: string }>();
  const user = await reloadUser(t.app, child.id);
  return {
    child,
    parent,
    session: { user, ...body, headers: { authorization: `Bearer ${body.accessToken}` } },
  };
}

describe("withdrawing consent", () => {
  it("freezes the account at once: sign-in refused, sessions and refresh tokens ended", async () => {
    const { child, parent, session } = await consentedChild();
    const before = Date.now();
    const res = await withdraw(parent, child.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ consent: string; deletionAt: string; message: string }>();
    expect(body.consent).toBe("withdrawn");
    expect(body.message).toMatch(/withdrawn/i);
    const deletionAt = Date.parse(body.deletionAt);
    expect(deletionAt - before).toBeGreaterThanOrEqual(CONSENT_WAIT_DAYS * DAY_MS - 1000);
    expect(deletionAt - before).toBeLessThan(CONSENT_WAIT_DAYS * DAY_MS + 60_000);

    const refused = await signIn(t, child.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "parental_consent_withdrawn" });
    expect(refused.json<{ error: string }>().error).toContain("parent");
    const call = await inject(t.app, {
      method: "GET",
      url: "/api/users/profile",
      headers: session.headers,
    });
    expect(call.statusCode).toBe(401);
    const refreshed = await inject(t.app, {
      method: "POST",
      url: "/auth/refresh",
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const live = await t.app.db.select().from(sessions).where(eq(sessions.userId, child.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    expect(await listed(parent, child.id)).toMatchObject({
      consent: "withdrawn",
      deletionAt: body.deletionAt,
      isActive: false,
    });
    // Withdrawing again moves nothing.
    const again = await withdraw(parent, child.id);
    expect(again.json()).toMatchObject({ consent: "withdrawn", deletionAt: body.deletionAt });
    const events = await t.app.db
      .select()
      .from(consentLog)
      .where(eq(consentLog.studentId, child.id))
      .orderBy(consentLog.at);
    expect(events).toMatchObject([
      { event: "requested" },
      { event: "consented", method: "email_link" },
      { event: "withdrawn", method: "parent_page", parentId: parent.user.id },
    ]);
  });

  it("given again, the account is back: the child signs in and nothing is to be deleted", async () => {
    const { child, parent } = await consentedChild();
    expect((await withdraw(parent, child.id)).statusCode).toBe(200);
    const res = await give(parent, child.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ consent: "given", deletionAt: null });
    expect((await signIn(t, child.email)).statusCode).toBe(200);
    expect(await listed(parent, child.id)).toMatchObject({ consent: "given", deletionAt: null });
    expect(await reloadUser(t.app, child.id)).toMatchObject({ consentDeletionAt: null });
    // Giving it again while it holds changes nothing.
    expect((await give(parent, child.id)).json()).toMatchObject({ consent: "given" });
    const events = (
      await t.app.db
        .select()
        .from(consentLog)
        .where(eq(consentLog.studentId, child.id))
        .orderBy(consentLog.at)
    ).map((e) => [e.event, e.method]);
    expect(events).toEqual([
      ["requested", "email_link"],
      ["consented", "email_link"],
      ["withdrawn", "parent_page"],
      ["consented", "parent_page"],
    ]);
  });

  it("not given again in time, the account is deleted the day after its date, and the log says so", async () => {
    const { child, parent } = await consentedChild();
    const kept = await consentedChild();
    expect((await withdraw(parent, child.id)).statusCode).toBe(200);
    expect((await withdraw(kept.parent, kept.child.id)).statusCode).toBe(200);
    expect((await give(kept.parent, kept.child.id)).statusCode).toBe(200);
    const now = Date.now();

    await housekeeping(t.app.db, now + CONSENT_WAIT_DAYS * DAY_MS - 3_600_000);
    expect(await reloadUser(t.app, child.id)).toMatchObject({ deletedAt: null });
    await housekeeping(t.app.db, now + (CONSENT_WAIT_DAYS + 1) * DAY_MS);
    const gone = await reloadUser(t.app, child.id);
    expect(gone.deletedAt).not.toBeNull();
    expect(gone.email).toBe(`deleted-${child.id}@deleted.invalid`);
    const last = await t.app.db
      .select()
      .from(consentLog)
      .where(eq(consentLog.studentId, child.id))
      .orderBy(consentLog.at);
    expect(last.at(-1)).toMatchObject({ event: "expired", method: "housekeeping", parentId: null });
    expect(await reloadUser(t.app, kept.child.id)).toMatchObject({ deletedAt: null });
  });
});

describe("after a withdrawal (M-C)", () => {
  it("only the parent/guide who withdrew may give consent again, and every linked adult is mailed", async () => {
    const { child, parent } = await consentedChild();
    // A second adult the child linked (as a child with a second mailbox could).
    const other = await signInAs(t.app, "parent_guide");
    await t.app.db
      .insert(parentStudentLinks)
      .values({ parentId: other.user.id, studentId: child.id, status: "accepted" });
    expect((await withdraw(parent, child.id)).statusCode).toBe(200);

    const undo = await give(other, child.id);
    expect(undo.statusCode).toBe(403);
    expect(undo.json()).toMatchObject({ code: "consent_withdrawn_by_other" });
    expect((await signIn(t, child.email)).statusCode).toBe(403);
    const toOther = await waitForMail(t.dataDir, other.user.email);
    expect(toOther.at(-1)?.raw).toContain("withdrew consent");
    const toParent = await waitForMail(t.dataDir, parent.user.email, 3);
    expect(toParent.at(-1)?.raw).toContain("withdrew consent");

    expect((await give(parent, child.id)).statusCode).toBe(200);
    expect((await signIn(t, child.email)).statusCode).toBe(200);
    const told = await waitForMail(t.dataDir, other.user.email, 2);
    expect(told.at(-1)?.raw).toContain("agreed that");
  });
});

describe("a withdrawal racing sign-ins", () => {
  it("leaves no live session: each sign-in is refused, or ended by the withdrawal", async () => {
    for (let round = 0; round < 3; round++) {
      const { child, parent } = await consentedChild();
      const [withdrawn, ...attempts] = await Promise.all([
        withdraw(parent, child.id),
        signIn(t, child.email),
        signIn(t, child.email),
        signIn(t, child.email),
      ]);
      expect(withdrawn.statusCode).toBe(200);
      for (const attempt of attempts) expect([200, 403]).toContain(attempt.statusCode);
      const live = await t.app.db.select().from(sessions).where(eq(sessions.userId, child.id));
      expect(
        live.filter((s) => s.revokedAt === null),
        `round ${round}`,
      ).toEqual([]);
      for (const attempt of attempts.filter((a) => a.statusCode === 200)) {
        const { accessToken } = attempt.json<{ accessToken: string }>();
        const call = await inject(t.app, {
          method: "GET",
          url: "/api/users/profile",
          headers: { authorization: `Bearer ${accessToken}` },
        });
        expect(call.statusCode).toBe(401);
      }
    }
  });
});

describe("the consent endpoints refuse", () => {
  it("anyone signed out (401) and other roles (403)", async () => {
    const { child } = await consentedChild();
    for (const path of ["consent/withdraw", "consent"]) {
      const url = `/api/parents/students/${child.id}/${path}`;
      expect((await inject(t.app, { method: "POST", url })).statusCode, path).toBe(401);
      for (const role of ["student", "developer", "admin"] as const) {
        const someone = await signInAs(t.app, role);
        const res = await inject(t.app, { method: "POST", url, headers: someone.headers });
        expect(res.statusCode, `${role} ${path}`).toBe(403);
      }
    }
    expect(await reloadUser(t.app, child.id)).toMatchObject({ parentalConsent: "given" });
  });

  it("another parent's student and unknown ids alike (404), and a student who needs none (409)", async () => {
    const { child } = await consentedChild();
    const stranger = await signInAs(t.app, "parent_guide");
    for (const call of [withdraw, give]) {
      for (const id of [child.id, "00000000-0000-4000-8000-000000000000"]) {
        const res = await call(stranger, id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: "link_not_found" });
      }
      expect((await call(stranger, "not-an-id")).statusCode).toBe(400);
    }
    expect(await reloadUser(t.app, child.id)).toMatchObject({ parentalConsent: "given" });

    const older = await createUser(t.app, { userType: "student" });
    await t.app.db.insert(parentStudentLinks).values({
      parentId: stranger.user.id,
      studentId: older.id,
      status: "accepted",
      respondedAt: new Date(),
    });
    for (const call of [withdraw, give]) {
      const res = await call(stranger, older.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: "consent_not_needed" });
    }
    expect(await listed(stranger, older.id)).toMatchObject({
      consent: "not_needed",
      deletionAt: null,
    });
  });
});
