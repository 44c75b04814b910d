import { expect, type APIRequestContext } from "@playwright/test";
import { createParent, uniqueEmail } from "./accounts";
import { PASSWORD } from "./env";
import { consentLink, verificationLink } from "./mail";

const json = { accept: "application/json" };
const tokenOf = (link: string) => new URL(link).pathname.split("/").at(-1) ?? "";

/** A birth that makes a student 9 years old: under the default consent age of 13. */
export const YOUNG_BIRTH = { birthYear: new Date().getUTCFullYear() - 9, birthMonth: 1 };

/**
 * A student under the consent age, made through the public API with a parent's address, with the
 * e-mail verified and a password, who then asked that parent from their consent step (nothing is
 * mailed to a parent before): their account waits for the parent, whose consent link's token is
 * returned.
 */
export async function youngStudent(
  request: APIRequestContext,
  name = "Maya Young",
): Promise<{ email: string; name: string; parentEmail: string; token: string }> {
  const email = uniqueEmail("young");
  const parentEmail = uniqueEmail("guardian");
  const res = await request.post("/auth/register", {
    data: { userType: "student", email, name, ...YOUNG_BIRTH, parentEmail },
    headers: json,
  });
  expect(res.status(), await res.text()).toBe(201);
  const verification = tokenOf(await verificationLink(email));
  const verified = await request.post(`/auth/verify-email/${verification}`, {
    data: { password: PASSWORD },
    headers: json,
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { consentTicket } = (await verified.json()) as { consentTicket?: string };
  expect(consentTicket, "the verification's consent ticket").toBeTruthy();
  const asked = await request.post("/api/consent/ask", {
    data: { ticket: consentTicket, parentEmail },
    headers: json,
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  return { email, name, parentEmail, token: tokenOf(await consentLink(parentEmail)) };
}

/**
 * A young student whose parent/guide agreed through the API: the parent registered and verified
 * at the address the child gave, signed in and accepted the mailed link.
 */
export async function consentedStudent(
  request: APIRequestContext,
  name: string,
  parentName: string,
): Promise<{ email: string; name: string; parentEmail: string; parentName: string }> {
  const child = await youngStudent(request, name);
  await createParent(request, parentName, child.parentEmail);
  const login = await request.post("/auth/login", {
    data: { email: child.parentEmail, password: PASSWORD },
    headers: json,
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const accepted = await request.post(`/api/consent/${child.token}/accept`, {
    headers: { ...json, authorization: `Bearer ${accessToken}` },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { email: child.email, name, parentEmail: child.parentEmail, parentName };
}
