import { expect, test } from "@playwright/test";
import { PASSWORD } from "./support/env";
import { uniqueEmail } from "./support/accounts";

test("a developer registers and is told the account awaits approval", async ({ page }) => {
  const email = uniqueEmail("dev");
  await page.goto("/auth/register");
  await page.getByRole("radio", { name: "Developer" }).check();
  await expect(page.getByLabel("Full Name")).toHaveCount(0);
  await page.getByLabel("Company Name").fill("MathQuest Apps");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("weak");
  for (const item of ["8+ characters", "Uppercase", "Lowercase", "Number"]) {
    await expect(page.getByText(item, { exact: false }).first()).toBeVisible();
  }
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: /create account|sign up|register/i }).click();
  await expect(page.getByText("Account created successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Developer Account Pending Approval" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
