import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CONSENT_WAIT_DAYS } from "@trophy/shared/rules/parental-consent";
import {
  bornYearsAgo,
  consentTokenFor,
  registerChild,
  registerStudent,
  signIn,
  verifyStudent,
} from "../../../test/consent";
import {
  createTestApp,
  createUser,
  inject,
  readOutbox,
  uniqueEmail,
  waitForMail,
  type TestApp,
} from "../../../test/helpers";
import { consentLog, consentRequests, users } from "../../db/schema";
import { hashToken } from "../../lib/tokens";
import { ERROR_TEXTS } from "../../texts/errors";

/**
 * A student's registration under the consent age (docs/product.md, Privacy): month and year of
 * birth, a parent's address, the consent link mailed, and sign-in refused until a parent/guide
 * consents. On PGlite and PostgreSQL (DATABASE_URL).
 */
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  off = await createTestApp({ PARENTAL_CONSENT_AGE: "0" });
});
afterAll(async () => {
  await t.close();
  await off.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const DAY_MS = 86_400_000;
const rowOf = async (app: TestApp, email: string) => {
  const [row] = await app.app.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error("no account");
  return row;
};

describe("GET /api/consent/settings", () => {
  it("answers the installation's consent age, publicly; 0 is off", async () => {
    const on = await inject(t.app, { method: "GET", url: "/api/consent/settings" });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ parentalConsentAge: 13 });
    const none = await inject(off.app, { method: "GET", url: "/api/consent/settings" });
    expect(none.json()).toEqual({ parentalConsentAge: 0 });
  });
});

