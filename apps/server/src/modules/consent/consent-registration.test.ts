import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CONSENT_WAIT_DAYS } from "@trophy/shared/rules/parental-consent";
import {
  askParent,
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

  it("under the age keeps the parent's address, mails no parent, and asks once the child verified (H-1, M-B)", async () => {
    const now = Date.now();
    const email = uniqueEmail("child");
    const parentEmail = uniqueEmail("parent");
    const birth = bornYearsAgo(9);
    const res = await registerStudent(t, { ...birth, parentEmail, language: "es" }, email);
    expect(res.statusCode).toBe(201);
    expect(res.json<{ message: string }>().message).toContain("parent");

    const row = await rowOf(t, email);
    expect(row).toMatchObject({
      ...birth,
      parentalConsent: "pending",
      language: "es",
      consentParentEmail: parentEmail,
    });
    const deletion = row.consentDeletionAt?.getTime() ?? 0;
    expect(deletion - now).toBeGreaterThanOrEqual(CONSENT_WAIT_DAYS * DAY_MS - 1000);
    expect(deletion - now).toBeLessThan(CONSENT_WAIT_DAYS * DAY_MS + 60_000);
    // Nobody is asked before the child proves the address is theirs.
    await waitForMail(t.dataDir, email);
    expect((await readOutbox(t.dataDir)).filter((m) => m.to.includes(parentEmail))).toEqual([]);
    expect(await t.app.db.$count(consentRequests, eq(consentRequests.studentId, row.id))).toBe(0);

    const ticket = await verifyStudent(t, email);
    expect(ticket).toEqual(expect.any(String));
    expect((await readOutbox(t.dataDir)).filter((m) => m.to.includes(parentEmail))).toEqual([]);
    expect((await askParent(t, ticket ?? "", parentEmail)).statusCode).toBe(200);
    const token = await consentTokenFor(t, parentEmail);
    const [request] = await t.app.db
      .select()
      .from(consentRequests)
      .where(eq(consentRequests.studentId, row.id));
    expect(request).toMatchObject({ status: "pending", tokenHash: hashToken(token) });
    expect(request?.expiresAt.getTime()).toBe(deletion);

    const [mail] = await waitForMail(t.dataDir, parentEmail);
    expect(mail?.links).toContain(`http://localhost:3000/consent/${token}`);
    expect(mail?.raw).toMatch(/consentimiento/);
    expect(mail?.raw).toContain(email);
    const log = await t.app.db.select().from(consentLog).where(eq(consentLog.studentId, row.id));
    expect(log).toMatchObject([
      { event: "requested", method: "email_link", parentId: null, noticeVersion: "2026-11" },
    ]);
  });

  it("needs a month and year of birth while consent is on (L-4), and not when it is off", async () => {
    const res = await registerStudent(t, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "validation_failed" });
    expect((await registerStudent(off, {})).statusCode).toBe(201);
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

  it("without a birth registers only where consent is off, asking nobody", async () => {
    const email = uniqueEmail("plain");
    const res = await registerStudent(off, {}, email);
    expect(res.statusCode).toBe(201);
    expect(await rowOf(off, email)).toMatchObject({
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
  it("is refused with 403, a text naming a parent and the ticket of the consent step", async () => {
    const email = uniqueEmail("child");
    await registerStudent(t, { ...bornYearsAgo(10), parentEmail: uniqueEmail("p") }, email);
    const unverified = await signIn(t, email);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ code: "verify_email" });

    await verifyStudent(t, email);
    const res = await signIn(t, email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: "A parent or guide has to agree before this account can be used.",
      code: "parental_consent_required",
      consentTicket: expect.any(String),
    });
    const ticket = res.json<{ consentTicket: string }>().consentTicket;
    const status = await inject(t.app, {
      method: "POST",
      url: "/api/consent/ask/status",
      payload: { ticket },
    });
    expect(status.json()).toMatchObject({ state: "to_confirm" });
  });

  it("says nothing of consent to a wrong password", async () => {
    const child = await registerChild(t);
    const res = await signIn(t, child.email, "Wrong-pass1");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "invalid_credentials" });
  });
});
