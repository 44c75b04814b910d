import { expect, type APIRequestContext } from "@playwright/test";
import { ADULT_BIRTH, admin, createParent, createStudent, uniqueEmail } from "./accounts";
import { approvedDeveloper } from "./approved-developer";
import { youngStudent } from "./consent";
import { registerDeveloper } from "./developers";
import { PASSWORD } from "./env";
import { resetLink, unsubscribeLink, verificationLink } from "./mail";
import { createRewardFor, linkStudent } from "./parents";
import { offered, redeemGiftCard, seedApi, type SeedApi } from "./seed-api";

/** An account to sign in with. */
export interface Account {
  email: string;
  password: string;
}

/**
 * What every screen of every role lists, made through the API: the accounts to sign in with, and
 * the real ids and tokens the path map's parameters take (keyed by the route's pattern).
 */
export interface EveryLanguageWorld {
  student: Account;
  parent: Account;
  developer: Account;
  admin: Account;
  params: Record<string, string>;
  /**
   * Refused sign-ins: a wrong password, a developer awaiting approval, an unverified student, a
   * young student waiting for a parent's consent.
   */
  refusedSignIns: Account[];
  /** Texts of the seeded objects each role's screens list: a screen with its data shows them. */
  listed: Record<"student" | "parent" | "developer" | "admin", string[]>;
}

const suffix = () => uniqueEmail("x").slice(2, 8);

/** An approved developer with a webhook; its API key. */
async function developerWithWebhook(api: SeedApi, email: string): Promise<string> {
  const asDeveloper = await api.as(email);
  await api.call(asDeveloper, "POST", "/api/developers/webhooks", {
    url: "http://localhost:9/hooks/trophies",
    events: ["award.created"],
  });
  const { apiKey } = await api.call<{ apiKey: string }>(
    asDeveloper,
    "GET",
    "/api/developers/api-key",
  );
  return apiKey;
}

/**
 * A linked student's trophies and rewards: awards with and without details, redemptions of each
 * kind (custom, base, gift card), one declined and refunded, a gift card held for approval, a goal
 * and a second parent/guide's request still waiting.
 */
async function family(api: SeedApi, request: APIRequestContext, apiKey: string) {
  const student = await createStudent(request, "Iara Lumen");
  const parent = await createParent(request, "Teo Lumen");
  await linkStudent(request, parent.email, student.email);
  const [asParent, asStudent] = [await api.as(parent.email), await api.as(student.email)];
  // Through the developer's key: with details, and without (the platform writes the line).
  for (const [amount, details] of [[600, "Frações 3 ✔"], [400], [25, "Geometría 2 ✔"]] as const)
    await api.call({ "x-api-key": apiKey }, "POST", "/api/v1/award-trophies", {
      email: student.email,
      amount,
      ...(details ? { details } : {}),
    });

  const [treat, goal] = [`Pizza ${suffix()}`, `Bici ${suffix()}`];
  await createRewardFor(request, parent.email, student.email, { title: treat, trophyCost: 40 });
  await createRewardFor(request, parent.email, student.email, { title: goal, trophyCost: 5000 });
  const rewards = await offered(api, asStudent);
  const idOf = (title: string) => rewards.find((r) => r.title === title)?.id ?? "";
  for (const title of [treat, treat, "Homework pass"])
    await api.call(asStudent, "POST", `/api/students/rewards/${idOf(title)}/redeem`);
  const redeemed = await redeemGiftCard(api, asStudent);
  await api.call(asStudent, "PUT", "/api/students/goal", { rewardId: idOf(goal) });

  // Of the two custom redemptions, one declined (refunded), one left waiting.
  const { fulfillments } = await api.call<{
    fulfillments: { id: string; status: string; rewardTitle: string }[];
  }>(asParent, "GET", "/api/parents/fulfillments");
  const waiting = fulfillments.filter((f) => f.status === "pending" && f.rewardTitle === treat);
  expect(waiting.length, "two custom redemptions wait").toBe(2);
  const declined = `/api/parents/fulfillments/${waiting[0]?.id ?? ""}/decline`;
  await api.call(asParent, "POST", declined, { reason: "Hoje não" });

  const { students } = await api.call<{ students: { id: string; email: string }[] }>(
    asParent,
    "GET",
    "/api/parents/students",
  );
  const studentId = students.find((s) => s.email === student.email)?.id ?? "";
  await api.call(asParent, "PUT", `/api/parents/students/${studentId}/settings`, {
    approveGiftCards: true,
  });
  await redeemGiftCard(api, asStudent, [redeemed]);

  const other = await createParent(request, "Ana Lumen");
  await api.call(await api.as(other.email), "POST", "/api/parents/students/request", {
    studentEmail: student.email,
  });
  return { student, parent, studentId, treat, goal };
}