describe("registering a student with a month and year of birth", () => {
  it("decides by whole years with a fixed clock: a birthday in this month is not reached yet", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-03-15T12:00:00Z"));
    const cases = [
      // 12 until March 2027 ends: a parent is needed.
      { birthYear: 2014, birthMonth: 3, needsParent: true },
      { birthYear: 2014, birthMonth: 4, needsParent: true },
      { birthYear: 2014, birthMonth: 12, needsParent: true },
      // 13 since February 2027.
      { birthYear: 2014, birthMonth: 2, needsParent: false },
      { birthYear: 2014, birthMonth: 1, needsParent: false },
      { birthYear: 2013, birthMonth: 3, needsParent: false },
      { birthYear: 2020, birthMonth: 1, needsParent: true },
    ];
    for (const { needsParent, ...birth } of cases) {
      const email = uniqueEmail("boundary");
      const res = await registerStudent(t, birth, email);
      const label = `${birth.birthYear}-${birth.birthMonth}`;
      if (needsParent) {
        expect(res.statusCode, label).toBe(400);
        expect(res.json(), label).toEqual({
          error: ERROR_TEXTS.parent_email_required,
          code: "parent_email_required",
        });
      } else {
        expect(res.statusCode, label).toBe(201);
        const row = await rowOf(t, email);
        expect(row, label).toMatchObject({ ...birth, parentalConsent: null });
      }
    }
  });

  it("under the age takes a parent's address: pending consent, a request, and the parent mailed in the student's language", async () => {
    const now = Date.now();
    const email = uniqueEmail("child");
    const parentEmail = uniqueEmail("parent");
    const birth = bornYearsAgo(9);
    const res = await registerStudent(t, { ...birth, parentEmail, language: "es" }, email);
    expect(res.statusCode).toBe(201);
    expect(res.json<{ message: string }>().message).toContain("parent");

    const row = await rowOf(t, email);
    expect(row).toMatchObject({ ...birth, parentalConsent: "pending", language: "es" });
    const deletion = row.consentDeletionAt?.getTime() ?? 0;
    expect(deletion - now).toBeGreaterThanOrEqual(CONSENT_WAIT_DAYS * DAY_MS - 1000);
    expect(deletion - now).toBeLessThan(CONSENT_WAIT_DAYS * DAY_MS + 60_000);
    // Nothing more is kept about the parent: no column of the account holds their address.
    expect(Object.values(row)).not.toContain(parentEmail);

    const token = await consentTokenFor(t, parentEmail);
    const [request] = await t.app.db
      .select()
      .from(consentRequests)
      .where(eq(consentRequests.studentId, row.id));
    expect(request).toMatchObject({ status: "pending", tokenHash: hashToken(token) });
    expect(request?.expiresAt.getTime()).toBe(deletion);
    expect(JSON.stringify(request)).not.toContain(token);

    const [mail] = await waitForMail(t.dataDir, parentEmail);
    expect(mail?.links).toContain(`http://localhost:3000/consent/${token}`);
    expect(mail?.raw).toMatch(/consentimiento/);
    // The student verifies their own address as every student does.
    const own = await waitForMail(t.dataDir, email);
    expect(own[0]?.links.some((l) => l.includes("/auth/verify-email/"))).toBe(true);

    const log = await t.app.db.select().from(consentLog).where(eq(consentLog.studentId, row.id));
    expect(log).toMatchObject([
      { event: "requested", method: "email_link", parentId: null, noticeVersion: "2026-11" },
    ]);
  });

  it("refuses a parent's address that is the student's own", async () => {
    const email = uniqueEmail("child");
    const res = await registerStudent(
      t,
      { ...bornYearsAgo(8), parentEmail: email.toUpperCase() },
      email,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "parent_email_is_student" });
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("takes month and year together, neither in the future (validation_failed)", async () => {
    const { birthYear, birthMonth } = bornYearsAgo(15);
    for (const birth of [{ birthYear }, { birthMonth }]) {
      const res = await registerStudent(t, birth);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation_failed" });
      expect(res.json<{ error: string }>().error).toMatch(/birthYear and birthMonth/);
    }
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    if (next.getUTCFullYear() === now.getUTCFullYear()) {
      const future = await registerStudent(t, {
        birthYear: next.getUTCFullYear(),
        birthMonth: next.getUTCMonth() + 1,
      });
      expect(future.statusCode).toBe(400);
      expect(future.json()).toMatchObject({ code: "validation_failed" });
    }
    for (const bad of [
      { birthYear: 1850, birthMonth: 1 },
      { birthYear: 2010, birthMonth: 13 },
    ]) {
      const res = await registerStudent(t, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation_failed" });
    }
  });

  it("without a birth registers as the spec says, asking nobody", async () => {
    const email = uniqueEmail("plain");
    const res = await registerStudent(t, {}, email);
    expect(res.statusCode).toBe(201);
    expect(await rowOf(t, email)).toMatchObject({
      birthYear: null,
      birthMonth: null,
      parentalConsent: null,
      consentDeletionAt: null,
    });
  });

  it("over the age ignores a parent's address: nobody is mailed, nothing is kept", async () => {
    const email = uniqueEmail("teen");
    const parentEmail = uniqueEmail("parent");
    const res = await registerStudent(t, { ...bornYearsAgo(14), parentEmail }, email);
    expect(res.statusCode).toBe(201);
    expect(await rowOf(t, email)).toMatchObject({ parentalConsent: null });
    await waitForMail(t.dataDir, email);
    expect((await readOutbox(t.dataDir)).filter((m) => m.to.includes(parentEmail))).toEqual([]);
  });

  it("with consent off (PARENTAL_CONSENT_AGE=0) asks no parent at any age", async () => {
    const email = uniqueEmail("young");
    const res = await registerStudent(off, bornYearsAgo(6), email);
    expect(res.statusCode).toBe(201);
    expect(await rowOf(off, email)).toMatchObject({
      parentalConsent: null,
      consentDeletionAt: null,
    });
    await verifyStudent(off, email);
    expect((await signIn(off, email)).statusCode).toBe(200);
  });

  it("answers a taken address as a new one, and mails no parent for it", async () => {
    const owner = await createUser(t.app, { userType: "student" });
    const parentEmail = uniqueEmail("parent");
    const fresh = await registerStudent(t, { ...bornYearsAgo(10), parentEmail: uniqueEmail("p") });
    const taken = await registerStudent(t, { ...bornYearsAgo(10), parentEmail }, owner.email);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json<{ message: string }>().message).toBe(
      fresh.json<{ message: string }>().message,
    );
    await waitForMail(t.dataDir, owner.email);
    expect((await readOutbox(t.dataDir)).filter((m) => m.to.includes(parentEmail))).toEqual([]);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({ parentalConsent: null, birthYear: null });
  });
});

describe("signing in before a parent consents", () => {
  it("is refused with 403 and a text naming a parent, once the e-mail is verified", async () => {
    const child = await registerChild(t);
    const unverified = await signIn(t, child.email);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ code: "verify_email" });

    await verifyStudent(t, child.email);
    const res = await signIn(t, child.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error:
        "A parent or guide has to agree before this account can be used. We have e-mailed them.",
      code: "parental_consent_required",
    });
    expect(res.json<{ error: string }>().error).toContain("parent");
  });

  it("says nothing of consent to a wrong password", async () => {
    const child = await registerChild(t);
    const res = await signIn(t, child.email, "Wrong-pass1");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "invalid_credentials" });
  });
});
