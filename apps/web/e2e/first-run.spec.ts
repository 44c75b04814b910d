import { expect, test } from "@playwright/test";
import { startFirstRunServer, type FirstRunServer } from "./support/first-run-server";

let server: FirstRunServer | undefined;

test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test("on a first start the printed admin signs in and reaches the admin dashboard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  server = await startFirstRunServer();
  const { baseUrl, admin } = server;
  expect(admin.email).toBe("admin@localhost");

  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome back!").first()).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl}/`);

  await page.goto(`${baseUrl}/admin`);
  await expect(page).toHaveURL(`${baseUrl}/admin`);
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByText("Administrator").first()).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Area navigation" });
  await expect(nav.getByRole("link", { name: "Developers" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Total Users" })).toContainText("1");
  await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
});
