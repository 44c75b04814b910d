import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  inject,
  readOutbox,
  reloadUser,
  signInAs,
  uniqueEmail,
  waitForMail,
  type TestApp,
} from "../../../test/helpers";
import { consentRequests, parentStudentLinks, users } from "../../db/schema";
import { ERROR_TEXTS } from "../../texts/errors";
import {
  CONSENT_MAILS_PER_ADDRESS_PER_DAY,
  CONSENT_MAILS_PER_STUDENT_PER_DAY,
} from "./ask-parent.service";

/**
 * The child's consent step (docs/product.md, Privacy; issue 36): the mail to a parent/guide goes
 * only from a verified child, to the address they confirm, within daily limits; what came before
 * the child's verification is dropped; a refused address waits 30 days. PGlite and PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = (ticket: string) =>
  inject(t.app, { method: "POST", url: "/api/consent/ask/status", payload: { ticket } });

/** A 10-year-old who registered naming `parentEmail` and verified: their ticket. */
async function verifiedChild(parentEmail = uniqueEmail("parent")) {
  const email = uniqueEmail("child");
  const name = "Free Robux at http://evil.example/claim";
  await registerStudent(t, { ...bornYearsAgo(10), parentEmail, name }, email);
  const ticket = (await verifyStudent(t, email)) ?? "";
  return { email, parentEmail, ticket };
}

describe("the consent step", () => {
  it("shows the address to confirm, lets the child correct it and ask again; the old link closes", async () => {
    const child = await verifiedChild();
    expect((await status(child.ticket)).json()).toMatchObject({
      state: "to_confirm",
      parentEmail: child.parentEmail,
      askedAt: null,
      deletionAt: expect.any(String),
    });
    const first = await askParent(t, child.ticket, child.parentEmail);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ state: "asked", parentEmail: child.parentEmail });
    const oldToken = await consentTokenFor(t, child.parentEmail);

    const corrected = uniqueEmail("real-parent");
    const again = await askParent(t, child.ticket, corrected);
    expect(again.json()).toMatchObject({ state: "asked", parentEmail: corrected });
    const newToken = await consentTokenFor(t, corrected);
    const old = await inject(t.app, { method: "GET", url: `/api/consent/${oldToken}` });
    expect(old.json()).toMatchObject({ status: "expired" });
    const stale = await signInAs(t.app, { userType: "parent_guide", email: child.parentEmail });
    const closed = await inject(t.app, {
      method: "POST",
      url: `/api/consent/${oldToken}/accept`,
      headers: stale.headers,
    });
    expect(closed.statusCode).toBe(410);
    const real = await signInAs(t.app, { userType: "parent_guide", email: corrected });
    const accepted = await inject(t.app, {
      method: "POST",
      url: `/api/consent/${newToken}/accept`,
      headers: real.headers,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await status(child.ticket)).json()).toMatchObject({ state: "given" });
    expect((await askParent(t, child.ticket, corrected)).statusCode).toBe(409);
  });

  it("mails a fixed subject without the typed name (M-A), at most 3 a day per parent address", async () => {
    const parentEmail = uniqueEmail("target");
    const children = await Promise.all(
      Array.from({ length: CONSENT_MAILS_PER_ADDRESS_PER_DAY + 2 }, () =>
        verifiedChild(parentEmail),
      ),
    );
    // Asked in parallel: the count is taken in each transaction, so no more than 3 pass.
    const answers = await Promise.all(children.map((c) => askParent(t, c.ticket, parentEmail)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toEqual({
      error: ERROR_TEXTS.too_many_consent_mails,
      code: "too_many_consent_mails",
    });
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    const mails = await waitForMail(t.dataDir, parentEmail, CONSENT_MAILS_PER_ADDRESS_PER_DAY);
    expect(mails).toHaveLength(CONSENT_MAILS_PER_ADDRESS_PER_DAY);
    for (const mail of mails) {
      expect(mail.raw).toContain("Subject: A child asks for your consent to use Trophy Rewards");
      expect(/^Subject: .*$/m.exec(mail.raw)?.[0]).not.toContain("Robux");
    }
  });

  it("lets one child ask at most 5 times a day, and never their own address", async () => {
    const child = await verifiedChild();
    const own = await askParent(t, child.ticket, child.email);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: "parent_email_is_student" });
    for (let i = 0; i < CONSENT_MAILS_PER_STUDENT_PER_DAY; i++) {
      expect((await askParent(t, child.ticket, uniqueEmail("p"))).statusCode).toBe(200);
    }
    expect((await askParent(t, child.ticket, uniqueEmail("p"))).statusCode).toBe(429);
  });

  it("refuses a forged, foreign or expired ticket, and an access token, with 401", async () => {
    const child = await verifiedChild();
    const someone = await signInAs(t.app, "student");
    const forged = `${child.ticket.slice(0, -4)}AAAA`;
    for (const ticket of [forged, someone.accessToken, "x"]) {
      const res = await askParent(t, ticket, uniqueEmail("p"));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "consent_ticket_invalid" });
      expect((await status(ticket)).statusCode).toBe(401);
    }
    const missing = await inject(t.app, { method: "POST", url: "/api/consent/ask", payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it("drops links and consent made before the child verified (H-1, legacy)", async () => {
    const email = uniqueEmail("child");
    await registerStudent(t, { ...bornYearsAgo(10), parentEmail: uniqueEmail("p") }, email);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    const stranger = await signInAs(t.app, "parent_guide");
    // What the old flow let a stranger do before the owner ever verified.
    await t.app.db
      .insert(parentStudentLinks)
      .values({ parentId: stranger.user.id, studentId: row?.id ?? "", status: "accepted" });
    await t.app.db
      .update(users)
      .set({ parentalConsent: "given", consentDeletionAt: null, consentParentId: stranger.user.id })
      .where(eq(users.email, email));
    const ticket = await verifyStudent(t, email);
    expect(ticket).toEqual(expect.any(String));
    const after = await reloadUser(t.app, row?.id ?? "");
    expect(after).toMatchObject({ parentalConsent: "pending", consentParentId: null });
    expect(
      await t.app.db.$count(parentStudentLinks, eq(parentStudentLinks.studentId, after.id)),
    ).toBe(0);
    expect((await signIn(t, email)).statusCode).toBe(403);
  });

  it("keeps a refused address from registering again for 30 days, answered as any sign-up", async () => {
    const child = await registerChild(t);
    const refused = await inject(t.app, {
      method: "POST",
      url: `/api/consent/${child.token}/refuse`,
    });
    expect(refused.statusCode).toBe(200);
    const again = await registerStudent(t, { birthYear: 2000, birthMonth: 1 }, child.email);
    expect(again.statusCode).toBe(201);
    const live = await t.app.db
      .select()
      .from(users)
      .where(and(eq(users.email, child.email)));
    expect(live).toEqual([]);
    const before = (await readOutbox(t.dataDir)).filter((m) => m.to.includes(child.email));
    expect(before.every((m) => !m.raw.includes("You already have"))).toBe(true);
    expect(await t.app.db.$count(consentRequests, eq(consentRequests.studentId, child.id))).toBe(1);
  });
});
