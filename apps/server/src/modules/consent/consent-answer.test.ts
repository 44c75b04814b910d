import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_WAIT_DAYS } from "@trophy/shared/rules/parental-consent";
import { registerChild, signIn, verifyStudent } from "../../../test/consent";
import {
  createTestApp,
  inject,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { activityLog, consentLog, consentRequests, parentStudentLinks } from "../../db/schema";
import { ERROR_TEXTS } from "../../texts/errors";
import { housekeeping } from "../housekeeping/housekeeping";

/**
 * The consent link's answers (docs/product.md, Privacy): reading the request, consenting as a
 * signed-in parent/guide (linked to the child at once), refusing (the account is deleted), and
 * no answer in CONSENT_WAIT_DAYS days (deleted by housekeeping). On PGlite and PostgreSQL.
 */
let t: TestApp;
let parent: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  parent = await signInAs(t.app, "parent_guide");
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const view = (token: string) => inject(t.app, { method: "GET", url: `/api/consent/${token}` });
const accept = (token: string, headers: Record<string, string> = parent.headers) =>
  inject(t.app, { method: "POST", url: `/api/consent/${token}/accept`, headers });
const refuse = (token: string) =>
  inject(t.app, { method: "POST", url: `/api/consent/${token}/refuse` });
const logOf = (studentId: string) =>
  t.app.db
    .select()
    .from(consentLog)
    .where(eq(consentLog.studentId, studentId))
    .orderBy(consentLog.at);

describe("GET /api/consent/:token", () => {
  it("shows the pending request to the link's holder, without signing in", async () => {
    const child = await registerChild(t);
    const res = await view(child.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ expiresAt: string }>();
    expect(body).toMatchObject({
      status: "pending",
      studentName: "Sam Young",
      noticeVersion: "2026-11",
    });
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(
      (CONSENT_WAIT_DAYS - 1) * DAY_MS,
    );
  });

  it("answers 404 for a token nobody was given", async () => {
    const res = await view("not-a-real-consent-token");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: ERROR_TEXTS.consent_request_not_found,
      code: "consent_request_not_found",
    });
    for (const path of ["accept", "refuse"]) {
      const answer = await inject(t.app, {
        method: "POST",
        url: `/api/consent/not-a-real-consent-token/${path}`,
        headers: parent.headers,
      });
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json(), path).toMatchObject({ code: "consent_request_not_found" });
    }
  });
});

describe("consenting by the link", () => {
  it("links the signed-in parent/guide, activates the account, and the child signs in", async () => {
    const child = await registerChild(t, { verified: true });
    expect((await signIn(t, child.email)).statusCode).toBe(403);

    const res = await accept(child.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toMatch(/linked/);

    const signedIn = await signIn(t, child.email);
    expect(signedIn.statusCode).toBe(200);
    const [link] = await t.app.db
      .select()
      .from(parentStudentLinks)
      .where(
        and(
          eq(parentStudentLinks.parentId, parent.user.id),
          eq(parentStudentLinks.studentId, child.id),
        ),
      );
    expect(link).toMatchObject({ status: "accepted" });
    expect(await reloadUser(t.app, child.id)).toMatchObject({
      parentalConsent: "given",
      consentDeletionAt: null,
    });
    const students = await inject(t.app, {
      method: "GET",
      url: "/api/parents/students",
      headers: parent.headers,
    });
    expect(students.json<{ students: unknown[] }>().students).toContainEqual(
      expect.objectContaining({ id: child.id, consent: "given", deletionAt: null, isActive: true }),
    );
    expect((await view(child.token)).json()).toMatchObject({ status: "consented" });
    expect(await logOf(child.id)).toMatchObject([
      { event: "requested", method: "email_link", parentId: null },
      { event: "consented", method: "email_link", parentId: parent.user.id },
    ]);
  });

  it("works before the child verified: they sign in once they have", async () => {
    const child = await registerChild(t);
    expect((await accept(child.token)).statusCode).toBe(200);
    await verifyStudent(t, child.email);
    expect((await signIn(t, child.email)).statusCode).toBe(200);
  });

  it("turns a connection request the parent/guide sent before into the link", async () => {
    const child = await registerChild(t);
    const other = await signInAs(t.app, "parent_guide");
    await t.app.db
      .insert(parentStudentLinks)
      .values({ parentId: other.user.id, studentId: child.id, status: "pending" });
    expect((await accept(child.token, other.headers)).statusCode).toBe(200);
    const links = await t.app.db
      .select()
      .from(parentStudentLinks)
      .where(eq(parentStudentLinks.studentId, child.id));
    expect(links).toMatchObject([{ parentId: other.user.id, status: "accepted" }]);
  });

  it("is for a signed-in parent/guide only: 401 without a session, 403 for other roles", async () => {
    const child = await registerChild(t);
    const anonymous = await inject(t.app, {
      method: "POST",
      url: `/api/consent/${child.token}/accept`,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ["student", "developer", "admin"] as const) {
      const someone = await signInAs(t.app, role);
      const res = await accept(child.token, someone.headers);
      expect(res.statusCode, role).toBe(403);
      expect(res.json(), role).toMatchObject({ code: "forbidden" });
    }
    expect((await view(child.token)).json()).toMatchObject({ status: "pending" });
    expect(await reloadUser(t.app, child.id)).toMatchObject({ parentalConsent: "pending" });
  });

  it("works once: the used link answers 410 to a second acceptance or a refusal", async () => {
    const child = await registerChild(t);
    expect((await accept(child.token)).statusCode).toBe(200);
    for (const res of [await accept(child.token), await refuse(child.token)]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({
        error: ERROR_TEXTS.consent_request_closed,
        code: "consent_request_closed",
      });
    }
    expect(await reloadUser(t.app, child.id)).toMatchObject({ deletedAt: null });
  });
});

describe("refusing by the link", () => {
  it("needs only the token and deletes the child's account through the account deletion", async () => {
    const child = await registerChild(t, { verified: true });
    const res = await refuse(child.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toMatch(/deleted/);

    const gone = await reloadUser(t.app, child.id);
    expect(gone.deletedAt).not.toBeNull();
    expect(gone).toMatchObject({
      email: `deleted-${child.id}@deleted.invalid`,
      name: null,
      passwordHash: null,
      birthYear: null,
      birthMonth: null,
      parentalConsent: null,
    });
    expect((await signIn(t, child.email)).statusCode).toBe(401);
    expect((await view(child.token)).json()).toEqual({
      status: "refused",
      studentName: "",
      noticeVersion: "2026-11",
      expiresAt: expect.any(String),
    });
    expect(await logOf(child.id)).toMatchObject([
      { event: "requested" },
      { event: "refused", method: "email_link", parentId: null },
    ]);
    const [deletion] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, child.id), eq(activityLog.type, "deletion")));
    expect(deletion?.descriptionText).toMatchObject({ key: "activity_deleted_consent_refused" });
    expect((await accept(child.token)).statusCode).toBe(410);
  });
});

