import { expect, test } from "@playwright/test";
import { PASSWORD } from "./support/env";
import { uniqueEmail } from "./support/accounts";
import { verificationLink } from "./support/mail";

test("a student registers, opens the mailed link, sets a password and signs in", async ({
  page,
}) => {
  const email = uniqueEmail("newstudent");
  await page.goto("/auth/register");
  await page.getByRole("radio", { name: "Student" }).check();
  await expect(page.getByLabel("Password")).toHaveCount(0);
  await page.getByLabel("Full Name").fill("Maya Learner");
  await page.getByLabel("Email").fill(email);
  // Old enough that no parent needs to agree (parental-consent.spec.ts has the young student).
  await page.getByLabel("Month").selectOption("5");
  await page.getByLabel("Year").selectOption(String(new Date().getUTCFullYear() - 16));
  await page.getByRole("button", { name: /create account|sign up|register/i }).click();
  await expect(page.getByText("Account created successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  // Until the link is opened the student cannot sign in: the login page says where it went.
  const inbox = page.getByRole("status").filter({ hasText: "Check your inbox" });
  await expect(inbox).toContainText(email);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await inbox.getByRole("button", { name: "Resend verification email" }).click();
  await expect(page.getByText("Email sent").first()).toBeVisible();

  // The resent link replaced the first one.
  await page.goto(await verificationLink(email, 2));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: /set password/i }).click();
  await page
    .getByRole("button", { name: "Go to Login" })
    .or(page.getByRole("link", { name: "Go to Login" }))
    .click();

  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Welcome back!").first()).toBeVisible();
  await expect(page.getByRole("banner").getByText("Hello, Maya Learner")).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem("user"));
  expect(JSON.parse(stored ?? "{}")).toMatchObject({
    email,
    name: "Maya Learner",
    user_type: "student",
  });
});

test("a used verification link shows the expired state with a way back", async ({ page }) => {
  await page.goto("/auth/verify-email/not-a-real-token");
  await expect(
    page.getByText("This verification link has already been used or has expired."),
  ).toBeVisible();
  await expect(
    page
      .getByRole("link", { name: "Register Again" })
      .or(page.getByRole("button", { name: "Register Again" })),
  ).toBeVisible();
});
