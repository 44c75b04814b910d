import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskCode } from "@trophy/shared/rules/gift-card-display";
import {
  accountDeletionRequests,
  activityLog,
  apiCalls,
  apiKeys,
  giftCards,
  mailOutbox,
  notificationPreferences,
  parentStudentLinks,
  refreshTokens,
  rewards,
  sessions,
  studentGoals,
  trophyTransactions,
  users,
  webhookEndpoints,
} from "../../db/schema";
import {
  PASSWORD,
  createTestApp,
  createUser,
  inject,
  reloadUser,
  signInAs,
  uniqueEmail,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import {
  addGiftCards,
  addReward,
  codes,
  developerWithKey,
  grantTrophies,
} from "../../../test/fixtures";
import { deletedEmail } from "../data-rights/account-deletion.service";

/**
 * Data rights: the export of everything held about a user, and deleting an account (a student's
 * with a linked parent/guide's confirmation), on the real app and database.
 */
let t: TestApp;
beforeAll(async () => {
  // Parallel requests on a shared test machine must not be told the server is busy.
  t = await createTestApp({ OVERLOAD_EVENT_LOOP_DELAY_MS: "0" });
});
afterAll(() => t.close());

const get = (who: SignedIn | null, url: string) =>
  inject(t.app, { method: "GET", url, headers: who?.headers });
const del = (who: SignedIn | null, url: string, payload?: object) =>
  inject(t.app, { method: "DELETE", url, headers: who?.headers, payload });
const post = (who: SignedIn | null, url: string) =>
  inject(t.app, { method: "POST", url, headers: who?.headers });
const deleteMe = (who: SignedIn | null, password: string = PASSWORD) =>
  del(who, "/api/users/me", { password });

async function link(parentId: string, studentId: string) {
  await t.app.db
    .insert(parentStudentLinks)
    .values({ parentId, studentId, status: "accepted", respondedAt: new Date() });
}

/** A student with a ledger, a gift card, a custom redemption, a goal and a linked parent. */
async function busyStudent() {
  const student = await signInAs(t.app, { userType: "student", name: "Ana Pérez" });
  const parent = await signInAs(t.app, { userType: "parent_guide", name: "Mum" });
  await link(parent.user.id, student.user.id);
  await grantTrophies(t.app, student.user.id, 500, "Great work, Ana!");
  const [code] = codes(`DR-${student.user.id.slice(0, 8)}`, 1);
  await addGiftCards(t.app, {
    cardType: "amazon",
    usdAmount: 10,
    trophyCost: 100,
    codes: [code ?? ""],
  });
  const card = await inject(t.app, {
    method: "POST",
    url: "/api/students/rewards/redeem-gift-card",
    headers: student.headers,
    payload: { cardType: "amazon", usdAmount: 10, trophyCost: 100 },
  });
  expect(card.statusCode, card.body).toBe(200);
  const reward = await addReward(t.app, {
    title: "Pizza night",
    trophyCost: 50,
    customForStudent: student.user.id,
    createdBy: parent.user.id,
  });
  const redeemed = await post(student, `/api/students/rewards/${reward.id}/redeem`);
  expect(redeemed.statusCode).toBe(200);
  const goal = await addReward(t.app, { title: "Bike", trophyCost: 5000 });
  await t.app.db.insert(studentGoals).values({ studentId: student.user.id, rewardId: goal.id });
  await t.app.db
    .insert(notificationPreferences)
    .values({ userId: student.user.id, event: "reward_fulfilled", enabled: false });
  return { student, parent, code: code ?? "", reward };
}

/** Nothing secret of the account may appear anywhere in an export. */
async function expectNoSecrets(body: string, userId: string) {
  const row = await reloadUser(t.app, userId);
  if (row.passwordHash) expect(body).not.toContain(row.passwordHash);
  expect(body).not.toMatch(/argon2|\$2[aby]\$|password/i);
  const tokens = await t.app.db
    .select({ hash: refreshTokens.tokenHash })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(sessions.userId, userId));
  for (const { hash } of tokens) expect(body).not.toContain(hash);
}

