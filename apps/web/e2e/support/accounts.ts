import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { verificationLink } from "./mail";
import { E2E_ADMIN, PASSWORD } from "./env";

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${randomBytes(4).toString("hex")}@e2e.test`;

const json = { accept: "application/json" };

/**
 * The month and year of birth every student registers with, over the consent age: a student's
 * registration without them is refused where consent is asked (docs/product.md, Privacy).
 */
export const ADULT_BIRTH = { birthYear: 2000, birthMonth: 1 };

function tokenOf(link: string): string {
  return link.split("/auth/verify-email/")[1] ?? "";
}

/** A verified student with a password, made through the public API. */
export async function createStudent(
  request: APIRequestContext,
  name = "Stu Dent",
): Promise<{ email: string; name: string }> {
  const email = uniqueEmail("student");
  expect(
    (
      await request.post("/auth/register", {
        data: { userType: "student", email, name, ...ADULT_BIRTH },
        headers: json,
      })
    ).status(),
  ).toBe(201);
  const token = tokenOf(await verificationLink(email));
  expect(
    (
      await request.post(`/auth/verify-email/${token}`, {
        data: { password: PASSWORD },
        headers: json,
      })
    ).ok(),
  ).toBe(true);
  return { email, name };
}

/** A verified parent/guide, made through the public API (at `email`, when given). */
export async function createParent(
  request: APIRequestContext,
  name = "Pat Guide",
  email = uniqueEmail("parent"),
): Promise<{ email: string; name: string }> {
  const res = await request.post("/auth/register", {
    data: { userType: "parent_guide", email, name, password: PASSWORD },
    headers: json,
  });
  expect(res.status()).toBe(201);
  const token = tokenOf(await verificationLink(email));
  // Only the POST verifies (the GET changes nothing); a parent/guide sends the password chosen at
  // sign-up.
  expect(
    (
      await request.post(`/auth/verify-email/${token}`, {
        data: { password: PASSWORD },
        headers: json,
      })
    ).ok(),
  ).toBe(true);
  return { email, name };
}

export const admin = E2E_ADMIN;

/**
 * Signs in through the login form and waits for the landing page that follows, its signed-in
 * header included: that part loads after the page, and for a student it opens the balance stream.
 * A test that changes the session or intercepts calls next must not race it.
 */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole("banner");
  await expect(banner.getByText(/^Hello, /)).toBeAttached();
  const isStudent = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem("user") ?? "{}") as { user_type?: string }).user_type ===
      "student",
  );
  // The badge's number arrives after its stream has been opened (both start as it mounts).
  if (isStudent) {
    await expect(banner.getByRole("status", { name: "Your trophy balance" })).toHaveText(/\d/);
  }
}
