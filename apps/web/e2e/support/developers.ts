import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { uniqueEmail } from "./accounts";
import { PASSWORD } from "./env";

const json = { accept: "application/json" };

/** A developer account awaiting approval, registered through the public API. */
export async function registerDeveloper(
  request: APIRequestContext,
  companyName = "Test Apps",
): Promise<{ email: string; companyName: string }> {
  const email = uniqueEmail("dev");
  const res = await request.post("/auth/register", {
    data: { userType: "developer", email, password: PASSWORD, companyName },
    headers: json,
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, companyName };
}

/** The status code a sign-in with these credentials gets, and its error text. */
export async function signInStatus(
  request: APIRequestContext,
  email: string,
): Promise<{ status: number; error?: string }> {
  const res = await request.post("/auth/login", {
    data: { email, password: PASSWORD },
    headers: json,
  });
  const body = (await res.json()) as { error?: string };
  return { status: res.status(), error: body.error };
}

/** A row of the admin's developer list, found by the developer's e-mail. */
export const developerRow = (page: Page, email: string) =>
  page
    .getByRole("list", { name: "Developers" })
    .getByRole("listitem", { name: email, exact: true });
