import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, parentStudentLinks } from "../../db/schema";
import {
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addGiftCards, codes, grantTrophies } from "../../../test/fixtures";
import { countTo, expectNotification, mailsTo } from "../../../test/notification-mail";
import { ERROR_TEXTS } from "../../texts/errors";

/**
 * A student removing the last parent/guide who approves their gift cards first (docs/product.md
 * §4, Gift-card approval): the removal needs the student's confirmation, and that parent/guide is
 * mailed. On PGlite and on PostgreSQL (DATABASE_URL), where simultaneous removals really race.
 */
let t: TestApp;
beforeAll(async () => {
  // Parallel requests on a shared test machine must not be told the server is busy.
  t = await createTestApp({ OVERLOAD_EVENT_LOOP_DELAY_MS: "0" });
});
afterAll(() => t.close());

const call = (who: SignedIn | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string) =>
  inject(t.app, { method, url, headers: who?.headers ?? {} });
const remove = (who: SignedIn | null, linkId: string, query = "") =>
  call(who, "DELETE", `/api/students/parents/${linkId}${query}`);
const ended = /gift-card approval has ended/;

let stockNo = 0;
/** A card type of the test's own: redeeming it shows whether it waits for approval. */
async function redeemCard(student: SignedIn) {
  const cardType = `unlink${String(++stockNo)}`;
  await addGiftCards(t.app, {
    cardType,
    usdAmount: 10,
    trophyCost: 100,
    codes: codes(`UNL-${String(stockNo)}-${student.user.id.slice(0, 8)}`, 1),
  });
  return inject(t.app, {
    method: "POST",
    url: "/api/students/rewards/redeem-gift-card",
    headers: student.headers,
    payload: { cardType, usdAmount: 10, trophyCost: 100 },
  });
}

/** An accepted link; the parent/guide switches approval on when asked to. */
async function link(parent: SignedIn, student: SignedIn, approve: boolean) {
  const [row] = await t.app.db
    .insert(parentStudentLinks)
    .values({
      parentId: parent.user.id,
      studentId: student.user.id,
      status: "accepted",
      respondedAt: new Date(),
    })
    .returning();
  if (approve) {
    const res = await inject(t.app, {
      method: "PUT",
      url: `/api/parents/students/${student.user.id}/settings`,
      headers: parent.headers,
      payload: { approveGiftCards: true },
    });
    expect(res.statusCode).toBe(200);
  }
  return row?.id ?? "";
}

const linksOf = (studentId: string) =>
  t.app.db
    .select()
    .from(parentStudentLinks)
    .where(
      and(eq(parentStudentLinks.studentId, studentId), eq(parentStudentLinks.status, "accepted")),
    );

const queuedTo = async (email: string) =>
  (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;

describe("removing the last parent/guide who approves gift cards", () => {
  it("without confirmation answers 409 and changes nothing: the next gift card still waits", async () => {
    const student = await signInAs(t.app, { userType: "student", name: "Sam Student" });
    const parent = await signInAs(t.app, { userType: "parent_guide", name: "Pat Guide" });
    const linkId = await link(parent, student, true);
    await grantTrophies(t.app, student.user.id, 300);

    for (const query of ["", "?confirm=false"]) {
      const res = await remove(student, linkId, query);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: ERROR_TEXTS.approval_ends_on_unlink,
        code: "approval_ends_on_unlink",
      });
    }
    expect(await linksOf(student.user.id)).toEqual([
      expect.objectContaining({ id: linkId, approveGiftCards: true }),
    ]);
    expect(await queuedTo(parent.user.email)).toBe(0);
    const redeemed = await redeemCard(student);
    expect(redeemed.statusCode).toBe(202);
    expect(redeemed.json().giftCard ?? null).toBeNull();
  });

  it("with ?confirm=true unlinks and mails that parent/guide, naming the student", async () => {
    const student = await signInAs(t.app, { userType: "student", name: "Sam Student" });
    const parent = await signInAs(t.app, { userType: "parent_guide", name: "Pat Guide" });
    const linkId = await link(parent, student, true);
    await grantTrophies(t.app, student.user.id, 300);

    expect((await remove(student, linkId, "?confirm=true")).statusCode).toBe(204);
    expect(await linksOf(student.user.id)).toEqual([]);
    const [mail] = await mailsTo(t, parent.user.email, ended);
    expect(mail?.subject).toBe("Sam Student removed your link: gift-card approval has ended");
    expect(mail?.text).toContain("Sam Student removed their link with you");
    expect(mail?.text).toContain("approval has ended");
    expectNotification(mail, "http://localhost:3000/parent/students");
    // The approval ended, and its parent/guide knows: the card is the student's at once.
    expect((await redeemCard(student)).statusCode).toBe(200);
  });

  it("asks nothing while another parent/guide still approves, nor for a link that does not approve", async () => {
    const student = await signInAs(t.app, "student");
    const mum = await signInAs(t.app, "parent_guide");
    const dad = await signInAs(t.app, "parent_guide");
    const coach = await signInAs(t.app, "parent_guide");
    const mumLink = await link(mum, student, true);
    const dadLink = await link(dad, student, true);
    const coachLink = await link(coach, student, false);

    expect((await remove(student, coachLink)).statusCode).toBe(204);
    expect((await remove(student, mumLink)).statusCode).toBe(204);
    // Dad is the last one approving now.
    expect((await remove(student, dadLink)).statusCode).toBe(409);
    expect((await remove(student, dadLink, "?confirm=true")).statusCode).toBe(204);
    await mailsTo(t, dad.user.email, ended);
    expect(await countTo(t, mum.user.email, ended)).toBe(0);
    expect(await countTo(t, coach.user.email, ended)).toBe(0);
  });

  it("of two approving links removed at once without confirmation, one goes and the other asks", async () => {
    const student = await signInAs(t.app, "student");
    const mum = await signInAs(t.app, "parent_guide");
    const dad = await signInAs(t.app, "parent_guide");
    const links = [await link(mum, student, true), await link(dad, student, true)];
    const results = await Promise.all(links.map((id) => remove(student, id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    expect(await linksOf(student.user.id)).toEqual([
      expect.objectContaining({ approveGiftCards: true }),
    ]);
  });

  it("refuses a malformed confirm (400), another student's link (404) and other roles (403)", async () => {
    const student = await signInAs(t.app, "student");
    const parent = await signInAs(t.app, "parent_guide");
    const linkId = await link(parent, student, true);
    expect((await remove(student, linkId, "?confirm=yes")).statusCode).toBe(400);
    const other = await signInAs(t.app, "student");
    const foreign = await remove(other, linkId, "?confirm=true");
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("parent_link_not_found");
    expect((await remove(parent, linkId, "?confirm=true")).statusCode).toBe(403);
    expect((await remove(null, linkId, "?confirm=true")).statusCode).toBe(401);
    expect(await linksOf(student.user.id)).toHaveLength(1);
  });

  it("lists which linked parents/guides approve gift cards", async () => {
    const student = await signInAs(t.app, "student");
    const mum = await signInAs(t.app, "parent_guide");
    await link(mum, student, true);
    const res = await call(student, "GET", "/api/students/parents");
    expect(res.json().parents).toEqual([
      expect.objectContaining({ email: mum.user.email, approveGiftCards: true }),
    ]);
  });
});