describe("GET /api/users/me/export", () => {
  it("gives a student everything held about them, their gift-card codes included, as a download", async () => {
    const { student, parent, code } = await busyStudent();
    const res = await get(student, "/api/users/me/export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="trophy-rewards-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = res.json();
    expect(data.profile).toMatchObject({
      id: student.user.id,
      email: student.user.email,
      name: "Ana Pérez",
      userType: "student",
      trophyBalance: 350,
      deletedAt: null,
    });
    expect(data.sessions).toHaveLength(1);
    expect(data.notificationPreferences).toEqual([
      expect.objectContaining({ event: "reward_fulfilled", enabled: false }),
    ]);
    expect(data.student.balance).toBe(350);
    expect(data.student.ledger.map((e: { amount: number }) => e.amount)).toEqual([500, -100, -50]);
    expect(data.student.ledger[0].description).toBe("Great work, Ana!");
    expect(data.student.redemptions).toEqual([
      expect.objectContaining({ rewardType: "gift_card", giftCardCode: code }),
      expect.objectContaining({ title: "Pizza night", status: "pending", giftCardCode: null }),
    ]);
    expect(data.student.goal).toMatchObject({ title: "Bike", reachedAt: null });
    expect(data.student.links).toEqual([
      expect.objectContaining({ status: "accepted", name: "Mum", email: parent.user.email }),
    ]);
    expect(data.student.deletionRequestedAt).toBeNull();
    expect(data.parent).toBeUndefined();
    expect(data.developer).toBeUndefined();
    await expectNoSecrets(res.body, student.user.id);
  });

  it("gives a parent/guide their links, custom rewards and fulfilments", async () => {
    const { student, parent, reward } = await busyStudent();
    const res = await get(parent, "/api/users/me/export");
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.profile).toMatchObject({ userType: "parent_guide", name: "Mum" });
    expect(data.parent.links).toEqual([
      expect.objectContaining({ name: "Ana Pérez", email: student.user.email }),
    ]);
    expect(data.parent.customRewards).toEqual([
      expect.objectContaining({ id: reward.id, title: "Pizza night", studentId: student.user.id }),
    ]);
    expect(data.parent.fulfillments).toEqual([
      expect.objectContaining({ title: "Pizza night", studentId: student.user.id }),
    ]);
    expect(data.student).toBeUndefined();
    await expectNoSecrets(res.body, parent.user.id);
  });

  it("gives a developer their keys masked, webhooks without secrets, call log and usage", async () => {
    const { developer, apiKey, testApiKey } = await developerWithKey(t.app);
    const secret = "whsec_ZXhwb3J0LXRlc3Qtc2VjcmV0LW5ldmVyLXNob3du";
    const endpointId = crypto.randomUUID();
    await t.app.db.insert(webhookEndpoints).values({
      id: endpointId,
      developerId: developer.id,
      url: "https://hooks.example.com/trophies",
      events: ["trophy.awarded"],
      secretCiphertext: t.app.webhookSecrets.seal(secret, endpointId),
    });
    await t.app.db.insert(apiCalls).values({
      developerId: developer.id,
      livemode: true,
      operation: "award",
      status: 200,
      studentEmail: "kid@example.com",
    });
    const dev = await signInAs(t.app, { userType: "developer", email: uniqueEmail("dev2") });
    // The signed-in developer of developerWithKey: sign in with its own address.
    const login = await inject(t.app, {
      method: "POST",
      url: "/auth/login",
      payload: { email: developer.email, password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    const res = await inject(t.app, { method: "GET", url: "/api/users/me/export", headers });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.profile).toMatchObject({ userType: "developer", companyName: "MathQuest Apps" });
    expect(data.developer.apiKeys).toHaveLength(2);
    for (const key of data.developer.apiKeys) expect(key.masked).toMatch(/^trk_(test_)?…$/);
    expect(data.developer.webhooks).toEqual([
      expect.objectContaining({ url: "https://hooks.example.com/trophies" }),
    ]);
    expect(data.developer.apiCalls).toEqual([
      expect.objectContaining({ operation: "award", studentEmail: "kid@example.com" }),
    ]);
    expect(data.developer.usage.dailyStats).toHaveLength(30);
    expect(res.body).not.toContain(apiKey);
    expect(res.body).not.toContain(testApiKey);
    expect(res.body).not.toContain(secret);
    await expectNoSecrets(res.body, developer.id);
    expect((await get(dev, "/api/users/me/export")).json().developer.apiKeys).toEqual([]);
  });

  it("refuses anonymous callers", async () => {
    const res = await get(null, "/api/users/me/export");
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/parents/students/:id/export", () => {
  it("gives a linked parent/guide the child's data, without the other guides' e-mails nor the gift-card codes", async () => {
    const { student, parent, code } = await busyStudent();
    const coach = await createUser(t.app, { userType: "parent_guide", name: "Coach" });
    await link(coach.id, student.user.id);
    const res = await get(parent, `/api/parents/students/${student.user.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename=/);
    const data = res.json();
    expect(data.profile.id).toBe(student.user.id);
    // The code is the student's (docs/product.md §6): shown as the lists show it, its last 4.
    expect(data.student.redemptions[0].giftCardCode).toBe(maskCode(code));
    expect(data.student.redemptions[0].giftCardCode).toMatch(/^•+.{4}$/);
    expect(res.body).not.toContain(code);
    expect(res.body).not.toContain(code.slice(0, -4));
    expect(data.student.links.map((l: { email: string | null }) => l.email)).toEqual([null, null]);
    await expectNoSecrets(res.body, student.user.id);
  });

  it("answers 404 for another parent's child, a pending link and an unknown id; 403 to others", async () => {
    const { student } = await busyStudent();
    const stranger = await signInAs(t.app, "parent_guide");
    const waiting = await signInAs(t.app, "parent_guide");
    await t.app.db
      .insert(parentStudentLinks)
      .values({ parentId: waiting.user.id, studentId: student.user.id });
    for (const who of [stranger, waiting]) {
      const res = await get(who, `/api/parents/students/${student.user.id}/export`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("link_not_found");
    }
    const unknown = await get(stranger, `/api/parents/students/${crypto.randomUUID()}/export`);
    expect(unknown.statusCode).toBe(404);
    expect((await get(student, `/api/parents/students/${student.user.id}/export`)).statusCode).toBe(
      403,
    );
    expect((await get(null, `/api/parents/students/${student.user.id}/export`)).statusCode).toBe(
      401,
    );
  });
});

describe("GET /api/admin/users/:id/export", () => {
  it("gives an admin any user's data; 404 for an unknown id; 403 to others", async () => {
    const admin = await signInAs(t.app, "admin");
    const { student, code } = await busyStudent();
    const res = await get(admin, `/api/admin/users/${student.user.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.json().student.balance).toBe(350);
    expect(res.json().student.redemptions[0].giftCardCode).toBe(code);
    await expectNoSecrets(res.body, student.user.id);
    expect((await get(admin, `/api/admin/users/${crypto.randomUUID()}/export`)).statusCode).toBe(
      404,
    );
    const other = await get(student, `/api/admin/users/${student.user.id}/export`);
    expect(other.statusCode).toBe(403);
  });
});

/** What must hold of every deleted account. */
async function expectDeleted(who: SignedIn, formerEmail: string) {
  const row = await reloadUser(t.app, who.user.id);
  expect(row).toMatchObject({
    email: deletedEmail(who.user.id),
    name: null,
    phone: null,
    companyName: null,
    passwordHash: null,
  });
  expect(row.deletedAt).toBeInstanceOf(Date);
  // The old session is gone, and the account cannot sign in.
  expect((await get(who, "/api/users/profile")).statusCode).toBe(401);
  const login = await inject(t.app, {
    method: "POST",
    url: "/auth/login",
    payload: { email: formerEmail, password: PASSWORD },
  });
  expect(login.statusCode).toBe(401);
  expect(login.json().code).toBe("invalid_credentials");
  const refresh = await inject(t.app, {
    method: "POST",
    url: "/auth/refresh",
    payload: { refreshToken: who.refreshToken },
  });
  expect(refresh.statusCode).toBe(401);
  expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, who.user.id))).toEqual(
    [],
  );
  // The same address may register again, as a new account.
  const again = await inject(t.app, {
    method: "POST",
    url: "/auth/register",
    payload: { userType: "parent_guide", email: formerEmail, password: PASSWORD, name: "New" },
  });
  expect(again.statusCode).toBe(201);
  return row;
}

async function ledgerSum(studentId: string): Promise<number> {
  const [row] = await t.app.db
    .select({ sum: sql<number>`coalesce(sum(${trophyTransactions.amount}), 0)::int` })
    .from(trophyTransactions)
    .where(eq(trophyTransactions.studentId, studentId));
  return row?.sum ?? -1;
}

describe("DELETE /api/users/me", () => {
  it("refuses anonymous callers, a wrong password and a missing one", async () => {
    const student = await signInAs(t.app, "student");
    expect((await deleteMe(null)).statusCode).toBe(401);
    const wrong = await deleteMe(student, "not-my-password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("wrong_current_password");
    const missing = await del(student, "/api/users/me", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe("validation_failed");
    expect((await reloadUser(t.app, student.user.id)).deletedAt).toBeNull();
  });

  it("deletes a student without a linked parent at once; amounts and gift cards stay", async () => {
    const student = await signInAs(t.app, { userType: "student", name: "Leo" });
    await grantTrophies(t.app, student.user.id, 300, "Leo finished the fractions quiz");
    const [code] = codes(`DEL-${student.user.id.slice(0, 8)}`, 1);
    const [card] = await addGiftCards(t.app, {
      cardType: "roblox",
      usdAmount: 5,
      trophyCost: 100,
      codes: [code ?? ""],
    });
    await inject(t.app, {
      method: "POST",
      url: "/api/students/rewards/redeem-gift-card",
      headers: student.headers,
      payload: { cardType: "roblox", usdAmount: 5, trophyCost: 100 },
    });
    const waiting = await createUser(t.app, { userType: "parent_guide" });
    await t.app.db
      .insert(parentStudentLinks)
      .values({ parentId: waiting.id, studentId: student.user.id });
    await t.app.db.insert(mailOutbox).values([
      { toAddress: student.user.email, messageCiphertext: "sealed" },
      { toAddress: "someone.else@example.com", messageCiphertext: "sealed" },
    ]);

    const res = await deleteMe(student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "deleted" });
    // Mail queued to the account goes (checked before the address registers again below).
    const queued = await t.app.db.select({ to: mailOutbox.toAddress }).from(mailOutbox);
    expect(queued.map((m) => m.to)).not.toContain(student.user.email);
    expect(queued.map((m) => m.to)).toContain("someone.else@example.com");

    const row = await expectDeleted(student, student.user.email);
    expect(row.trophyBalance).toBe(200);
    expect(await ledgerSum(student.user.id)).toBe(200);
    const entries = await t.app.db
      .select()
      .from(trophyTransactions)
      .where(eq(trophyTransactions.studentId, student.user.id));
    expect(entries.map((e) => [e.amount, e.description])).toEqual([
      [300, ""],
      [-100, ""],
    ]);
    const [still] = await t.app.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.id, card?.id ?? ""));
    expect(still?.redeemedBy).toBe(student.user.id);
    expect(
      await t.app.db
        .select()
        .from(parentStudentLinks)
        .where(eq(parentStudentLinks.studentId, student.user.id)),
    ).toEqual([]);
  });

  it("leaves the anonymous address unreachable: no award, connection request or reset mail", async () => {
    const student = await signInAs(t.app, "student");
    expect((await deleteMe(student)).statusCode).toBe(200);
    const anonymous = deletedEmail(student.user.id);
    const { apiKey } = await developerWithKey(t.app);
    const award = await inject(t.app, {
      method: "POST",
      url: "/api/v1/award-trophies",
      headers: { "x-api-key": apiKey },
      payload: { email: anonymous, amount: 5 },
    });
    expect(award.statusCode).toBe(404);
    expect(award.json()).toMatchObject({ code: "student_not_found" });
    const parent = await signInAs(t.app, "parent_guide");
    const request = await inject(t.app, {
      method: "POST",
      url: "/api/parents/students/request",
      headers: parent.headers,
      payload: { studentEmail: anonymous },
    });
    // Answered as any request is, whoever the address belongs to; nobody sees it.
    expect(request.statusCode).toBe(201);
    expect(
      await t.app.db
        .select()
        .from(parentStudentLinks)
        .where(eq(parentStudentLinks.parentId, parent.user.id)),
    ).toEqual([]);
    const forgot = await inject(t.app, {
      method: "POST",
      url: "/auth/forgot-password",
      payload: { email: anonymous },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, anonymous));
    expect(mail).toEqual([]);
    expect(await ledgerSum(student.user.id)).toBe(0);
  });

  it("names the anonymous address in the logs instead; an address that contains this one stays", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const bob = await signInAs(t.app, { userType: "student", email: `bob${tag}@x.test` });
    const jimbob = await createUser(t.app, { userType: "student", email: `jimbob${tag}@x.test` });
    await t.app.db.insert(activityLog).values([
      { type: "registration", description: `New student: ${bob.user.email}`, userId: bob.user.id },
      { type: "registration", description: `New student: ${jimbob.email}`, userId: jimbob.id },
    ]);
    await t.app.db.insert(mailOutbox).values({ toAddress: jimbob.email, messageCiphertext: "x" });
    await t.app.db.insert(apiCalls).values({
      developerId: (await developerWithKey(t.app)).developer.id,
      livemode: true,
      operation: "award",
      status: 200,
      studentEmail: bob.user.email,
    });
    expect((await deleteMe(bob)).statusCode).toBe(200);
    const logged = await t.app.db
      .select({ description: activityLog.description })
      .from(activityLog)
      .where(
        and(
          inArray(activityLog.userId, [bob.user.id, jimbob.id]),
          eq(activityLog.type, "registration"),
        ),
      );
    expect(logged.map((l) => l.description).sort()).toEqual(
      [`New student: ${deletedEmail(bob.user.id)}`, `New student: ${jimbob.email}`].sort(),
    );
    const calls = await t.app.db
      .select({ email: apiCalls.studentEmail })
      .from(apiCalls)
      .where(eq(apiCalls.studentEmail, deletedEmail(bob.user.id)));
    expect(calls).toHaveLength(1);
    const kept = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, jimbob.email));
    expect(kept).toHaveLength(1);
  });

  it("keeps the ledger append-only for everyone else: no description of a live account changes", async () => {
    const student = await signInAs(t.app, "student");
    await grantTrophies(t.app, student.user.id, 10);
    await expect(
      t.app.db
        .update(trophyTransactions)
        .set({ description: "" })
        .where(eq(trophyTransactions.studentId, student.user.id)),
    ).rejects.toThrow();
    await deleteMe(student);
    // Once deleted, still nothing but the description may change.
    await expect(
      t.app.db
        .update(trophyTransactions)
        .set({ amount: 99 })
        .where(eq(trophyTransactions.studentId, student.user.id)),
    ).rejects.toThrow();
  });

  it("deletes a parent/guide: links go and their custom rewards are no longer offered", async () => {
    const { student, parent, reward } = await busyStudent();
    const res = await deleteMe(parent);
    expect(res.statusCode).toBe(200);
    await expectDeleted(parent, parent.user.email);
    const [row] = await t.app.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(row?.isActive).toBe(false);
    expect((await get(student, "/api/students/parents")).json().total).toBe(0);
    // The student has no linked parent left, so their own deletion now runs at once.
    expect((await deleteMe(student)).json()).toEqual({ status: "deleted" });
  });

  it("deletes a developer: the API keys stop working and the webhooks are gone", async () => {
    const { developer, apiKey } = await developerWithKey(t.app);
    const endpointId = crypto.randomUUID();
    await t.app.db.insert(webhookEndpoints).values({
      id: endpointId,
      developerId: developer.id,
      url: "https://hooks.example.com/x",
      events: ["trophy.awarded"],
      secretCiphertext: t.app.webhookSecrets.seal("whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ", endpointId),
    });
    const login = await inject(t.app, {
      method: "POST",
      url: "/auth/login",
      payload: { email: developer.email, password: PASSWORD },
    });
    const body = login.json();
    const who: SignedIn = {
      user: developer,
      accessToken: body.accessToken,
      refreshToken: body.refreshToken,
      headers: { authorization: `Bearer ${body.accessToken}` },
    };
    expect((await deleteMe(who)).statusCode).toBe(200);
    await expectDeleted(who, developer.email);
    const live = await t.app.db.select().from(apiKeys).where(eq(apiKeys.developerId, developer.id));
    expect(live.every((k) => k.revokedAt !== null)).toBe(true);
    const award = await inject(t.app, {
      method: "POST",
      url: "/api/v1/award-trophies",
      headers: { "x-api-key": apiKey },
      payload: { email: "anyone@example.com", amount: 5 },
    });
    expect(award.statusCode).toBe(401);
    expect(
      await t.app.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.developerId, developer.id)),
    ).toEqual([]);
  });

  it("takes a deleted developer out of the admin's queue and counts: not listed, approved or counted", async () => {
    // A pending developer cannot sign in yet, so an admin deletes the account.
    const developer = await createUser(t.app, {
      userType: "developer",
      developerStatus: "pending",
    });
    const admin = await signInAs(t.app, "admin");
    const pendingBefore = (await get(admin, "/api/admin/dashboard")).json().pendingValidations;
    expect((await del(admin, `/api/admin/users/${developer.id}`)).statusCode).toBe(200);
    expect((await get(admin, "/api/admin/dashboard")).json().pendingValidations).toBe(
      pendingBefore - 1,
    );
    const listed = (await get(admin, "/api/admin/developers?limit=100")).json().developers;
    expect(listed.map((d: { id: string }) => d.id)).not.toContain(developer.id);
    const approve = await inject(t.app, {
      method: "PUT",
      url: `/api/admin/developers/${developer.id}/validate`,
      headers: admin.headers,
    });
    expect(approve.statusCode).toBe(404);
    expect((await reloadUser(t.app, developer.id)).developerStatus).toBe("pending");
  });

  it("refuses to delete the last admin (409); with another admin left it runs", async () => {
    // The admins of earlier tests count as gone.
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.userType, "admin"));
    const only = await signInAs(t.app, "admin");
    const last = await deleteMe(only);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe("last_admin");
    const second = await signInAs(t.app, "admin");
    expect((await deleteMe(only)).statusCode).toBe(200);
    expect((await deleteMe(second)).statusCode).toBe(409);
  });

  it("of parallel deletions of one account, one deletes and the others find it gone", async () => {
    const student = await signInAs(t.app, "student");
    await grantTrophies(t.app, student.user.id, 40);
    // Each attempt counts against the sign-in throttle until its password is checked, so a burst
    // may also be told to wait (429); it never deletes twice.
    const answers = await Promise.all(Array.from({ length: 5 }, () => deleteMe(student)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(
      statuses.every((s) => [200, 401, 404, 429].includes(s)),
      String(statuses),
    ).toBe(true);
    const rows = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, deletedEmail(student.user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.trophyBalance).toBe(await ledgerSum(student.user.id));
  });
});

