import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { ADULT_BIRTH } from "./accounts";
import { PASSWORD } from "./env";
import { verificationLink } from "./mail";

const json = { accept: "application/json" };

/** A text cut or padded to exactly `length` characters. */
const exactly = (text: string, length: number) => text.padEnd(length, "x").slice(0, length);

/**
 * A 64-character e-mail whose part before the @ has no space to break at, as school accounts
 * often are (`first.middle.last.district-1234@…`).
 */
export function longEmail(role: string): string {
  const domain = "@e2e.test";
  const local = `${randomBytes(3).toString("hex")}.${role}.first.middle.last.district-1234.`;
  return exactly(local, 64 - domain.length) + domain;
}

/** A 60-character name. */
export const longName = (role: string) =>
  exactly(`${role} Maximiliana Konstantinopoulou-Vanderbergh Alexandrescu`, 60);

/** A 100-character title with a 40-character word in it, which no space can break. */
export const longTitle = (what: string) =>
  exactly(
    `${what} weekend at the science museum ${"Planetariumshowandpicnicwithfriends".repeat(2)}`,
    100,
  );

/** A whole text of `length` characters, words and one unbreakable stretch. */
export const longText = (what: string, length: number) =>
  exactly(
    `${what}: finished every lesson of the unit, ${"Multiplicationtablesmasterychallenge".repeat(3)} and more practice, every day of the week.`,
    length,
  );

export interface LongTextWorld {
  admin: { email: string; password: string };
  developer: { email: string; id: string };
  student: { email: string; id: string };
  parent: { email: string };
}

/** The API of one server, signed in as one account at a time. */
function apiOf(api: APIRequestContext) {
  const call = async (
    method: "GET" | "POST" | "PUT",
    url: string,
    headers: Record<string, string>,
    data?: unknown,
  ) => {
    const res = await api.fetch(url, { method, headers: { ...json, ...headers }, data });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json().catch(() => ({}))) as Record<string, unknown>;
  };
  const as = async (email: string, password = PASSWORD) => {
    const body = await call("POST", "/auth/login", {}, { email, password });
    return { authorization: `Bearer ${String(body.accessToken)}` };
  };
  return { call, as };
}

