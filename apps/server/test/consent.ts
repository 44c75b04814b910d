import { eq } from "drizzle-orm";
import { users } from "../src/db/schema";
import {
  inject,
  PASSWORD,
  signInAs,
  type SignedIn,
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
  /** The ticket of the child's consent step (an hour). */
  ticket: string;
  /** The parent/guide account of `parentEmail`, signed in: the one adult who may consent. */
  parent: SignedIn;
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
 * A 10-year-old registered through the API with a parent's address, who verified their own
 * address (choosing PASSWORD) and confirmed the parent's on their consent step: their consent
 * request is pending and its link mailed to `parentEmail`.
 */
export async function registerChild(t: TestApp) {
  const email = uniqueEmail("child");
  const parentEmail = uniqueEmail("parent");
  const res = await registerStudent(t, { ...bornYearsAgo(10), parentEmail }, email);
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error("child not stored");
  const ticket = await verifyStudent(t, email);
  if (!ticket) throw new Error("no consent ticket after verification");
  const asked = await askParent(t, ticket, parentEmail);
  if (asked.statusCode !== 200) throw new Error(`asking the parent failed: ${asked.body}`);
  const child: Child = {
    id: row.id,
    email,
    parentEmail,
    ticket,
    token: await consentTokenFor(t, parentEmail),
    parent: await signInAs(t.app, {
      userType: "parent_guide",
      email: parentEmail,
      name: "Pam Parent",
    }),
  };
  return child;
}

/** The child's consent step: the consent mail goes to `parentEmail`. */
export function askParent(t: TestApp, ticket: string, parentEmail: string) {
  return inject(t.app, {
    method: "POST",
    url: "/api/consent/ask",
    payload: { ticket, parentEmail },
  });
}

/**
 * The student opens their verification link and chooses PASSWORD; the ticket of their consent
 * step when a parent must still agree.
 */
export async function verifyStudent(t: TestApp, email: string): Promise<string | undefined> {
  const token = await verificationToken(t.dataDir, email);
  const res = await inject(t.app, {
    method: "POST",
    url: `/auth/verify-email/${token}`,
    payload: { password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.body}`);
  return res.json<{ consentTicket?: string }>().consentTicket;
}

export function signIn(t: TestApp, email: string, password = PASSWORD) {
  return inject(t.app, { method: "POST", url: "/auth/login", payload: { email, password } });
}
