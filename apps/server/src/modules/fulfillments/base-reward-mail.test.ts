import { sql } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailOutbox, notificationPreferences, parentStudentLinks } from "../../db/schema";
import {
  createTestApp,
  createUser,
  inject,
  readOutbox,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addReward, grantTrophies } from "../../../test/fixtures";

/**
 * A base reward's redemption waits for fulfilment: the student's accepted parents/guides and every
 * admin are mailed (event `base_reward_redeemed`, in plain text and HTML with a one-click
 * unsubscribe), each only while their switch is on; the mail is queued in the redemption's
 * transaction, so a refused redemption mails nobody.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  who: SignedIn | null,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
) => inject(t.app, { method, url, headers: who?.headers ?? {}, payload });

/** Every queued mail written out, parsed. */
async function sentMails(): Promise<ParsedMail[]> {
  for (let i = 0; i < 200; i++) {
    const [row] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.status} = 'pending'`);
    if (row?.n === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return Promise.all((await readOutbox(t.dataDir)).map((m) => simpleParser(m.raw)));
}

const to = (mails: ParsedMail[], email: string, subject: RegExp) =>
  mails.filter(
    (m) => m.to && JSON.stringify(m.to).includes(email) && subject.test(m.subject ?? ""),
  );

function expectBothPartsLinking(mail: ParsedMail | undefined, page: string): string {
  expect(mail).toBeDefined();
  const html = typeof mail?.html === "string" ? mail.html : "";
  expect(mail?.text).toContain(page);
  expect(html).toContain(page);
  const unsubscribe = mail?.headerLines.find((h) => h.key === "list-unsubscribe")?.line ?? "";
  const url = /<(.+)>/.exec(unsubscribe)?.[1] ?? "";
  expect(url).toMatch(
    /^http:\/\/localhost:3000\/auth\/unsubscribe\/[\w-]+\.base_reward_redeemed\./,
  );
  expect(mail?.text).toContain(url);
  expect(html).toContain(url);
  expect(mail?.headerLines.find((h) => h.key === "list-unsubscribe-post")?.line).toContain(
    "List-Unsubscribe=One-Click",
  );
  return new URL(url).pathname;
}

it("mails the accepted parents/guides and the admins who have it on, and nobody else", async () => {
  const student = await signInAs(t.app, { userType: "student", name: "Sam Student" });
  const parent = await signInAs(t.app, "parent_guide");
  const quietParent = await createUser(t.app, { userType: "parent_guide" });
  const requested = await createUser(t.app, { userType: "parent_guide" });
  const stranger = await createUser(t.app, { userType: "parent_guide" });
  const admin = await signInAs(t.app, "admin");
  const quietAdmin = await createUser(t.app, { userType: "admin" });
  await t.app.db.insert(parentStudentLinks).values([
    { parentId: parent.user.id, studentId: student.user.id, status: "accepted" },
    { parentId: quietParent.id, studentId: student.user.id, status: "accepted" },
    { parentId: requested.id, studentId: student.user.id, status: "pending" },
  ]);
  await t.app.db.insert(notificationPreferences).values([
    { userId: quietParent.id, event: "base_reward_redeemed", enabled: false },
    { userId: quietAdmin.id, event: "base_reward_redeemed", enabled: false },
  ]);
  for (const who of [parent, admin]) {
    const { preferences } = (await call(who, "GET", "/api/users/notifications")).json();
    expect(preferences.base_reward_redeemed).toBe(true);
  }
  await grantTrophies(t.app, student.user.id, 100);
  const reward = await call(admin, "POST", "/api/admin/rewards", {
    title: "Homework pass",
    trophyCost: 60,
  });
  const rewardId = reward.json().reward.id as string;
  const custom = await addReward(t.app, {
    title: "Zoo trip",
    trophyCost: 10,
    customForStudent: student.user.id,
    createdBy: parent.user.id,
  });

  expect((await call(student, "POST", `/api/students/rewards/${rewardId}/redeem`)).statusCode).toBe(
    200,
  );
  // Refused (40 trophies left): rolled back, so nobody is told.
  expect((await call(student, "POST", `/api/students/rewards/${rewardId}/redeem`)).statusCode).toBe(
    400,
  );
  expect(
    (await call(student, "POST", `/api/students/rewards/${custom.id}/redeem`)).statusCode,
  ).toBe(200);

  const mails = await sentMails();
  const waiting = /redeemed Homework pass/;
  const [toParent, ...moreToParent] = to(mails, parent.user.email, waiting);
  expect(moreToParent).toHaveLength(0);
  expect(toParent?.subject).toBe("Sam Student redeemed Homework pass");
  expect(toParent?.text).toContain('Sam Student redeemed "Homework pass" for 60 trophies.');
  const unsubscribe = expectBothPartsLinking(toParent, "http://localhost:3000/parent/fulfillment");

  const [toAdmin, ...moreToAdmin] = to(mails, admin.user.email, waiting);
  expect(moreToAdmin).toHaveLength(0);
  expect(toAdmin?.subject).toBe("Sam Student redeemed Homework pass: waiting for fulfilment");
  expectBothPartsLinking(toAdmin, "http://localhost:3000/admin/fulfillment");

  for (const silent of [quietParent.email, requested.email, stranger.email, quietAdmin.email]) {
    expect(to(mails, silent, /./)).toHaveLength(0);
  }
  // A custom reward tells its maker only, with its own event.
  expect(to(mails, admin.user.email, /Zoo trip/)).toHaveLength(0);
  expect(to(mails, parent.user.email, /redeemed Zoo trip/)).toHaveLength(1);

  // The mail's one-click unsubscribe switches this event off, and only this one.
  const off = await inject(t.app, { method: "POST", url: unsubscribe });
  expect(off.json()).toEqual({ event: "base_reward_redeemed", unsubscribed: true });
  const { preferences } = (await call(parent, "GET", "/api/users/notifications")).json();
  expect(preferences).toMatchObject({ base_reward_redeemed: false, reward_redeemed: true });
});
