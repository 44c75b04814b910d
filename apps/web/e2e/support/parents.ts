import { expect, type APIRequestContext } from "@playwright/test";
import { PASSWORD } from "./env";

const json = { accept: "application/json" };

/** Signs in through the API; the bearer headers of that session. */
async function authHeaders(request: APIRequestContext, email: string) {
  const res = await request.post("/auth/login", {
    data: { email, password: PASSWORD },
    headers: json,
  });
  expect(res.status(), await res.text()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { ...json, authorization: `Bearer ${accessToken}` };
}

/** Links a parent/guide to a student through the API: the request, then the student's accept. */
export async function linkStudent(
  request: APIRequestContext,
  parentEmail: string,
  studentEmail: string,
): Promise<void> {
  const asParent = await authHeaders(request, parentEmail);
  const sent = await request.post("/api/parents/students/request", {
    headers: asParent,
    data: { studentEmail },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const asStudent = await authHeaders(request, studentEmail);
  const list = await request.get("/api/students/connection-requests", { headers: asStudent });
  const { requests } = (await list.json()) as { requests: { id: string; parentEmail: string }[] };
  const open = requests.find((r) => r.parentEmail === parentEmail);
  expect(open, "the student sees the request").toBeDefined();
  const accepted = await request.post(
    `/api/students/connection-requests/${open?.id ?? ""}/accept`,
    { headers: asStudent },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** A custom reward the parent/guide makes, through the API, for a student linked to them. */
export async function createRewardFor(
  request: APIRequestContext,
  parentEmail: string,
  studentEmail: string,
  reward: { title: string; trophyCost: number },
): Promise<void> {
  const headers = await authHeaders(request, parentEmail);
  const { students } = (await (await request.get("/api/parents/students", { headers })).json()) as {
    students: { id: string; email: string }[];
  };
  const student = students.find((s) => s.email === studentEmail);
  expect(student, "the student is linked").toBeDefined();
  const res = await request.post("/api/parents/rewards", {
    headers,
    data: { studentId: student?.id, ...reward },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The titles of the rewards a student is offered, as the student's API lists them. */
export async function offeredTitles(
  request: APIRequestContext,
  studentEmail: string,
): Promise<string[]> {
  const headers = await authHeaders(request, studentEmail);
  const res = await request.get("/api/students/rewards", { headers });
  const { rewards } = (await res.json()) as { rewards: { title: string }[] };
  return rewards.map((r) => r.title);
}

/** The student redeems the offered reward with this title, through the student API. */
export async function redeemReward(
  request: APIRequestContext,
  studentEmail: string,
  title: string,
): Promise<void> {
  const headers = await authHeaders(request, studentEmail);
  const list = await request.get("/api/students/rewards", { headers });
  const { rewards } = (await list.json()) as { rewards: { id: string; title: string }[] };
  const reward = rewards.find((r) => r.title === title);
  expect(reward, "the student is offered the reward").toBeDefined();
  const res = await request.post(`/api/students/rewards/${reward?.id ?? ""}/redeem`, { headers });
  expect(res.status(), await res.text()).toBe(200);
}