describe("an acceptance and a refusal of one link at once", () => {
  it("let exactly one take effect", async () => {
    for (let round = 0; round < 3; round++) {
      const child = await registerChild(t);
      const [accepted, refused] = await Promise.all([accept(child.token), refuse(child.token)]);
      const statuses = [accepted.statusCode, refused.statusCode].sort();
      expect(statuses, `round ${round}`).toEqual([200, 410]);
      const row = await reloadUser(t.app, child.id);
      const [request] = await t.app.db
        .select()
        .from(consentRequests)
        .where(eq(consentRequests.studentId, child.id));
      const links = await t.app.db
        .select()
        .from(parentStudentLinks)
        .where(eq(parentStudentLinks.studentId, child.id));
      if (accepted.statusCode === 200) {
        expect(row).toMatchObject({ deletedAt: null, parentalConsent: "given" });
        expect(request).toMatchObject({ status: "consented" });
        expect(links).toHaveLength(1);
      } else {
        expect(row.deletedAt).not.toBeNull();
        expect(request).toMatchObject({ status: "refused" });
        expect(links).toHaveLength(0);
      }
      const events = (await logOf(child.id)).map((e) => e.event);
      expect(events).toEqual(["requested", accepted.statusCode === 200 ? "consented" : "refused"]);
    }
  });
});

describe("no answer in time", () => {
  it("deletes the account the day after CONSENT_WAIT_DAYS, logs the expiry, and the link says so", async () => {
    const child = await registerChild(t, { verified: true });
    // Verified: one never verified goes after its own period (unverified_accounts).
    const answered = await registerChild(t, { verified: true });
    expect((await accept(answered.token)).statusCode).toBe(200);
    const now = Date.now();

    await housekeeping(t.app.db, now + CONSENT_WAIT_DAYS * DAY_MS - 3_600_000);
    expect(await reloadUser(t.app, child.id)).toMatchObject({ deletedAt: null });

    await housekeeping(t.app.db, now + (CONSENT_WAIT_DAYS + 1) * DAY_MS);
    const gone = await reloadUser(t.app, child.id);
    expect(gone.deletedAt).not.toBeNull();
    expect(gone.email).toBe(`deleted-${child.id}@deleted.invalid`);
    expect(await logOf(child.id)).toMatchObject([
      { event: "requested" },
      { event: "expired", method: "housekeeping", parentId: null },
    ]);
    const [request] = await t.app.db
      .select()
      .from(consentRequests)
      .where(eq(consentRequests.studentId, child.id));
    expect(request?.status).toBe("expired");
    expect(request?.answeredAt?.getTime()).toBe(request?.expiresAt.getTime());
    expect((await view(child.token)).json()).toMatchObject({ status: "expired", studentName: "" });
    // Signed in anew: the moved clock ended the sessions begun before it.
    const late = await signInAs(t.app, "parent_guide");
    expect((await accept(child.token, late.headers)).statusCode).toBe(410);
    const [deletion] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, child.id), eq(activityLog.type, "deletion")));
    expect(deletion?.descriptionText).toMatchObject({ key: "activity_deleted_without_consent" });
    // A consented child stays.
    expect(await reloadUser(t.app, answered.id)).toMatchObject({ deletedAt: null });
  });
});
