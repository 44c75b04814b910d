import { eq } from "drizzle-orm";
import { users } from "../src/db/schema";
import {
  inject,
  PASSWORD,
  uniqueEmail,
  verificationToken,
  waitForMail,
  type TestApp,
} from "./helpers";

/** A month and year of birth that make a student `age` whole years old at `now`. */
export function bornYearsAgo(age: number, now = new Date()) {
  // Born in this very month: the birthday counts as not reached yet (rules/parental-consent.ts).
  return { birthYear: now.getUTCFullYear() - age - 1, birthMonth: now.getUTCMonth() + 1 };
}

export interface Child {
  id: string;
  email: string;
  parentEmail: string;
  /** The token of the consent link mailed to the parent. */
  token: string;
}

/** POST /auth/register of a student, with whatever birth and parent's address the test gives. */
export function registerStudent(
  t: TestApp,
  extra: Record<string, unknown> = {},
  email = uniqueEmail("student"),
) {
  return inject(t.app, {
    method: "POST",
    url: "/auth/register",
    payload: { userType: "student", email, name: "Sam Young", ...extra },
  });
}

/** The token of the newest consent link mailed to `parentEmail`. */
export async function consentTokenFor(t: TestApp, parentEmail: string, count = 1) {
  const mails = await waitForMail(t.dataDir, parentEmail, count);
  const link = mails.at(-1)?.links.find((l) => l.includes("/consent/"));
  if (!link) throw new Error("no consent link");
  return link.split("/consent/")[1] ?? "";
}

/**
 * A 10-year-old registered through the API with a parent's address: their consent request is
 * pending and its link mailed. `verified` also sets their password through their own link.
 */
export async function registerChild(t: TestApp, options: { verified?: boolean } = {}) {
  const email = uniqueEmail("child");
  const parentEmail = uniqueEmail("parent");
  const res = await registerStudent(t, { ...bornYearsAgo(10), parentEmail }, email);
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error("child not stored");
  const child: Child = {
    id: row.id,
    email,
    parentEmail,
    token: await consentTokenFor(t, parentEmail),
  };
  if (options.verified) await verifyStudent(t, email);
  return child;
}

/** The student opens their verification link and chooses PASSWORD. */
export async function verifyStudent(t: TestApp, email: string) {
  const token = await verificationToken(t.dataDir, email);
  const res = await inject(t.app, {
    method: "POST",
    url: `/auth/verify-email/${token}`,
    payload: { password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.body}`);
}

export function signIn(t: TestApp, email: string, password = PASSWORD) {
  return inject(t.app, { method: "POST", url: "/auth/login", payload: { email, password } });
}