describe("a student's deletion with a linked parent/guide", () => {
  it("waits for the parent/guide: refuse drops it, the student may cancel, confirm deletes", async () => {
    const { student, parent } = await busyStudent();
    const stranger = await signInAs(t.app, "parent_guide");
    const base = `/api/parents/students/${student.user.id}/deletion-request`;

    const asked = await deleteMe(student);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: "awaiting_parent_confirmation" });
    // Asking twice keeps the one request.
    expect((await deleteMe(student)).statusCode).toBe(202);
    const mine = (await get(student, "/api/users/me/deletion-request")).json();
    expect(mine.request.requestedAt).toEqual(expect.any(String));
    expect((await get(parent, "/api/parents/deletion-requests")).json()).toEqual({
      requests: [
        {
          studentId: student.user.id,
          name: "Ana Pérez",
          email: student.user.email,
          requestedAt: mine.request.requestedAt,
        },
      ],
    });
    expect((await get(stranger, "/api/parents/deletion-requests")).json()).toEqual({
      requests: [],
    });
    // Still a working account meanwhile.
    expect((await get(student, "/api/users/profile")).statusCode).toBe(200);

    // Another parent's child: 404, nothing changes.
    for (const action of ["confirm", "refuse"]) {
      const res = await post(stranger, `${base}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("link_not_found");
    }
    expect((await post(student, `${base}/confirm`)).statusCode).toBe(403);
    expect((await post(null, `${base}/confirm`)).statusCode).toBe(401);

    expect((await post(parent, `${base}/refuse`)).statusCode).toBe(204);
    expect((await get(student, "/api/users/me/deletion-request")).json()).toEqual({
      request: null,
    });
    const none = await post(parent, `${base}/confirm`);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe("deletion_request_not_found");

    expect((await deleteMe(student)).statusCode).toBe(202);
    expect((await del(student, "/api/users/me/deletion-request")).statusCode).toBe(204);
    const again = await del(student, "/api/users/me/deletion-request");
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("deletion_request_not_found");

    expect((await deleteMe(student)).statusCode).toBe(202);
    const balance = (await reloadUser(t.app, student.user.id)).trophyBalance;
    expect((await post(parent, `${base}/confirm`)).statusCode).toBe(204);
    const row = await expectDeleted(student, student.user.email);
    expect(row.trophyBalance).toBe(balance);
    expect(await ledgerSum(student.user.id)).toBe(balance);
    expect(
      await t.app.db
        .select()
        .from(accountDeletionRequests)
        .where(eq(accountDeletionRequests.studentId, student.user.id)),
    ).toEqual([]);
    expect((await get(parent, "/api/parents/deletion-requests")).json()).toEqual({ requests: [] });
  });

  it("of parallel confirmations and refusals, one answer takes effect", async () => {
    const { student, parent } = await busyStudent();
    expect((await deleteMe(student)).statusCode).toBe(202);
    const base = `/api/parents/students/${student.user.id}/deletion-request`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(parent, `${base}/${i % 2 ? "refuse" : "confirm"}`)),
    );
    const done = answers.filter((r) => r.statusCode === 204);
    expect(done).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 204)) {
      expect(r.statusCode).toBe(404);
    }
  });

  it("lets only students see or cancel a request", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    expect((await get(parent, "/api/users/me/deletion-request")).statusCode).toBe(403);
    expect((await del(parent, "/api/users/me/deletion-request")).statusCode).toBe(403);
    expect((await get(null, "/api/users/me/deletion-request")).statusCode).toBe(401);
  });
});

describe("DELETE /api/admin/users/:id", () => {
  it("deletes any user without a password, a student with a linked parent at once", async () => {
    const admin = await signInAs(t.app, "admin");
    const { student } = await busyStudent();
    const res = await del(admin, `/api/admin/users/${student.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "deleted" });
    await expectDeleted(student, student.user.email);
    const twice = await del(admin, `/api/admin/users/${student.user.id}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().code).toBe("user_not_found");
  });

  it("refuses the admin's own account, an unknown id, other roles and anonymous callers", async () => {
    const admin = await signInAs(t.app, "admin");
    const self = await del(admin, `/api/admin/users/${admin.user.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe("cannot_delete_self");
    expect((await del(admin, `/api/admin/users/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await del(admin, "/api/admin/users/not-a-uuid")).statusCode).toBe(400);
    const victim = await createUser(t.app, { userType: "student" });
    for (const role of ["student", "parent_guide", "developer"] as const) {
      const res = await del(await signInAs(t.app, role), `/api/admin/users/${victim.id}`);
      expect(res.statusCode).toBe(403);
    }
    expect((await del(null, `/api/admin/users/${victim.id}`)).statusCode).toBe(401);
    expect((await reloadUser(t.app, victim.id)).deletedAt).toBeNull();
  });

  it("leaves a deleted account out of suspension: 404, and a deleted admin is no active admin", async () => {
    const admin = await signInAs(t.app, "admin");
    const gone = await createUser(t.app, { userType: "student" });
    await del(admin, `/api/admin/users/${gone.id}`);
    const suspend = await inject(t.app, {
      method: "PUT",
      url: `/api/admin/users/${gone.id}/suspend`,
      headers: admin.headers,
      payload: { reason: "Too late" },
    });
    expect(suspend.statusCode).toBe(404);
    // Only the signed-in admin is left once every other admin is deleted.
    const others = await t.app.db.select().from(users).where(eq(users.userType, "admin"));
    for (const other of others.filter((a) => a.id !== admin.user.id && !a.deletedAt)) {
      expect((await del(admin, `/api/admin/users/${other.id}`)).statusCode).toBe(200);
    }
    const second = await signInAs(t.app, "admin");
    expect((await del(second, `/api/admin/users/${admin.user.id}`)).statusCode).toBe(200);
    const self = await inject(t.app, {
      method: "PUT",
      url: `/api/admin/users/${second.user.id}/suspend`,
      headers: second.headers,
      payload: { reason: "Testing" },
    });
    expect(self.json().code).toBe("cannot_suspend_self");
    expect((await deleteMe(second)).json().code).toBe("last_admin");
  });

  it("deletes another admin, and of parallel deletions one takes effect", async () => {
    const admin = await signInAs(t.app, "admin");
    const other = await createUser(t.app, { userType: "admin" });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => del(admin, `/api/admin/users/${other.id}`)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 404)).toHaveLength(5);
  });
});