/** The admin's activity: a reversed award, a developer's budget, a suspended student. */
async function adminActivity(api: SeedApi, developerEmail: string, suspendedEmail: string) {
  const asAdmin = await api.as(admin.email, admin.password);
  const { developers } = await api.call<{ developers: { id: string; email: string }[] }>(
    asAdmin,
    "GET",
    "/api/admin/developers?limit=500",
  );
  const developerId = developers.find((d) => d.email === developerEmail)?.id ?? "";
  const { awards } = await api.call<{ awards: { id: string; amount: number }[] }>(
    asAdmin,
    "GET",
    `/api/admin/awards?developerId=${developerId}`,
  );
  const reversed = awards.find((a) => a.amount === 25)?.id ?? "";
  await api.call(asAdmin, "POST", `/api/admin/awards/${reversed}/reverse`, { reason: "Duplicado" });
  await api.call(asAdmin, "PUT", `/api/admin/developers/${developerId}/budget`, {
    dailyTrophyBudget: 20_000,
  });
  const { users } = await api.call<{ users: { id: string }[] }>(
    asAdmin,
    "GET",
    `/api/admin/users?search=${encodeURIComponent(suspendedEmail)}`,
  );
  await api.call(asAdmin, "PUT", `/api/admin/users/${users[0]?.id ?? ""}/suspend`, {
    reason: "Spam",
    durationDays: 7,
  });
  // The admin is every browser test's: a session left open would take one of its ten places.
  await api.call(asAdmin, "POST", "/auth/logout");
  return developerId;
}

/**
 * A student with a parent/guide, a developer and the admin, each with lists that are not empty
 * (see family and adminActivity), and the tokens of mailed links: a verification not yet used, a
 * password reset, an unsubscribe.
 */
export async function seedEveryLanguageWorld(
  request: APIRequestContext,
): Promise<EveryLanguageWorld> {
  const api = seedApi(request);
  const developer = await approvedDeveloper(request, "Lumen Apps");
  const { student, parent, studentId, treat, goal } = await family(
    api,
    request,
    await developerWithWebhook(api, developer.email),
  );
  const suspended = await createStudent(request, "Rui Lumen");
  // Mailed before the suspension; its link opens the reset form.
  await api.call({}, "POST", "/auth/forgot-password", { email: suspended.email });
  const developerId = await adminActivity(api, developer.email, suspended.email);
  const newcomer = uniqueEmail("newcomer");
  await api.call({}, "POST", "/auth/register", {
    userType: "student",
    email: newcomer,
    name: "Lia Nova",
    ...ADULT_BIRTH,
  });
  const tokenOf = (link: string) => new URL(link).pathname.split("/").at(-1) ?? "";
  const pending = await registerDeveloper(request, "Lumen Pending");
  // Waits for a parent/guide: the consent page's request, and a refused sign-in of its own.
  const young = await youngStudent(request, "Nina Lumen");

  return {
    student: { email: student.email, password: PASSWORD },
    parent: { email: parent.email, password: PASSWORD },
    developer: { email: developer.email, password: PASSWORD },
    admin,
    params: {
      "/parent/students/:id": studentId,
      "/admin/developers/:id/awards": developerId,
      "/auth/verify-email/:token": tokenOf(await verificationLink(newcomer)),
      "/auth/reset-password/:token": tokenOf(await resetLink(suspended.email)),
      "/auth/unsubscribe/:token": tokenOf(await unsubscribeLink(student.email)),
      "/consent/:token": young.token,
    },
    refusedSignIns: [
      { email: student.email, password: "Wrong-pass1" },
      { email: pending.email, password: PASSWORD },
      { email: newcomer, password: PASSWORD },
      { email: young.email, password: PASSWORD },
    ],
    listed: {
      student: ["Frações 3 ✔", treat, goal, "Ana Lumen"],
      parent: ["Iara Lumen", treat, goal, "Hoje não"],
      developer: ["http://localhost:9/hooks/trophies"],
      admin: [developer.email, student.email, suspended.email],
    },
  };
}
