import { expect, type APIRequestContext } from "@playwright/test";
import { createParent, createStudent, uniqueEmail } from "./accounts";
import { awardTrophies } from "./awards";
import { PASSWORD } from "./env";
import { createRewardFor, linkStudent } from "./parents";

const json = { accept: "application/json" };

export async function bearer(request: APIRequestContext, email: string) {
  const res = await request.post("/auth/login", {
    data: { email, password: PASSWORD },
    headers: json,
  });
  expect(res.status(), await res.text()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { ...json, authorization: `Bearer ${accessToken}` };
}

async function call(
  request: APIRequestContext,
  headers: Record<string, string>,
  method: "GET" | "POST" | "PUT",
  url: string,
  data?: object,
): Promise<unknown> {
  const res = await request.fetch(url, { method, headers, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.status() === 204 ? null : res.json();
}

export interface Family {
  parent: { email: string };
  student: { email: string };
  treat: string;
  goal: string;
  /** The student's balance once everything above is done, as the screens write it. */
  balance: string;
}

/**
 * A parent/guide and a student with everything a first screen shows: a pinned goal part of the
 * way, 3 redemptions (2 more to Advanced), two custom rewards waiting to be fulfilled, a gift card
 * waiting for the parent's approval, the student's avatar, and connection requests (one waiting,
 * one declined).
 */
export async function family(request: APIRequestContext): Promise<Family> {
  const parent = await createParent(request, "Phone Parent");
  const student = await createStudent(request, "Phone Pip");
  const suffix = uniqueEmail("r").slice(2, 8);
  const treat = `Pizza night ${suffix}`;
  const goal = `Bike trip ${suffix}`;
  await linkStudent(request, parent.email, student.email);
  await awardTrophies(request, student.email, 900, "Reading week");
  await createRewardFor(request, parent.email, student.email, { title: treat, trophyCost: 50 });
  await createRewardFor(request, parent.email, student.email, { title: goal, trophyCost: 2000 });

  const asParent = await bearer(request, parent.email);
  const asStudent = await bearer(request, student.email);
  const { rewards: made } = (await call(request, asParent, "GET", "/api/parents/rewards")) as {
    rewards: { id: string; title: string; customForStudent: string }[];
  };
  const treatId = made.find((r) => r.title === treat)?.id ?? "";
  const goalId = made.find((r) => r.title === goal)?.id ?? "";
  await call(request, asParent, "PUT", `/api/parents/rewards/${treatId}`, { picture: "pizza" });
  await call(request, asParent, "PUT", `/api/parents/rewards/${goalId}`, { picture: "bike" });
  // Two redemptions here and the gift card below: 3, so 2 more to Advanced.
  for (let i = 0; i < 2; i++) {
    await call(request, asStudent, "POST", `/api/students/rewards/${treatId}/redeem`);
  }
  await call(request, asStudent, "PUT", "/api/students/goal", { rewardId: goalId });
  await call(request, asStudent, "PUT", "/api/users/profile", { avatar: "panda" });

  // A gift card waiting for the parent's approval.
  const studentId = made[0]?.customForStudent ?? "";
  await call(request, asParent, "PUT", `/api/parents/students/${studentId}/settings`, {
    approveGiftCards: true,
  });
  const { rewards: offered } = (await call(
    request,
    asStudent,
    "GET",
    "/api/students/rewards?limit=100",
  )) as { rewards: { id: string; trophyCost: number; availableCount: number | null }[] };
  const card = offered.find(
    (r) => r.id.startsWith("gc_roblox") && r.trophyCost <= 300 && (r.availableCount ?? 0) > 0,
  );
  expect(card, "the demo stock has a Roblox card the student can afford").toBeDefined();
  const [cardType, usdAmount, trophyCost] = (card?.id ?? "").replace(/^gc_/, "").split("_");
  const held = await request.post("/api/students/rewards/redeem-gift-card", {
    headers: asStudent,
    data: { cardType, usdAmount: Number(usdAmount), trophyCost: Number(trophyCost) },
  });
  expect(held.status(), await held.text()).toBe(202);

  // Two requests: one the student declines, one still waiting.
  const declining = await createStudent(request, "Phone Declines");
  const waiting = await createStudent(request, "Phone Waits");
  for (const other of [declining, waiting]) {
    await call(request, asParent, "POST", "/api/parents/students/request", {
      studentEmail: other.email,
    });
  }
  const asDeclining = await bearer(request, declining.email);
  const { requests } = (await call(
    request,
    asDeclining,
    "GET",
    "/api/students/connection-requests",
  )) as { requests: { id: string }[] };
  await call(
    request,
    asDeclining,
    "POST",
    `/api/students/connection-requests/${requests[0]?.id ?? ""}/reject`,
  );
  const { balance } = (await call(request, asStudent, "GET", "/api/students/trophies")) as {
    balance: number;
  };
  return { parent, student, treat, goal, balance: balance.toLocaleString("en-US") };
}
