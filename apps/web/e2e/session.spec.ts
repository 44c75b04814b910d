import { expect, test, type Page } from "@playwright/test";
import { createParent, createStudent, signIn } from "./support/accounts";

const storage = (page: Page) =>
  page.evaluate(() => ({
    authToken: localStorage.getItem("authToken"),
    refreshToken: localStorage.getItem("refreshToken"),
    user: localStorage.getItem("user"),
  }));

// A well-formed JWT whose signature the server does not accept, as an expired one would be refused.
const STALE_TOKEN =
  "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieCIsImV4cCI6MX0.c2lnbmF0dXJlLW5vdC12YWxpZA";

test("a refused access token is refreshed silently and the page loads", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, "Refresh Rita");
  await signIn(page, student.email);
  const before = await storage(page);
  await page.evaluate((t) => {
    localStorage.setItem("authToken", t);
  }, STALE_TOKEN);

  await page.goto("/student");
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole("banner").getByText("Hello, Refresh Rita")).toBeVisible();
  await expect.poll(async () => (await storage(page)).refreshToken).not.toBe(before.refreshToken);
  const after = await storage(page);
  expect(after.authToken).not.toBe(STALE_TOKEN);
  expect(after.authToken).toBeTruthy();
  await expect(page.getByText("Session Expired")).toHaveCount(0);
});

test("a failed refresh ends the session with Session Expired", async ({ page, request }) => {
  const parent = await createParent(request);
  await signIn(page, parent.email);
  await page.evaluate((t) => {
    localStorage.setItem("authToken", t);
    localStorage.setItem("refreshToken", "revoked-refresh-token");
  }, STALE_TOKEN);

  await page.goto("/parent");
  await expect(page.getByText("Session Expired").first()).toBeVisible();
  await expect(
    page.getByText("Your session has expired. Please log in again.").first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await storage(page)).toEqual({ authToken: null, refreshToken: null, user: null });
});

test("without a refresh token the user is asked to sign in", async ({ page, request }) => {
  const student = await createStudent(request);
  await signIn(page, student.email);
  await page.evaluate((t) => {
    localStorage.setItem("authToken", t);
    localStorage.removeItem("refreshToken");
  }, STALE_TOKEN);
  await page.goto("/student");
  await expect(page.getByText("Authentication Required").first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("logout ends the session and returns to the landing page", async ({ page, request }) => {
  const student = await createStudent(request, "Leaving Leo");
  await signIn(page, student.email);
  const { refreshToken } = await storage(page);
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  expect((await storage(page)).authToken).toBeNull();
  const reuse = await request.post("/auth/refresh", {
    data: { refreshToken },
    headers: { accept: "application/json" },
  });
  expect(reuse.status()).toBe(401);
});
