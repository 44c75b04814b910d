import { expect, type APIRequestContext } from "@playwright/test";
import { uniqueEmail } from "./accounts";
import { PASSWORD } from "./env";
import { consentLink, verificationLink } from "./mail";

const json = { accept: "application/json" };
const tokenOf = (link: string) => new URL(link).pathname.split("/").at(-1) ?? "";

/** A birth that makes a student 9 years old: under the default consent age of 13. */
export const YOUNG_BIRTH = { birthYear: new Date().getUTCFullYear() - 9, birthMonth: 1 };

/**
 * A student under the consent age, made through the public API with a parent's address, with the
 * e-mail verified and a password: their account waits for the parent, whose consent link's token
 * is returned.
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
  return { email, name, parentEmail, token: tokenOf(await consentLink(parentEmail)) };
}