async function verified(api: APIRequestContext, dataDir: string, email: string, body: unknown) {
  const link = await verificationLink(email, 1, dataDir);
  const token = link.split("/auth/verify-email/")[1] ?? "";
  const res = await api.post(`/auth/verify-email/${token}`, { headers: json, data: body });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Every role with a 64-character e-mail (students and parents/guides with a 60-character name, a
 * developer with a 60-character company), and the things their screens
 * list with long texts: rewards and gift cards with 100-character titles, types and notes, awards
 * with long details, a redemption of each kind, a goal, a pending connection request, a webhook.
 */
export async function seedLongTexts(
  api: APIRequestContext,
  dataDir: string,
  admin: { email: string; password: string },
): Promise<LongTextWorld> {
  const { call, as } = apiOf(api);
  // The admin (configured) and the developer (registered) have no name: their e-mail's first
  // part, one long word, greets them.
  const asAdmin = await as(admin.email, admin.password);

  const student = { email: longEmail("student") };
  await call(
    "POST",
    "/auth/register",
    {},
    {
      userType: "student",
      email: student.email,
      name: longName("Student"),
      ...ADULT_BIRTH,
    },
  );
  await verified(api, dataDir, student.email, { password: PASSWORD });

  const parent = { email: longEmail("parent") };
  const other = { email: longEmail("guide") };
  for (const account of [parent, other]) {
    await call(
      "POST",
      "/auth/register",
      {},
      {
        userType: "parent_guide",
        email: account.email,
        name: longName("Parent"),
        password: PASSWORD,
      },
    );
    await verified(api, dataDir, account.email, { password: PASSWORD });
  }

  const developer = { email: longEmail("developer") };
  await call(
    "POST",
    "/auth/register",
    {},
    {
      userType: "developer",
      email: developer.email,
      password: PASSWORD,
      companyName: longName("Company"),
    },
  );
  const { developers } = (await call("GET", "/api/admin/developers?limit=500", asAdmin)) as {
    developers: { id: string; email: string }[];
  };
  const developerId = developers.find((d) => d.email === developer.email)?.id ?? "";
  await call("PUT", `/api/admin/developers/${developerId}/validate`, asAdmin);
  const asDeveloper = await as(developer.email);
  await call("POST", "/api/developers/webhooks", asDeveloper, {
    url: `http://localhost:9/hooks/${"trophy-rewards-award-created-receiver".repeat(3)}`,
    events: ["award.created"],
  });
  const { apiKey } = (await call("GET", "/api/developers/api-key", asDeveloper)) as {
    apiKey: string;
  };
  for (let i = 0; i < 3; i++) {
    await call(
      "POST",
      "/api/v1/award-trophies",
      { "x-api-key": apiKey },
      {
        email: student.email,
        amount: 1000,
        details: longText(`Award ${String(i + 1)}`, 200),
      },
    );
  }

  // Links: one accepted, one left waiting for the student's answer.
  const asParent = await as(parent.email);
  const asOther = await as(other.email);
  for (const headers of [asParent, asOther])
    await call("POST", "/api/parents/students/request", headers, { studentEmail: student.email });
  const asStudent = await as(student.email);
  const { requests } = (await call("GET", "/api/students/connection-requests", asStudent)) as {
    requests: { id: string; parentEmail: string }[];
  };
  const mine = requests.find((r) => r.parentEmail === parent.email);
  await call("POST", `/api/students/connection-requests/${mine?.id ?? ""}/accept`, asStudent);
  const { students } = (await call("GET", "/api/parents/students", asParent)) as {
    students: { id: string; email: string }[];
  };
  const studentId = students.find((s) => s.email === student.email)?.id ?? "";

  for (const [title, cost] of [
    [longTitle("Custom"), 100],
    [longTitle("Goal"), 900_000],
  ] as const) {
    await call("POST", "/api/parents/rewards", asParent, {
      studentId,
      title,
      description: longText("Description", 300),
      trophyCost: cost,
    });
  }
  await call("POST", "/api/admin/rewards", asAdmin, {
    title: longTitle("Base"),
    description: longText("Base description", 300),
    trophyCost: 100,
  });
  const cardType = longTitle("Type").slice(0, 60);
  const cards = Array.from({ length: 3 }, (_, i) => ({
    code: `${"LONGCODE".repeat(7)}${String(i)}${randomBytes(4).toString("hex")}`,
    cardType,
    usdAmount: 25,
    trophyCost: 100,
    notes: longText("Notes", 500),
  }));
  await call("POST", "/api/admin/gift-cards/upload", asAdmin, {
    data: JSON.stringify(cards),
    format: "json",
    batchId: `batch_${String(Date.now())}`,
  });

  // One redemption of each kind, and a goal the student is far from.
  const { rewards } = (await call("GET", "/api/students/rewards", asStudent)) as {
    rewards: { id: string; title: string }[];
  };
  const byTitle = (title: string) => rewards.find((r) => r.title === title)?.id ?? "";
  for (const title of [longTitle("Custom"), longTitle("Base")])
    await call("POST", `/api/students/rewards/${byTitle(title)}/redeem`, asStudent);
  // The offering's id is `gc_` and the stored type, amount and cost (docs/product.md §3).
  const offered = rewards.find((r) => r.id.startsWith("gc_"))?.id ?? "";
  await call("POST", "/api/students/rewards/redeem-gift-card", asStudent, {
    cardType: offered.slice("gc_".length).split("_").slice(0, -2).join("_"),
    usdAmount: 25,
    trophyCost: 100,
  });
  await call("PUT", "/api/students/goal", asStudent, { rewardId: byTitle(longTitle("Goal")) });

  return {
    admin,
    developer: { email: developer.email, id: developerId },
    student: { email: student.email, id: studentId },
    parent,
  };
}
